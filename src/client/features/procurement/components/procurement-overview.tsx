import { AlertTriangle, Clock, FileText, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROCUREMENT_LOW_STOCK_DEFAULT, type ProcurementProduct, type PurchaseOrder } from '#shared/contracts/procurement';
import { Badge, Card, CardContent, CardHeader, CardTitle, StatCard } from '#client/components/ui';
import { formatDate, formatMoney } from '#client/lib/format';
import { shopMonthStart, shopToday } from '#client/lib/shop-time';

const LIST_LIMIT = 5;

/** The overview's figures: pending orders, this month's spend, low stock, the top suppliers, recent orders, deliveries to come. */
function overviewOf(orders: PurchaseOrder[], products: ProcurementProduct[]) {
  // This month on the shop's calendar, whatever the browser's zone.
  const monthStart = shopMonthStart();
  const pending = orders.filter((o) => o.status.toLowerCase() === 'pending');
  const monthly =
    orders.filter((o) => shopToday(new Date(o.createdAt)) >= monthStart).reduce((s, o) => s + Math.round(o.totalAmount * 100), 0) / 100;
  const lowStock = products.filter((p) => p.stock <= (p.lowStockThreshold ?? PROCUREMENT_LOW_STOCK_DEFAULT));

  const bySupplier = new Map<string, { name: string; cents: number; count: number }>();
  for (const o of orders) {
    const entry = bySupplier.get(String(o.supplierId)) ?? { name: o.supplierName, cents: 0, count: 0 };
    entry.cents += Math.round(o.totalAmount * 100);
    entry.count += 1;
    bySupplier.set(String(o.supplierId), entry);
  }
  const topSuppliers = [...bySupplier.values()].sort((a, b) => b.cents - a.cents).slice(0, LIST_LIMIT);
  const recent = [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, LIST_LIMIT);
  const deliveries = orders.filter((o) => ['pending', 'approved'].includes(o.status.toLowerCase())).slice(0, LIST_LIMIT);

  return { pending, monthly, lowStock, topSuppliers, recent, deliveries };
}

/** The four stat cards and the three insight cards, all derived from the loaded lists. */
export function ProcurementOverview({ orders, products }: { orders: PurchaseOrder[]; products: ProcurementProduct[] }) {
  const { t } = useTranslation('procurement');
  const { pending, monthly, lowStock, topSuppliers, recent, deliveries } = overviewOf(orders, products);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard title={t('stats.totalOrders')} value={String(orders.length)} icon={FileText} />
        <StatCard title={t('stats.pendingOrders')} value={String(pending.length)} icon={Clock} tone="warning" />
        <StatCard
          title={t('stats.monthlyProcurement')}
          value={formatMoney(monthly)}
          caption={t('stats.monthlyCaption')}
          icon={TrendingUp}
          tone="success"
        />
        <StatCard
          title={t('stats.lowStock')}
          value={String(lowStock.length)}
          caption={t('stats.lowStockCaption')}
          icon={AlertTriangle}
          tone="destructive"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <InsightCard title={t('insights.topSuppliers')} emptyText={t('insights.noSupplierData')} empty={topSuppliers.length === 0}>
          {topSuppliers.map((s) => (
            <li key={s.name} className="flex justify-between gap-2 text-sm">
              <span>
                {s.name} <span className="text-muted-foreground">· {t('insights.orders', { count: s.count })}</span>
              </span>
              <span className="font-medium tabular-nums">{formatMoney(s.cents / 100)}</span>
            </li>
          ))}
        </InsightCard>
        <InsightCard title={t('insights.recentOrders')} emptyText={t('insights.noRecentOrders')} empty={recent.length === 0}>
          {recent.map((o) => (
            <li key={o.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="font-medium">{o.orderNumber}</span>
              <Badge variant="outline">{t(`status.${o.status}`)}</Badge>
              <span className="text-muted-foreground">{formatDate(o.createdAt)}</span>
            </li>
          ))}
        </InsightCard>
        <InsightCard title={t('insights.pendingDeliveries')} emptyText={t('insights.noPendingDeliveries')} empty={deliveries.length === 0}>
          {deliveries.map((o) => (
            <li key={o.id} className="flex items-center justify-between gap-2 text-sm">
              <span>
                <span className="font-medium">{o.orderNumber}</span> <span className="text-muted-foreground">{o.supplierName}</span>
              </span>
              <Badge variant="warning">{t('insights.pendingBadge')}</Badge>
              <span className="text-muted-foreground">
                {o.expectedDeliveryDate ? formatDate(o.expectedDeliveryDate) : t('insights.noDate')}
              </span>
            </li>
          ))}
        </InsightCard>
      </div>
    </>
  );
}

/** One insight: its title, then its list, or a line saying there is nothing to list. */
function InsightCard({ title, empty, emptyText, children }: { title: string; empty: boolean; emptyText: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {empty ? <p className="text-sm text-muted-foreground">{emptyText}</p> : <ul className="grid gap-2">{children}</ul>}
      </CardContent>
    </Card>
  );
}
