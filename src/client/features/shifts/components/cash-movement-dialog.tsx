import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CashMovementInput, type CashMovement } from '#shared/contracts/shifts';
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
  Input,
  toast,
} from '#client/components/ui';
import { ApiError } from '#client/lib/api';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { shiftWriteMessage, useAddCashMovement, type ShiftSend } from '../api/shift-writes';

export type CashMovementDialogProps = {
  businessId: number;
  shiftId: number;
  kind: 'in' | 'out';
  open: boolean;
  onClose: () => void;
  onRecorded?: (movement: CashMovement) => void;
  /** The till's way of sending it (queued on a terminal with no connection). */
  send?: ShiftSend<CashMovementInput, CashMovement>;
};

/** Cash put into or taken out of the drawer during a shift, with the reason. */
export function CashMovementDialog({ businessId, shiftId, kind, open, onClose, onRecorded, send }: CashMovementDialogProps) {
  const { t } = useTranslation('shifts');
  const write = useAddCashMovement(businessId, shiftId, send);
  const idempotency = useIdempotencyKey();
  const form = useForm<z.input<typeof CashMovementInput>, unknown, CashMovementInput>({
    resolver: zodResolver(CashMovementInput),
    defaultValues: { kind, amount: '', reason: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!open) return;
    form.reset({ kind, amount: '', reason: '' });
    idempotency.reset();
  }, [open, kind, form, idempotency]);

  const onSubmit = form.handleSubmit(async (input) => {
    if (write.isPending) return;
    try {
      const movement = await write.mutateAsync({ input, headers: idempotency.headers() });
      idempotency.reset();
      toast.success(t('movement.done'));
      onRecorded?.(movement);
      onClose();
    } catch (err) {
      const field = err instanceof ApiError ? err.fieldErrors : undefined;
      if (field?.amount?.[0]) form.setError('amount', { message: field.amount[0] });
      if (field?.reason?.[0]) form.setError('reason', { message: field.reason[0] });
      toast.error(t('movement.failed'), { description: shiftWriteMessage(err) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !write.isPending && onClose()}>
      <DialogContent closeLabel={t('movement.cancel')} data-testid={`cash-${kind}-dialog`}>
        <DialogHeader>
          <DialogTitle>{kind === 'in' ? t('movement.inTitle') : t('movement.outTitle')}</DialogTitle>
          <DialogDescription>{kind === 'in' ? t('movement.inDescription') : t('movement.outDescription')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label={t('movement.amount')} htmlFor="cash-movement-amount" error={errors.amount?.message}>
            <DecimalInput autoFocus {...form.register('amount', decimalField())} />
          </FormField>
          <FormField label={t('movement.reason')} htmlFor="cash-movement-reason" error={errors.reason?.message}>
            <Input maxLength={200} placeholder={t('movement.reasonPlaceholder')} {...form.register('reason')} />
          </FormField>
          <FormDialogFooter
            onCancel={onClose}
            cancelLabel={t('movement.cancel')}
            submitLabel={t('movement.submit')}
            busyLabel={t('movement.saving')}
            busy={write.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
