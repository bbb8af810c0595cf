import { describe, expect, it } from 'vitest';
import { ADJUSTMENT_DIRECTION, AdjustmentInput, namesBatch } from './adjustments';
import { STOCK_ADJUSTMENT_REASONS } from './stock-paths';
import { StocktakeCountInput } from './stocktakes';

const line = (quantity: unknown) => ({ productId: 7, quantity });
const issues = (input: unknown) => {
  const r = AdjustmentInput.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the adjustment contract', () => {
  it('gives every reason a direction, the old codes included', () => {
    expect(Object.keys(ADJUSTMENT_DIRECTION).sort()).toEqual([...STOCK_ADJUSTMENT_REASONS].sort());
    for (const old of ['count_correction', 'damaged', 'expired', 'lost_or_stolen', 'other'])
      expect(STOCK_ADJUSTMENT_REASONS).toContain(old);
  });

  it.each([
    ['damaged', -2, []],
    ['damaged', 2, ['lines.0.quantity: This reason takes stock out: enter a quantity below zero']],
    ['own_use', '-0.250', []],
    ['found', 3, []],
    ['found', -3, ['lines.0.quantity: This reason adds stock: enter a quantity above zero']],
    ['count_correction', 5, []],
    ['count_correction', -5, []],
    ['expired', 0, ['lines.0.quantity: Enter a quantity other than zero']],
    ['damaged', -1.2345, ['lines.0.quantity: At most 3 decimal places']],
    ['damaged', '-1,5', ['lines.0.quantity: Quantity must be a number, like 12.5']],
  ] as const)('%s by %s', (reason, quantity, expected) => {
    expect(issues({ reason, lines: [line(quantity)] })).toEqual(expected);
  });

  it('needs a note for "other", one line per product, and at least one line', () => {
    expect(issues({ reason: 'other', note: '  ', lines: [line(1)] })).toEqual(['note: Describe the reason']);
    expect(issues({ reason: 'found', lines: [line(1), line(2)] })).toEqual(['lines.1.productId: A product is on two lines']);
    expect(issues({ reason: 'found', lines: [] })).toEqual(['lines: Add at least one product']);
  });

  it('a count names a product by id or by code', () => {
    expect(StocktakeCountInput.safeParse({ code: ' 4790001 ' }).data).toEqual({ code: '4790001', mode: 'add' });
    expect(StocktakeCountInput.safeParse({ productId: 3, quantity: '1.250', mode: 'set' }).data).toEqual({
      productId: 3,
      quantity: 1.25,
      mode: 'set',
    });
    expect(StocktakeCountInput.safeParse({ quantity: 1 }).error?.issues[0]).toMatchObject({
      path: ['code'],
      message: 'Scan or choose a product',
    });
  });
});

describe("an adjustment line's batch", () => {
  const parse = (extra: Record<string, unknown>) => AdjustmentInput.parse({ reason: 'found', lines: [{ ...line(2), ...extra }] }).lines[0];

  it('is trimmed; an empty expiry is none; a line names a batch by number or by date', () => {
    expect(parse({ batchNumber: '  KC-2610 ', expiryDate: '' })).toMatchObject({ batchNumber: 'KC-2610', expiryDate: null });
    expect(namesBatch(parse({ batchNumber: '  KC-2610 ', expiryDate: '' }))).toBe(true);
    expect(namesBatch(parse({ batchNumber: '', expiryDate: '2027-01-04' }))).toBe(true);
    expect(namesBatch(parse({ batchNumber: ' ', expiryDate: null }))).toBe(false);
    expect(namesBatch(parse({}))).toBe(false);
  });

  it('refuses a date that is not YYYY-MM-DD and a number over 60 characters', () => {
    expect(issues({ reason: 'found', lines: [{ ...line(2), expiryDate: '04/01/2027' }] })).toEqual([
      'lines.0.expiryDate: Expiry date must be a date (YYYY-MM-DD)',
    ]);
    expect(issues({ reason: 'found', lines: [{ ...line(2), batchNumber: 'x'.repeat(61) }] })).toHaveLength(1);
  });
});
