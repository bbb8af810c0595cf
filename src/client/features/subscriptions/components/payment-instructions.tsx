import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '#client/components/forms/settings-card';
import { formatMoney } from '#client/lib/format';

/** The fixed bank account; its details are given to the applicant by the platform, not shown here. */
export function PaymentInstructions({ amount }: { amount: number }) {
  const { t } = useTranslation('subscriptions');
  return (
    <SettingsCard icon={Landmark} title={t('bank.title')} description={t('bank.description')} contentClassName="grid gap-2 text-sm">
      <p>{t('bank.step1', { amount: formatMoney(amount) })}</p>
      <p>{t('bank.step2')}</p>
      <p>{t('bank.step3')}</p>
      <p className="text-muted-foreground">{t('bank.withheld')}</p>
    </SettingsCard>
  );
}
