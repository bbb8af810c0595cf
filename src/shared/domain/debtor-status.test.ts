import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  computeDebtorBalance,
  computeDueDate,
  getDebtorStatus,
  validatePayment,
  type DebtorEntry,
  type DebtorStatus,
} from './debtor-status';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-05-31T10:00:00.000Z');
const anyDate = fc.date({
  min: new Date('1970-01-01'),
  max: new Date('2200-01-01'),
  noInvalidDate: true,
});

describe('getDebtorStatus', () => {
  it.each<[string, number, string | null, string, DebtorStatus]>([
    ['zero balance', 0, '2026-01-01T00:00:00Z', '2025-01-01T00:00:00Z', 'settled'],
    ['overpaid', -100, '2026-01-01T00:00:00Z', '2025-01-01T00:00:00Z', 'settled'],
    ['due date passed', 1, '2026-05-30T10:00:00Z', '2026-05-01T00:00:00Z', 'overdue'],
    ['due one millisecond ago', 1, '2026-05-31T09:59:59.999Z', '2026-05-01T00:00:00Z', 'overdue'],
    ['due exactly now', 1, '2026-05-31T10:00:00.000Z', '2026-05-01T00:00:00Z', 'active'],
    ['due tomorrow', 500000, '2026-06-01T10:00:00Z', '2026-01-01T00:00:00Z', 'active'],
    // A due date wins over the age of the debt, even when that is over 30 days.
    ['old debt, future due date', 1, '2026-07-01T00:00:00Z', '2026-01-01T00:00:00Z', 'active'],
    ['no due date, 31 days old', 1, null, '2026-04-30T10:00:00Z', 'overdue'],
    ['no due date, 30 days + 1 ms', 1, null, '2026-05-01T09:59:59.999Z', 'overdue'],
    ['no due date, exactly 30 days', 1, null, '2026-05-01T10:00:00.000Z', 'active'],
    ['no due date, 29 days old', 1, null, '2026-05-02T10:00:00Z', 'active'],
    ['no due date, settled', 0, null, '2020-01-01T00:00:00Z', 'settled'],
  ])('%s → %s', (_name, balanceCents, dueDate, createdAt, expected) => {
    expect(
      getDebtorStatus({
        balanceCents,
        dueDate: dueDate === null ? null : at(dueDate),
        createdAt: at(createdAt),
        now: NOW,
      }),
    ).toBe(expected);
  });

  it('treats an undefined due date like a missing one', () => {
    const status = getDebtorStatus({
      balanceCents: 1,
      dueDate: undefined,
      createdAt: at('2026-01-01T00:00:00Z'),
      now: NOW,
    });
    expect(status).toBe('overdue');
  });

  it('rejects invalid dates and fractional cents', () => {
    const base = { balanceCents: 1, dueDate: null, createdAt: NOW, now: NOW };
    expect(() => getDebtorStatus({ ...base, now: new Date('nope') })).toThrow(RangeError);
    expect(() => getDebtorStatus({ ...base, createdAt: new Date('nope') })).toThrow(RangeError);
    expect(() => getDebtorStatus({ ...base, balanceCents: 0.5 })).toThrow(RangeError);
  });

  it('is settled exactly when the balance is not positive', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.option(anyDate), anyDate, anyDate, (balanceCents, dueDate, createdAt, now) => {
        const status = getDebtorStatus({ balanceCents, dueDate, createdAt, now });
        expect(status === 'settled').toBe(balanceCents <= 0);
      }),
    );
  });
});

