import { useTranslation } from 'react-i18next';
import type { PlatformBusiness } from '#shared/contracts/admin';
import { Button, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useSetSuspension } from '../api/businesses';
import { ReasonDialog } from './reason-dialog';

/** Suspend asks why (the shop's users read it); Reactivate is one click. */
export function SuspensionButtons({ business }: { business: PlatformBusiness }) {
  const { t } = useTranslation('admin');
  const change = useSetSuspension();

  const run = async (a: Parameters<typeof change.mutateAsync>[0], done: string, failed: string) => {
    try {
      await change.mutateAsync(a);
      toast.success(done, { description: business.name });
      return true;
    } catch (err) {
      toast.error(failed, { description: serverMessageOf(err, '') || undefined });
      return false;
    }
  };

  if (business.status === 'suspended')
    return (
      <Button
        size="sm"
        variant="outline"
        disabled={change.isPending}
        onClick={() => void run({ id: business.id, suspend: false }, t('toast.reactivated'), t('toast.reactivateFailed'))}
      >
        {t('businesses.reactivate')}
      </Button>
    );
  if (business.status !== 'active') return null;
  const fieldId = `suspend-reason-${business.id}`;
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant="destructive">
          {t('businesses.suspend')}
        </Button>
      }
      title={t('businesses.suspendTitle', { name: business.name })}
      description={t('businesses.suspendDescription')}
      fieldId={fieldId}
      textarea={{ id: fieldId, maxLength: 500 }}
      submitLabel={t('businesses.suspend')}
      busy={change.isPending}
      onSubmit={(reason) => run({ id: business.id, suspend: true, reason }, t('toast.suspended'), t('toast.suspendFailed'))}
    />
  );
}
