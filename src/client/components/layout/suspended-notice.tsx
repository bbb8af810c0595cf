import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '#client/lib/auth';
import { Card, CardContent } from '../ui';

/** What a suspended business's users see instead of a page: the server refuses them (BUSINESS_SUSPENDED) and this says why. */
export function SuspendedNotice() {
  const { t } = useTranslation('shell');
  const reason = useAuth().user?.business?.suspensionReason;
  return (
    <Card className="mx-auto mt-10 max-w-lg text-center" data-testid="business-suspended" role="alert">
      <CardContent className="grid gap-3 p-8">
        <Ban className="mx-auto size-10 text-destructive" aria-hidden />
        <h1 className="text-xl font-semibold">{t('suspended.title')}</h1>
        <p>{t('suspended.description')}</p>
        {reason && <p className="rounded-md bg-muted p-3 text-sm">{t('suspended.reason', { reason })}</p>}
      </CardContent>
    </Card>
  );
}
