import { FilePlus, PackageCheck, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Grn, PurchaseOrder, Supplier } from '#shared/contracts/procurement';
import { PageHeader } from '#client/components/layout/page-header';
import { Button, Skeleton, toast } from '#client/components/ui';
import { useBusinessId } from '#client/lib/use-business-id';
import { useGrns } from '../api/get-grns';
import { useProcurementProducts } from '../api/get-procurement-products';
import { usePurchaseOrders } from '../api/get-purchase-orders';
import { useSuppliers } from '../api/get-suppliers';
import { GrnFormDialog } from '../components/grn-form-dialog';
import { ProcurementDeleteDialog, type Deleting } from '../components/procurement-delete-dialog';
import { ProcurementOverview } from '../components/procurement-overview';
import { ProcurementTabs } from '../components/procurement-tabs';
import { PurchaseOrderFormDialog } from '../components/purchase-order-form-dialog';
import { RecordViewDialog } from '../components/record-view-dialog';
import { SupplierFormDialog } from '../components/supplier-form-dialog';

/** The business's suppliers, orders, GRNs and products; each failed fetch shows its toast ('Failed to fetch suppliers: {status}', …). */
function useProcurementData(businessId: number) {
  const suppliers = useSuppliers(businessId);
  const orders = usePurchaseOrders(businessId);
  const grns = useGrns(businessId);
  const products = useProcurementProducts(businessId);
  const errors = [orders.error, grns.error, suppliers.error, products.error].map((e) => e?.message).join('|');
  useEffect(() => {
    for (const message of errors.split('|').filter(Boolean)) toast.error(message);
  }, [errors]);
  return {
    loading: orders.isLoading || suppliers.isLoading || grns.isLoading || products.isLoading,
    suppliers: suppliers.data ?? [],
    orders: orders.data ?? [],
    grns: grns.data ?? [],
    products: products.data ?? [],
  };
}

export default function ProcurementPage() {
  const { t } = useTranslation('procurement');
  const businessId = useBusinessId() ?? 0;
  const { loading, suppliers, orders, grns, products } = useProcurementData(businessId);
  const [orderDialog, setOrderDialog] = useState<{ order: PurchaseOrder | null } | null>(null);
  const [grnDialog, setGrnDialog] = useState<{ grn: Grn | null } | null>(null);
  const [supplierDialog, setSupplierDialog] = useState<{ supplier: Supplier | null } | null>(null);
  const [viewing, setViewing] = useState<{ order: PurchaseOrder } | { grn: Grn } | null>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);

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
        <ProcurementSkeleton />
      ) : (
        <>
          <ProcurementOverview orders={orders} products={products} />
          <ProcurementTabs
            businessId={businessId}
            orders={orders}
            grns={grns}
            suppliers={suppliers}
            actions={{
              onView: setViewing,
              onEditOrder: (order) => setOrderDialog({ order }),
              onEditGrn: (grn) => setGrnDialog({ grn }),
              onEditSupplier: (supplier) => setSupplierDialog({ supplier }),
              onDelete: setDeleting,
            }}
          />
        </>
      )}
      <PurchaseOrderFormDialog
        businessId={businessId}
        open={!!orderDialog}
        order={orderDialog?.order ?? null}
        suppliers={suppliers}
        products={products}
        onOpenChange={(open) => !open && setOrderDialog(null)}
      />
      <GrnFormDialog
        businessId={businessId}
        open={!!grnDialog}
        grn={grnDialog?.grn ?? null}
        orders={orders}
        grns={grns}
        suppliers={suppliers}
        products={products}
        onOpenChange={(open) => !open && setGrnDialog(null)}
      />
      <SupplierFormDialog
        businessId={businessId}
        open={!!supplierDialog}
        supplier={supplierDialog?.supplier ?? null}
        onOpenChange={(open) => !open && setSupplierDialog(null)}
      />
      <RecordViewDialog record={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      <ProcurementDeleteDialog businessId={businessId} deleting={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function ProcurementSkeleton() {
  return (
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
  );
}
