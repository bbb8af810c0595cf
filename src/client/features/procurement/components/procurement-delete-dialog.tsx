import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Grn, PurchaseOrder, Supplier } from '#shared/contracts/procurement';

import { ConfirmDialog, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { useDeleteGrn } from '../api/grn-mutations';
import { useDeletePurchaseOrder } from '../api/purchase-order-mutations';
import { useDeleteSupplier } from '../api/supplier-mutations';

/** The record whose delete is being confirmed. */
export type Deleting = { kind: 'order'; row: PurchaseOrder } | { kind: 'grn'; row: Grn } | { kind: 'supplier'; row: Supplier } | null;

const textsOf = { order: 'orders', grn: 'grns', supplier: 'suppliers' } as const;

/** Confirms and runs the delete of a purchase order, a GRN or a supplier; closes when it is done. */
export function ProcurementDeleteDialog({
  businessId,
  deleting,
  onClose,
}: {
  businessId: number;
  deleting: Deleting;
  onClose: () => void;
}) {
  const { t } = useTranslation('procurement');
  const deleteOrder = useDeletePurchaseOrder(businessId);
  const deleteGrn = useDeleteGrn(businessId);
  const grnDeleteKey = useIdempotencyKey();
  const deleteSupplier = useDeleteSupplier(businessId);
  // A GRN's delete moves stock back: one Idempotency-Key per confirmation, shared by its retries.
  useEffect(() => grnDeleteKey.reset(), [deleting, grnDeleteKey]);

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
      onClose();
    } catch (err) {
      toast.error(messages[1], { description: serverMessageOf(err, '') });
    }
  };

  return (
    <ConfirmDialog
      keepOpenOnConfirm
      open={!!deleting}
      onOpenChange={(open) => !open && onClose()}
      title={deleting ? t(`${textsOf[deleting.kind]}.deleteTitle`) : ''}
      description={deleting ? t(`${textsOf[deleting.kind]}.deleteConfirm`) : ''}
      cancelLabel={t('actions.cancel')}
      confirmLabel={t('actions.delete')}
      busy={deleteOrder.isPending || deleteGrn.isPending || deleteSupplier.isPending}
      onConfirm={confirmDelete}
    />
  );
}
