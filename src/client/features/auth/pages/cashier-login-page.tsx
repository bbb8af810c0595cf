import { LanguageSwitcher } from '#client/components/language-switcher';
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AUTH_PATHS } from '#shared/contracts/auth';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, Input } from '#client/components/ui';
import { CashierPasswordField } from '../components/cashier-password-field';
import { useSignIn } from '../components/use-sign-in';
import { OtherSignInLink } from '../components/other-sign-in-link';
import { SCREENS } from '#client/app/screens';

export default function CashierLoginPage() {
  const { t } = useTranslation('auth');
  const { form, onSubmit, pending } = useSignIn(
    { success: t('toast.cashierSuccess'), failed: t('toast.cashierFailed') },
    AUTH_PATHS.cashierLogin,
  );
  const { errors } = form.formState;

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-2 bg-muted/40 p-4">
      <LanguageSwitcher className="w-full max-w-sm justify-end" />
      <Card className="w-full max-w-sm">
        <CardHeader className="text-center">
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <ShoppingCart className="size-6" aria-hidden />
          </div>
          <CardTitle className="text-2xl">{t('cashier.title')}</CardTitle>
          <CardDescription>{t('cashier.subtitle')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField label={t('cashier.email')} htmlFor="cashier-email" error={errors.email?.message}>
              <Input type="email" autoComplete="username" {...form.register('email')} />
            </FormField>
            <CashierPasswordField form={form} />
            <Button type="submit" disabled={pending} className="w-full">
              {pending ? t('cashier.submitting') : t('cashier.submit')}
            </Button>
            <p className="text-center text-sm text-muted-foreground">{t('cashier.help')}</p>
            <OtherSignInLink to={SCREENS.login}>{t('cashier.ownerLink')}</OtherSignInLink>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
