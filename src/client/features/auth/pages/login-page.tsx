import { LanguageSwitcher } from '#client/components/language-switcher';
import { useQuery } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '#client/components/ui';
import { isLocalHost, providersQuery, useAuth } from '#client/lib/auth';
import { AUTH_PATHS } from '#shared/contracts/auth-paths';
import { fillPath } from '#shared/contracts/fill-path';
import { DevLoginPanel } from '../components/dev-login-panel';
import { EmailTabs, SignInNotices } from '../components/sign-in-options';
import { OtherSignInLink } from '../components/other-sign-in-link';
import { SCREENS } from '#client/app/screens';

const EMAIL_ONLY = 'Please log in with email and password';
/** `configured` is the key in GET /api/auth/providers; the generic OpenID Connect provider is the Replit button. */
const SOCIAL = [
  { id: 'replit', configured: 'oidc', label: 'Replit', href: AUTH_PATHS.signIn },
  { id: 'google', configured: 'google', label: 'Google', href: fillPath(AUTH_PATHS.socialSignIn, { provider: 'google' }) },
  { id: 'github', configured: 'github', label: 'GitHub', href: fillPath(AUTH_PATHS.socialSignIn, { provider: 'github' }) },
  { id: 'facebook', configured: 'facebook', label: 'Facebook', href: fillPath(AUTH_PATHS.socialSignIn, { provider: 'facebook' }) },
] as const;

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { authErrorMessage } = useAuth();
  const providers = useQuery(providersQuery);
  const [params] = useSearchParams();
  const showDev = providers.data?.devLogin === true && isLocalHost();
  // Only providers an administrator configured get a button; with none, the page is e-mail only.
  const social = SOCIAL.filter((p) => providers.data?.[p.configured] === true);
  const emailOnly = authErrorMessage.includes(EMAIL_ONLY) || social.length === 0;
  const error = params.get('error');

  const emailTabs = <EmailTabs initial={params.get('tab') === 'register' ? 'register' : 'signin'} />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <div className="w-full max-w-md">
        <LanguageSwitcher className="mb-2 justify-end" />
        <Link to={SCREENS.dashboard} className="mb-6 flex items-center justify-center gap-2 text-lg font-semibold text-primary">
          <Store className="size-6" aria-hidden /> Kade
        </Link>
        <Card>
          <CardHeader className="text-center">
            <CardTitle className="text-2xl">{t('signIn.title')}</CardTitle>
            <CardDescription>{t('signIn.subtitle')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <SignInNotices error={error} />
            {showDev && <DevLoginPanel />}
            {emailOnly ? (
              emailTabs
            ) : (
              <Tabs defaultValue="email">
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="email">{t('signIn.emailTab')}</TabsTrigger>
                  <TabsTrigger value="social">{t('signIn.socialTab')}</TabsTrigger>
                </TabsList>
                <TabsContent value="email" className="pt-4">
                  {emailTabs}
                </TabsContent>
                <TabsContent value="social" className="grid gap-3 pt-4">
                  {social.map((p) => (
                    <Button key={p.id} variant="outline" className="w-full" onClick={() => window.location.assign(p.href)}>
                      {t('signIn.socialWith', { provider: p.label })}
                    </Button>
                  ))}
                  <p className="text-center text-xs text-muted-foreground">{t('signIn.socialNote')}</p>
                </TabsContent>
              </Tabs>
            )}
            <p className="text-center text-xs text-muted-foreground">{t('signIn.footer')}</p>
            <OtherSignInLink to={SCREENS.cashierLogin}>{t('signIn.cashierLink')}</OtherSignInLink>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
