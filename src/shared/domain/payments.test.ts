import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { paymentStatusOf, settlePayments, type PaymentPart } from './payments';

const pay = (method: PaymentPart['method'], amountCents: number): PaymentPart => ({ method, amountCents });

describe('settlePayments', () => {
  it.each<[string, number, PaymentPart[], number | null, { method: string; status: string; change: number; cash: number; credit: number }]>(
    [
      [
        'one cash payment, exact',
        135700,
        [pay('cash', 135700)],
        null,
        { method: 'cash', status: 'paid', change: 0, cash: 135700, credit: 0 },
      ],
      // 5,000 tendered on 1,357.00: change 3,643.00.
      [
        'cash with 5,000 tendered',
        135700,
        [pay('cash', 135700)],
        500000,
        { method: 'cash', status: 'paid', change: 364300, cash: 135700, credit: 0 },
      ],
      [
        'cash + card + credit',
        300000,
        [pay('cash', 100000), pay('card', 150000), pay('credit', 50000)],
        100000,
        { method: 'split', status: 'partial', change: 0, cash: 100000, credit: 50000 },
      ],
      [
        'split cash + card, tendered above the cash share',
        250000,
        [pay('card', 200000), pay('cash', 50000)],
        100000,
        { method: 'split', status: 'paid', change: 50000, cash: 50000, credit: 0 },
      ],
      ['all on credit', 1000, [pay('credit', 1000)], null, { method: 'credit', status: 'pending', change: 0, cash: 0, credit: 1000 }],
      [
        'two cards are one method',
        1000,
        [pay('card', 400), pay('card', 600)],
        null,
        { method: 'card', status: 'paid', change: 0, cash: 0, credit: 0 },
      ],
      [
        'a payment of 0 is left out',
        1000,
        [pay('lankaqr', 1000), pay('cash', 0)],
        null,
        { method: 'lankaqr', status: 'paid', change: 0, cash: 0, credit: 0 },
      ],
      [
        'a sale of 0.00 keeps the method asked for',
        0,
        [pay('card', 0)],
        null,
        { method: 'card', status: 'paid', change: 0, cash: 0, credit: 0 },
      ],
      [
        'cheque + bank transfer',
        5000,
        [pay('cheque', 2000), pay('bank_transfer', 3000)],
        null,
        { method: 'split', status: 'paid', change: 0, cash: 0, credit: 0 },
      ],
    ],
  )('%s', (_name, total, payments, tendered, want) => {
    const s = settlePayments(total, payments, { cashTenderedCents: tendered });
    expect({
      method: s.paymentMethod,
      status: s.paymentStatus,
      change: s.changeDueCents,
      cash: s.cashCents,
      credit: s.creditCents,
    }).toEqual(want);
    expect(s.cashTenderedCents).toBe(tendered);
    expect(s.payments.every((p) => p.amountCents > 0)).toBe(true);
  });

  it.each<[string, number, PaymentPart[], number | null, string]>([
    ['short by a cent', 1000, [pay('cash', 999)], null, 'PAYMENTS_MISMATCH'],
    ['over by a cent', 1000, [pay('cash', 500), pay('card', 501)], null, 'PAYMENTS_MISMATCH'],
    ['none for a total', 1000, [], null, 'PAYMENTS_MISMATCH'],
    ['tendered below the cash share', 1000, [pay('cash', 1000)], 999, 'TENDERED_TOO_LOW'],
    ['tendered without cash', 1000, [pay('card', 1000)], 1000, 'TENDERED_WITHOUT_CASH'],
  ])('refuses %s', (_name, total, payments, tendered, code) => {
    expect(() => settlePayments(total, payments, { cashTenderedCents: tendered })).toThrow(DomainError);
    try {
      settlePayments(total, payments, { cashTenderedCents: tendered });
    } catch (err) {
      expect((err as DomainError).code).toBe(code);
    }
  });

  it('a negative or fractional amount is a programming error', () => {
    expect(() => settlePayments(1000, [pay('cash', -1)])).toThrow(RangeError);
    expect(() => settlePayments(1000, [pay('cash', 999.5)])).toThrow(RangeError);
  });
});

describe('paymentStatusOf', () => {
  it.each<[number, number, string]>([
    [1000, 0, 'paid'],
    [1000, 1, 'partial'],
    [1000, 999, 'partial'],
    [1000, 1000, 'pending'],
    [0, 0, 'paid'],
  ])('total %i, credit %i → %s', (total, credit, want) => {
    expect(paymentStatusOf(total, credit)).toBe(want);
  });
});
