import { AlertTriangle, FolderPlus, History, Layers, Package, Pencil, Plus, Search, Tags, Trash2, Wallet } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREENS } from '#client/app/screens';
import { useUnitLabel } from '#client/lib/units';
import type { Product } from '#shared/contracts/catalog';
import { normalizeForSearch, productSearchText } from '#shared/domain/product-names';
import { PageHeader } from '#client/components/layout/page-header';
import {
  Alert,
  AlertDescription,
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Badge,
  Button,
  Card,
  Checkbox,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Input,
  Skeleton,
  StatCard,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
} from '#client/components/ui';
import { ApiError } from '#client/lib/api';
import { useBusinessId } from '#client/lib/use-business-id';
import { formatMoney, formatQuantity } from '#client/lib/format';
import { useDeleteProduct, useInventory } from '../api/inventory';
import { handleAuthError } from '../components/auth-toast';
import { CategoriesDialog } from '../components/categories-dialog';
import { CategoryDialog } from '../components/category-dialog';
import { ProductDialog } from '../components/product-dialog';
import { ProductImageCell, ProductImageHead } from '../components/product-image-cell';
import { StockHistoryDialog } from '../components/stock-history-dialog';

const statusVariant = { out_of_stock: 'destructive', low_stock: 'warning', in_stock: 'success' } as const;

