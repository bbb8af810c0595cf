import { useTranslation } from 'react-i18next';
import { EXPIRY_BUCKETS, type ExpiryBucket, type ExpiryReport } from '#shared/contracts/batches';
import { formatMoney } from '#client/lib/format';

/** Each bucket's value at cost and its number of batches; a bucket's card filters by it (again: shows all). */
export function ExpiryTotals({
  totals,
  bucket,
  onBucket,
}: {
  totals: ExpiryReport['totals'] | undefined;
  bucket: ExpiryBucket | undefined;
  onBucket: (bucket: ExpiryBucket | '') => void;
}) {
  const { t } = useTranslation('batches');
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="expiry-totals">
      {EXPIRY_BUCKETS.map((b) => {
        const total = totals?.find((x) => x.bucket === b);
        return (
          <button
            key={b}
            type="button"
            aria-pressed={bucket === b}
            onClick={() => onBucket(bucket === b ? '' : b)}
            className="rounded-lg border bg-card p-4 text-left shadow-sm hover:bg-accent aria-pressed:border-primary aria-pressed:ring-2 aria-pressed:ring-primary/30"
            data-testid={`expiry-total-${b}`}
          >
            <span className="block text-sm text-muted-foreground">{t(`expiry.bucket.${b}`)}</span>
            <span className="block text-xl font-semibold tabular-nums">{formatMoney(total?.value ?? 0)}</span>
            <span className="block text-sm">{t('expiry.batches', { count: total?.count ?? 0 })}</span>
          </button>
        );
      })}
    </div>
  );
}