describe('computeDebtorBalance', () => {
  it.each<[string, DebtorEntry[], number]>([
    ['no entries', [], 0],
    ['one credit sale', [{ kind: 'charge', amountCents: 118000 }], 118000],
    [
      'charges minus payments',
      [
        { kind: 'charge', amountCents: 118000 },
        { kind: 'payment', amountCents: 18000 },
        { kind: 'charge', amountCents: 5050 },
      ],
      105050,
    ],
    [
      'paid in full',
      [
        { kind: 'charge', amountCents: 100 },
        { kind: 'payment', amountCents: 100 },
      ],
      0,
    ],
  ])('%s → %d', (_name, entries, expected) => {
    expect(computeDebtorBalance(entries)).toBe(expected);
  });

  it('rejects negative or fractional amounts and unknown kinds', () => {
    expect(() => computeDebtorBalance([{ kind: 'charge', amountCents: -1 }])).toThrow(RangeError);
    expect(() => computeDebtorBalance([{ kind: 'payment', amountCents: 1.5 }])).toThrow(RangeError);
    expect(() => computeDebtorBalance([{ kind: 'refund' as 'charge', amountCents: 1 }])).toThrow(RangeError);
  });

  it('is Σ charges − Σ payments in any order', () => {
    const entry = fc.record({
      kind: fc.constantFrom<'charge' | 'payment'>('charge', 'payment'),
      amountCents: fc.integer({ min: 0, max: 1e10 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 50 }), (entries) => {
        const charges = entries.filter((e) => e.kind === 'charge').reduce((a, e) => a + e.amountCents, 0);
        const payments = entries.filter((e) => e.kind === 'payment').reduce((a, e) => a + e.amountCents, 0);
        expect(computeDebtorBalance(entries)).toBe(charges - payments);
        expect(computeDebtorBalance([...entries].reverse())).toBe(charges - payments);
      }),
    );
  });
});

describe('validatePayment', () => {
  it.each<[number, number, string | null]>([
    [10000, 1, null],
    [10000, 9999, null],
    [10000, 10000, null], // the whole balance
    [10000, 10001, 'AMOUNT_EXCEEDS_BALANCE'], // one cent over
    [10000, 0, 'AMOUNT_NOT_POSITIVE'],
    [10000, -1, 'AMOUNT_NOT_POSITIVE'],
    [0, 1, 'AMOUNT_EXCEEDS_BALANCE'],
    [0, 0, 'AMOUNT_NOT_POSITIVE'],
  ])('balance %d, payment %d → %s', (balance, amount, expected) => {
    expect(validatePayment(balance, amount)).toBe(expected);
  });

  it('rejects malformed amounts', () => {
    expect(() => validatePayment(10000, 0.5)).toThrow(RangeError);
    expect(() => validatePayment(10000, Number.NaN)).toThrow(RangeError);
  });

  it('never lets a valid payment take the balance below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 }), (balance, amount) => {
        if (validatePayment(balance, amount) === null) {
          expect(amount).toBeGreaterThan(0);
          expect(balance - amount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe('addDays and computeDueDate', () => {
  it.each<[string, number, string]>([
    ['2026-01-31T08:15:00.000Z', 1, '2026-02-01T08:15:00.000Z'],
    ['2026-02-28T00:00:00.000Z', 1, '2026-03-01T00:00:00.000Z'],
    ['2028-02-28T00:00:00.000Z', 1, '2028-02-29T00:00:00.000Z'], // leap year
    ['2026-12-15T12:00:00.000Z', 30, '2027-01-14T12:00:00.000Z'],
    ['2026-03-01T00:00:00.000Z', -1, '2026-02-28T00:00:00.000Z'],
    ['2026-03-01T00:00:00.000Z', 0, '2026-03-01T00:00:00.000Z'],
  ])('addDays(%s, %d) = %s', (start, days, expected) => {
    expect(addDays(at(start), days).toISOString()).toBe(expected);
  });

  it('does not modify its argument', () => {
    const date = at('2026-01-01T00:00:00Z');
    addDays(date, 5);
    expect(date.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('defaults payment terms to 30 days', () => {
    expect(computeDueDate(at('2026-05-01T09:00:00Z')).toISOString()).toBe('2026-05-31T09:00:00.000Z');
    expect(computeDueDate(at('2026-05-01T09:00:00Z'), 7).toISOString()).toBe('2026-05-08T09:00:00.000Z');
    expect(computeDueDate(at('2026-05-01T09:00:00Z'), 0).toISOString()).toBe('2026-05-01T09:00:00.000Z');
  });

  it('rejects fractional or negative terms and invalid dates', () => {
    expect(() => computeDueDate(NOW, -1)).toThrow(RangeError);
    expect(() => computeDueDate(NOW, 1.5)).toThrow(RangeError);
    expect(() => addDays(new Date(Number.NaN), 1)).toThrow(RangeError);
  });

  it('a sale is never overdue before its payment terms run out', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 365 }),
        (saleDate, terms) => {
          const dueDate = computeDueDate(saleDate, terms);
          const status = (now: Date) => getDebtorStatus({ balanceCents: 1, dueDate, createdAt: saleDate, now });
          expect(status(dueDate)).toBe('active');
          expect(status(new Date(dueDate.getTime() + 1))).toBe('overdue');
        },
      ),
    );
  });
});
