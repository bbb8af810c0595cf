import { useQuery } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  Alert,
  AlertDescription,
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
} from '../../../components/ui';
import { isLocalHost, providersQuery, useAuth } from '../../../lib/auth';
import { DevLoginPanel } from '../components/dev-login-panel';
import { RegisterForm } from '../components/register-form';
import { SignInForm } from '../components/sign-in-form';

const EMAIL_ONLY = 'Please log in with email and password';
const SOCIAL = [
  { id: 'replit', label: 'Replit', href: '/api/login' },
  { id: 'google', label: 'Google', href: '/auth/google' },
  { id: 'github', label: 'GitHub', href: '/auth/github' },
  { id: 'facebook', label: 'Facebook', href: '/auth/facebook' },
] as const;

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { authErrorMessage } = useAuth();
  const providers = useQuery(providersQuery);
  const [params] = useSearchParams();
  const emailOnly = authErrorMessage.includes(EMAIL_ONLY);
  const showDev = providers.data?.devLogin === true && isLocalHost();

  const emailTabs = (
    <Tabs defaultValue="signin">
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

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <div className="w-full max-w-md">
        <Link to="/" className="mb-6 flex items-center justify-center gap-2 text-lg font-semibold text-primary">
          <Store className="size-6" aria-hidden /> Kade
        </Link>
        <Card>
          <CardHeader className="text-center">
            <CardTitle className="text-2xl">{t('signIn.title')}</CardTitle>
            <CardDescription>{t('signIn.subtitle')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            {params.get('error') === 'provider_not_configured' && (
              <Alert variant="warning">
                <AlertDescription>{t('signIn.providerNotConfigured')}</AlertDescription>
              </Alert>
            )}
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
                  {SOCIAL.map((p) => (
                    <Button key={p.id} variant="outline" className="w-full" onClick={() => window.location.assign(p.href)}>
                      {t('signIn.socialWith', { provider: p.label })}
                    </Button>
                  ))}
                  <p className="text-center text-xs text-muted-foreground">{t('signIn.socialNote')}</p>
                </TabsContent>
              </Tabs>
            )}
            <p className="text-center text-xs text-muted-foreground">{t('signIn.footer')}</p>
            <p className="text-center text-sm">
              <Link to="/cashier" className="text-primary underline-offset-4 hover:underline">
                {t('signIn.cashierLink')}
              </Link>
            </p>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
