import { describe, expect, it } from 'vitest';
import { shiftReport, type ShiftReportInput } from './shift-report';

const base: ShiftReportInput = {
  openingFloatCents: 0,
  cashSalesCents: 0,
  cashRefundsCents: 0,
  cashInCents: 0,
  cashOutCents: 0,
  countedCashCents: null,
  salesCount: 0,
  totalCents: 0,
  discountCents: 0,
  vatCents: 0,
  refundsCents: 0,
  byMethod: [],
};

describe('shiftReport: the drawer', () => {
  // [name, float, cash sales, cash refunds, in, out, counted, expected, over/short]
  it.each<[string, number, number, number, number, number, number | null, number, number | null]>([
    ['an empty shift, nothing counted (X)', 0, 0, 0, 0, 0, null, 0, null],
    ['float only, counted exactly', 5_000_00, 0, 0, 0, 0, 5_000_00, 5_000_00, 0],
    ['float + cash sales − cash out, exact', 5_000_00, 12_345_67, 0, 0, 2_000_00, 15_345_67, 15_345_67, 0],
    ['one cent short', 5_000_00, 12_345_67, 0, 0, 2_000_00, 15_345_66, 15_345_67, -1],
    ['over by 100.50', 1_000_00, 500_00, 0, 250_00, 0, 1_850_50, 1_750_00, 100_50],
    ['refunds paid out in cash', 2_000_00, 3_000_00, 450_00, 0, 0, 4_550_00, 4_550_00, 0],
    ['more out than in: expected below zero', 0, 0, 0, 0, 300_00, 0, -300_00, 300_00],
    ['a large shift', 10_000_00, 9_876_543_21, 12_34, 1_00, 5_000_000_00, 4_886_531_87, 4_886_531_87, 0],
  ])('%s', (_name, float, cashSales, cashRefunds, cashIn, cashOut, counted, expected, overShort) => {
    const r = shiftReport({
      ...base,
      openingFloatCents: float,
      cashSalesCents: cashSales,
      cashRefundsCents: cashRefunds,
      cashInCents: cashIn,
      cashOutCents: cashOut,
      countedCashCents: counted,
    });
    expect(r.expectedCashCents).toBe(expected);
    expect(r.countedCashCents).toBe(counted);
    expect(r.overShortCents).toBe(overShort);
  });
});

describe('shiftReport: the sales', () => {
  // [name, count, totals, discounts, refunds, vat, gross, net]
  it.each<[string, number, number, number, number, number, number, number]>([
    ['no sales', 0, 0, 0, 0, 0, 0, 0],
    ['sales without discounts', 3, 1_357_00, 0, 0, 207_00, 1_357_00, 1_357_00],
    ['discounts add back to gross, net is what was charged', 2, 1_000_00, 50_00, 0, 152_54, 1_050_00, 1_000_00],
    ['refunds come off net', 4, 2_000_00, 0, 300_00, 0, 2_000_00, 1_700_00],
  ])('%s', (_name, count, totals, discounts, refunds, vat, gross, net) => {
    const r = shiftReport({
      ...base,
      salesCount: count,
      totalCents: totals,
      discountCents: discounts,
      refundsCents: refunds,
      vatCents: vat,
    });
    expect(r).toMatchObject({ salesCount: count, grossSalesCents: gross, discountCents: discounts, refundsCents: refunds, vatCents: vat });
    expect(r.netSalesCents).toBe(net);
  });

  it('lists the methods used in the report order, summing repeats', () => {
    const r = shiftReport({
      ...base,
      byMethod: [
        { method: 'credit', count: 1, amountCents: 500_00 },
        { method: 'cash', count: 2, amountCents: 300_00 },
        { method: 'card', count: 1, amountCents: 200_00 },
        { method: 'cash', count: 1, amountCents: 1_00 },
      ],
    });
    expect(r.byMethod).toEqual([
      { method: 'cash', count: 3, amountCents: 301_00 },
      { method: 'card', count: 1, amountCents: 200_00 },
      { method: 'credit', count: 1, amountCents: 500_00 },
    ]);
  });

  it('lists refunds by method like the sales, and the voids; none given: empty (a Z stored before returns)', () => {
    const r = shiftReport({
      ...base,
      openingFloatCents: 1_000_00,
      cashSalesCents: 2_500_00,
      cashRefundsCents: 700_00,
      refundsCents: 1_200_00,
      refundsByMethod: [
        { method: 'card', count: 1, amountCents: 500_00 },
        { method: 'cash', count: 2, amountCents: 700_00 },
      ],
      voids: { count: 1, amountCents: 500_00 },
    });
    expect(r.refundsByMethod).toEqual([
      { method: 'cash', count: 2, amountCents: 700_00 },
      { method: 'card', count: 1, amountCents: 500_00 },
    ]);
    expect(r.voids).toEqual({ count: 1, amountCents: 500_00 });
    expect(r.expectedCashCents).toBe(2_800_00);
    expect(shiftReport(base)).toMatchObject({ refundsByMethod: [], voids: { count: 0, amountCents: 0 } });
  });

  it.each<[string, Partial<ShiftReportInput>]>([
    ['a fractional cent', { cashSalesCents: 0.5 }],
    ['a negative float', { openingFloatCents: -1 }],
    ['a negative counted cash', { countedCashCents: -1 }],
    ['an unsafe integer', { totalCents: 2 ** 53 }],
    ['a negative method amount', { byMethod: [{ method: 'card', count: 1, amountCents: -5 }] }],
    ['a negative refund amount', { refundsByMethod: [{ method: 'cash', count: 1, amountCents: -5 }] }],
    ['a negative void count', { voids: { count: -1, amountCents: 0 } }],
  ])('refuses %s', (_name, patch) => {
    expect(() => shiftReport({ ...base, ...patch })).toThrow(RangeError);
  });
});
