import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SaleSummary } from '#shared/contracts/sales';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle } from '#client/components/ui';
import { formatDateTime, formatMoney } from '#client/lib/format';

export function RecentSales({
  sales,
  onReprint,
  busyId,
}: {
  sales: SaleSummary[];
  onReprint: (id: number) => void;
  busyId: number | null;
}) {
  const { t } = useTranslation('pos');
  if (sales.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('recentSales')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y text-sm" aria-label={t('recentSales')}>
          {sales.slice(0, 5).map((s) => (
            <li key={s.id} className="flex items-center gap-2 py-2">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{s.invoiceNumber}</p>
                <p className="text-xs text-muted-foreground">{formatDateTime(s.saleDate)}</p>
              </div>
              <Badge variant={s.paymentStatus === 'paid' ? 'success' : 'warning'}>{t(s.paymentMethod)}</Badge>
              <span className="tabular-nums">{formatMoney(s.totalAmount)}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={t('reprint', { number: s.invoiceNumber })}
                disabled={busyId === s.id}
                onClick={() => onReprint(s.id)}
              >
                <Receipt />
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
