import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '#shared/contracts/catalog';
import { PageHeader } from '#client/components/layout/page-header';
import { Alert, AlertDescription, Button } from '#client/components/ui';
import { ApiError } from '#client/lib/api';
import { useBusinessId } from '#client/lib/use-business-id';
import { useInventory } from '../api/inventory';
import { CategoriesDialog } from '../components/categories-dialog';
import { CategoryDialog } from '../components/category-dialog';
import { DeleteProductDialog } from '../components/delete-product-dialog';
import { InventoryActions } from '../components/inventory-actions';
import { InventoryStats, LowStockCard } from '../components/inventory-stats';
import { ProductDialog } from '../components/product-dialog';
import { ProductsCard } from '../components/products-card';
import { StockHistoryDialog } from '../components/stock-history-dialog';

const noProducts: Product[] = [];

export default function InventoryPage() {
  const { t } = useTranslation('inventory');
  const businessId = useBusinessId() ?? 0;
  const inventory = useInventory(businessId);
  const [editing, setEditing] = useState<Product | null>(null);
  const [productOpen, setProductOpen] = useState(false);
  const [categoryOpen, setCategoryOpen] = useState(false);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [historyOf, setHistoryOf] = useState<Product | null>(null);
  // Products ticked for labels: "Print labels" opens the labels screen with them.
  const [forLabels, setForLabels] = useState<number[]>([]);
  const tick = (id: number, on: boolean) => setForLabels((ids) => (on ? [...ids, id] : ids.filter((i) => i !== id)));
  const data = inventory.data;
  const products = data?.products ?? noProducts;
  const productCount = (name: string) => products.filter((p) => p.category?.toLowerCase() === name.toLowerCase()).length;
  const openProduct = (product: Product | null) => {
    setEditing(product);
    setProductOpen(true);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <InventoryActions
            forLabels={forLabels}
            onCategories={() => setCategoriesOpen(true)}
            onAddCategory={() => setCategoryOpen(true)}
            onAddProduct={() => openProduct(null)}
          />
        }
      />
      {inventory.isError ? (
        <Alert variant="destructive">
          <AlertDescription>
            {t('fetchFailed', { status: inventory.error instanceof ApiError ? inventory.error.status : inventory.error.message })}{' '}
            <Button type="button" variant="link" onClick={() => void inventory.refetch()}>
              {t('retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <InventoryStats stats={data?.stats} />
      {data && data.lowStockProducts.length > 0 && <LowStockCard products={data.lowStockProducts} />}
      <ProductsCard
        products={products}
        loading={inventory.isLoading}
        forLabels={forLabels}
        onTick={tick}
        onHistory={setHistoryOf}
        onEdit={openProduct}
        onDelete={setDeleting}
      />
      <ProductDialog
        businessId={businessId}
        open={productOpen}
        product={editing}
        categories={data?.categories ?? []}
        onOpenChange={setProductOpen}
        onAddCategory={() => setCategoryOpen(true)}
      />
      <StockHistoryDialog businessId={businessId} product={historyOf} onOpenChange={(o) => !o && setHistoryOf(null)} />
      <CategoryDialog businessId={businessId} open={categoryOpen} onOpenChange={setCategoryOpen} />
      <CategoriesDialog
        businessId={businessId}
        categories={data?.categories ?? []}
        productCount={productCount}
        open={categoriesOpen}
        onOpenChange={setCategoriesOpen}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
