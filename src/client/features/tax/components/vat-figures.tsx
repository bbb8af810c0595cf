import { useTranslation } from 'react-i18next';
import type { TaxCalculation } from '#shared/contracts/tax';
import { toBasisPoints } from '#shared/domain/money';
import { isObsoleteSmeRate } from '#shared/domain/tax';
import { getYearOfAssessment } from '#shared/domain/tax-period';
import { rs } from './snapshot-tab';

const yearStart = (periodStart: string) => getYearOfAssessment(new Date(`${periodStart}T00:00:00Z`)).startYear;

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

/**
 * Why SSCL is 0 for the period (not SSCL-registered; a past calculation: below its threshold),
 * exempt sales left out of taxable turnover, how the estimated taxable income was reached, and the
 * old 14% SME rate flagged where it is obsolete.
 */
export function CalculationNotes({ c }: { c: TaxCalculation }) {
  const { t } = useTranslation('tax');
  return (
    <>
      {c.ssclReason === 'below_threshold' && c.ssclThreshold != null && (
        <p className="text-xs text-muted-foreground" data-testid={`sscl-note-${c.period}`}>
          {t('calc.ssclNotApplicable', { turnover: rs(c.revenue), threshold: rs(c.ssclThreshold) })}
        </p>
      )}
      {c.ssclReason === 'not_registered' && (
        <p className="text-xs text-muted-foreground" data-testid={`sscl-note-${c.period}`}>
          {t('calc.ssclNotRegistered')}
        </p>
      )}
      <p className="text-xs text-muted-foreground" data-testid={`taxable-income-${c.period}`}>
        {t('calc.taxableIncome')}: {rs(c.revenue)} − {rs(c.costOfGoodsSold)} − {rs(c.deductibleExpenses)} = {rs(c.taxableIncome)} (
        {t('calc.taxableIncomeRule')})
      </p>
      {c.incomeTaxMode === 'company' &&
        c.incomeTaxRate != null &&
        isObsoleteSmeRate(toBasisPoints(c.incomeTaxRate), yearStart(c.periodStart)) && (
          <p className="text-xs text-destructive">{t('calc.smeRateObsolete')}</p>
        )}
      {c.exemptTurnover > 0 && (
        <p className="text-xs text-muted-foreground">
          {t('calc.exemptTurnover', { amount: rs(c.exemptTurnover), taxable: rs(c.taxableTurnover) })}
        </p>
      )}
    </>
  );
}
