import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CashMovementInput, type CashMovement } from '#shared/contracts/shifts';
import { decimalField, DecimalInput, FormField, Input, toast } from '#client/components/ui';
import { ApiError } from '#client/lib/api';
import { useAddCashMovement, type ShiftSend } from '../api/shift-writes';
import { ShiftFormDialog } from './shift-form-dialog';
import { useShiftSubmit } from './use-shift-submit';

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
  const form = useForm<z.input<typeof CashMovementInput>, unknown, CashMovementInput>({
    resolver: zodResolver(CashMovementInput),
    defaultValues: { kind, amount: '', reason: '' },
  });
  const { errors } = form.formState;
  const submit = useShiftSubmit(write, open, {
    failed: t('movement.failed'),
    onDone: (movement) => {
      toast.success(t('movement.done'));
      onRecorded?.(movement);
      onClose();
    },
    onRefused: (err) => {
      const field = err instanceof ApiError ? err.fieldErrors : undefined;
      if (field?.amount?.[0]) form.setError('amount', { message: field.amount[0] });
      if (field?.reason?.[0]) form.setError('reason', { message: field.reason[0] });
    },
  });

  useEffect(() => {
    if (open) form.reset({ kind, amount: '', reason: '' });
  }, [open, kind, form]);

  return (
    <ShiftFormDialog
      open={open}
      onClose={onClose}
      busy={write.isPending}
      texts="movement"
      title={kind === 'in' ? t('movement.inTitle') : t('movement.outTitle')}
      description={kind === 'in' ? t('movement.inDescription') : t('movement.outDescription')}
      testId={`cash-${kind}-dialog`}
      onSubmit={form.handleSubmit(submit)}
    >
      <FormField label={t('movement.amount')} htmlFor="cash-movement-amount" error={errors.amount?.message}>
        <DecimalInput autoFocus {...form.register('amount', decimalField())} />
      </FormField>
      <FormField label={t('movement.reason')} htmlFor="cash-movement-reason" error={errors.reason?.message}>
        <Input maxLength={200} placeholder={t('movement.reasonPlaceholder')} {...form.register('reason')} />
      </FormField>
    </ShiftFormDialog>
  );
}
