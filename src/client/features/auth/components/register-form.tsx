import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RegisterInput } from '#shared/contracts/auth';
import { Button, FormField, Input, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useRegister } from '../api/login';
import { useReturnAfterSignIn } from './return-path';

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const returnAfterSignIn = useReturnAfterSignIn();
  const register = useRegister();
  const form = useForm<z.input<typeof RegisterInput>, unknown, z.output<typeof RegisterInput>>({
    resolver: zodResolver(RegisterInput),
    defaultValues: { email: '', password: '', firstName: '', lastName: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await register.mutateAsync(values);
      toast.success(res.message || t('toast.registered'));
      returnAfterSignIn();
    } catch (err) {
      toast.error(serverMessageOf(err, t('toast.registerFailed')));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('signIn.registerTab')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('signIn.firstName')} htmlFor="register-first-name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label={t('signIn.lastName')} htmlFor="register-last-name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label={t('signIn.email')} htmlFor="register-email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label={t('signIn.password')} htmlFor="register-password" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" minLength={6} {...form.register('password')} />
      </FormField>
      <Button type="submit" disabled={register.isPending} className="w-full">
        {register.isPending ? t('signIn.registering') : t('signIn.register')}
      </Button>
    </form>
  );
}
