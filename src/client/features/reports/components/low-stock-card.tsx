import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InventorySummary } from '#shared/contracts/reports';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '#client/components/ui';
import { formatQuantity } from '#client/lib/format';

const LOW_STOCK_SHOWN = 5;

/** The first few products at or below their low-stock threshold, and how many more there are. */
export function LowStockCard({ inventory }: { inventory: InventorySummary | undefined }) {
  const { t } = useTranslation('reports');
  const low = inventory?.lowStockProducts ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <AlertTriangle aria-hidden="true" className="size-5 text-warning-foreground" /> {t('lowStock')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!inventory ? (
          <Skeleton className="h-40" />
        ) : low.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noLowStock')}</p>
        ) : (
          <ul className="grid gap-2">
            {low.slice(0, LOW_STOCK_SHOWN).map((p) => (
              <li key={p.id} className="flex justify-between gap-2 text-sm">
                <span>
                  <span className="font-medium">{p.name}</span> <span className="text-muted-foreground">{p.sku ?? ''}</span>
                </span>
                <span className="text-muted-foreground">
                  {t('stockLeft', { stock: formatQuantity(p.stock), threshold: formatQuantity(p.lowStockThreshold) })}
                </span>
              </li>
            ))}
            {low.length > LOW_STOCK_SHOWN && (
              <li className="text-sm font-medium text-warning-foreground">{t('moreProducts', { count: low.length - LOW_STOCK_SHOWN })}</li>
            )}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
