import { AlertTriangle, Layers, Package, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, StatCard } from '#client/components/ui';
import { formatMoney, formatQuantity } from '#client/lib/format';
import { useUnitLabel } from '#client/lib/units';
import type { InventoryResponse } from '#shared/contracts/inventory';

/** The four figures above the inventory: products, categories, low stock and the stock's value. */
export function InventoryStats({ stats }: { stats: InventoryResponse['stats'] | undefined }) {
  const { t } = useTranslation('inventory');
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {!stats ? (
        Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-28" />)
      ) : (
        <>
          <StatCard title={t('stats.totalProducts')} value={String(stats.totalProducts)} icon={Package} />
          <StatCard title={t('stats.categories')} value={String(stats.totalCategories)} icon={Layers} />
          <StatCard
            title={t('stats.lowStock')}
            value={String(stats.lowStockCount)}
            icon={AlertTriangle}
            tone={stats.lowStockCount ? 'warning' : 'default'}
          />
          <StatCard
            title={t('stats.totalValue')}
            value={formatMoney(stats.totalValue)}
            icon={Wallet}
            tone="success"
            caption={
              stats.productsValuedAtSellingPrice > 0
                ? t('stats.valueMixed', { amount: formatMoney(stats.valueAtSellingPrice), count: stats.productsValuedAtSellingPrice })
                : t('stats.valueAtCost')
            }
          />
        </>
      )}
    </div>
  );
}

/** The products at or below their low-stock threshold, each with its stock and threshold. */
export function LowStockCard({ products }: { products: InventoryResponse['lowStockProducts'] }) {
  const { t } = useTranslation('inventory');
  const unitLabel = useUnitLabel();
  return (
    <Card className="border-warning">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <AlertTriangle aria-hidden="true" className="size-5 text-warning-foreground" />
          {t('lowStockAlert')}
        </CardTitle>
        <CardDescription>{t('lowStockDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('lowStockAlert')}>
          {products.map((p) => (
            <li key={p.id} className="flex items-start justify-between gap-2 rounded-md border p-2 text-sm">
              <span className="min-w-0 font-medium break-words">{p.name}</span>
              <span className="shrink-0 text-muted-foreground tabular-nums">
                {t('lowStockLine', {
                  stock: formatQuantity(p.stock, p.unit),
                  unit: unitLabel(p.unit, p.stock),
                  threshold: formatQuantity(p.lowStockThreshold, p.unit),
                })}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
