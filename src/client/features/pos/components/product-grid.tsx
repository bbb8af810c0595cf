import { Package } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosProduct } from '../../../../shared/contracts/sales';
import { Badge, EmptyState } from '../../../components/ui';
import { formatMoney } from '../../../lib/format';

export const ProductGrid = memo(function ProductGrid({
  products,
  hasCatalogue,
  truncated,
  onAdd,
}: {
  products: PosProduct[];
  hasCatalogue: boolean;
  truncated: boolean;
  onAdd: (p: PosProduct) => void;
}) {
  const { t } = useTranslation('pos');
  if (!hasCatalogue) return <EmptyState icon={Package} title={t('noProducts')} description={t('noProductsHint')} />;
  if (products.length === 0) return <EmptyState icon={Package} title={t('noProducts')} description={t('noMatches')} />;
  return (
    <div>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4" aria-label={t('searchLabel')}>
        {products.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              onClick={() => onAdd(p)}
              aria-label={t('addToCart', { name: p.name })}
              className="flex h-full w-full flex-col items-start gap-1 rounded-lg border bg-card p-3 text-left shadow-xs transition-colors hover:border-primary hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span className="line-clamp-2 font-medium">{p.name}</span>
              {p.sku && <span className="text-xs text-muted-foreground">{p.sku}</span>}
              <span className="mt-auto font-semibold text-primary tabular-nums">{formatMoney(p.price)}</span>
              {p.stock <= 0 ? (
                <Badge variant="destructive">{t('outOfStock')}</Badge>
              ) : (
                <span className="text-xs text-muted-foreground tabular-nums">{t('stockLeft', { stock: `${p.stock} ${p.unit}` })}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {truncated && <p className="mt-3 text-sm text-muted-foreground">{t('showingFirst', { count: products.length })}</p>}
    </div>
  );
});
