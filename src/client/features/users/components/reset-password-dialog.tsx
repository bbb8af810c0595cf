import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ResetPasswordInput } from '#shared/contracts/users';
import { Button, DialogFooter, FormDialog, FormField, Input, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useResetPassword } from '../api/reset-password';

/** The admin types the member's new password (and tells them); the member is signed out everywhere. */
export function ResetPasswordDialog({ businessId, userId, name }: { businessId: number; userId: string; name: string }) {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  const reset = useResetPassword(businessId, userId);
  const form = useForm<ResetPasswordInput>({ resolver: zodResolver(ResetPasswordInput), defaultValues: { password: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      toast.success(t('reset.done'), { description: t('reset.doneDescription', { name }) });
      setOpen(false);
    } catch (err) {
      toast.error(serverMessageOf(err, t('reset.failed')));
    }
  });
  const fieldId = `reset-password-${userId}`;
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) form.reset({ password: '' });
      }}
      trigger={
        <Button variant="outline" size="sm">
          <KeyRound className="size-4" aria-hidden /> {t('reset.open')}
        </Button>
      }
      closeLabel={t('reset.cancel')}
      title={t('reset.title', { name })}
      description={t('reset.description', { name })}
      headerInForm
      onSubmit={onSubmit}
      footer={
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {t('reset.cancel')}
          </Button>
          <Button type="submit" disabled={reset.isPending}>
            {reset.isPending ? t('reset.saving') : t('reset.submit')}
          </Button>
        </DialogFooter>
      }
    >
      <FormField label={t('reset.newPassword')} htmlFor={fieldId} error={form.formState.errors.password?.message}>
        <Input id={fieldId} type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
    </FormDialog>
  );
}
