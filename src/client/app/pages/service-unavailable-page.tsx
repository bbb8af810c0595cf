import { ServerCrash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardContent, CardHeader, CardTitle } from '#client/components/ui';
import { useAuth } from '#client/lib/auth';

export function ServiceUnavailablePage() {
  const { t } = useTranslation();
  const { refetch } = useAuth();
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader>
          <ServerCrash className="mx-auto size-10 text-destructive" aria-hidden />
          <CardTitle className="text-2xl">{t('serviceUnavailable.title')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p>{t('serviceUnavailable.description')}</p>
          <p className="text-muted-foreground">{t('serviceUnavailable.contact')}</p>
          <Button variant="outline" onClick={() => void refetch()}>
            {t('serviceUnavailable.retry')}
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
