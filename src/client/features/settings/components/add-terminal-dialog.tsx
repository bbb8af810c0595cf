import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CreateTerminalInput, TERMINAL_MESSAGES } from '#shared/contracts/terminals';
import { FormDialog, FormField, Input, toast } from '#client/components/ui';
import { ApiError, serverMessageOf } from '#client/lib/api';
import { showServerFieldErrors } from '#client/lib/server-field-errors';
import { useCreateTerminal } from '../api/create-terminal';

type FormIn = z.input<typeof CreateTerminalInput>;
type FormOut = z.output<typeof CreateTerminalInput>;

const emptyValues: FormIn = { code: '', name: '' };

/** The owner names a till: its code (printed in its invoice numbers, INV-T1-000001) and a name. */
export function AddTerminalDialog({
  businessId,
  open,
  onOpenChange,
}: {
  businessId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('settings');
  const create = useCreateTerminal(businessId);
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(CreateTerminalInput), defaultValues: emptyValues });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(emptyValues);
  }, [open, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (create.isPending) return;
    try {
      const terminal = await create.mutateAsync(values);
      toast.success(t('terminals.toast.added', { code: terminal.code }));
      onOpenChange(false);
    } catch (err) {
      showServerFieldErrors(form.setError, err, Object.keys(emptyValues));
      // A taken code is a 409 without field errors: it still belongs on the code field.
      if (err instanceof ApiError && err.serverMessage === TERMINAL_MESSAGES.codeTaken) {
        form.setError('code', { message: err.localMessage });
      }
      toast.error(t('terminals.toast.addFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('terminals.form.cancel')}
      title={t('terminals.form.title')}
      description={t('terminals.form.description')}
      busy={create.isPending}
      onSubmit={onSubmit}
      submit={{ label: t('terminals.form.add'), busyLabel: t('terminals.form.adding') }}
    >
      <FormField label={t('terminals.form.code')} htmlFor="terminal-code" hint={t('terminals.form.codeHint')} error={errors.code?.message}>
        <Input autoComplete="off" maxLength={6} className="uppercase" {...form.register('code')} />
      </FormField>
      <FormField label={t('terminals.form.name')} htmlFor="terminal-name" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
    </FormDialog>
  );
}
