import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, toast } from '#client/components/ui';

interface DeletePartyDialogProps<P extends { id: number }> {
  /** The party asked about; null closes the dialog. */
  party: P | null;
  onClose: () => void;
  /** The feature's delete of a party by its id. */
  remove: { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean };
  /** The feature's texts: delete.title, delete.cancel, delete.confirm, toast.deleted and toast.deleteFailed. */
  namespace: string;
  description: ReactNode;
  /** A red confirm button (the default). */
  destructive?: boolean;
  /** Stay open, busy, until the delete is done; otherwise the dialog closes as the delete starts. */
  keepOpenOnConfirm?: boolean;
}

/**
 * "Delete this customer / debtor?": deletes on confirm, says whether it worked and closes either way.
 * A second confirm while the delete runs does nothing.
 */
export function DeletePartyDialog<P extends { id: number }>({
  party,
  onClose,
  remove,
  namespace,
  description,
  destructive,
  keepOpenOnConfirm = false,
}: DeletePartyDialogProps<P>) {
  const { t } = useTranslation(namespace);
  const confirmDelete = async () => {
    if (!party || remove.isPending) return;
    try {
      await remove.mutateAsync(party.id);
      toast.success(t('toast.deleted'));
    } catch {
      toast.error(t('toast.deleteFailed'));
    } finally {
      onClose();
    }
  };
  return (
    <ConfirmDialog
      open={party !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('delete.title')}
      description={description}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      destructive={destructive}
      keepOpenOnConfirm={keepOpenOnConfirm}
      busy={keepOpenOnConfirm && remove.isPending}
      onConfirm={() => void confirmDelete()}
    />
  );
}
