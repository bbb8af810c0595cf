import { FilePlus, PackageCheck, Search, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CreditorsTab } from '../components/creditors-tab';
import { normalizeForSearch } from '#shared/domain/product-names';
import type { Grn, PurchaseOrder, Supplier } from '#shared/contracts/procurement';
import { PageHeader } from '#client/components/layout/page-header';
import { Button, Input, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useBusinessId } from '#client/lib/use-business-id';
import { useGrns } from '../api/get-grns';
import { useProcurementProducts } from '../api/get-procurement-products';
import { usePurchaseOrders } from '../api/get-purchase-orders';
import { useSuppliers } from '../api/get-suppliers';
import { useDeleteGrn } from '../api/grn-mutations';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { useDeletePurchaseOrder } from '../api/purchase-order-mutations';
import { useDeleteSupplier } from '../api/supplier-mutations';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { GrnFormDialog } from '../components/grn-form-dialog';
import { ProcurementOverview } from '../components/procurement-overview';
import { PurchaseOrderFormDialog } from '../components/purchase-order-form-dialog';
import { GrnList, OrderList, SupplierList } from '../components/record-lists';
import { RecordViewDialog } from '../components/record-view-dialog';
import { SupplierFormDialog } from '../components/supplier-form-dialog';

/** Names in any script: both sides normalised (NFD, joiners dropped, lower case). */
const has = (value: string | null | undefined, q: string) => normalizeForSearch(value ?? '').includes(q);

type Deleting = { kind: 'order'; row: PurchaseOrder } | { kind: 'grn'; row: Grn } | { kind: 'supplier'; row: Supplier } | null;

