import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LoginInput } from '#shared/contracts/auth';
import { Button, FormField, Input, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useLogin } from '../api/login';
import { useReturnAfterSignIn } from './return-path';

export function SignInForm() {
  const { t } = useTranslation('auth');
  const returnAfterSignIn = useReturnAfterSignIn();
  const login = useLogin();
  const form = useForm<z.input<typeof LoginInput>, unknown, z.output<typeof LoginInput>>({
    resolver: zodResolver(LoginInput),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      toast.success(t('toast.loggedIn'));
      returnAfterSignIn();
    } catch (err) {
      toast.error(serverMessageOf(err, t('toast.loginFailed')));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('signIn.signInTab')}>
      <FormField label={t('signIn.email')} htmlFor="signin-email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label={t('signIn.password')} htmlFor="signin-password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" disabled={login.isPending} className="w-full">
        {login.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
}
