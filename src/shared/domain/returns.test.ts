import { describe, expect, it } from 'vitest';
import {
  checkRefunds,
  pointsToReverse,
  returnedShare,
  returnLineError,
  returnTotals,
  returnWithinCashierLimit,
  reversePoints,
  saleStatusAfterReturns,
  type ReturnableLine,
} from './returns';

/** 3 × 1,180.00 incl. VAT 18 less a 5% cart discount: 3,363.00, VAT 513.00, discount share 177.00. */
const line: ReturnableLine = {
  quantity: 3000,
  returnedQuantity: 0,
  unit: 'pieces',
  lineTotalCents: 336_300,
  vatCents: 51_300,
  nbtCents: 0,
  discountShareCents: 17_700,
  lineCostCents: 240_000,
};

describe('returnLineError', () => {
  it.each([
    ['one of three', line, 1000, null],
    ['all three', line, 3000, null],
    ['more than sold', line, 4000, 'EXCEEDS_SOLD'],
    ['more than is left', { ...line, returnedQuantity: 2000 }, 2000, 'EXCEEDS_SOLD'],
    ['the last one', { ...line, returnedQuantity: 2000 }, 1000, null],
    ['half a counted item', line, 500, 'NOT_WHOLE'],
    ['zero', line, 0, 'NOT_POSITIVE'],
    ['negative', line, -1000, 'NOT_POSITIVE'],
    ['not an integer', line, 1000.5, 'NOT_POSITIVE'],
    ['250 g of 1.5 kg', { ...line, unit: 'kg' as const, quantity: 1500 }, 250, null],
  ] as const)('%s', (_name, l, q, want) => {
    expect(returnLineError(l, q)).toBe(want);
  });
});

describe('returnedShare', () => {
  it('one of three: a third of the total, VAT, discount share and cost; the net is total − VAT − NBT', () => {
    expect(returnedShare(line, 1000)).toEqual({
      quantity: 1000,
      subtotalCents: 95_000,
      vatCents: 17_100,
      nbtCents: 0,
      totalCents: 112_100,
      discountShareCents: 5_900,
      costCents: 80_000,
    });
  });

  it.each([
    ['1 + 1 + 1', [1000, 1000, 1000]],
    ['2 + 1', [2000, 1000]],
    ['1 + 2', [1000, 2000]],
  ])('parts add up to the line exactly, in any order (%s) — with amounts that do not divide evenly', (_name, parts) => {
    const odd: ReturnableLine = { ...line, lineTotalCents: 100_001, vatCents: 15_254, nbtCents: 1_001, discountShareCents: 1_003 };
    let returned = 0;
    const shares = parts.map((q) => {
      const s = returnedShare({ ...odd, returnedQuantity: returned }, q);
      returned += q;
      return s;
    });
    const t = returnTotals(shares);
    expect(t).toEqual({
      subtotalCents: 100_001 - 15_254 - 1_001,
      vatCents: 15_254,
      nbtCents: 1_001,
      discountCents: 1_003,
      totalCents: 100_001,
      costCents: 240_000,
    });
    // Each part is within a cent of its proportion.
    for (const s of shares) expect(Math.abs(s.totalCents - (100_001 * s.quantity) / 3000)).toBeLessThanOrEqual(1);
  });

  it('refuses what may not be returned', () => {
    expect(() => returnedShare(line, 4000)).toThrow(RangeError);
  });
});

describe('pointsToReverse and reversePoints', () => {
  it.each([
    ['half of the value', { pointsEarned: 2000, saleTotalCents: 200_000, returnedBeforeCents: 0, returnCents: 100_000 }, 1000],
    ['the rest', { pointsEarned: 2000, saleTotalCents: 200_000, returnedBeforeCents: 100_000, returnCents: 100_000 }, 1000],
    [
      'thirds round down, the last takes the rest',
      { pointsEarned: 100, saleTotalCents: 300, returnedBeforeCents: 200, returnCents: 100 },
      34,
    ],
    ['a first third', { pointsEarned: 100, saleTotalCents: 300, returnedBeforeCents: 0, returnCents: 100 }, 33],
    ['no points earned', { pointsEarned: 0, saleTotalCents: 300, returnedBeforeCents: 0, returnCents: 100 }, 0],
    ['a sale of 0', { pointsEarned: 5, saleTotalCents: 0, returnedBeforeCents: 0, returnCents: 0 }, 0],
    ['never past the sale', { pointsEarned: 100, saleTotalCents: 300, returnedBeforeCents: 300, returnCents: 100 }, 0],
  ])('%s', (_name, o, want) => {
    expect(pointsToReverse(o)).toBe(want);
  });

  it.each([
    [1000, 400, { taken: 400, shortfall: 0 }],
    [200, 1000, { taken: 200, shortfall: 800 }],
    [0, 50, { taken: 0, shortfall: 50 }],
    [-5, 50, { taken: 0, shortfall: 50 }],
  ])('balance %i, %i points: %o', (balance, points, want) => {
    expect(reversePoints(balance, points)).toEqual(want);
  });
});

