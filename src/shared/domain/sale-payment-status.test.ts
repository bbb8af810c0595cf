import { describe, expect, it } from 'vitest';
import { allocateSettlements, paymentStatusOf, type SalePaymentStatus } from './sale-payment-status';

describe('paymentStatusOf', () => {
  it.each<[number, number, SalePaymentStatus]>([
    [1000, 0, 'pending'],
    [1000, 1, 'partial'],
    [1000, 999, 'partial'],
    [1000, 1000, 'paid'],
    [0, 0, 'pending'],
  ])('%d owed, %d covered → %s', (amount, paid, expected) => {
    expect(paymentStatusOf(amount, paid)).toBe(expected);
  });
});

describe('allocateSettlements (oldest charge first)', () => {
  const charges = [
    { key: 'opening', amountCents: 500 },
    { key: 'INV-1', amountCents: 1000 },
    { key: 'INV-2', amountCents: 2000 },
  ];
  it.each<[number, SalePaymentStatus[], number[]]>([
    [0, ['pending', 'pending', 'pending'], [500, 1000, 2000]],
    [300, ['partial', 'pending', 'pending'], [200, 1000, 2000]],
    [500, ['paid', 'pending', 'pending'], [0, 1000, 2000]],
    [900, ['paid', 'partial', 'pending'], [0, 600, 2000]],
    [1500, ['paid', 'paid', 'pending'], [0, 0, 2000]],
    [2000, ['paid', 'paid', 'partial'], [0, 0, 1500]],
    [3500, ['paid', 'paid', 'paid'], [0, 0, 0]],
    [9999, ['paid', 'paid', 'paid'], [0, 0, 0]], // never more than owed on a charge
    [-5, ['pending', 'pending', 'pending'], [500, 1000, 2000]],
  ])('%d cents settled', (settled, statuses, outstanding) => {
    const result = allocateSettlements(charges, settled);
    expect(result.map((c) => c.status)).toEqual(statuses);
    expect(result.map((c) => c.outstandingCents)).toEqual(outstanding);
    expect(result.map((c) => c.key)).toEqual(['opening', 'INV-1', 'INV-2']);
  });

  it('refuses fractional cents', () => {
    expect(() => allocateSettlements(charges, 1.5)).toThrow(RangeError);
    expect(() => allocateSettlements([{ key: 1, amountCents: 0.5 }], 0)).toThrow(RangeError);
  });
});
