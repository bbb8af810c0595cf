import { Package } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '#shared/contracts/catalog';
import { normalizeForSearch, productSearchText } from '#shared/domain/product-names';
import { SearchField } from '#client/components/layout/search-field';
import { Card, CardContent, CardHeader, EmptyState, Skeleton } from '#client/components/ui';
import { ProductTable, type ProductRowActions } from './product-table';

/** The products a search finds: every name (any script, joiners ignored), category, SKU and barcode. */
function useProductSearch(products: Product[]) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(normalizeForSearch(search));
  // Normalised once per load.
  const searchTexts = useMemo(() => new Map(products.map((p) => [p.id, productSearchText(p)])), [products]);
  const filtered = useMemo(() => products.filter((p) => !q || searchTexts.get(p.id)!.includes(q)), [products, searchTexts, q]);
  return { search, setSearch, q, filtered };
}

/** The searchable product list: a search box, then skeletons, an empty state or the table. */
export function ProductsCard({ products, loading, ...actions }: { products: Product[]; loading: boolean } & ProductRowActions) {
  const { t } = useTranslation('inventory');
  const { search, setSearch, q, filtered } = useProductSearch(products);
  return (
    <Card>
      <CardHeader>
        <SearchField
          type="search"
          className="max-w-md"
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="grid gap-2" aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : filtered.length === 0 ? (
          <EmptyState icon={Package} title={t('empty')} description={q ? t('emptySearch') : t('emptyAll')} />
        ) : (
          <ProductTable products={filtered} {...actions} />
        )}
      </CardContent>
    </Card>
  );
}
