import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui';

const ITEMS = ['sessions', 'passwords', 'access', 'tenancy', 'auditTrail', 'backups'] as const;

/** What Kade really does — each statement matches the implementation (session plugin, password.ts, access.ts, audit). */
export function SecurityTab() {
  const { t } = useTranslation('tax');
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">{t('security.title')}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        {ITEMS.map((k) => (
          <Card key={k}>
            <CardHeader>
              <CardTitle className="text-base">{t(`security.${k}`)}</CardTitle>
            </CardHeader>
            <CardContent className="text-sm text-muted-foreground">{t(`security.${k}Text`)}</CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
