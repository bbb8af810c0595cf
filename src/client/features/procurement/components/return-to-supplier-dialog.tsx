import { useTranslation } from 'react-i18next';
import type { Grn } from '#shared/contracts/procurement';
import {
  Button,
  DecimalInput,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Textarea,
} from '#client/components/ui';
import { formatMoney, formatQuantity } from '#client/lib/format';
import { useSupplierReturn, type ReturnRow } from '../lib/use-supplier-return';
import { DebitNotePdfButton } from './debit-note-pdf-button';

/**
 * Goods going back to the supplier of a GRN: a quantity per product received in good condition (at
 * most what came less what went back already) and the reason; saving makes a numbered debit note
 * that takes the stock out, lowers what is owed and reverses its share of the input VAT.
 */
export function ReturnToSupplierDialog({
  businessId,
  grn,
  onOpenChange,
}: {
  businessId: number;
  grn: Grn;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('procurement');
  const r = useSupplierReturn(businessId, grn, t('returnDialog.failed'));
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')} className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('returnDialog.title', { number: grn.grnNumber })}</DialogTitle>
          <DialogDescription>{t('returnDialog.description', { supplier: grn.supplierName })}</DialogDescription>
        </DialogHeader>
        {r.created ? (
          <div className="grid gap-3" data-testid="debit-note-created">
            <p className="font-medium">{t('returnDialog.done', { number: r.created.number, total: formatMoney(r.created.total) })}</p>
            <DebitNotePdfButton note={r.created} />
          </div>
        ) : (
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void r.submit();
            }}
          >
            <ul className="grid gap-3">
              {r.rows.map((row) => (
                <ReturnRowField key={row.productId} row={row} value={r.quantities[row.productId] ?? ''} onChange={r.setQuantity} />
              ))}
            </ul>
            <FormField label={t('returnDialog.reason')} htmlFor="supplier-return-reason">
              <Textarea
                id="supplier-return-reason"
                rows={2}
                maxLength={200}
                value={r.reason}
                onChange={(e) => r.setReason(e.target.value)}
              />
            </FormField>
            {r.error && (
              <p role="alert" className="text-sm text-destructive">
                {r.error}
              </p>
            )}
            <DialogFooter>
              <Button type="submit" disabled={!r.canSubmit}>
                {t('returnDialog.submit')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReturnRowField({ row, value, onChange }: { row: ReturnRow; value: string; onChange: (productId: number, value: string) => void }) {
  const { t } = useTranslation('procurement');
  const id = `supplier-return-${row.productId}`;
  return (
    <li className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_8rem] sm:items-end">
      <div className="grid gap-1 text-sm">
        <span className="font-medium">{row.name}</span>
        <span className="text-muted-foreground">
          {t('returnDialog.receivedReturned', { received: formatQuantity(row.received), returned: formatQuantity(row.returned) })}
        </span>
      </div>
      <FormField label={t('returnDialog.quantity')} htmlFor={id}>
        <DecimalInput id={id} value={value} onChange={(e) => onChange(row.productId, e.target.value)} />
      </FormField>
    </li>
  );
}
