import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_INDIVIDUAL_SLABS,
  DEFAULT_TAX_CONFIG,
  checkVatThreshold,
  computeIncomeTax,
  computeSscl,
  parseTaxPeriod,
  type IncomeTaxSlab,
  type VatThresholdLevel,
} from './tax';

const LKR = (rupees: number) => rupees * 100;

describe('DEFAULT_TAX_CONFIG', () => {
  it('seeds the 2026 rates', () => {
    expect(DEFAULT_TAX_CONFIG).toEqual({
      vatRateBp: 1800,
      nbtRateBp: 0,
      ssclRateBp: 250,
      ssclLiableShareBp: 5000,
      annualVatThresholdCents: LKR(60_000_000),
      quarterlyVatThresholdCents: LKR(15_000_000),
      incomeTaxMode: 'company',
      companyIncomeTaxRateBp: 3000,
    });
    expect(Object.isFrozen(DEFAULT_TAX_CONFIG)).toBe(true);
  });
});

describe('computeSscl', () => {
  it.each<[number, number | undefined, number | undefined, number, number]>([
    [LKR(120_000_000), undefined, undefined, LKR(60_000_000), LKR(1_500_000)],
    [LKR(1_000_000), undefined, undefined, LKR(500_000), LKR(12_500)],
    [0, undefined, undefined, 0, 0],
    [-500, undefined, undefined, 0, 0],
    [1, undefined, undefined, 1, 0], // liable 0.5 → 1 cent; levy 0.025 → 0
    [41, undefined, undefined, 21, 1], // liable 20.5 → 21; levy 0.525 → 1
    [LKR(1_000_000), 250, 10_000, LKR(1_000_000), LKR(25_000)], // a non-retail business: all liable
    [LKR(1_000_000), 0, 5000, LKR(500_000), 0],
  ])('turnover %d (rate %s, share %s) → liable %d, levy %d', (turnover, rateBp, liableShareBp, liable, levy) => {
    expect(computeSscl({ turnoverCents: turnover, rateBp, liableShareBp })).toEqual({
      liableTurnoverCents: liable,
      ssclCents: levy,
    });
  });

  it('rejects malformed input', () => {
    expect(() => computeSscl({ turnoverCents: 0.5 })).toThrow(RangeError);
    expect(() => computeSscl({ turnoverCents: 100, rateBp: -1 })).toThrow(RangeError);
  });
});

describe('computeIncomeTax, company', () => {
  it.each<[number, number | undefined, number]>([
    [LKR(1_000_000), undefined, LKR(300_000)],
    [LKR(1_000_000), 1400, LKR(140_000)], // the old SME rate, still selectable
    [0, undefined, 0],
    [LKR(-50_000), undefined, 0], // a loss owes nothing
    [5, undefined, 2], // 1.5 → 2
    [1, undefined, 0], // 0.3 → 0
  ])('income %d at %s bp → %d', (income, companyRateBp, expected) => {
    const result = computeIncomeTax({ mode: 'company', taxableIncomeCents: income, companyRateBp });
    expect(result.taxCents).toBe(expected);
    expect(result.bands).toHaveLength(1);
  });
});

