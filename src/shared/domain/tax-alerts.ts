/**
 * Exception alerts of the tax panel. Each rule is a pure function of figures the server
 * aggregates in SQL; it returns the alerts it raises (none when all is well).
 */
import { checkVatThreshold } from './tax';
import { formatLkr } from './money';
import { getTaxPeriodOf, type TaxPeriod } from './tax-period';
import { taxableTurnover } from './vat-return';

export type TaxAlertSeverity = 'alert' | 'warning' | 'info';
export type TaxAlert = { code: string; severity: TaxAlertSeverity; message: string; recommendation: string };

const SEVERITY_ORDER: Record<TaxAlertSeverity, number> = { alert: 0, warning: 1, info: 2 };

/**
 * Taxable turnover over the rolling quarter and the rolling 12 months against the VAT registration
 * thresholds, for a business that is not VAT-registered: ≥ 80% → warning, over → alert. Exempt
 * sales are not taxable supplies and are left out (zero-rated sales count).
 */
export function vatThresholdAlerts(input: {
  vatRegistered: boolean;
  quarterTurnoverCents: number;
  annualTurnoverCents: number;
  /** The exempt lines' share of each window's turnover (0 when none). */
  quarterExemptCents?: number;
  annualExemptCents?: number;
  quarterlyThresholdCents: number;
  annualThresholdCents: number;
}): TaxAlert[] {
  if (input.vatRegistered) return [];
  const alerts: TaxAlert[] = [];
  const taxable = (turnoverCents: number, exemptTurnoverCents = 0) => taxableTurnover({ turnoverCents, exemptTurnoverCents });
  const windows = [
    {
      key: 'quarter',
      label: 'the last 3 months',
      turnover: taxable(input.quarterTurnoverCents, input.quarterExemptCents),
      threshold: input.quarterlyThresholdCents,
    },
    {
      key: 'annual',
      label: 'the last 12 months',
      turnover: taxable(input.annualTurnoverCents, input.annualExemptCents),
      threshold: input.annualThresholdCents,
    },
  ];
  for (const w of windows) {
    if (w.threshold <= 0) continue;
    const { level, ratio } = checkVatThreshold({ turnoverCents: w.turnover, thresholdCents: w.threshold });
    if (level === 'ok') continue;
    const share = `${Math.floor(ratio * 100)}%`;
    if (level === 'over') {
      alerts.push({
        code: `vat_threshold_${w.key}_over`,
        severity: 'alert',
        message: `Turnover for ${w.label} (${formatLkr(w.turnover)}) exceeds the VAT registration threshold of ${formatLkr(w.threshold)}.`,
        recommendation: 'Register for VAT with the Inland Revenue Department and update the tax configuration.',
      });
    } else {
      alerts.push({
        code: `vat_threshold_${w.key}_approaching`,
        severity: 'warning',
        message: `Turnover for ${w.label} (${formatLkr(w.turnover)}) is ${share} of the VAT registration threshold of ${formatLkr(w.threshold)}.`,
        recommendation: 'Prepare to register for VAT before the threshold is exceeded.',
      });
    }
  }
  return alerts;
}

/** VAT-registered but no VAT number: tax invoices cannot show the registration number. */
export function vatNumberMissingAlerts(input: { vatRegistered: boolean; vatNumber: string | null | undefined }): TaxAlert[] {
  if (!input.vatRegistered || (input.vatNumber ?? '').trim() !== '') return [];
  return [
    {
      code: 'vat_number_missing',
      severity: 'alert',
      message: 'The business is VAT-registered but no VAT number is configured.',
      recommendation: 'Enter the VAT registration number in the tax configuration so tax invoices show it.',
    },
  ];
}

export type ClosedPeriod = { period: string; kind: 'month' | 'quarter' };

const utcDay = (d: Date) => d.toISOString().slice(0, 10);
function quarterCode(p: TaxPeriod): string {
  const startYear = Number(p.yearOfAssessment.slice(0, 4));
  return `${startYear}-Q${Math.floor(((p.start.getUTCMonth() - 3 + 12) % 12) / 3) + 1}`;
}

