import { describe, expect, it } from 'vitest';
import {
  buildTaxAlerts,
  closedPeriodsDue,
  expensesExceedRevenueAlerts,
  missingCalculationAlerts,
  nonDeductibleExpenseAlerts,
  ssclRegistrationAlerts,
  vatNumberMissingAlerts,
  vatThresholdAlerts,
  type TaxAlertFacts,
} from './tax-alerts';

const LKR = (rupees: number) => rupees * 100;
const Q = LKR(15_000_000);
const Y = LKR(60_000_000);

describe('vatThresholdAlerts', () => {
  it.each<[string, boolean, number, number, string[]]>([
    ['well below both', false, LKR(1_000_000), LKR(4_000_000), []],
    ['quarter at 79.99%', false, Q * 0.8 - 1, 0, []],
    ['quarter at exactly 80%', false, Q * 0.8, 0, ['warning:vat_threshold_quarter_approaching']],
    ['quarter exactly at the threshold is still approaching', false, Q, 0, ['warning:vat_threshold_quarter_approaching']],
    ['quarter one cent over', false, Q + 1, 0, ['alert:vat_threshold_quarter_over']],
    ['12 months at 90%', false, 0, Y * 0.9, ['warning:vat_threshold_annual_approaching']],
    ['both over', false, Q * 2, Y * 2, ['alert:vat_threshold_quarter_over', 'alert:vat_threshold_annual_over']],
    ['registered: never', true, Q * 2, Y * 2, []],
  ])('%s', (_name, vatRegistered, quarter, annual, expected) => {
    const alerts = vatThresholdAlerts({
      vatRegistered,
      quarterTurnoverCents: quarter,
      annualTurnoverCents: annual,
      quarterlyThresholdCents: Q,
      annualThresholdCents: Y,
    });
    expect(alerts.map((a) => `${a.severity}:${a.code}`)).toEqual(expected);
  });

  it('gives the amounts and the threshold it used as parameters, no sentence (legacy LKR 3,000,000 threshold)', () => {
    const [a] = vatThresholdAlerts({
      vatRegistered: false,
      quarterTurnoverCents: 0,
      annualTurnoverCents: LKR(2_700_000),
      quarterlyThresholdCents: LKR(750_000),
      annualThresholdCents: LKR(3_000_000),
    });
    // 2,700,000 / 3,000,000 = 90%; the seeded defaults have no date
    expect(a).toEqual({
      code: 'vat_threshold_annual_approaching',
      severity: 'warning',
      params: { turnover: 2_700_000, threshold: 3_000_000, share: 90, thresholdFrom: null },
    });
  });

  it("the 2026 budget's LKR 36M row: the alert names it and its date", () => {
    const [a] = vatThresholdAlerts({
      vatRegistered: false,
      quarterTurnoverCents: 0,
      // 40,000,000 > 36,000,000: over, though under the old 60M
      annualTurnoverCents: LKR(40_000_000),
      quarterlyThresholdCents: LKR(9_000_000),
      annualThresholdCents: LKR(36_000_000),
      thresholdSource: { effectiveFrom: '2026-04-01' },
    });
    expect(a).toEqual({
      code: 'vat_threshold_annual_over',
      severity: 'alert',
      params: { turnover: 40_000_000, threshold: 36_000_000, share: 111, thresholdFrom: '2026-04-01' },
    });
  });
});

describe('ssclRegistrationAlerts', () => {
  const base = { quarterlyThresholdCents: Q, annualThresholdCents: Y, thresholdSource: { effectiveFrom: '2025-04-01' } };
  it.each<[string, boolean, number, number, number, string[]]>([
    ['a 14M quarter: under 15M', false, LKR(14_000_000), LKR(50_000_000), 0, []],
    ['a quarter one cent over 15M', false, Q + 1, 0, 0, ['sscl_registration_quarter']],
    // 16M − 2M Part IB exempt (LP gas) = 14M: not over
    ['Part IB exempt sales left out', false, LKR(16_000_000), 0, LKR(2_000_000), []],
    ['four quarters over 60M', false, LKR(14_000_000), Y + LKR(1), 0, ['sscl_registration_annual']],
    ['registered: no alert, every quarter is liable', true, Q * 2, Y * 2, 0, []],
  ])('%s', (_name, ssclRegistered, quarter, annual, quarterExempt, expected) => {
    const alerts = ssclRegistrationAlerts({
      ...base,
      ssclRegistered,
      quarterTurnoverCents: quarter,
      annualTurnoverCents: annual,
      quarterExemptCents: quarterExempt,
    });
    expect(alerts.map((a) => a.code)).toEqual(expected);
    for (const a of alerts) expect(a.params.thresholdFrom).toBe('2025-04-01');
  });
});

