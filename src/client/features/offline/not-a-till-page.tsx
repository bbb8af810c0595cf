import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardContent, CardHeader } from '#client/components/ui';
import { useAuth } from '#client/lib/auth';
import { deviceDb } from './device-db';

/**
 * What a browser that cannot sell offline shows when it opens Kade with no connection (decision
 * 0016 §3), instead of a sign-in form that cannot work: it is not a till (or, being one, it has
 * been offline past its limit, or no one signed in on it while online). Try again re-asks the server.
 */
export default function NotATillPage() {
  const { t } = useTranslation('offline');
  const { refetch } = useAuth();
  const [isTill, setIsTill] = useState(false);
  const [trying, setTrying] = useState(false);

  useEffect(() => {
    let live = true;
    deviceDb.terminals.count().then(
      (n) => live && setIsTill(n > 0),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const retry = () => {
    setTrying(true);
    void refetch().finally(() => setTrying(false));
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4" data-testid="offline-not-till">
      <Card className="w-full max-w-md text-center">
        <CardHeader>
          <p className="font-semibold text-primary">Kade</p>
          <WifiOff className="mx-auto size-10 text-muted-foreground" aria-hidden />
          <h1 className="text-2xl font-semibold leading-tight tracking-tight">{t('notTill.title')}</h1>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p>{t(isTill ? 'notTill.tillBody' : 'notTill.body')}</p>
          {!isTill && <p className="text-muted-foreground">{t('notTill.hint')}</p>}
          <Button onClick={retry} disabled={trying}>
            {t(trying ? 'notTill.retrying' : 'notTill.retry')}
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
