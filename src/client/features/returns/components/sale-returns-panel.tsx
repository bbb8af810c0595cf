import { Ban, Printer, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleReturn } from '#shared/contracts/returns';
import type { ReceiptProfile, Sale } from '#shared/contracts/sales';
import { formatDateTime, formatMoney } from '#client/lib/format';
import { Badge, Button, toast } from '#client/components/ui';
import { useReturn } from '../api/get-return';
import { CreditNoteDialog } from './credit-note-dialog';
import { ReturnDialog } from './return-dialog';
import { VoidDialog } from './void-dialog';

const STATUS_VARIANTS = { completed: 'outline', partly_returned: 'warning', returned: 'secondary', void: 'destructive' } as const;

/**
 * A sale's afterlife in its detail: its status, its returns and void (each credit note
 * reprinted), and Return items / Void sale. Void shows while the sale has no returns; whether its
 * shift or day still allows it is the server's call (409, shown in the dialog).
 */
export function SaleReturnsPanel({ businessId, sale, business }: { businessId: number; sale: Sale; business: ReceiptProfile | undefined }) {
  const { t } = useTranslation('returns');
  const { t: ts } = useTranslation('sales');
  const [returning, setReturning] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const [noteId, setNoteId] = useState<number | null>(null);
  const [made, setMade] = useState<SaleReturn | null>(null);
  const reprint = useReturn(businessId, noteId).data ?? null;
  const status = sale.status ?? 'completed';
  const returns = sale.returns ?? [];
  const shown = made ?? (noteId != null ? reprint : null);
  return (
    <section className="grid gap-2" aria-label={t('detail.returns')}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t('detail.status')}</span>
        <Badge variant={STATUS_VARIANTS[status]} data-testid="sale-detail-status">
          {ts(`saleStatuses.${status}`)}
        </Badge>
        {sale.voidReason && <span className="text-muted-foreground">{t('detail.voidReason', { reason: sale.voidReason })}</span>}
        <span className="flex-1" />
        {status !== 'void' && status !== 'returned' && (
          <Button type="button" size="sm" variant="outline" onClick={() => setReturning(true)}>
            <Undo2 className="size-4" aria-hidden /> {t('detail.returnItems')}
          </Button>
        )}
        {status === 'completed' && (
          <Button type="button" size="sm" variant="outline" className="text-destructive" onClick={() => setVoiding(true)}>
            <Ban className="size-4" aria-hidden /> {t('detail.voidSale')}
          </Button>
        )}
      </div>
      {returns.length > 0 && <SaleReturnsList returns={returns} onReprint={setNoteId} />}
      <ReturnDialog
        businessId={businessId}
        sale={returning ? sale : null}
        onClose={() => setReturning(false)}
        onReturned={(ret) => {
          setReturning(false);
          toast.success(t('returned', { number: ret.creditNoteNumber, amount: formatMoney(ret.totalAmount) }));
          setMade(ret);
        }}
      />
      {voiding && (
        <VoidDialog
          businessId={businessId}
          sale={sale}
          onClose={() => setVoiding(false)}
          onVoided={() => {
            setVoiding(false);
            toast.success(t('void.done', { invoice: sale.invoiceNumber }));
          }}
        />
      )}
      <CreditNoteDialog
        businessId={businessId}
        ret={shown}
        business={business}
        saleDate={sale.saleDate}
        onClose={() => {
          setMade(null);
          setNoteId(null);
        }}
      />
    </section>
  );
}

/** The sale's returns and void, oldest first, each return's credit note with its Reprint. */
function SaleReturnsList({ returns, onReprint }: { returns: NonNullable<Sale['returns']>; onReprint: (returnId: number) => void }) {
  const { t } = useTranslation('returns');
  return (
    <ul className="grid gap-1 rounded-md border p-2 text-sm" data-testid="sale-detail-returns">
      {returns.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{r.kind === 'void' ? t('detail.void') : r.creditNoteNumber}</span>
          <span className="text-muted-foreground">{formatDateTime(r.createdAt)}</span>
          <span className="flex-1 text-right tabular-nums">{formatMoney(-r.totalAmount)}</span>
          {r.kind === 'return' && r.creditNoteNumber && (
            <Button type="button" size="sm" variant="ghost" className="h-7" onClick={() => onReprint(r.id)}>
              <Printer className="size-4" aria-hidden /> {t('note.reprint', { number: r.creditNoteNumber })}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
