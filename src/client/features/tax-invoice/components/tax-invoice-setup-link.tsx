import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREENS, settingsFieldPath } from '#client/app/screens';

/**
 * Where the shop fills what a refused tax invoice lacks: its telephone in Settings
 * (SHOP_PHONE_REQUIRED), its VAT number in the tax panel (VAT_NUMBER_REQUIRED).
 */
const WHERE: Record<string, { to: string; label: 'taxInvoice.setPhone' | 'taxInvoice.setVatNumber' }> = {
  SHOP_PHONE_REQUIRED: { to: settingsFieldPath('phone'), label: 'taxInvoice.setPhone' },
  VAT_NUMBER_REQUIRED: { to: SCREENS.tax, label: 'taxInvoice.setVatNumber' },
};

/** The link beside the refusal's message, for a code the shop fixes in its settings; nothing otherwise. */
export function TaxInvoiceSetupLink({ code }: { code: string | undefined }) {
  const { t } = useTranslation('sales');
  const where = code ? WHERE[code] : undefined;
  if (!where) return null;
  return (
    <Link className="text-sm font-medium underline" to={where.to} data-testid="tax-invoice-setup-link">
      {t(where.label)}
    </Link>
  );
}
