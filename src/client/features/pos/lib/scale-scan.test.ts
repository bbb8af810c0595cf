import { describe, expect, it } from 'vitest';
import type { PosProduct } from '#shared/contracts/sales';
import { DEFAULT_SCALE_BARCODE_RULES } from '#shared/domain/scale-barcode';
import { addToCart, cartTotals, DEFAULT_TILL_PRICING } from './cart';
import { findByCode, buildSearchIndex } from './search-index';
import { addQuantityToCart, findByScaleCode, scanScaleBarcode } from './scale-scan';
import { testProduct } from './till-test-fixtures';

const product = (id: number, over: Partial<PosProduct> = {}) => testProduct(id, { price: 480, unit: 'kg', ...over });

const beans = product(1, { name: 'Beans', scaleCode: '12345' });
const leeks = product(2, { name: 'Leeks', scaleCode: '123', price: 100 });
const soap = product(3, { name: 'Soap', scaleCode: '777', unit: 'pieces', price: 120 });
const gift = product(4, { name: 'Gift', scaleCode: '888', price: 0 });
// An ordinary product whose own barcode happens to start with a scale prefix.
const imported = product(5, { name: 'Imported', barcode: '2112345007502' });
const catalogue = [beans, leeks, soap, gift, imported];
const rules = DEFAULT_SCALE_BARCODE_RULES;

describe('scanScaleBarcode', () => {
  it.each([
    ['a weight label: 0.750 kg of beans', '2112345007502', beans, 750],
    ['a price label: LKR 360.00 of beans at 480.00/kg is 0.750 kg', '2312345360007', beans, 750],
    ['an 02 price label: LKR 3.60 of beans → 7 g (3.36; 8 g would be 3.84)', '0212345003602', beans, 7],
    ['a PLU printed with leading zeros (00123 is 123)', '2100123012343', leeks, 1_234],
    ['a price label on pieces: three soaps', '2300777360009', soap, 3_000],
  ])('%s', (_name, code, p, quantity) => expect(scanScaleBarcode(code, rules, catalogue)).toEqual({ ok: true, product: p, quantity }));

  it.each([
    ['a bad check digit', '2112345007503', { ok: false, reason: 'checkDigit' }],
    ['an unknown item code', '2154321007502', { ok: false, reason: 'unknownItem', itemCode: '54321' }],
    ['a weight label on pieces', '2100777005005', { ok: false, reason: 'notByWeight', itemCode: '00777', product: soap }],
    ['a price label on a free product', '2300888001006', { ok: false, reason: 'noPrice', itemCode: '00888', product: gift }],
  ])('%s is refused with its reason', (_name, code, expected) => expect(scanScaleBarcode(code, rules, catalogue)).toEqual(expected));

  it.each(['4006381333931', '5901234123457', 'SKU-1', ''])('%j is not a scale label (null)', (code) =>
    expect(scanScaleBarcode(code, rules, catalogue)).toBeNull(),
  );

  it('reads nothing when the shop has no rules', () => expect(scanScaleBarcode('2112345007502', [], catalogue)).toBeNull());

  it('a product’s own barcode is found first by the till (findByCode), before any scale reading', () => {
    expect(findByCode(buildSearchIndex(catalogue), '2112345007502')).toBe(imported);
  });

  it('finds a product by its PLU as a number, in a catalogue that is replaced when it reloads', () => {
    expect(findByScaleCode(catalogue, '0012345')).toBe(beans);
    const renamed = [{ ...beans, scaleCode: '999' }];
    expect(findByScaleCode(renamed, '12345')).toBeUndefined();
    expect(findByScaleCode(renamed, '999')?.id).toBe(1);
  });
});

describe('addQuantityToCart', () => {
  it('adds a new line of the weight, and a second pack to the same line', () => {
    let cart = addQuantityToCart([], beans, 750);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ productId: 1, quantity: 750, unit: 'kg', price: 480 });
    expect(cartTotals(cart, DEFAULT_TILL_PRICING).totalCents).toBe(36_000);
    cart = addQuantityToCart(cart, beans, 500);
    expect(cart[0].quantity).toBe(1_250);
  });

  it('leaves other lines alone', () => {
    const cart = addQuantityToCart(addToCart([], soap), beans, 250);
    expect(cart.map((l) => [l.productId, l.quantity])).toEqual([
      [3, 1_000],
      [1, 250],
    ]);
  });
});