describe('computeIncomeTax, individual (2025/26 slabs)', () => {
  it.each<[number, number]>([
    [0, 0],
    [LKR(-100_000), 0],
    [LKR(1_800_000), 0], // exactly the relief
    [LKR(1_800_000) + 1, 0], // one cent over: 0.06 cent → 0
    [LKR(1_800_000) + 9, 1], // 0.54 cent → 1
    [LKR(2_800_000), LKR(60_000)],
    [LKR(3_300_000), LKR(150_000)],
    [LKR(3_800_000), LKR(270_000)],
    [LKR(4_300_000), LKR(420_000)],
    [LKR(5_300_000), LKR(780_000)],
    [LKR(10_000_000), LKR(420_000) + LKR(5_700_000) * 0.36],
  ])('a year on %d cents → %d cents', (income, expected) => {
    const result = computeIncomeTax({ mode: 'individual', taxableIncomeCents: income });
    expect(result.taxCents).toBe(expected);
    expect(result.bands).toHaveLength(DEFAULT_INDIVIDUAL_SLABS.length);
    expect(result.bands.reduce((a, b) => a + b.taxCents, 0)).toBe(result.taxCents);
  });

  it('pro-rates the slabs to a quarter exactly', () => {
    const quarter = parseTaxPeriod('2026-Q3');
    const result = computeIncomeTax({
      mode: 'individual',
      taxableIncomeCents: LKR(1_000_000),
      periodFraction: quarter.months / 12,
    });
    // A quarter of 4,000,000 a year: (270,000 + 200,000 × 30%) / 4.
    expect(result.taxCents).toBe(LKR(82_500));
    expect(result.bands.map((b) => b.toCents)).toEqual([LKR(450_000), LKR(700_000), LKR(825_000), LKR(950_000), LKR(1_075_000), null]);
  });

  it('pro-rates the slabs to a month, rounding widths to the cent', () => {
    const result = computeIncomeTax({
      mode: 'individual',
      taxableIncomeCents: LKR(150_000),
      periodFraction: 1 / 12,
    });
    expect(result.taxCents).toBe(0); // exactly a month's relief
    expect(result.bands.map((b) => b.toCents)).toEqual([
      15_000_000,
      23_333_333, // + 8,333,333.33
      27_500_000, // + 4,166,666.67
      31_666_667,
      35_833_333, // 430,000,000 / 12 = 35,833,333.33
      null,
    ]);
  });

  it('accepts other slabs and rejects slabs without an open top band', () => {
    const slabs: IncomeTaxSlab[] = [
      { widthCents: 100, rateBp: 0 },
      { widthCents: null, rateBp: 1000 },
    ];
    expect(computeIncomeTax({ mode: 'individual', taxableIncomeCents: 1100, slabs }).taxCents).toBe(100);
    expect(() =>
      computeIncomeTax({
        mode: 'individual',
        taxableIncomeCents: 1,
        slabs: [{ widthCents: 100, rateBp: 0 }],
      }),
    ).toThrow(RangeError);
    expect(() =>
      computeIncomeTax({
        mode: 'individual',
        taxableIncomeCents: 1,
        slabs: [
          { widthCents: null, rateBp: 0 },
          { widthCents: null, rateBp: 10 },
        ],
      }),
    ).toThrow(RangeError);
    expect(() => computeIncomeTax({ mode: 'individual', taxableIncomeCents: 1, periodFraction: 0 })).toThrow(RangeError);
  });

  it('is monotonic and never above the top rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e12 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom(1, 3 / 12, 1 / 12, 0.5),
        (income, extra, periodFraction) => {
          const tax = (value: number) => computeIncomeTax({ mode: 'individual', taxableIncomeCents: value, periodFraction }).taxCents;
          const base = tax(income);
          expect(tax(income + extra)).toBeGreaterThanOrEqual(base);
          expect(base).toBeGreaterThanOrEqual(0);
          expect(base).toBeLessThanOrEqual(Math.max(0, income) * 0.36 + DEFAULT_INDIVIDUAL_SLABS.length);
        },
      ),
    );
  });
});

describe('checkVatThreshold', () => {
  const annual = DEFAULT_TAX_CONFIG.annualVatThresholdCents;
  it.each<[number, number, VatThresholdLevel, number]>([
    [0, annual, 'ok', 0],
    [-100, annual, 'ok', 0],
    [annual * 0.8 - 1, annual, 'ok', (annual * 0.8 - 1) / annual],
    [annual * 0.8, annual, 'approaching', 0.8], // exactly 80%
    [annual, annual, 'approaching', 1], // exactly the threshold: not yet exceeded
    [annual + 1, annual, 'over', (annual + 1) / annual], // one cent over
    [5, 7, 'ok', 5 / 7], // 80% of 7 cents is 5.6
    [6, 7, 'approaching', 6 / 7],
  ])('turnover %d against %d → %s', (turnoverCents, thresholdCents, level, ratio) => {
    const result = checkVatThreshold({ turnoverCents, thresholdCents });
    expect(result.level).toBe(level);
    expect(result.ratio).toBeCloseTo(ratio, 12);
  });

  it('rejects a zero threshold', () => {
    expect(() => checkVatThreshold({ turnoverCents: 1, thresholdCents: 0 })).toThrow(RangeError);
  });

  it('agrees with the ratio', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), fc.integer({ min: 1, max: 1e11 }), (turnoverCents, thresholdCents) => {
        const { level } = checkVatThreshold({ turnoverCents, thresholdCents });
        const expected: VatThresholdLevel =
          BigInt(turnoverCents) > BigInt(thresholdCents)
            ? 'over'
            : BigInt(turnoverCents) * 10n >= BigInt(thresholdCents) * 8n
              ? 'approaching'
              : 'ok';
        expect(level).toBe(expected);
      }),
    );
  });
});
