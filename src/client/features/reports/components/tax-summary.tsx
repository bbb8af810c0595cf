import { useTranslation } from 'react-i18next';
import type { SalesSummary } from '#shared/contracts/reports';
import { formatMoney } from '#client/lib/format';
import { ReportCard } from './report-card';

/**
 * The range's tax as charged: one row per (VAT, NBT) rate pair with its taxable sales and tax, and
 * a total only when there is more than one taxed pair — each amount is shown once. Sales charged no
 * VAT (exempt, zero-rated, or made before VAT registration) are one line of their own.
 */
type Tax = SalesSummary['taxSummary'];
const charged = (r: Tax['rates'][number]) => r.vatRate > 0 || r.nbtRate > 0;
const taxed = (tax: Tax) => tax.rates.filter(charged);
const untaxed = (tax: Tax) => tax.rates.filter((r) => !charged(r) && r.taxableSales !== 0);

export function TaxSummary({ tax, footer }: { tax: SalesSummary['taxSummary'] | undefined; footer?: React.ReactNode }) {
  const { t } = useTranslation('reports');
  return (
    <ReportCard title={t('taxSummary')} hint={t('taxSummaryHint')} data={tax} contentClassName="grid gap-2 text-sm" footer={footer}>
      {(tax) =>
        tax.rates.length === 0 ? (
          <p className="text-muted-foreground">{t('noTax')}</p>
        ) : (
          <dl className="grid gap-2" data-testid="tax-summary">
            {taxed(tax).map((r) => (
              <div key={`${r.vatRate}-${r.nbtRate}`} className="grid gap-1 rounded-md border p-2">
                <dt className="font-medium">
                  {t('vatAt', { rate: r.vatRate })}
                  {r.nbtRate > 0 ? ` · ${t('nbtAt', { rate: r.nbtRate })}` : ''}
                </dt>
                <dd className="flex flex-wrap justify-between gap-x-4 text-muted-foreground">
                  <span>
                    {t('taxableSales')}: <span className="tabular-nums">{formatMoney(r.taxableSales)}</span>
                  </span>
                  <span>
                    {t('vat')}: <span className="tabular-nums text-foreground">{formatMoney(r.vat)}</span>
                    {r.nbt > 0 && (
                      <>
                        {' · '}
                        {t('nbt')}: <span className="tabular-nums text-foreground">{formatMoney(r.nbt)}</span>
                      </>
                    )}
                  </span>
                </dd>
              </div>
            ))}
            {untaxed(tax).map((r) => (
              <div key="untaxed" className="flex flex-wrap justify-between gap-x-4 rounded-md border p-2 text-muted-foreground">
                <dt>{t('salesWithoutVat')}</dt>
                <dd className="tabular-nums">{formatMoney(r.taxableSales)}</dd>
              </div>
            ))}
            {taxed(tax).length > 1 && (
              <div className="flex flex-wrap justify-between gap-x-4 border-t pt-2 font-medium">
                <dt>{t('taxTotal')}</dt>
                <dd className="tabular-nums">
                  {t('taxTotalValue', { taxable: formatMoney(tax.taxableSales), vat: formatMoney(tax.vat) })}
                  {tax.nbt > 0 ? ` · ${t('nbt')}: ${formatMoney(tax.nbt)}` : ''}
                </dd>
              </div>
            )}
          </dl>
        )
      }
    </ReportCard>
  );
}
