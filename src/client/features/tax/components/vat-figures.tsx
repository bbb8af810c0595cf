import { useTranslation } from 'react-i18next';
import type { TaxCalculation } from '#shared/contracts/tax';
import { rs } from './snapshot-tab';

/** A calculation's VAT return: output − input − credit brought forward = payable, or a credit carried forward. */
export function CalculationVat({ c }: { c: TaxCalculation }) {
  const { t } = useTranslation('tax');
  return (
    <dl className="grid grid-cols-[auto_auto] gap-x-3 text-xs" data-testid={`calculation-vat-${c.period}`}>
      <dt className="text-muted-foreground">{t('calc.outputVat')}</dt>
      <dd className="tabular-nums">{rs(c.outputVat)}</dd>
      <dt className="text-muted-foreground">{t('calc.inputVat')}</dt>
      <dd className="tabular-nums">− {rs(c.inputVat)}</dd>
      {c.vatCreditBroughtForward > 0 && (
        <>
          <dt className="text-muted-foreground">{t('calc.creditBroughtForward')}</dt>
          <dd className="tabular-nums">− {rs(c.vatCreditBroughtForward)}</dd>
        </>
      )}
      <dt className="font-medium">{t('calc.vatPayable')}</dt>
      <dd className="font-medium tabular-nums">{rs(c.vatPayable)}</dd>
      {c.vatCreditCarriedForward > 0 && (
        <>
          <dt className="text-muted-foreground">{t('calc.creditCarriedForward')}</dt>
          <dd className="tabular-nums">{rs(c.vatCreditCarriedForward)}</dd>
        </>
      )}
    </dl>
  );
}

/** Why SSCL is 0 for the period (only above its threshold), and exempt sales left out of taxable turnover. */
export function CalculationNotes({ c }: { c: TaxCalculation }) {
  const { t } = useTranslation('tax');
  return (
    <>
      {!c.ssclApplies && c.ssclThreshold != null && (
        <p className="text-xs text-muted-foreground" data-testid={`sscl-note-${c.period}`}>
          {t('calc.ssclNotApplicable', { turnover: rs(c.revenue), threshold: rs(c.ssclThreshold) })}
        </p>
      )}
      {c.exemptTurnover > 0 && (
        <p className="text-xs text-muted-foreground">
          {t('calc.exemptTurnover', { amount: rs(c.exemptTurnover), taxable: rs(c.taxableTurnover) })}
        </p>
      )}
    </>
  );
}