describe('checkRefunds', () => {
  const cash = (amountCents: number) => ({ method: 'cash', amountCents });
  const credit = (amountCents: number) => ({ method: 'credit', amountCents });
  const walkIn = { onCredit: false, debtCents: 0, hasCustomer: false };
  it.each([
    ['cash, exact', 1000, [cash(1000)], walkIn, { error: null, creditTo: null, creditCents: 0 }],
    ['short', 1000, [cash(999)], walkIn, { error: 'REFUNDS_MISMATCH', creditTo: null, creditCents: 0 }],
    ['over', 1000, [cash(600), cash(401)], walkIn, { error: 'REFUNDS_MISMATCH', creditTo: null, creditCents: 0 }],
    ['nothing for a return of 0', 0, [], walkIn, { error: null, creditTo: null, creditCents: 0 }],
    ['credit for a walk-in', 1000, [credit(1000)], walkIn, { error: 'CREDIT_NO_CUSTOMER', creditTo: null, creditCents: 1000 }],
    [
      'off the debt',
      1000,
      [credit(1000)],
      { onCredit: true, debtCents: 5000, hasCustomer: false },
      { error: null, creditTo: 'debt', creditCents: 1000 },
    ],
    [
      'more than is owed',
      1000,
      [credit(1000)],
      { onCredit: true, debtCents: 500, hasCustomer: false },
      { error: 'CREDIT_TOO_HIGH', creditTo: 'debt', creditCents: 1000 },
    ],
    [
      'owed part, the rest in cash',
      1000,
      [credit(500), cash(500)],
      { onCredit: true, debtCents: 500, hasCustomer: true },
      { error: null, creditTo: 'debt', creditCents: 500 },
    ],
    [
      'store credit',
      1000,
      [credit(1000)],
      { onCredit: false, debtCents: 0, hasCustomer: true },
      { error: null, creditTo: 'store', creditCents: 1000 },
    ],
    [
      'a paid-off credit sale of a customer: store credit',
      1000,
      [credit(1000)],
      { onCredit: true, debtCents: 0, hasCustomer: true },
      { error: null, creditTo: 'store', creditCents: 1000 },
    ],
  ] as const)('%s', (_name, total, refunds, c, want) => {
    expect(checkRefunds(total, refunds, c)).toEqual(want);
  });
});

describe('saleStatusAfterReturns', () => {
  it.each([
    [3000, 0, 'completed'],
    [3000, 1000, 'partly_returned'],
    [3000, 3000, 'returned'],
    [1500, 250, 'partly_returned'],
  ] as const)('%i sold, %i back: %s', (sold, back, want) => {
    expect(saleStatusAfterReturns(sold, back)).toBe(want);
  });
});

describe('returnWithinCashierLimit', () => {
  const base = { totalCents: 500_000, limitCents: 500_000, saleDay: '2026-11-24', today: '2026-11-24', limitDays: 0 };
  it.each([
    ['the same day, at the limit', base, true],
    ['a cent over', { ...base, totalCents: 500_001 }, false],
    ['the next day, same-day rule', { ...base, today: '2026-11-25' }, false],
    ['the next day, 1 day allowed', { ...base, today: '2026-11-25', limitDays: 1 }, true],
    ['across a month end', { ...base, saleDay: '2026-11-30', today: '2026-12-07', limitDays: 7 }, true],
    ['a limit of 0', { ...base, limitCents: 0, totalCents: 1 }, false],
  ])('%s', (_name, o, want) => {
    expect(returnWithinCashierLimit(o)).toBe(want);
  });
});
