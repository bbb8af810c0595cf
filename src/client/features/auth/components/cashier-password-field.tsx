import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Label } from '#client/components/ui';
import { textOfMessage } from '#client/lib/error-text';
import type { SignInFormState } from './use-sign-in';

/**
 * The cashier's password with a show/hide toggle. Not FormField: the toggle needs a wrapper, and
 * the label must point at the input.
 */
export function CashierPasswordField({ form }: { form: SignInFormState }) {
  const { t } = useTranslation('auth');
  const [showPassword, setShowPassword] = useState(false);
  const error = form.formState.errors.password;
  return (
    <div className="grid gap-2">
      <Label htmlFor="cashier-password" className={error ? 'text-destructive' : undefined}>
        {t('cashier.password')}
      </Label>
      <div className="relative">
        <Input
          id="cashier-password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          className="pr-10"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cashier-password-error' : undefined}
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
      {error && (
        <p id="cashier-password-error" role="alert" className="text-sm text-destructive">
          {textOfMessage(error.message ?? '')}
        </p>
      )}
    </div>
  );
}
