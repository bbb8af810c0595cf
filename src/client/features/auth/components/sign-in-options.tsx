import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

const SOCIAL_ERRORS = [
  'invalid_state',
  'sign_in_failed',
  'sign_in_cancelled',
  'provider_unavailable',
  'email_not_verified',
  'email_required',
] as const;

/** Sign in and Register, side by side as tabs; `initial` is the one the link asked for. */
export function EmailTabs({ initial }: { initial: 'signin' | 'register' }) {
  const { t } = useTranslation('auth');
  return (
    <Tabs defaultValue={initial}>
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="signin">{t('signIn.signInTab')}</TabsTrigger>
        <TabsTrigger value="register">{t('signIn.registerTab')}</TabsTrigger>
      </TabsList>
      <TabsContent value="signin" className="pt-4">
        <SignInForm />
      </TabsContent>
      <TabsContent value="register" className="pt-4">
        <RegisterForm />
      </TabsContent>
    </Tabs>
  );
}

/** Why the last social sign-in came back here (`?error=`): the provider is not set up, or it refused. */
export function SignInNotices({ error }: { error: string | null }) {
  const { t } = useTranslation('auth');
  const socialError = SOCIAL_ERRORS.find((code) => code === error);
  return (
    <>
      {error === 'provider_not_configured' && (
        <Alert variant="warning">
          <AlertDescription>{t('signIn.providerNotConfigured')}</AlertDescription>
        </Alert>
      )}
      {socialError && (
        <Alert variant="warning" data-testid="social-error">
          <AlertDescription>{t(`signIn.socialErrors.${socialError}`)}</AlertDescription>
        </Alert>
      )}
    </>
  );
}