export default function ProcurementPage() {
  const { t } = useTranslation('procurement');
  const { t: tc } = useTranslation('creditors');
  const [params] = useSearchParams();
  const businessId = useBusinessId() ?? 0;
  const suppliers = useSuppliers(businessId);
  const orders = usePurchaseOrders(businessId);
  const grns = useGrns(businessId);
  const products = useProcurementProducts(businessId);
  const deleteOrder = useDeletePurchaseOrder(businessId);
  const deleteGrn = useDeleteGrn(businessId);
  const grnDeleteKey = useIdempotencyKey();
  const deleteSupplier = useDeleteSupplier(businessId);

  const [search, setSearch] = useState({ orders: '', grns: '', suppliers: '' });
  const [orderDialog, setOrderDialog] = useState<{ order: PurchaseOrder | null } | null>(null);
  const [grnDialog, setGrnDialog] = useState<{ grn: Grn | null } | null>(null);
  const [supplierDialog, setSupplierDialog] = useState<{ supplier: Supplier | null } | null>(null);
  const [viewing, setViewing] = useState<{ order: PurchaseOrder } | { grn: Grn } | null>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  // A GRN's delete moves stock back: one Idempotency-Key per confirmation, shared by its retries.
  useEffect(() => grnDeleteKey.reset(), [deleting, grnDeleteKey]);

  // The specified fetch-failure toasts ('Failed to fetch suppliers: {status}', …).
  const errors = [orders.error, grns.error, suppliers.error, products.error].map((e) => e?.message).join('|');
  useEffect(() => {
    for (const message of errors.split('|').filter(Boolean)) toast.error(message);
  }, [errors]);

  const loading = orders.isLoading || suppliers.isLoading || grns.isLoading || products.isLoading;
  const q = {
    orders: normalizeForSearch(search.orders),
    grns: normalizeForSearch(search.grns),
    suppliers: normalizeForSearch(search.suppliers),
  };
  const orderRows = (orders.data ?? []).filter(
    (o) => !q.orders || has(o.supplierName, q.orders) || has(o.orderNumber, q.orders) || has(o.status, q.orders),
  );
  const grnRows = (grns.data ?? []).filter(
    (g) =>
      !q.grns || has(g.supplierName, q.grns) || has(g.grnNumber, q.grns) || has(g.purchaseOrderNumber, q.grns) || has(g.status, q.grns),
  );
  const supplierRows = (suppliers.data ?? []).filter(
    (s) => !q.suppliers || has(s.name, q.suppliers) || has(s.contactPerson, q.suppliers) || has(s.email, q.suppliers),
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    const messages = {
      order: [t('toast.poDeleted'), t('toast.poDeleteFailed')],
      grn: [t('toast.grnDeleted'), t('toast.grnDeleteFailed')],
      supplier: [t('toast.supplierDeleted'), t('toast.supplierDeleteFailed')],
    }[deleting.kind];
    try {
      if (deleting.kind === 'order') await deleteOrder.mutateAsync(deleting.row.id);
      if (deleting.kind === 'grn') await deleteGrn.mutateAsync({ id: deleting.row.id, headers: grnDeleteKey.headers() });
      if (deleting.kind === 'supplier') await deleteSupplier.mutateAsync(deleting.row.id);
      toast.success(messages[0]);
      setDeleting(null);
    } catch (err) {
      toast.error(messages[1], { description: serverMessageOf(err, '') });
    }
  };

  const searchBox = (key: keyof typeof search) => (
    <div className="relative max-w-md">
      <Search aria-hidden="true" className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        className="pl-9"
        type="search"
        aria-label={t(`search.${key}`)}
        placeholder={t(`search.${key}`)}
        value={search[key]}
        onChange={(e) => setSearch((s) => ({ ...s, [key]: e.target.value }))}
      />
    </div>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            <Button onClick={() => setOrderDialog({ order: null })}>
              <FilePlus aria-hidden="true" className="size-4" /> {t('actions.createPo')}
            </Button>
            <Button variant="outline" onClick={() => setGrnDialog({ grn: null })}>
              <PackageCheck aria-hidden="true" className="size-4" /> {t('actions.createGrn')}
            </Button>
            <Button variant="outline" onClick={() => setSupplierDialog({ supplier: null })}>
              <UserPlus aria-hidden="true" className="size-4" /> {t('actions.addSupplier')}
            </Button>
          </>
        }
      />
      {loading ? (
        <div className="grid gap-4" data-testid="procurement-skeleton">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
          <div className="grid gap-4 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-40" />
            ))}
          </div>
          <Skeleton className="h-64" />
        </div>
      ) : (
        <>
          <ProcurementOverview orders={orders.data ?? []} products={products.data ?? []} />
          <Tabs defaultValue={params.get('tab') === 'creditors' ? 'creditors' : 'orders'} className="grid gap-4">
            <TabsList>
              <TabsTrigger value="orders">{t('tabs.orders')}</TabsTrigger>
              <TabsTrigger value="grns">{t('tabs.grns')}</TabsTrigger>
              <TabsTrigger value="suppliers">{t('tabs.suppliers')}</TabsTrigger>
              <TabsTrigger value="creditors">{tc('tab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="orders" className="grid gap-4">
              {searchBox('orders')}
              <OrderList
                orders={orderRows}
                searching={!!q.orders}
                onView={(order) => setViewing({ order })}
                onEdit={(order) => setOrderDialog({ order })}
                onDelete={(row) => setDeleting({ kind: 'order', row })}
              />
            </TabsContent>
            <TabsContent value="grns" className="grid gap-4">
              {searchBox('grns')}
              <GrnList
                grns={grnRows}
                searching={!!q.grns}
                onView={(grn) => setViewing({ grn })}
                onEdit={(grn) => setGrnDialog({ grn })}
                onDelete={(row) => setDeleting({ kind: 'grn', row })}
              />
            </TabsContent>
            <TabsContent value="suppliers" className="grid gap-4">
              {searchBox('suppliers')}
              <SupplierList
                suppliers={supplierRows}
                searching={!!q.suppliers}
                onEdit={(supplier) => setSupplierDialog({ supplier })}
                onDelete={(row) => setDeleting({ kind: 'supplier', row })}
              />
            </TabsContent>
            <TabsContent value="creditors" className="grid gap-4">
              <CreditorsTab businessId={businessId} />
            </TabsContent>
          </Tabs>
        </>
      )}

      <PurchaseOrderFormDialog
        businessId={businessId}
        open={!!orderDialog}
        order={orderDialog?.order ?? null}
        suppliers={suppliers.data ?? []}
        products={products.data ?? []}
        onOpenChange={(open) => !open && setOrderDialog(null)}
      />
      <GrnFormDialog
        businessId={businessId}
        open={!!grnDialog}
        grn={grnDialog?.grn ?? null}
        orders={orders.data ?? []}
        grns={grns.data ?? []}
        suppliers={suppliers.data ?? []}
        products={products.data ?? []}
        onOpenChange={(open) => !open && setGrnDialog(null)}
      />
      <SupplierFormDialog
        businessId={businessId}
        open={!!supplierDialog}
        supplier={supplierDialog?.supplier ?? null}
        onOpenChange={(open) => !open && setSupplierDialog(null)}
      />
      <RecordViewDialog record={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      <ConfirmDeleteDialog
        open={!!deleting}
        title={deleting ? t(`${deleting.kind === 'order' ? 'orders' : deleting.kind === 'grn' ? 'grns' : 'suppliers'}.deleteTitle`) : ''}
        message={
          deleting ? t(`${deleting.kind === 'order' ? 'orders' : deleting.kind === 'grn' ? 'grns' : 'suppliers'}.deleteConfirm`) : ''
        }
        pending={deleteOrder.isPending || deleteGrn.isPending || deleteSupplier.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </div>
  );
}
