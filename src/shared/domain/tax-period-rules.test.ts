import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_CONFIG, computePeriodTax, isObsoleteSmeRate, type PeriodTaxInput } from './tax';
import { ssclLiableForPeriod, ssclRegisteredOn, ssclTurnover } from './sscl';

const LKR = (rupees: number) => rupees * 100;
const quarter = (input: Partial<PeriodTaxInput>): PeriodTaxInput => ({
  revenueCents: 0,
  vatCents: 0,
  nbtCents: 0,
  vatRegistered: true,
  costOfGoodsSoldCents: 0,
  expensesCents: 0,
  deductibleExpensesCents: 0,
  ssclLiable: false,
  months: 3,
  config: DEFAULT_TAX_CONFIG,
  ...input,
});

describe('SSCL follows registration, not the period turnover', () => {
  it.each<[string, Partial<PeriodTaxInput>, number, number]>([
    // 2.5% × 50% × 14,000,000 = 0.025 × 7,000,000 = 175,000: below the old 15M threshold, liable all the same
    ['a registered shop, a 14M quarter', { revenueCents: LKR(14_000_000), ssclLiable: true }, LKR(14_000_000), LKR(175_000)],
    // not registered: no levy, even above 15M (the alert asks it to register)
    ['an unregistered shop, a 20M quarter', { revenueCents: LKR(20_000_000), ssclLiable: false }, 0, 0],
    // Part IB exempt supplies (LP gas, medicines) out: 14M − 4M = 10M; 2.5% × 50% × 10M = 125,000
    [
      'Part IB exempt sales are left out',
      { revenueCents: LKR(14_000_000), ssclExemptTurnoverCents: LKR(4_000_000), ssclLiable: true },
      LKR(10_000_000),
      LKR(125_000),
    ],
    // a registered quarter with no sales owes nothing
    ['a registered quarter with no sales', { ssclLiable: true }, 0, 0],
  ])('%s', (_name, input, turnover, sscl) => {
    const r = computePeriodTax(quarter({ ...input, config: { ...DEFAULT_TAX_CONFIG, companyIncomeTaxRateBp: 0 } }));
    expect(r.ssclTurnoverCents).toBe(turnover);
    expect(r.ssclCents).toBe(sscl);
    expect(r.ssclApplies).toBe(input.ssclLiable);
  });

  const reg = (ssclRegisteredFrom: string | null, ssclCancelledFrom: string | null = null) => ({ ssclRegisteredFrom, ssclCancelledFrom });
  const q3 = { firstDay: '2026-10-01', lastDay: '2026-12-31' };
  it.each<[string, ReturnType<typeof reg>, boolean]>([
    ['never registered', reg(null), false],
    ['registered before the quarter', reg('2025-04-01'), true],
    ['registered within the quarter: the quarter is liable', reg('2026-11-15'), true],
    ['registered on its last day', reg('2026-12-31'), true],
    ['registered after it', reg('2027-01-01'), false],
    ['cancelled before it', reg('2025-04-01', '2026-07-01'), false],
    ['cancelled on its first day', reg('2025-04-01', '2026-10-01'), false],
    ['cancelled within it: still liable', reg('2025-04-01', '2026-11-01'), true],
    ['cancelled after it', reg('2025-04-01', '2027-04-01'), true],
  ])('%s', (_name, registration, liable) => {
    expect(ssclLiableForPeriod(registration, q3)).toBe(liable);
  });

  it('registered on a day: from the registration date until the cancellation', () => {
    expect(ssclRegisteredOn(reg('2026-04-01', '2027-04-01'), '2026-03-31')).toBe(false);
    expect(ssclRegisteredOn(reg('2026-04-01', '2027-04-01'), '2026-04-01')).toBe(true);
    expect(ssclRegisteredOn(reg('2026-04-01', '2027-04-01'), '2027-04-01')).toBe(false);
  });

  it('the levy turnover never goes below 0', () => {
    expect(ssclTurnover({ revenueCents: LKR(100), partIbExemptCents: LKR(150) })).toBe(0);
  });
});

describe('input VAT only for a VAT-registered shop', () => {
  it.each<[string, boolean, number, number, number, number]>([
    // registered: 180,000 − 100,000 − 20,000 = 60,000 payable
    ['registered: input VAT and the credit are claimed', true, LKR(180_000), LKR(100_000), LKR(20_000), LKR(60_000)],
    // registered, more input than output: 50,000 − 80,000 = −30,000 → 30,000 carried forward
    ['registered: the excess is carried forward', true, LKR(50_000), LKR(80_000), 0, 0],
    // unregistered: no output VAT on its sales, its purchases' VAT is cost: nothing claimed or carried
    ['unregistered: no credit, nothing carried forward', false, 0, LKR(100_000), LKR(20_000), 0],
  ])('%s', (_name, vatRegistered, vatCents, inputVatCents, vatCreditBroughtForwardCents, payable) => {
    const r = computePeriodTax(quarter({ vatRegistered, vatCents, inputVatCents, vatCreditBroughtForwardCents }));
    expect(r.vatPayableCents).toBe(payable);
    if (vatRegistered) {
      expect(r.inputVatCents).toBe(inputVatCents);
      expect(r.vatCreditCarriedForwardCents).toBe(Math.max(0, inputVatCents + vatCreditBroughtForwardCents - vatCents));
    } else {
      expect(r).toMatchObject({ inputVatCents: 0, vatCreditBroughtForwardCents: 0, vatCreditCarriedForwardCents: 0 });
    }
  });
});

describe('income tax on profit: sales net of VAT − cost of goods sold − deductible expenses', () => {
  it.each<[string, number, number, number, number, number]>([
    // 6,000,000 − 4,800,000 − 500,000 = 700,000; company 30% × 700,000 = 210,000
    ['6M sales, 4.8M cost of goods, 0.5M expenses', LKR(6_000_000), LKR(4_800_000), LKR(500_000), LKR(700_000), LKR(210_000)],
    // 1,000,000 − 900,000 − 200,000 = −100,000: a loss owes nothing
    ['a loss after the cost of goods', LKR(1_000_000), LKR(900_000), LKR(200_000), LKR(-100_000), 0],
    // 2,000,000 − 0 − 0 = 2,000,000; 30% = 600,000
    ['services only, no goods', LKR(2_000_000), 0, 0, LKR(2_000_000), LKR(600_000)],
  ])('%s', (_name, revenueCents, costOfGoodsSoldCents, deductibleExpensesCents, taxable, tax) => {
    const r = computePeriodTax(
      quarter({ revenueCents, costOfGoodsSoldCents, deductibleExpensesCents, expensesCents: deductibleExpensesCents }),
    );
    expect(r.taxableIncomeCents).toBe(taxable);
    expect(r.incomeTaxCents).toBe(tax);
  });

  it.each<[number, number, boolean]>([
    [1400, 2024, false], // 2024/25: the 14% SME rate still applied
    [1400, 2025, true], // 2025/26 onwards: obsolete
    [1400, 2026, true],
    [3000, 2026, false], // the standard company rate is never flagged
  ])('rate %i bp in the year of assessment from %i: obsolete %s', (rateBp, startYear, obsolete) => {
    expect(isObsoleteSmeRate(rateBp, startYear)).toBe(obsolete);
  });
});
