import { useTranslation } from 'react-i18next';
import type { TaxAlert } from '#shared/contracts/tax';
import { Alert, AlertDescription, AlertTitle, Card, CardContent } from '#client/components/ui';
import { alertText } from './alert-text';

export function AlertsTab({ alerts }: { alerts: TaxAlert[] }) {
  const { t } = useTranslation('tax');
  if (alerts.length === 0)
    return (
      <Card>
        <CardContent className="pt-6 text-sm text-muted-foreground">{t('alerts.empty')}</CardContent>
      </Card>
    );
  return (
    <div className="space-y-3">
      {alerts.map((a) => {
        const text = alertText(t, a);
        return (
          <Alert
            key={a.code}
            data-alert-code={a.code}
            variant={a.severity === 'alert' ? 'destructive' : 'default'}
            role={a.severity === 'alert' ? 'alert' : 'status'}
          >
            <AlertTitle>
              {t(`alerts.severity.${a.severity}`)}: {text.message}
            </AlertTitle>
            {text.recommendation && (
              <AlertDescription>
                {t('alerts.recommendation')}: {text.recommendation}
              </AlertDescription>
            )}
            {text.threshold && <AlertDescription className="text-xs text-muted-foreground">{text.threshold}</AlertDescription>}
          </Alert>
        );
      })}
    </div>
  );
}
