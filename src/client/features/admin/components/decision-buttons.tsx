import { useState } from 'react';
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
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FormField,
  Textarea,
  toast,
} from '#client/components/ui';
import { ApiError, serverMessageOf } from '#client/lib/api';
import { useDecide } from '../api/decide';
import { SCREENS } from '#client/app/screens';

/** Approve (behind a confirmation) and Reject (asks for a reason) for one business or add-on. */
export function DecisionButtons({ target, id, name }: { target: 'business' | 'addon'; id: number; name: string }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const decide = useDecide();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

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
      await decide.mutateAsync(target === 'business' ? { kind: 'approveBusiness', id } : { kind: 'approveAddon', id });
      toast.success(target === 'business' ? t('toast.businessApproved') : t('toast.addonApproved'), { description: name });
    } catch (err) {
      onError(err, target === 'business' ? t('toast.approveBusinessFailed') : t('toast.approveAddonFailed'));
    }
  };

  const reject = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setReasonError(t('reject.reasonRequired'));
      return;
    }
    try {
      await decide.mutateAsync(
        target === 'business' ? { kind: 'rejectBusiness', id, reason: reason.trim() } : { kind: 'rejectAddon', id, reason: reason.trim() },
      );
      toast.success(target === 'business' ? t('toast.businessRejected') : t('toast.addonRejected'), { description: name });
      setRejectOpen(false);
      setReason('');
    } catch (err) {
      onError(err, target === 'business' ? t('toast.rejectBusinessFailed') : t('toast.rejectAddonFailed'));
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
            <AlertDialogTitle>
              {target === 'business' ? t('confirm.approveBusinessTitle') : t('confirm.approveAddonTitle')}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {target === 'business' ? t('confirm.approveBusiness', { name }) : t('confirm.approveAddon', { name })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('actions.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={() => void approve()}>{t('actions.confirmApprove')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <Dialog
        open={rejectOpen}
        onOpenChange={(open) => {
          setRejectOpen(open);
          setReasonError(undefined);
        }}
      >
        <DialogTrigger asChild>
          <Button size="sm" variant="destructive" disabled={decide.isPending}>
            {t('actions.reject')}
          </Button>
        </DialogTrigger>
        <DialogContent closeLabel={t('actions.cancel')}>
          <form onSubmit={reject} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{target === 'business' ? t('reject.businessTitle') : t('reject.addonTitle')}</DialogTitle>
              <DialogDescription>{t('reject.description', { name })}</DialogDescription>
            </DialogHeader>
            <FormField label={t('reject.reason')} htmlFor={`reject-reason-${target}-${id}`} error={reasonError}>
              <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setRejectOpen(false)}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" variant="destructive" disabled={decide.isPending}>
                {t('actions.confirmReject')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
