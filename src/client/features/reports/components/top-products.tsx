import { useTranslation } from 'react-i18next';
import type { SalesSummary } from '#shared/contracts/reports';
import { isFractionalUnit, isProductUnit } from '#shared/domain/units';
import { formatMoney, formatQuantity } from '#client/lib/format';
import { ReportCard } from './report-card';

const whole = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 0 });
/** "2.500 kg", "3 pieces": decimals only for units sold by weight or measure. */
const quantityIn = (quantity: number, unit: string) =>
  isProductUnit(unit) && isFractionalUnit(unit) ? formatQuantity(quantity) : whole.format(quantity);

/** The range's best sellers, ranked by revenue (quantities in kg and pieces cannot be compared). */
export function TopProducts({ products, className }: { products: SalesSummary['bestSellingProducts'] | undefined; className?: string }) {
  const { t } = useTranslation('reports');
  return (
    <ReportCard title={t('topProducts')} hint={t('topProductsHint')} data={products} skeletonClassName="h-48" className={className}>
      {(products) =>
        products.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noTopProducts')}</p>
        ) : (
          <ol className="grid gap-3" data-testid="top-products">
            {products.map((p, i) => (
              <li key={p.id} className="flex min-w-0 items-center gap-3 text-sm">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary">
                  {i + 1}
                </span>
                {/* Two rows, each a name or detail that truncates beside an amount that never wraps or spills. */}
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="flex min-w-0 items-baseline justify-between gap-2">
                    <span className="truncate font-medium" title={p.name}>
                      {p.name}
                    </span>
                    <span className="shrink-0 font-medium whitespace-nowrap tabular-nums" data-testid="top-product-revenue">
                      {formatMoney(p.revenue)}
                    </span>
                  </span>
                  <span className="flex min-w-0 items-baseline justify-between gap-2 text-xs text-muted-foreground">
                    <span className="truncate">
                      {p.sku ? `${p.sku} · ` : ''}
                      {t('sold', {
                        quantity: quantityIn(p.quantitySold, p.unit),
                        unit: t(`common:units.${p.unit}`, { count: p.quantitySold }),
                      })}
                    </span>
                    <span className="shrink-0 whitespace-nowrap tabular-nums">
                      {t('profitShort', { amount: formatMoney(p.grossProfit) })}
                    </span>
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )
      }
    </ReportCard>
  );
}
