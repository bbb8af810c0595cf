import { useTranslation } from 'react-i18next';
import { fromCents } from '#shared/domain/money';
import { DecimalInput, Label, Switch } from '#client/components/ui';
import { formatDate, formatMoney } from '#client/lib/format';
import type { SupplierPayment } from '../lib/use-supplier-payment';

/** How the payment splits over the supplier's GRNs on credit: oldest due first, or as the owner types it. */
export function PaymentAllocationFields({ payment }: { payment: SupplierPayment }) {
  const { t } = useTranslation('creditors');
  const { grns, manual, split, setSplit, fifo, errors } = payment;
  return (
    <fieldset className="grid gap-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{t('pay.allocation')}</legend>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor="pay-manual">{t('pay.splitMyself')}</Label>
        <Switch id="pay-manual" checked={manual} onCheckedChange={payment.startManual} />
      </div>
      {grns.length === 0 && <p className="text-sm text-muted-foreground">{t('pay.nothingOwed')}</p>}
      <ul className="grid gap-2" aria-label={t('pay.allocation')}>
        {grns.map((g) => (
          <li key={g.id} className="flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="pay-allocation-row">
            <span>
              <span className="font-medium">{g.grnNumber}</span> · {t('pay.dueOn', { date: formatDate(g.dueDate) })} ·{' '}
              {t('pay.outstanding', { amount: formatMoney(g.outstanding) })}
            </span>
            {manual ? (
              <DecimalInput
                className="w-36"
                aria-label={t('pay.allocateTo', { grn: g.grnNumber })}
                value={split[g.id] ?? ''}
                onChange={(e) => setSplit((s) => ({ ...s, [g.id]: e.target.value }))}
              />
            ) : (
              <span className="tabular-nums">{formatMoney(fromCents(fifo.get(g.id) ?? 0))}</span>
            )}
          </li>
        ))}
      </ul>
      {manual && (
        <p className="text-sm text-muted-foreground">
          {t('pay.allocated', {
            allocated: formatMoney(fromCents(payment.allocatedCents)),
            amount: formatMoney(fromCents(payment.amountCents)),
          })}
        </p>
      )}
      {errors.allocations && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.allocations}
        </p>
      )}
    </fieldset>
  );
}
