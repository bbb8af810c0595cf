import { useTranslation } from 'react-i18next';
import type { Product } from '#shared/contracts/catalog';

import { ConfirmDialog, toast } from '#client/components/ui';
import { useDeleteProduct } from '../api/inventory';
import { handleAuthError } from './auth-toast';

/** Asks before a product is deleted, then deletes it; closes either way. */
export function DeleteProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const del = useDeleteProduct();

  const confirmDelete = async () => {
    if (!product) return;
    try {
      await del.mutateAsync(product.id);
      toast.success(t('toast.deleted'));
    } catch (err) {
      if (!handleAuthError(err, t)) toast.error(t('toast.deleteFailed'));
    } finally {
      onClose();
    }
  };

  return (
    <ConfirmDialog
      keepOpenOnConfirm
      open={!!product}
      onOpenChange={(o) => !o && onClose()}
      title={t('deleteConfirm.title')}
      description={t('deleteConfirm.description')}
      cancelLabel={t('deleteConfirm.cancel')}
      confirmLabel={t('deleteConfirm.confirm')}
      busy={del.isPending}
      onConfirm={() => void confirmDelete()}
    />
  );
}