describe('vatNumberMissingAlerts', () => {
  it.each<[boolean, string | null, number]>([
    [true, null, 1],
    [true, '   ', 1],
    [true, '123456789-7000', 0],
    [false, null, 0],
  ])('registered %s, number %s → %i alerts', (vatRegistered, vatNumber, n) => {
    const alerts = vatNumberMissingAlerts({ vatRegistered, vatNumber });
    expect(alerts).toHaveLength(n);
    if (n) expect(alerts[0].severity).toBe('alert');
  });
});

describe('missingCalculationAlerts', () => {
  it('info for a month, warning for a quarter, nothing when calculated', () => {
    const alerts = missingCalculationAlerts({
      periods: [
        { period: '2026-05', kind: 'month', calculated: false },
        { period: '2026-Q1', kind: 'quarter', calculated: false },
        { period: '2026-04', kind: 'month', calculated: true },
      ],
    });
    expect(alerts.map((a) => [a.severity, a.code, a.params])).toEqual([
      ['info', 'calculation_missing_month', { period: '2026-05' }],
      ['warning', 'calculation_missing_quarter', { period: '2026-Q1' }],
    ]);
  });
});

describe('closedPeriodsDue', () => {
  // Last month and last quarter (of the April–March year), only if the business existed in them.
  it.each<[string, string, string | null, string[]]>([
    ['a shop started long ago: last month and last quarter', '2026-11-24', '2024-01-10', ['month:2026-10', 'quarter:2026-Q2']],
    ['no start known: both', '2026-11-24', null, ['month:2026-10', 'quarter:2026-Q2']],
    ['created in November: nothing before it', '2026-11-24', '2026-11-02', []],
    ['created mid-October: October, not Q2 (Jul–Sep)', '2026-11-24', '2026-10-15', ['month:2026-10']],
    ['created on the last day of Q2: both', '2026-11-24', '2026-09-30', ['month:2026-10', 'quarter:2026-Q2']],
    ['created the day after Q2 ended: October only', '2026-11-24', '2026-10-01', ['month:2026-10']],
    ['created on the last day of October', '2026-11-01', '2026-10-31', ['month:2026-10']],
    ['January: December and Q3 (Oct–Dec)', '2027-01-05', '2026-11-02', ['month:2026-12', 'quarter:2026-Q3']],
    ['April: March and Q4 of the year before', '2027-04-02', '2027-03-31', ['month:2027-03', 'quarter:2026-Q4']],
    ['first sale today: nothing', '2026-11-24', '2026-11-24', []],
  ])('%s', (_name, today, start, expected) => {
    expect(closedPeriodsDue(today, start).map((p) => `${p.kind}:${p.period}`)).toEqual(expected);
  });
});

describe('expensesExceedRevenueAlerts', () => {
  it.each<[number, number, number]>([
    [100, 100, 0],
    [101, 100, 1],
    [1, 0, 1],
    [0, 0, 0],
  ])('expenses %i revenue %i → %i', (expensesCents, revenueCents, n) => {
    expect(expensesExceedRevenueAlerts({ expensesCents, revenueCents })).toHaveLength(n);
  });
});

describe('nonDeductibleExpenseAlerts', () => {
  it.each<[number, number, Record<string, number> | null]>([
    [0, 0, null],
    [LKR(2500), 1, { count: 1, amount: 2500 }],
    [LKR(4000.5), 2, { count: 2, amount: 4000.5 }],
  ])('%i cents over %i expenses', (nonDeductibleCents, count, params) => {
    const alerts = nonDeductibleExpenseAlerts({ nonDeductibleCents, count });
    expect(alerts[0]?.params ?? null).toEqual(params);
    if (params) expect(alerts[0].severity).toBe('info');
  });
});

describe('buildTaxAlerts', () => {
  const quiet: TaxAlertFacts = {
    vatRegistered: true,
    vatNumber: '123',
    quarterTurnoverCents: 0,
    annualTurnoverCents: 0,
    quarterlyThresholdCents: Q,
    annualThresholdCents: Y,
    closedPeriods: [],
    expensesCents: 0,
    revenueCents: 0,
    nonDeductibleCents: 0,
    nonDeductibleCount: 0,
  };
  it('is empty when nothing is wrong', () => {
    expect(buildTaxAlerts(quiet)).toEqual([]);
  });
  it('orders alerts before warnings before info', () => {
    const alerts = buildTaxAlerts({
      ...quiet,
      vatNumber: null,
      nonDeductibleCents: 100,
      nonDeductibleCount: 1,
      expensesCents: 5,
    });
    expect(alerts.map((a) => a.severity)).toEqual(['alert', 'warning', 'info']);
  });
});
