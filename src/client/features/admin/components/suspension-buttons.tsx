import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformBusiness } from '#shared/contracts/admin';
import {
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
import { serverMessageOf } from '#client/lib/api';
import { useSetSuspension } from '../api/businesses';

/** Suspend asks why (the shop's users read it); Reactivate is one click. */
export function SuspensionButtons({ business }: { business: PlatformBusiness }) {
  const { t } = useTranslation('admin');
  const change = useSetSuspension();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const run = async (a: Parameters<typeof change.mutateAsync>[0], done: string, failed: string) => {
    try {
      await change.mutateAsync(a);
      toast.success(done, { description: business.name });
      setOpen(false);
    } catch (err) {
      toast.error(failed, { description: serverMessageOf(err, '') || undefined });
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
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setReason('');
        setError(undefined);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="destructive">
          {t('businesses.suspend')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('actions.cancel')}>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return setError(t('reject.reasonRequired'));
            void run({ id: business.id, suspend: true, reason: reason.trim() }, t('toast.suspended'), t('toast.suspendFailed'));
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('businesses.suspendTitle', { name: business.name })}</DialogTitle>
            <DialogDescription>{t('businesses.suspendDescription')}</DialogDescription>
          </DialogHeader>
          <FormField label={t('reject.reason')} htmlFor={fieldId} error={error}>
            <Textarea id={fieldId} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={change.isPending}>
              {t('businesses.suspend')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
