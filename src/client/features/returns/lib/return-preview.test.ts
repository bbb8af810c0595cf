import { describe, expect, it } from 'vitest';
import { returnedShare } from '#shared/domain/returns';
import { SALE } from './return-fixtures';
import { emptyDrafts, previewReturn, returnableOf, returnRequest, splitRefund, type LineDraft } from './return-preview';

const drafts = (mug: string, dhal: string): LineDraft[] =>
  emptyDrafts(SALE).map((d) => ({ ...d, quantity: d.saleItemId === 11 ? mug : dhal }));

describe('previewReturn', () => {
  it('the second mug of three gives back its cumulative share: 666.67 − 333.33 = 333.34, VAT 50.85', () => {
    const p = previewReturn(SALE, drafts('1', ''));
    expect(p.totalCents).toBe(33_334);
    expect(p.vatCents).toBe(101_69 - 50_85);
    expect(p.lines[0]!.share).toEqual(returnedShare(returnableOf(SALE.items[0]!), 1000));
    expect(p).toMatchObject({ chosen: 1, valid: true });
  });

  it('the last mugs and part of the dhal: the line back exactly, weighed goods to the gram', () => {
    const p = previewReturn(SALE, drafts('2', '0.25'));
    // All that was left of the mugs: 1,000.00 − 333.33; 0.25 of 1.5 kg at 600.00 = 100.00.
    expect(p.lines.map((l) => l.share?.totalCents)).toEqual([66_667, 10_000]);
    expect(p.totalCents).toBe(76_667);
    expect(p.vatCents).toBe(15_254 - 5_085);
  });

  it('refuses more than is left, a part of a counted item and what is not a number', () => {
    expect(previewReturn(SALE, drafts('3', '')).lines[0]!.error).toBe('EXCEEDS_SOLD');
    expect(previewReturn(SALE, drafts('', '1.501')).lines[1]!.error).toBe('EXCEEDS_SOLD');
    expect(previewReturn(SALE, drafts('1.5', '')).lines[0]!.error).toBe('INVALID');
    expect(previewReturn(SALE, drafts('', 'a')).lines[1]!.error).toBe('INVALID');
    expect(previewReturn(SALE, drafts('0', '')).valid).toBe(false);
    expect(previewReturn(SALE, drafts('', '')).valid).toBe(false);
  });
});

describe('splitRefund', () => {
  it('one method takes the whole refund', () => {
    expect(splitRefund(33_334, [{ method: 'cash', amount: '' }])).toEqual({
      parts: [{ method: 'cash', amountCents: 33_334 }],
      error: null,
    });
  });

  it('the typed parts, and the last row the rest: they add up to the refund', () => {
    const split = splitRefund(76_667, [
      { method: 'card', amount: '500' },
      { method: 'cash', amount: '' },
    ]);
    expect(split).toEqual({
      parts: [
        { method: 'card', amountCents: 50_000 },
        { method: 'cash', amountCents: 26_667 },
      ],
      error: null,
    });
    expect(split.parts.reduce((n, p) => n + p.amountCents, 0)).toBe(76_667);
  });

  it('more than the refund, or not an amount, is refused; a part of 0 is left out', () => {
    expect(
      splitRefund(100, [
        { method: 'card', amount: '2' },
        { method: 'cash', amount: '' },
      ]).error,
    ).toBe('over');
    expect(
      splitRefund(100, [
        { method: 'card', amount: '1.234' },
        { method: 'cash', amount: '' },
      ]).error,
    ).toBe('invalid');
    expect(
      splitRefund(100, [
        { method: 'card', amount: '1' },
        { method: 'cash', amount: '' },
      ]).parts,
    ).toEqual([{ method: 'card', amountCents: 100 }]);
  });
});

describe('returnRequest', () => {
  it('the chosen lines as decimals, their reasons and restock, the refunds and an approval', () => {
    const d = drafts('1', '0.25').map((x) => (x.saleItemId === 12 ? { ...x, reason: 'damaged' as const, restock: false } : x));
    const p = previewReturn(SALE, d);
    expect(returnRequest(p, d, [{ method: 'cash', amountCents: 43_334 }], { userId: 'u', pin: '1234' })).toEqual({
      lines: [
        { saleItemId: 11, quantity: 1, restock: true, reason: 'changed_mind' },
        { saleItemId: 12, quantity: 0.25, restock: false, reason: 'damaged' },
      ],
      refund: [{ method: 'cash', amount: 433.34 }],
      approval: { userId: 'u', pin: '1234' },
    });
  });
});
