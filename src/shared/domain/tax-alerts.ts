/**
 * Exception alerts of the tax panel. Each rule is a pure function of figures the server
 * aggregates in SQL; it returns the alerts it raises (none when all is well) as codes with
 * parameters: the client words them in English, Sinhala or Tamil (tax.json alerts.codes).
 */
import { checkVatThreshold } from './tax';
import { fromCents } from './money';
import { getTaxPeriodOf, type TaxPeriod } from './tax-period';
import { taxableTurnover } from './vat-return';

export type TaxAlertSeverity = 'alert' | 'warning' | 'info';
/** Money parameters are rupees (numbers), dates 'YYYY-MM-DD'; the client words and formats them in the user's language. */
export type TaxAlertParams = Record<string, string | number | null>;
export type TaxAlert = { code: string; severity: TaxAlertSeverity; params: TaxAlertParams };

const SEVERITY_ORDER: Record<TaxAlertSeverity, number> = { alert: 0, warning: 1, info: 2 };

/**
 * Where a threshold came from, for the alert to say which one it used: the date of the tax
 * configuration row in force (an admin adds a row with its date when the law changes, such as the
 * 2026 budget's LKR 36M), or null for the seeded defaults.
 */
export type ThresholdSource = { effectiveFrom: string | null };

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
  thresholdSource?: ThresholdSource;
}): TaxAlert[] {
  if (input.vatRegistered) return [];
  const alerts: TaxAlert[] = [];
  const taxable = (turnoverCents: number, exemptTurnoverCents = 0) => taxableTurnover({ turnoverCents, exemptTurnoverCents });
  const windows = [
    { key: 'quarter', turnover: taxable(input.quarterTurnoverCents, input.quarterExemptCents), threshold: input.quarterlyThresholdCents },
    { key: 'annual', turnover: taxable(input.annualTurnoverCents, input.annualExemptCents), threshold: input.annualThresholdCents },
  ];
  for (const w of windows) {
    if (w.threshold <= 0) continue;
    const { level, ratio } = checkVatThreshold({ turnoverCents: w.turnover, thresholdCents: w.threshold });
    if (level === 'ok') continue;
    alerts.push({
      code: `vat_threshold_${w.key}_${level}`,
      severity: level === 'over' ? 'alert' : 'warning',
      params: {
        turnover: fromCents(w.turnover),
        threshold: fromCents(w.threshold),
        share: Math.floor(ratio * 100),
        thresholdFrom: input.thresholdSource?.effectiveFrom ?? null,
      },
    });
  }
  return alerts;
}

/**
 * SSCL registration is due when a business not registered for it has a quarter above the
 * quarterly threshold or four quarters above the annual one (rolling 3 and 12 months, Part IB
 * exempt supplies left out). Once registered, every quarter is liable, so there is nothing to warn.
 */
export function ssclRegistrationAlerts(input: {
  ssclRegistered: boolean;
  quarterTurnoverCents: number;
  annualTurnoverCents: number;
  quarterExemptCents?: number;
  annualExemptCents?: number;
  quarterlyThresholdCents: number;
  annualThresholdCents: number;
  thresholdSource?: ThresholdSource;
}): TaxAlert[] {
  if (input.ssclRegistered) return [];
  const windows = [
    { key: 'quarter', turnover: input.quarterTurnoverCents - (input.quarterExemptCents ?? 0), threshold: input.quarterlyThresholdCents },
    { key: 'annual', turnover: input.annualTurnoverCents - (input.annualExemptCents ?? 0), threshold: input.annualThresholdCents },
  ];
  return windows
    .filter((w) => w.threshold > 0 && w.turnover > w.threshold)
    .map((w) => ({
      code: `sscl_registration_${w.key}`,
      severity: 'alert' as const,
      params: {
        turnover: fromCents(w.turnover),
        threshold: fromCents(w.threshold),
        thresholdFrom: input.thresholdSource?.effectiveFrom ?? null,
      },
    }));
}

/** VAT-registered but no VAT number: tax invoices cannot show the registration number. */
export function vatNumberMissingAlerts(input: { vatRegistered: boolean; vatNumber: string | null | undefined }): TaxAlert[] {
  if (!input.vatRegistered || (input.vatNumber ?? '').trim() !== '') return [];
  return [{ code: 'vat_number_missing', severity: 'alert', params: {} }];
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
      params: { period: p.period },
    }));
}

export function expensesExceedRevenueAlerts(input: { expensesCents: number; revenueCents: number }): TaxAlert[] {
  if (input.expensesCents <= input.revenueCents) return [];
  return [
    {
      code: 'expenses_exceed_revenue',
      severity: 'warning',
      params: { expenses: fromCents(input.expensesCents), revenue: fromCents(input.revenueCents) },
    },
  ];
}

export function nonDeductibleExpenseAlerts(input: { nonDeductibleCents: number; count: number }): TaxAlert[] {
  if (input.count <= 0 || input.nonDeductibleCents <= 0) return [];
  return [
    { code: 'non_deductible_expenses', severity: 'info', params: { count: input.count, amount: fromCents(input.nonDeductibleCents) } },
  ];
}

export type TaxAlertFacts = Parameters<typeof vatThresholdAlerts>[0] & {
  vatNumber: string | null | undefined;
  closedPeriods: Parameters<typeof missingCalculationAlerts>[0]['periods'];
  expensesCents: number;
  revenueCents: number;
  nonDeductibleCents: number;
  nonDeductibleCount: number;
  /** Absent: no SSCL registration alert (a caller that does not know the SSCL figures). */
  sscl?: Parameters<typeof ssclRegistrationAlerts>[0];
};

/** Every rule, most severe first. */
export function buildTaxAlerts(f: TaxAlertFacts): TaxAlert[] {
  const all = [
    ...vatThresholdAlerts(f),
    ...(f.sscl ? ssclRegistrationAlerts(f.sscl) : []),
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
