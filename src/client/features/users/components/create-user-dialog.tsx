import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CreateUserInput } from '#shared/contracts/users';
import { Button, DialogFooter, FormDialog, FormField, Input, NativeSelect, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useCreateUser } from '../api/create-user';

type In = z.input<typeof CreateUserInput>;
type Out = z.output<typeof CreateUserInput>;

export function CreateUserDialog({ businessId, cashierLimitReached }: { businessId: number; cashierLimitReached: boolean }) {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  const create = useCreateUser(businessId);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(CreateUserInput),
    defaultValues: { email: '', password: '', firstName: '', lastName: '', role: 'cashier' },
  });
  const role = form.watch('role');
  const blocked = role === 'cashier' && cashierLimitReached;

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.role === 'cashier' && cashierLimitReached) {
      toast.error(t('limit.title'), { description: t('limit.description') });
      return;
    }
    try {
      await create.mutateAsync(values);
      toast.success(t('toast.created'), { description: t('toast.createdDescription', { email: values.email }) });
      form.reset({ email: '', password: '', firstName: '', lastName: '', role: 'cashier' });
      setOpen(false);
    } catch (err) {
      toast.error(serverMessageOf(err, t('toast.createFailed')));
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) form.reset({ email: '', password: '', firstName: '', lastName: '', role: cashierLimitReached ? 'admin' : 'cashier' });
      }}
      trigger={
        <Button>
          <UserPlus className="size-4" aria-hidden /> {t('create.open')}
        </Button>
      }
      closeLabel={t('create.cancel')}
      title={t('create.title')}
      description={t('create.description')}
      headerInForm
      onSubmit={onSubmit}
      footer={
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending || blocked}>
            {create.isPending ? t('create.submitting') : t('create.submit')}
          </Button>
        </DialogFooter>
      }
    >
      <NewUserFields form={form} cashierLimitReached={cashierLimitReached} />
    </FormDialog>
  );
}

/** The new member's name, e-mail, first password and role (cashier unless the cashier limit is reached). */
function NewUserFields({ form, cashierLimitReached }: { form: UseFormReturn<In, unknown, Out>; cashierLimitReached: boolean }) {
  const { t } = useTranslation('users');
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('fields.firstName')} htmlFor="new-user-first-name" error={errors.firstName?.message}>
          <Input {...form.register('firstName')} />
        </FormField>
        <FormField label={t('fields.lastName')} htmlFor="new-user-last-name" error={errors.lastName?.message}>
          <Input {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label={t('fields.email')} htmlFor="new-user-email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField label={t('fields.password')} htmlFor="new-user-password" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label={t('fields.role')} htmlFor="new-user-role" error={errors.role?.message}>
        <NativeSelect {...form.register('role')}>
          <option value="cashier" disabled={cashierLimitReached}>
            {cashierLimitReached ? t('roles.cashierLimitReached') : t('roles.cashier')}
          </option>
          <option value="admin">{t('roles.admin')}</option>
        </NativeSelect>
      </FormField>
    </>
  );
}
