import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Button,
  toast,
} from '#client/components/ui';
import { ApiError, serverMessageOf } from '#client/lib/api';
import { useDecide } from '../api/decide';
import { ReasonDialog } from './reason-dialog';
import { SCREENS } from '#client/app/screens';

/** Approve (behind a confirmation) and Reject (asks for a reason) for one business or add-on. */
export function DecisionButtons({ target, id, name }: { target: 'business' | 'addon'; id: number; name: string }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const decide = useDecide();
  const business = target === 'business';

  const onError = (err: unknown, fallback: string) => {
    if (err instanceof ApiError && err.status === 401) {
      toast.error(t('toast.loggedOut'));
      setTimeout(() => navigate(SCREENS.login), 500);
      return;
    }
    toast.error(fallback, { description: serverMessageOf(err, '') || undefined });
  };

  const approve = async () => {
    try {
      await decide.mutateAsync(business ? { kind: 'approveBusiness', id } : { kind: 'approveAddon', id });
      toast.success(business ? t('toast.businessApproved') : t('toast.addonApproved'), { description: name });
    } catch (err) {
      onError(err, business ? t('toast.approveBusinessFailed') : t('toast.approveAddonFailed'));
    }
  };

  const reject = async (reason: string) => {
    try {
      await decide.mutateAsync(business ? { kind: 'rejectBusiness', id, reason } : { kind: 'rejectAddon', id, reason });
      toast.success(business ? t('toast.businessRejected') : t('toast.addonRejected'), { description: name });
      return true;
    } catch (err) {
      onError(err, business ? t('toast.rejectBusinessFailed') : t('toast.rejectAddonFailed'));
      return false;
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button size="sm" disabled={decide.isPending}>
            {t('actions.approve')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{business ? t('confirm.approveBusinessTitle') : t('confirm.approveAddonTitle')}</AlertDialogTitle>
            <AlertDialogDescription>
              {business ? t('confirm.approveBusiness', { name }) : t('confirm.approveAddon', { name })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('actions.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={() => void approve()}>{t('actions.confirmApprove')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <ReasonDialog
        trigger={
          <Button size="sm" variant="destructive" disabled={decide.isPending}>
            {t('actions.reject')}
          </Button>
        }
        title={business ? t('reject.businessTitle') : t('reject.addonTitle')}
        description={t('reject.description', { name })}
        fieldId={`reject-reason-${target}-${id}`}
        textarea={{ rows: 3 }}
        keepReasonOnClose
        submitLabel={t('actions.confirmReject')}
        busy={decide.isPending}
        onSubmit={reject}
      />
    </div>
  );
}
