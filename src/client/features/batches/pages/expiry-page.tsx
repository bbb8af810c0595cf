import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EXPIRY_BUCKETS, type ExpiryBucket } from '#shared/contracts/batches';
import { PageHeader } from '#client/components/layout/page-header';
import { Alert, AlertDescription, Card, CardContent, EmptyState, FormField, NativeSelect, Skeleton } from '#client/components/ui';
import { formatDate } from '#client/lib/format';
import { useBusinessId } from '#client/lib/use-business-id';
import { useExpiryReport } from '../api/get-expiry';
import { ExpiryTable } from '../components/expiry-table';
import { ExpiryTotals } from '../components/expiry-totals';

const isBucket = (v: string | null): v is ExpiryBucket => v != null && (EXPIRY_BUCKETS as readonly string[]).includes(v);

/**
 * Inventory → Expiry: batches in stock that expired or expire within 30 / 60 /
 * 90 days, valued at cost, with each bucket's total; filtered by bucket and category (kept in the
 * URL, so the dashboard's card and a reload land on the same view).
 */
export default function ExpiryPage() {
  const { t } = useTranslation('batches');
  const businessId = useBusinessId() ?? 0;
  const [params, setParams] = useSearchParams();
  const bucketParam = params.get('bucket');
  const bucket = isBucket(bucketParam) ? bucketParam : undefined;
  const category = params.get('category') || undefined;
  const report = useExpiryReport(businessId, { bucket, category });
  const setFilter = (key: 'bucket' | 'category', value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('expiry.title')}
        subtitle={t('expiry.description')}
        actions={
          report.data && <p className="text-sm text-muted-foreground">{t('expiry.today', { date: formatDate(report.data.today) })}</p>
        }
      />
      <ExpiryTotals totals={report.data?.totals} bucket={bucket} onBucket={(b) => setFilter('bucket', b)} />
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <ExpiryFilters bucket={bucket} category={category} categories={report.data?.categories ?? []} onFilter={setFilter} />
          {report.isError ? (
            <Alert variant="destructive">
              <AlertDescription>{t('expiry.loadFailed')}</AlertDescription>
            </Alert>
          ) : !report.data ? (
            <Skeleton className="h-40 w-full" />
          ) : report.data.batches.length === 0 ? (
            <EmptyState icon={CalendarClock} title={t('expiry.empty')} />
          ) : (
            <ExpiryTable batches={report.data.batches} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** The bucket and category filters. */
function ExpiryFilters({
  bucket,
  category,
  categories,
  onFilter,
}: {
  bucket: ExpiryBucket | undefined;
  category: string | undefined;
  categories: string[];
  onFilter: (key: 'bucket' | 'category', value: string) => void;
}) {
  const { t } = useTranslation('batches');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('expiry.filterBucket')} htmlFor="expiry-bucket">
        <NativeSelect value={bucket ?? ''} onChange={(e) => onFilter('bucket', e.target.value)}>
          <option value="">{t('expiry.bucket.all')}</option>
          {EXPIRY_BUCKETS.map((b) => (
            <option key={b} value={b}>
              {t(`expiry.bucket.${b}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('expiry.category')} htmlFor="expiry-category">
        <NativeSelect value={category ?? ''} onChange={(e) => onFilter('category', e.target.value)}>
          <option value="">{t('expiry.allCategories')}</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}
