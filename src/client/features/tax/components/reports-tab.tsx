import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat, TaxCalculation } from '#shared/contracts/tax';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useExportReport } from '../api/export-report';
import { PeriodPicker } from './period-picker';

export function ReportsTab({ businessId, today, calculations }: { businessId: number; today: string; calculations: TaxCalculation[] }) {
  const { t } = useTranslation('tax');
  const [period, setPeriod] = useState(calculations[0]?.period ?? today.slice(0, 7));
  const exporter = useExportReport(businessId);
  const run = (format: ExportFormat) =>
    exporter.mutate(
      { format, period },
      {
        onSuccess: () => toast.success(t('reports.success')),
        onError: (err) => toast.error(t('reports.failed'), { description: serverMessageOf(err, '') || undefined }),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('reports.title')}</CardTitle>
        <CardDescription>{t('reports.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <PeriodPicker today={today} value={period} onChange={setPeriod} idPrefix="report-period" />
        <div className="flex flex-wrap gap-3">
          {(['pdf', 'csv', 'xlsx'] as const).map((f) => (
            <Button key={f} type="button" variant="outline" disabled={exporter.isPending} onClick={() => run(f)}>
              {t(`reports.${f}`)}
            </Button>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
