import { LanguageSwitcher } from '#client/components/language-switcher';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { AUTH_PATHS, LoginInput } from '#shared/contracts/auth';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, Input, Label, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { textOfMessage } from '#client/lib/error-text';
import { useLogin } from '../api/login';
import { useReturnAfterSignIn } from '../components/return-path';
import { SCREENS } from '#client/app/screens';

export default function CashierLoginPage() {
  const { t } = useTranslation('auth');
  const returnAfterSignIn = useReturnAfterSignIn();
  const login = useLogin(AUTH_PATHS.cashierLogin);
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<z.input<typeof LoginInput>, unknown, z.output<typeof LoginInput>>({
    resolver: zodResolver(LoginInput),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      toast.success(t('toast.cashierSuccess'));
      returnAfterSignIn();
    } catch (err) {
      toast.error(serverMessageOf(err, t('toast.cashierFailed')));
    }
  });

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
            {/* Not FormField: the show/hide toggle needs a wrapper, and the label must point at the input. */}
            <div className="grid gap-2">
              <Label htmlFor="cashier-password" className={errors.password ? 'text-destructive' : undefined}>
                {t('cashier.password')}
              </Label>
              <div className="relative">
                <Input
                  id="cashier-password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  className="pr-10"
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={errors.password ? 'cashier-password-error' : undefined}
                  {...form.register('password')}
                />
                <button
                  type="button"
                  className="absolute inset-y-0 right-0 flex items-center px-3 text-muted-foreground"
                  onClick={() => setShowPassword((s) => !s)}
                  aria-label={showPassword ? t('cashier.hidePassword') : t('cashier.showPassword')}
                >
                  {showPassword ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
                </button>
              </div>
              {errors.password && (
                <p id="cashier-password-error" role="alert" className="text-sm text-destructive">
                  {textOfMessage(errors.password.message ?? '')}
                </p>
              )}
            </div>
            <Button type="submit" disabled={login.isPending} className="w-full">
              {login.isPending ? t('cashier.submitting') : t('cashier.submit')}
            </Button>
            <p className="text-center text-sm text-muted-foreground">{t('cashier.help')}</p>
            <p className="text-center text-sm">
              <Link to={SCREENS.login} className="text-primary underline-offset-4 hover:underline">
                {t('cashier.ownerLink')}
              </Link>
            </p>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
