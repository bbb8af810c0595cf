import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TaxCalculation } from '#shared/contracts/tax';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui';

export function AnalysisTab({ calculations }: { calculations: TaxCalculation[] }) {
  const { t } = useTranslation('tax');
  if (calculations.length < 2)
    return (
      <Card>
        <CardContent className="pt-6 text-sm text-muted-foreground">{t('analysis.placeholder')}</CardContent>
      </Card>
    );
  const data = [...calculations]
    .sort((a, b) => a.periodStart.localeCompare(b.periodStart))
    .slice(-12)
    .map((c) => ({ period: c.period, revenue: c.revenue, totalTax: c.totalTax }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('analysis.title')}</CardTitle>
      </CardHeader>
      <CardContent className="h-80">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="period" />
            <YAxis />
            <Tooltip />
            <Legend />
            <Bar dataKey="revenue" name={t('analysis.revenue')} fill="#2563eb" />
            <Bar dataKey="totalTax" name={t('analysis.totalTax')} fill="#f59e0b" />
          </BarChart>
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}
