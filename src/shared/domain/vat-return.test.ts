import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_CONFIG, computePeriodTax } from './tax';
import { vatThresholdAlerts } from './tax-alerts';
import { computeVatPayable, ssclNote, taxableTurnover } from './vat-return';

const LKR = (rupees: number) => rupees * 100;

describe('computeVatPayable: output − input − credit brought forward, never negative', () => {
  // output, input, brought forward → payable, carried forward
  it.each<[number, number, number, number, number]>([
    [LKR(18_000), 0, 0, LKR(18_000), 0],
    [LKR(18_000), LKR(5_400), 0, LKR(12_600), 0],
    [LKR(18_000), LKR(5_400), LKR(2_600), LKR(10_000), 0],
    [LKR(18_000), LKR(18_000), 0, 0, 0], // exactly balanced: nothing either way
    [LKR(5_000), 725_050, 0, 0, LKR(2_250.5)], // more input than output: a credit, not a refund
    [LKR(5_000), LKR(1_000), LKR(6_000), 0, LKR(2_000)], // the credit brought forward outweighs what is left
    [0, 0, LKR(300), 0, LKR(300)], // no sales: the whole credit carries on
    [1, 0, 0, 1, 0],
  ])('output %i input %i b/f %i', (outputVatCents, inputVatCents, creditBroughtForwardCents, payable, carried) => {
    expect(computeVatPayable({ outputVatCents, inputVatCents, creditBroughtForwardCents })).toEqual({
      vatPayableCents: payable,
      creditCarriedForwardCents: carried,
    });
  });

  it('refuses a negative input VAT or credit', () => {
    expect(() => computeVatPayable({ outputVatCents: 0, inputVatCents: -1, creditBroughtForwardCents: 0 })).toThrow(RangeError);
    expect(() => computeVatPayable({ outputVatCents: 0, inputVatCents: 0, creditBroughtForwardCents: -1 })).toThrow(RangeError);
  });
});

describe('ssclNote explains a calculation stored when SSCL followed a threshold', () => {
  it.each<[number, number, string]>([
    [
      LKR(4_000_000),
      LKR(5_000_000),
      'Turnover LKR 4,000,000.00 is below the SSCL threshold LKR 5,000,000.00 for this period, so SSCL does not apply.',
    ],
    [
      LKR(5_000_000),
      LKR(5_000_000),
      'Turnover LKR 5,000,000.00 is not above the SSCL threshold LKR 5,000,000.00 for this period, so SSCL does not apply.',
    ],
  ])('turnover %i against %i', (turnoverCents, thresholdCents, note) => {
    expect(ssclNote(turnoverCents, thresholdCents)).toBe(note);
  });
});

describe('taxableTurnover leaves exempt sales out', () => {
  it.each<[number, number, number]>([
    [LKR(1_000), 0, LKR(1_000)],
    [LKR(1_000), LKR(400), LKR(600)], // rice and bread sold: not taxable supplies
    [LKR(1_000), LKR(1_000), 0],
    [LKR(1_000), LKR(1_200), 0], // never below 0
  ])('turnover %i, exempt %i → %i', (turnoverCents, exemptTurnoverCents, expected) => {
    expect(taxableTurnover({ turnoverCents, exemptTurnoverCents })).toBe(expected);
  });
});

describe('computePeriodTax with input VAT, a credit and SSCL registration', () => {
  const base = {
    nbtCents: 0,
    costOfGoodsSoldCents: 0,
    expensesCents: 0,
    deductibleExpensesCents: 0,
    vatRegistered: true,
    config: DEFAULT_TAX_CONFIG,
  };

  it('a month not SSCL-registered: VAT payable after input VAT and the credit; no SSCL, and why', () => {
    const r = computePeriodTax({
      ...base,
      revenueCents: LKR(1_000_000),
      exemptTurnoverCents: LKR(200_000),
      vatCents: LKR(144_000),
      inputVatCents: LKR(54_000),
      vatCreditBroughtForwardCents: LKR(10_000),
      ssclLiable: false,
      months: 1,
    });
    // VAT: 144,000 − 54,000 − 10,000 = 80,000; income tax 30% × 1,000,000 = 300,000
    expect(r).toMatchObject({
      vatPayableCents: LKR(80_000),
      vatCreditCarriedForwardCents: 0,
      taxableTurnoverCents: LKR(800_000),
      ssclApplies: false,
      ssclNotLiableReason: 'not_registered',
      ssclCents: 0,
      liableTurnoverCents: 0,
      incomeTaxCents: LKR(300_000),
      totalTaxCents: LKR(80_000 + 300_000),
    });
  });

  it('a registered quarter: SSCL on the whole turnover; a credit carried forward adds nothing to the total', () => {
    const r = computePeriodTax({
      ...base,
      revenueCents: LKR(20_000_000),
      vatCents: LKR(1_000_000),
      inputVatCents: LKR(1_500_000),
      ssclLiable: true,
      months: 3,
      config: { ...DEFAULT_TAX_CONFIG, incomeTaxMode: 'company', companyIncomeTaxRateBp: 0 },
    });
    // SSCL: 2.5% × 50% × 20,000,000 = 250,000
    expect(r).toMatchObject({
      vatPayableCents: 0,
      vatCreditCarriedForwardCents: LKR(500_000),
      ssclApplies: true,
      ssclNotLiableReason: null,
      ssclCents: LKR(250_000),
      totalTaxCents: LKR(250_000),
    });
  });
});

describe('the VAT threshold alerts measure taxable turnover: exempt sales out, zero-rated in', () => {
  const Q = LKR(15_000_000);
  const Y = LKR(60_000_000);
  it.each<[string, number, number, number, number, string[]]>([
    ['over the quarter with exempt sales counted, under 80% without them', Q + LKR(1_000_000), LKR(5_000_000), 0, 0, []],
    ['still over after the exempt sales are taken out', Q + LKR(5_000_000), LKR(4_000_000), 0, 0, ['alert:vat_threshold_quarter_over']],
    ['approaching once exempt sales are out', Q, LKR(2_000_000), 0, 0, ['warning:vat_threshold_quarter_approaching']],
    ['12 months: exempt sales taken out of the annual window too', 0, 0, Y + LKR(1), LKR(2), ['warning:vat_threshold_annual_approaching']],
  ])('%s', (_name, quarter, quarterExempt, annual, annualExempt, expected) => {
    const alerts = vatThresholdAlerts({
      vatRegistered: false,
      quarterTurnoverCents: quarter,
      quarterExemptCents: quarterExempt,
      annualTurnoverCents: annual,
      annualExemptCents: annualExempt,
      quarterlyThresholdCents: Q,
      annualThresholdCents: Y,
    });
    expect(alerts.map((a) => `${a.severity}:${a.code}`)).toEqual(expected);
  });
});
