import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ProductBatch, ProductBatches } from '#shared/contracts/batches';
import { FormField, Input, NativeSelect } from '#client/components/ui';
import { formatDate, formatQuantity } from '#client/lib/format';

/** "OLD · expires 21 Nov 2026" (a batch with only a date has no number; one without expiry says so). */
export function batchLabel(t: TFunction, b: { batchNumber: string | null; expiryDate: string | null }): string {
  const number = b.batchNumber || t('adjustments:batch.noNumber');
  return b.expiryDate ? t('adjustments:batch.label', { number, date: formatDate(b.expiryDate) }) : number;
}

function optionText(t: TFunction, b: ProductBatch, unit: string): string {
  const text = `${batchLabel(t, b)} · ${formatQuantity(b.quantity, unit)} ${t(`common:units.${unit}`, { count: b.quantity })}`;
  return b.expired ? `${text} — ${t('adjustments:batch.expired')}` : text;
}

/**
 * Which batch stock is taken out of: "first to expire" (the stock module's
 * FEFO) or one batch — the expired one, for the write-off a shop makes. `value` is a batch id or ''.
 */
export function AdjustmentBatchOut({
  batches,
  value,
  onChange,
  error,
}: {
  batches: ProductBatches;
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  const { t } = useTranslation(['adjustments', 'common']);
  const unbatched = batches.unbatched > 0 ? formatQuantity(batches.unbatched, batches.unit) : null;
  return (
    <FormField
      label={t('batch.out')}
      htmlFor="adjustment-batch"
      hint={unbatched ? t('batch.unbatched', { quantity: unbatched }) : t('batch.outHint')}
      error={error}
    >
      <NativeSelect value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('batch.fefo')}</option>
        {batches.batches.map((b) => (
          <option key={b.id} value={String(b.id)}>
            {optionText(t, b, batches.unit)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** The batch stock brought in goes into (created when new); both empty: no batch. */
export function AdjustmentBatchIn({
  number,
  expiry,
  onNumber,
  onExpiry,
}: {
  number: string;
  expiry: string;
  onNumber: (v: string) => void;
  onExpiry: (v: string) => void;
}) {
  const { t } = useTranslation('adjustments');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('batch.number')} htmlFor="adjustment-batch-number" hint={t('batch.inHint')}>
        <Input autoComplete="off" maxLength={60} value={number} onChange={(e) => onNumber(e.target.value)} />
      </FormField>
      <FormField label={t('batch.expiryDate')} htmlFor="adjustment-batch-expiry">
        <Input type="date" value={expiry} onChange={(e) => onExpiry(e.target.value)} />
      </FormField>
    </div>
  );
}
