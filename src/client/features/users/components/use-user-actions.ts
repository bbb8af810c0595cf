import { useTranslation } from 'react-i18next';
import { toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useDeleteUser } from '../api/delete-user';
import { useSetUserActive } from '../api/set-user-active';

/** Delete a member, or deactivate / reactivate one, each saying in a toast whether it worked. */
export function useUserActions(businessId: number) {
  const { t } = useTranslation('users');
  const del = useDeleteUser(businessId);
  const setActive = useSetUserActive(businessId);

  const remove = async (id: string) => {
    try {
      await del.mutateAsync(id);
      toast.success(t('toast.deleted'));
    } catch (err) {
      toast.error(t('toast.deleteFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  };

  const toggle = async (id: string, active: boolean) => {
    try {
      await setActive.mutateAsync({ userId: id, active });
      toast.success(active ? t('toast.reactivated') : t('toast.deactivated'));
    } catch (err) {
      toast.error(t('toast.statusFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  };

  return { remove, deleting: del.isPending, toggle, changing: setActive.isPending };
}
