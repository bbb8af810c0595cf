import { describe, expect, it } from 'vitest';
import {
  addNote,
  cashOf,
  changePreviewCents,
  decideTender,
  dueCents,
  entryCents,
  paymentsRequest,
  type PaymentPart,
  type TenderDecision,
  type TenderMethod,
} from './payments';

const cash = (amountCents: number, tenderedCents?: number): PaymentPart => ({
  method: 'cash',
  amountCents,
  ...(tenderedCents ? { tenderedCents } : {}),
});
const card = (amountCents: number): PaymentPart => ({ method: 'card', amountCents });

describe('the pay panel’s maths', () => {
  it.each<[string, { totalCents: number; parts: PaymentPart[]; method: TenderMethod; entry: string }, TenderDecision]>([
    [
      'an empty entry pays the rest due and completes',
      { totalCents: 135700, parts: [], method: 'card', entry: '' },
      { kind: 'complete', part: card(135700) },
    ],
    [
      'cash of 5,000 on a 1,357.00 sale: the cash part is the total, 5,000 tendered (change 3,643.00)',
      { totalCents: 135700, parts: [], method: 'cash', entry: '5,000' },
      { kind: 'complete', part: cash(135700, 500000) },
    ],
    [
      'the exact amount completes with no tendered',
      { totalCents: 135700, parts: [], method: 'cash', entry: '1357' },
      { kind: 'complete', part: cash(135700) },
    ],
    [
      'less than due is a part; the rest stays due',
      { totalCents: 300000, parts: [], method: 'cash', entry: '1000' },
      { kind: 'part', part: cash(100000), dueCents: 200000 },
    ],
    [
      'after a part, an empty entry pays the rest with the method pressed',
      { totalCents: 300000, parts: [cash(100000)], method: 'card', entry: '' },
      { kind: 'complete', part: card(200000) },
    ],
    [
      'a card for more than due is refused (only cash gives change)',
      { totalCents: 300000, parts: [], method: 'card', entry: '3500' },
      { kind: 'refused', reason: 'moreThanDue' },
    ],
    ['0 is refused', { totalCents: 300000, parts: [], method: 'cash', entry: '0' }, { kind: 'refused', reason: 'zero' }],
    [
      'text that is no amount is refused',
      { totalCents: 300000, parts: [], method: 'cash', entry: '12abc' },
      { kind: 'refused', reason: 'invalidAmount' },
    ],
    [
      'three decimals are refused',
      { totalCents: 300000, parts: [], method: 'cash', entry: '1.005' },
      { kind: 'refused', reason: 'invalidAmount' },
    ],
    [
      'a second credit part is refused',
      { totalCents: 300000, parts: [{ method: 'credit', amountCents: 100000 }], method: 'credit', entry: '500' },
      { kind: 'refused', reason: 'oneCredit' },
    ],
    [
      'parts above a total made smaller are refused until one is removed',
      { totalCents: 50000, parts: [card(100000)], method: 'cash', entry: '' },
      { kind: 'refused', reason: 'overpaid' },
    ],
    [
      'a sale of 0.00 (all discounted) completes with the method pressed',
      { totalCents: 0, parts: [], method: 'card', entry: '' },
      { kind: 'complete', part: card(0) },
    ],
  ])('%s', (_name, input, expected) => {
    expect(decideTender(input)).toEqual(expected);
  });

  it.each([
    ['', Number.NaN],
    ['1500', 150000],
    ['Rs. 1,500.50', 150050],
    ['1,00,000', 10000000],
    ['-5', Number.NaN],
  ])('reads the entry %j as %d cents', (text, cents) => {
    expect(entryCents(text)).toBe(cents);
  });

  it('shows the change while typing: only what is above the rest due', () => {
    expect(changePreviewCents(135700, [], '5000')).toBe(364300);
    expect(changePreviewCents(135700, [], '1000')).toBe(0);
    expect(changePreviewCents(300000, [card(200000)], '1,000')).toBe(0);
    expect(changePreviewCents(300000, [card(250000)], '1000')).toBe(50000);
    expect(changePreviewCents(300000, [], '')).toBe(0);
    expect(dueCents(300000, [card(250000)])).toBe(50000);
  });

  it('quick notes add up: 1,000 twice is 2,000; on an unreadable entry they start again', () => {
    expect(addNote('', 1000)).toBe('1000');
    expect(addNote(addNote('', 1000), 1000)).toBe('2000');
    expect(addNote('250.50', 500)).toBe('750.5');
    expect(addNote('abc', 5000)).toBe('5000');
  });

  it('the request: cash as one payment, the others in order, cashTendered only when notes exceed the cash share', () => {
    const parts: PaymentPart[] = [cash(50000), { method: 'lankaqr', amountCents: 20000, reference: '  QR-1 ' }, cash(30000, 100000)];
    expect(cashOf(parts)).toEqual({ shareCents: 80000, tenderedCents: 150000, changeCents: 70000, any: true });
    expect(paymentsRequest(parts)).toEqual({
      payments: [
        { method: 'cash', amount: 800 },
        { method: 'lankaqr', amount: 200, reference: 'QR-1' },
      ],
      cashTendered: 1500,
    });
    expect(paymentsRequest([card(135700)])).toEqual({ payments: [{ method: 'card', amount: 1357 }] });
    expect(
      paymentsRequest([{ method: 'cheque', amountCents: 1000, cheque: { number: ' 12 ', bank: 'HNB', date: '2027-01-15' } }]).payments,
    ).toEqual([{ method: 'cheque', amount: 10, chequeNumber: '12', chequeBank: 'HNB', chequeDate: '2027-01-15' }]);
  });
});
