import { useTranslation } from 'react-i18next';

/**
 * The two VAT pricing modes in one sentence each, and that an unregistered shop charges no VAT
 * (decision 0008). Shown beside the tax configuration's switch and, read-only, in Settings.
 */
export function PricingModeNote({ className }: { className?: string }) {
  const { t } = useTranslation('tax');
  return (
    <ul className={`list-disc space-y-1 pl-5 text-sm text-muted-foreground ${className ?? ''}`} data-testid="pricing-mode-note">
      <li>{t('pricing.inclusive')}</li>
      <li>{t('pricing.exclusive')}</li>
      <li>{t('pricing.unregistered')}</li>
    </ul>
  );
}