/**
 * The closed periods whose calculation is due on `today` (shop calendar dates 'YYYY-MM-DD'):
 * last month and last quarter, but only those the business existed in. `businessStart` is the
 * business's first day (its first sale or its creation, whichever is earlier); a period that
 * ended before it is not the business's to file, so it raises no alert.
 */
export function closedPeriodsDue(today: string, businessStart: string | null): ClosedPeriod[] {
  const d = new Date(`${today}T00:00:00Z`);
  const lastMonth = getTaxPeriodOf(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)), 'month');
  const thisQuarter = getTaxPeriodOf(d, 'quarter');
  const lastQuarter = getTaxPeriodOf(new Date(thisQuarter.start.getTime() - 86_400_000), 'quarter');
  const candidates = [
    { period: lastMonth.label, kind: 'month' as const, end: lastMonth.end },
    { period: quarterCode(lastQuarter), kind: 'quarter' as const, end: lastQuarter.end },
  ];
  // `end` is the first day after the period: it was the business's if it started before then.
  return candidates.filter((p) => !businessStart || businessStart < utcDay(p.end)).map(({ period, kind }) => ({ period, kind }));
}

/** Closed periods (last month: info; last quarter: warning) without a tax calculation. */
export function missingCalculationAlerts(input: {
  periods: { period: string; kind: 'month' | 'quarter'; calculated: boolean }[];
}): TaxAlert[] {
  return input.periods
    .filter((p) => !p.calculated)
    .map((p) => ({
      code: `calculation_missing_${p.kind}`,
      severity: p.kind === 'quarter' ? ('warning' as const) : ('info' as const),
      message: `No tax calculation exists for the closed ${p.kind} ${p.period}.`,
      recommendation: `Generate the tax calculation for ${p.period} on the Calculations tab.`,
    }));
}

export function expensesExceedRevenueAlerts(input: { expensesCents: number; revenueCents: number }): TaxAlert[] {
  if (input.expensesCents <= input.revenueCents) return [];
  return [
    {
      code: 'expenses_exceed_revenue',
      severity: 'warning',
      message: `Expenses (${formatLkr(input.expensesCents)}) are larger than revenue (${formatLkr(input.revenueCents)}) in the selected range.`,
      recommendation: 'Check that all sales and expenses are recorded in the right period.',
    },
  ];
}

export function nonDeductibleExpenseAlerts(input: { nonDeductibleCents: number; count: number }): TaxAlert[] {
  if (input.count <= 0 || input.nonDeductibleCents <= 0) return [];
  return [
    {
      code: 'non_deductible_expenses',
      severity: 'info',
      message: `${input.count} expense${input.count === 1 ? '' : 's'} totalling ${formatLkr(input.nonDeductibleCents)} ${input.count === 1 ? 'is' : 'are'} in non-deductible categories.`,
      recommendation: 'These amounts are not deducted from taxable income; check the categories are right.',
    },
  ];
}

export type TaxAlertFacts = Parameters<typeof vatThresholdAlerts>[0] & {
  vatNumber: string | null | undefined;
  closedPeriods: Parameters<typeof missingCalculationAlerts>[0]['periods'];
  expensesCents: number;
  revenueCents: number;
  nonDeductibleCents: number;
  nonDeductibleCount: number;
};

/** Every rule, most severe first. */
export function buildTaxAlerts(f: TaxAlertFacts): TaxAlert[] {
  const all = [
    ...vatThresholdAlerts(f),
    ...vatNumberMissingAlerts(f),
    ...missingCalculationAlerts({ periods: f.closedPeriods }),
    ...expensesExceedRevenueAlerts(f),
    ...nonDeductibleExpenseAlerts({ nonDeductibleCents: f.nonDeductibleCents, count: f.nonDeductibleCount }),
  ];
  return all
    .map((a, i) => ({ a, i }))
    .sort((x, y) => SEVERITY_ORDER[x.a.severity] - SEVERITY_ORDER[y.a.severity] || x.i - y.i)
    .map((x) => x.a);
}
