import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';

/** The fixed bank account; its details are given to the applicant by the platform, not shown here. */
export function PaymentInstructions({ amount }: { amount: number }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Landmark className="size-5" aria-hidden /> {t('bank.title')}
        </CardTitle>
        <CardDescription>{t('bank.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p>{t('bank.step1', { amount: formatMoney(amount) })}</p>
        <p>{t('bank.step2')}</p>
        <p>{t('bank.step3')}</p>
        <p className="text-muted-foreground">{t('bank.withheld')}</p>
      </CardContent>
    </Card>
  );
}
