import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, Card, CardContent } from '#client/components/ui';

/** Variant (b): the application is with the platform; activation within 24 hours of verification. */
export function PendingView({ businessName }: { businessName: string }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Card className="mx-auto max-w-xl text-center" data-testid="subscription-pending">
      <CardContent className="grid justify-items-center gap-3 p-8">
        <Clock className="size-12 text-warning-foreground" aria-hidden />
        <h2 className="text-2xl font-semibold">{t('pending.title')}</h2>
        <Badge variant="warning">{t('pending.badge')}</Badge>
        <p className="font-medium">{businessName}</p>
        <p className="text-muted-foreground">{t('pending.description')}</p>
        <p className="text-sm text-muted-foreground">{t('pending.activation')}</p>
      </CardContent>
    </Card>
  );
}
