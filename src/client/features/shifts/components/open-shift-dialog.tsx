import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { OpenShiftInput, type Shift } from '#shared/contracts/shifts';
import {
  decimalField,
  DecimalInput,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormDialogFooter,
  FormField,
  toast,
} from '#client/components/ui';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { shiftWriteMessage, useOpenShift, type ShiftSend } from '../api/shift-writes';

export type OpenShiftDialogProps = {
  businessId: number;
  open: boolean;
  onClose: () => void;
  onOpened?: (shift: Shift) => void;
  /** The till's way of sending it (queued on a terminal with no connection). */
  send?: ShiftSend<OpenShiftInput, Shift>;
};

/** Opens the signed-in user's shift with the cash counted into the drawer (the opening float). */
export function OpenShiftDialog({ businessId, open, onClose, onOpened, send }: OpenShiftDialogProps) {
  const { t } = useTranslation('shifts');
  const write = useOpenShift(businessId, send);
  const idempotency = useIdempotencyKey();
  const form = useForm<z.input<typeof OpenShiftInput>, unknown, OpenShiftInput>({
    resolver: zodResolver(OpenShiftInput),
    defaultValues: { openingFloat: '' },
  });
  const error = form.formState.errors.openingFloat?.message;

  useEffect(() => {
    if (!open) return;
    form.reset({ openingFloat: '' });
    idempotency.reset();
  }, [open, form, idempotency]);

  const onSubmit = form.handleSubmit(async (input) => {
    if (write.isPending) return;
    try {
      const shift = await write.mutateAsync({ input, headers: idempotency.headers() });
      idempotency.reset();
      toast.success(t('open.done'));
      onOpened?.(shift);
      onClose();
    } catch (err) {
      toast.error(t('open.failed'), { description: shiftWriteMessage(err) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !write.isPending && onClose()}>
      <DialogContent closeLabel={t('open.cancel')} data-testid="open-shift-dialog">
        <DialogHeader>
          <DialogTitle>{t('open.title')}</DialogTitle>
          <DialogDescription>{t('open.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label={t('open.float')} htmlFor="shift-opening-float" error={error}>
            <DecimalInput autoFocus {...form.register('openingFloat', decimalField())} />
          </FormField>
          <FormDialogFooter
            onCancel={onClose}
            cancelLabel={t('open.cancel')}
            submitLabel={t('open.submit')}
            busyLabel={t('open.saving')}
            busy={write.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
