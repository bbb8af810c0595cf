import { FileText } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui';
import { MessageLog, ShareButton } from '#client/components/share';
import { useFeatureSlot } from '#client/lib/feature-slots';
import { formatDate, formatMoney } from '#client/lib/format';
import { useSupplierLedger } from '../api/creditors';
import { AgeingSummary } from './ageing-summary';

/** A supplier's ledger: each GRN on credit (owed more) and each payment (owed less), with the running balance. */
export function SupplierLedgerDialog({
  businessId,
  supplier,
  onOpenChange,
}: {
  businessId: number;
  supplier: { id: number; name: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('creditors');
  const ledger = useSupplierLedger(businessId, supplier?.id ?? null);
  const data = ledger.data;
  const [statementOpen, setStatementOpen] = useState(false);
  // The statements feature's dialog, loaded with its own texts when first opened.
  const StatementDialog = useFeatureSlot('StatementDialog');
  return (
    <Dialog open={supplier !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')} className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('ledger.title', { name: supplier?.name ?? '' })}</DialogTitle>
          <DialogDescription>
            {data ? t('ledger.description', { amount: formatMoney(data.balance), days: data.supplier.creditDays }) : ''}
          </DialogDescription>
        </DialogHeader>
        {!data ? (
          <Skeleton className="h-40" />
        ) : (
          <div className="grid gap-4">
            <AgeingSummary ageing={data.ageing} />
            <Table scrollLabel={t('ledger.title', { name: supplier?.name ?? '' })} data-testid="supplier-ledger">
              <TableHeader>
                <TableRow>
                  <TableHead>{t('ledger.date')}</TableHead>
                  <TableHead>{t('ledger.entry')}</TableHead>
                  <TableHead className="text-right">{t('ledger.debit')}</TableHead>
                  <TableHead className="text-right">{t('ledger.credit')}</TableHead>
                  <TableHead className="text-right">{t('ledger.balance')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.entries.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={5} className="text-center text-muted-foreground">
                      {t('ledger.empty')}
                    </TableCell>
                  </TableRow>
                )}
                {data.entries.map((e) => (
                  <TableRow key={`${e.kind}-${e.id}`}>
                    <TableCell>{formatDate(e.date)}</TableCell>
                    <TableCell>
                      {e.kind === 'grn'
                        ? t('ledger.grn', { number: e.reference, due: e.dueDate ? formatDate(e.dueDate) : '' })
                        : t(`ledger.payment.${e.method ?? 'cash'}`, { reference: e.reference })}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{e.debit ? formatMoney(e.debit) : ''}</TableCell>
                    <TableCell className="text-right tabular-nums">{e.credit ? formatMoney(e.credit) : ''}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatMoney(e.balance)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {supplier && (
              <div className="flex justify-end gap-2">
                <Button type="button" variant="outline" onClick={() => setStatementOpen(true)}>
                  <FileText aria-hidden="true" />
                  {t('ledger.statement')}
                </Button>
                <ShareButton businessId={businessId} target={{ kind: 'supplier', id: supplier.id }} />
              </div>
            )}
            {supplier && <MessageLog businessId={businessId} recipientKind="supplier" recipientId={supplier.id} />}
            {supplier && statementOpen && (
              <Suspense fallback={null}>
                <StatementDialog
                  businessId={businessId}
                  party={{ kind: 'supplier', id: supplier.id }}
                  name={supplier.name}
                  open={statementOpen}
                  onOpenChange={setStatementOpen}
                />
              </Suspense>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
