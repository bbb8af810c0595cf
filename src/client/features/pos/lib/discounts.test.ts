import { describe, expect, it } from 'vitest';
import { priceSale } from '#shared/domain/vat-pricing';
import {
  cartDiscountOptions,
  discountFields,
  discountFrom,
  exceedsCashierLimit,
  lineDiscountOf,
  manualDiscountCents,
  parseDiscount,
} from './discounts';

const line = (priceCents: number, discount?: ReturnType<typeof lineDiscountOf>) => ({
  priceCents,
  quantity: 1000,
  taxCategory: 'standard' as const,
  ...(discount ? { discount } : {}),
});
const pricing = { vatRegistered: false, pricesIncludeVat: true, vatRateBp: 1800, nbtRateBp: 0 };

describe('the till’s discounts', () => {
  it.each([
    ['percent', '12.5', 100000, { ok: true, discount: { kind: 'percent', bp: 1250 } }],
    ['percent', '100', 100000, { ok: true, discount: { kind: 'percent', bp: 10000 } }],
    ['percent', '100.01', 100000, { ok: false, reason: 'over100' }],
    ['amount', 'Rs. 150', 100000, { ok: true, discount: { kind: 'amount', cents: 15000 } }],
    ['amount', '1,000.01', 100000, { ok: false, reason: 'overAmount' }],
    ['amount', '', 100000, { ok: true, discount: null }],
    ['amount', '0', 100000, { ok: true, discount: null }],
    ['percent', 'ten', 100000, { ok: false, reason: 'invalid' }],
    ['percent', '1.234', 100000, { ok: false, reason: 'invalid' }],
  ] as const)('reads %s %j (base %d cents)', (kind, text, max, expected) => {
    expect(parseDiscount(kind, text, max)).toEqual(expected);
  });

  it('sends an amount or a percentage, and reads a parked item back', () => {
    expect(discountFields({ kind: 'amount', cents: 12550 })).toEqual({ discountAmount: 125.5 });
    expect(discountFields({ kind: 'percent', bp: 750 })).toEqual({ discountPercent: 7.5 });
    expect(discountFields(null)).toEqual({});
    expect(discountFrom({ discountAmount: 125.5, discountPercent: null })).toEqual({ kind: 'amount', cents: 12550 });
    expect(discountFrom({ discountAmount: null, discountPercent: 7.5 })).toEqual({ kind: 'percent', bp: 750 });
    expect(discountFrom({ discountAmount: null, discountPercent: null })).toBeNull();
    expect(cartDiscountOptions({ kind: 'percent', bp: 1000 })).toEqual({ amountCents: 0, percentBp: 1000 });
  });

  it.each([
    // [line discount, cart % (bp), loyalty cents, limit %, needs a manager]
    ['5% exactly is within a 5% limit', undefined, 500, 0, 5, false],
    ['5.01% is above it', { cents: 5010 }, 0, 0, 5, true],
    ['the loyalty discounts do not count', undefined, 0, 50000, 5, false],
    ['a line and a cart discount add up: 3% + 3% of the rest', { percentBp: 300 }, 300, 0, 5, true],
    ['a 20% discount with a 25% limit', undefined, 2000, 0, 25, false],
    ['no discount, limit 0', undefined, 0, 0, 0, false],
  ] as const)('%s', (_name, lineDiscount, cartBp, loyaltyCents, limit, expected) => {
    const priced = priceSale([line(100000, lineDiscount)], { ...pricing, discountCents: loyaltyCents, discountPercentBp: cartBp });
    expect(exceedsCashierLimit(priced, loyaltyCents, limit)).toBe(expected);
    expect(manualDiscountCents(priced, loyaltyCents)).toBe(priced.discountCents - loyaltyCents);
  });
});
