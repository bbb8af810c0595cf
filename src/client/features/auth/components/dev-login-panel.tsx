import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '#client/components/ui';
import { useTestLogin } from '../api/login';
import { useReturnAfterSignIn } from './return-path';

export function DevLoginPanel() {
  const { t } = useTranslation('auth');
  const returnAfterSignIn = useReturnAfterSignIn();
  const testLogin = useTestLogin();
  const signIn = async () => {
    try {
      await testLogin.mutateAsync();
      toast.success(t('toast.loggedIn'));
      returnAfterSignIn();
    } catch {
      toast.error(t('toast.testLoginFailed'));
    }
  };
  return (
    <section aria-labelledby="dev-mode-title" className="rounded-lg border border-dashed border-warning bg-warning/10 p-4">
      <h2 id="dev-mode-title" className="flex items-center gap-2 font-semibold">
        <FlaskConical className="size-4" aria-hidden /> {t('signIn.devTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('signIn.devDescription')}</p>
      <Button type="button" variant="secondary" className="mt-3 w-full" onClick={signIn} disabled={testLogin.isPending}>
        {testLogin.isPending ? t('signIn.submitting') : t('signIn.devButton')}
      </Button>
    </section>
  );
}
