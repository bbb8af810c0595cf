import { useTranslation } from 'react-i18next';
import { Button, FormField, Input } from '#client/components/ui';
import { useSignIn } from './use-sign-in';

export function SignInForm() {
  const { t } = useTranslation('auth');
  const { form, onSubmit, pending } = useSignIn({ success: t('toast.loggedIn'), failed: t('toast.loginFailed') });
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('signIn.signInTab')}>
      <FormField label={t('signIn.email')} htmlFor="signin-email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label={t('signIn.password')} htmlFor="signin-password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
}
