import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { OpenShiftInput, type Shift } from '#shared/contracts/shifts';
import { decimalField, DecimalInput, FormField, toast } from '#client/components/ui';
import { useOpenShift, type ShiftSend } from '../api/shift-writes';
import { ShiftFormDialog } from './shift-form-dialog';
import { useShiftSubmit } from './use-shift-submit';

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
  const form = useForm<z.input<typeof OpenShiftInput>, unknown, OpenShiftInput>({
    resolver: zodResolver(OpenShiftInput),
    defaultValues: { openingFloat: '' },
  });
  const submit = useShiftSubmit(write, open, {
    failed: t('open.failed'),
    onDone: (shift) => {
      toast.success(t('open.done'));
      onOpened?.(shift);
      onClose();
    },
  });

  useEffect(() => {
    if (open) form.reset({ openingFloat: '' });
  }, [open, form]);

  return (
    <ShiftFormDialog
      open={open}
      onClose={onClose}
      busy={write.isPending}
      texts="open"
      title={t('open.title')}
      description={t('open.description')}
      testId="open-shift-dialog"
      onSubmit={form.handleSubmit(submit)}
    >
      <FormField label={t('open.float')} htmlFor="shift-opening-float" error={form.formState.errors.openingFloat?.message}>
        <DecimalInput autoFocus {...form.register('openingFloat', decimalField())} />
      </FormField>
    </ShiftFormDialog>
  );
}
