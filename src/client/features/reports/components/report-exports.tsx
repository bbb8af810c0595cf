import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REPORTS_PATHS } from '#shared/contracts/reports';
import { Button, FormField, Input } from '#client/components/ui';
import { rangeQueryString, type ReportRange } from '../api/get-summaries';

/** The report's From–To range and the sales and inventory CSV downloads for it (off while the range is wrong). */
export function ReportExports({
  businessId,
  range,
  onRangeChange,
  rangeValid,
}: {
  businessId: number;
  range: ReportRange;
  onRangeChange: (range: ReportRange) => void;
  rangeValid: boolean;
}) {
  const { t } = useTranslation('reports');
  const { from, to } = range;
  const query = rangeQueryString(range);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <FormField label={t('export.from')} htmlFor="report-from">
        <Input type="date" value={from} max={to || undefined} onChange={(e) => onRangeChange({ from: e.target.value, to })} />
      </FormField>
      <FormField label={t('export.to')} htmlFor="report-to">
        <Input type="date" value={to} min={from || undefined} onChange={(e) => onRangeChange({ from, to: e.target.value })} />
      </FormField>
      <ExportButton href={rangeValid ? `${REPORTS_PATHS.salesCsv(businessId)}?${query}` : null} label={t('export.sales')} />
      <ExportButton
        href={rangeValid ? `${REPORTS_PATHS.inventoryCsv(businessId)}?${query}` : null}
        label={t('export.inventory')}
        variant="outline"
      />
    </div>
  );
}

/** A CSV download; a disabled button while there is nothing to download (`href` null). */
function ExportButton({ href, label, variant }: { href: string | null; label: string; variant?: 'outline' }) {
  const content = (
    <>
      <Download aria-hidden="true" className="size-4" /> {label}
    </>
  );
  if (href === null)
    return (
      <Button variant={variant} disabled>
        {content}
      </Button>
    );
  return (
    <Button asChild variant={variant}>
      <a href={href} download>
        {content}
      </a>
    </Button>
  );
}
