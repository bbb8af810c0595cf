import { Banknote, CreditCard, FileCheck, Landmark, QrCode, Receipt, Shuffle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardRecentSale } from '#shared/contracts/dashboard';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState } from '#client/components/ui';
import { formatDateTime, formatMoney } from '#client/lib/format';
import { SCREENS } from '#client/app/screens';

const methodIcon = {
  cash: Banknote,
  card: CreditCard,
  lankaqr: QrCode,
  cheque: FileCheck,
  bank_transfer: Landmark,
  credit: Receipt,
  split: Shuffle,
} as const;
const statusVariant = { paid: 'success', pending: 'warning', partial: 'secondary' } as const;

/** The latest sales, with a link to all of them on the sales screen. */
export function RecentSalesCard({ sales }: { sales: DashboardRecentSale[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card className="lg:col-span-2">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div>
          <CardTitle>{t('recentSales.title')}</CardTitle>
          <CardDescription>{t('recentSales.description')}</CardDescription>
        </div>
        <Button asChild variant="link" size="sm">
          <Link to={SCREENS.sales}>{t('recentSales.viewAll')}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {sales.length === 0 ? (
          <EmptyState icon={Receipt} title={t('recentSales.emptyTitle')} description={t('recentSales.emptyDescription')} />
        ) : (
          <ul className="grid gap-2" aria-label={t('recentSales.title')}>
            {sales.map((sale) => (
              <RecentSaleRow key={sale.id} sale={sale} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RecentSaleRow({ sale }: { sale: DashboardRecentSale }) {
  const { t } = useTranslation('dashboard');
  const Icon = methodIcon[sale.paymentMethod] ?? Receipt;
  return (
    <li className="flex items-center gap-3 rounded-lg border px-3 py-2">
      <span
        className="flex size-9 items-center justify-center rounded-full bg-muted"
        title={t(`recentSales.methods.${sale.paymentMethod}`)}
      >
        <Icon aria-label={t(`recentSales.methods.${sale.paymentMethod}`)} className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{sale.invoiceNumber}</p>
        <p className="text-xs text-muted-foreground">{formatDateTime(sale.saleDate)}</p>
      </div>
      <div className="flex flex-col items-end gap-1">
        <span className="font-semibold tabular-nums">{formatMoney(sale.totalAmount)}</span>
        <Badge variant={statusVariant[sale.paymentStatus]}>{t(`recentSales.status.${sale.paymentStatus}`)}</Badge>
      </div>
    </li>
  );
}
