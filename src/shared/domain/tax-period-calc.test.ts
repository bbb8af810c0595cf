import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_CONFIG, computePeriodTax, computeProfitSnapshot, type PeriodTaxInput } from './tax';

const LKR = (rupees: number) => rupees * 100;
// These rows test SSCL and income tax for a VAT- and SSCL-registered shop with no cost of goods;
// registration and cost of goods are tested in tax-period-rules.test.ts.
const company = DEFAULT_TAX_CONFIG;
type Row = Omit<PeriodTaxInput, 'vatRegistered' | 'costOfGoodsSoldCents' | 'ssclLiable'>;
const registered = (input: Row): PeriodTaxInput => ({ vatRegistered: true, costOfGoodsSoldCents: 0, ssclLiable: true, ...input });
const individual = { ...company, incomeTaxMode: 'individual' as const };

describe('computePeriodTax', () => {
  it.each<[string, Row, Partial<ReturnType<typeof computePeriodTax>>]>([
    [
      'company 30%, a month',
      {
        revenueCents: LKR(1_000_000),
        vatCents: LKR(180_000),
        nbtCents: 0,
        expensesCents: LKR(300_000),
        deductibleExpensesCents: LKR(250_000),
        months: 1,
        config: company,
      },
      // SSCL: 2.5% × 50% × 1,000,000 = 12,500; income tax: 30% × 750,000 = 225,000
      {
        ssclCents: LKR(12_500),
        liableTurnoverCents: LKR(500_000),
        taxableIncomeCents: LKR(750_000),
        incomeTaxCents: LKR(225_000),
        totalTaxCents: LKR(180_000 + 12_500 + 225_000),
      },
    ],
    [
      'the 14% SME rate is selectable',
      {
        revenueCents: LKR(100_000),
        vatCents: 0,
        nbtCents: LKR(2_000),
        expensesCents: 0,
        deductibleExpensesCents: 0,
        months: 3,
        config: { ...company, companyIncomeTaxRateBp: 1400 },
      },
      {
        ssclCents: LKR(1_250),
        liableTurnoverCents: LKR(50_000),
        taxableIncomeCents: LKR(100_000),
        incomeTaxCents: LKR(14_000),
        totalTaxCents: LKR(2_000 + 1_250 + 14_000),
      },
    ],
    [
      'a loss owes no income tax',
      {
        revenueCents: LKR(10_000),
        vatCents: LKR(1_800),
        nbtCents: 0,
        expensesCents: LKR(50_000),
        deductibleExpensesCents: LKR(40_000),
        months: 1,
        config: company,
      },
      {
        ssclCents: LKR(125),
        liableTurnoverCents: LKR(5_000),
        taxableIncomeCents: LKR(-30_000),
        incomeTaxCents: 0,
        totalTaxCents: LKR(1_800 + 125),
      },
    ],
    [
      'individual slabs pro-rated to a month: 150,000 relief, 83,333.33 at 6%',
      // monthly bounds: 1,800,000/12 = 150,000; 2,800,000/12 = 233,333.33; income 200,000 → 50,000 × 6% = 3,000
      { revenueCents: LKR(200_000), vatCents: 0, nbtCents: 0, expensesCents: 0, deductibleExpensesCents: 0, months: 1, config: individual },
      {
        ssclCents: LKR(2_500),
        liableTurnoverCents: LKR(100_000),
        taxableIncomeCents: LKR(200_000),
        incomeTaxCents: LKR(3_000),
        totalTaxCents: LKR(5_500),
      },
    ],
    [
      'individual slabs pro-rated to a quarter',
      // quarter bounds: 450,000 / 700,000 / 825,000; income 800,000 → 250,000×6% + 100,000×18% = 15,000 + 18,000
      { revenueCents: LKR(800_000), vatCents: 0, nbtCents: 0, expensesCents: 0, deductibleExpensesCents: 0, months: 3, config: individual },
      {
        ssclCents: LKR(10_000),
        liableTurnoverCents: LKR(400_000),
        taxableIncomeCents: LKR(800_000),
        incomeTaxCents: LKR(33_000),
        totalTaxCents: LKR(43_000),
      },
    ],
  ])('%s', (_name, input, expected) => {
    expect(computePeriodTax(registered(input))).toMatchObject({
      ...expected,
      ssclApplies: true,
      ssclNotLiableReason: null,
      vatCreditCarriedForwardCents: 0,
    });
  });

  it.each([0, 13, 1.5])('rejects %s months', (months) => {
    expect(() =>
      computePeriodTax({
        vatRegistered: true,
        costOfGoodsSoldCents: 0,
        ssclLiable: true,
        revenueCents: 0,
        vatCents: 0,
        nbtCents: 0,
        expensesCents: 0,
        deductibleExpensesCents: 0,
        months,
        config: company,
      }),
    ).toThrow(RangeError);
  });
});

describe('computeProfitSnapshot', () => {
  // revenue, cost of goods sold, expenses → gross profit, net profit, margin %
  it.each<[number, number, number, number, number, number]>([
    [LKR(1000), 0, LKR(250), LKR(1000), LKR(750), 75],
    [LKR(3000), 0, LKR(1000), LKR(3000), LKR(2000), 66.7],
    [LKR(3000), 0, LKR(2000), LKR(3000), LKR(1000), 33.3],
    [LKR(1000), 0, LKR(1500), LKR(1000), LKR(-500), -50],
    [0, 0, LKR(10), 0, LKR(-10), 0],
    [100_000, 0, 99_950, 100_000, 50, 0.1], // 0.05% rounds half away from zero to 0.1
    [100_000, 0, 99_960, 100_000, 40, 0],
    [LKR(100), LKR(60), 0, LKR(40), LKR(40), 40], // bought at 60, sold at 100
    [LKR(1000), LKR(600), LKR(100), LKR(400), LKR(300), 30], // net = sales − cost of goods − expenses
    [LKR(100), LKR(120), 0, LKR(-20), LKR(-20), -20], // sold below cost
    [0, LKR(5), 0, LKR(-5), LKR(-5), 0],
  ])('revenue %i cost %i expenses %i', (revenueCents, costOfGoodsSoldCents, expensesCents, gross, net, margin) => {
    expect(computeProfitSnapshot({ revenueCents, costOfGoodsSoldCents, expensesCents })).toEqual({
      grossProfitCents: gross,
      netProfitCents: net,
      profitMarginPercent: margin,
    });
  });
});