export default function InventoryPage() {
  const { t } = useTranslation('inventory');
  const unitLabel = useUnitLabel();
  const businessId = useBusinessId() ?? 0;
  const inventory = useInventory(businessId);
  const del = useDeleteProduct();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(normalizeForSearch(search));
  const [editing, setEditing] = useState<Product | null>(null);
  const [productOpen, setProductOpen] = useState(false);
  const [categoryOpen, setCategoryOpen] = useState(false);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [historyOf, setHistoryOf] = useState<Product | null>(null);
  // Products ticked for labels: "Print labels" opens the labels screen with them.
  const { t: tl } = useTranslation('labels');
  const [forLabels, setForLabels] = useState<number[]>([]);
  const tick = (id: number, on: boolean) => setForLabels((ids) => (on ? [...ids, id] : ids.filter((i) => i !== id)));

  const data = inventory.data;
  // Every name (any script, joiners ignored), category, SKU and barcode; normalised once per load.
  const searchTexts = useMemo(() => new Map((data?.products ?? []).map((p) => [p.id, productSearchText(p)])), [data?.products]);
  const filtered = useMemo(
    () => (data?.products ?? []).filter((p) => !q || searchTexts.get(p.id)!.includes(q)),
    [data?.products, searchTexts, q],
  );

  const productCount = (name: string) => (data?.products ?? []).filter((p) => p.category?.toLowerCase() === name.toLowerCase()).length;

  const openAdd = () => {
    setEditing(null);
    setProductOpen(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await del.mutateAsync(deleting.id);
      toast.success(t('toast.deleted'));
    } catch (err) {
      if (!handleAuthError(err, t)) toast.error(t('toast.deleteFailed'));
    } finally {
      setDeleting(null);
    }
  };

  const stats = data?.stats;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={forLabels.length ? `${SCREENS.labels}?productIds=${forLabels.join(',')}` : SCREENS.labels}>
                <Tags aria-hidden="true" />
                {tl('printLabelsCount', { count: forLabels.length })}
              </Link>
            </Button>
            <Button type="button" variant="outline" onClick={() => setCategoriesOpen(true)}>
              <Layers aria-hidden="true" />
              {t('categories.open')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setCategoryOpen(true)}>
              <FolderPlus aria-hidden="true" />
              {t('addCategory')}
            </Button>
            <Button type="button" onClick={openAdd}>
              <Plus aria-hidden="true" />
              {t('addProduct')}
            </Button>
          </>
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

      {data && data.lowStockProducts.length > 0 && (
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
              {data.lowStockProducts.map((p) => (
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
      )}

      <Card>
        <CardHeader>
          <div className="relative max-w-md">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              className="pl-9"
              placeholder={t('searchPlaceholder')}
              aria-label={t('searchLabel')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </CardHeader>
        <CardContent>
          {inventory.isLoading ? (
            <div className="grid gap-2" aria-busy="true">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} className="h-10" />
              ))}
            </div>
          ) : filtered.length === 0 ? (
            <EmptyState icon={Package} title={t('empty')} description={q ? t('emptySearch') : t('emptyAll')} />
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <ProductImageHead />
                  <TableHead>{t('columns.product')}</TableHead>
                  <TableHead>{t('columns.category')}</TableHead>
                  <TableHead className="text-right">{t('columns.stock')}</TableHead>
                  <TableHead>{t('columns.status')}</TableHead>
                  <TableHead className="text-right">{t('columns.buyingPrice')}</TableHead>
                  <TableHead className="text-right">{t('columns.sellingPrice')}</TableHead>
                  <TableHead className="text-right">{t('columns.actions')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {filtered.map((p) => (
                  <TableRow key={p.id}>
                    <ProductImageCell imageUrl={p.imageUrl} />
                    <TableCell>
                      <div className="font-medium">{p.name}</div>
                      {p.nameSi && (
                        <div lang="si" className="text-sm text-muted-foreground">
                          {p.nameSi}
                        </div>
                      )}
                      {p.nameTa && (
                        <div lang="ta" className="text-sm text-muted-foreground">
                          {p.nameTa}
                        </div>
                      )}
                      {p.sku && <div className="text-xs text-muted-foreground">{p.sku}</div>}
                    </TableCell>
                    <TableCell>{p.category ?? t('noCategory')}</TableCell>
                    <TableCell className="text-right whitespace-nowrap tabular-nums">
                      {formatQuantity(p.stock, p.unit)} <span className="text-xs text-muted-foreground">{unitLabel(p.unit, p.stock)}</span>
                    </TableCell>
                    <TableCell>
                      <Badge variant={statusVariant[p.stockStatus]}>{t(`status.${p.stockStatus}`)}</Badge>
                    </TableCell>
                    <TableCell className="text-right whitespace-nowrap tabular-nums">
                      {p.buyingPrice == null ? t('na') : formatMoney(p.buyingPrice)}
                    </TableCell>
                    <TableCell className="text-right whitespace-nowrap tabular-nums">
                      {formatMoney(p.sellingPrice)}
                      {p.mrp != null && <div className="text-xs text-muted-foreground">{t('mrpLine', { amount: formatMoney(p.mrp) })}</div>}
                    </TableCell>
                    <TableCell className="text-right">
                      <div className="flex items-center justify-end gap-1">
                        <Checkbox
                          className="mx-2"
                          aria-label={tl('choose', { name: p.name })}
                          checked={forLabels.includes(p.id)}
                          onCheckedChange={(v) => tick(p.id, v === true)}
                        />
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-label={t('history.open', { name: p.name })}
                          title={t('history.action')}
                          onClick={() => setHistoryOf(p)}
                        >
                          <History />
                        </Button>
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-label={t('edit', { name: p.name })}
                          onClick={() => {
                            setEditing(p);
                            setProductOpen(true);
                          }}
                        >
                          <Pencil />
                        </Button>
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          className="size-8 text-destructive"
                          aria-label={t('delete', { name: p.name })}
                          onClick={() => setDeleting(p)}
                        >
                          <Trash2 />
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

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
      <AlertDialog open={!!deleting} onOpenChange={(o) => !o && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('deleteConfirm.title')}</AlertDialogTitle>
            <AlertDialogDescription>{t('deleteConfirm.description')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('deleteConfirm.cancel')}</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              disabled={del.isPending}
              onClick={(e) => {
                e.preventDefault();
                void confirmDelete();
              }}
            >
              {t('deleteConfirm.confirm')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
