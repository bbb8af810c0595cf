import { describe, expect, it } from 'vitest';
import type { PosProduct } from '#shared/contracts/sales';
import { addToCart, cartTotals, decrease, increase, itemCount, refreshFromCatalogue, setQuantity } from './cart';

const product = (id: number, over: Partial<PosProduct> = {}): PosProduct => ({
  id,
  name: `Product ${id}`,
  sku: `SKU-${id}`,
  barcode: null,
  category: null,
  price: 100,
  stock: 10,
  unit: 'pieces',
  taxCategory: 'standard',
  mrp: null,
  ...over,
});

describe('cart', () => {
  const soap = product(1, { price: 95 });
  const rice = product(2, { price: 199.99, unit: 'kg' });

  it('adds 1 or +1 piece and never decreases below one', () => {
    let cart = addToCart([], soap);
    cart = addToCart(cart, soap);
    expect(cart[0].quantity).toBe(2000);
    cart = decrease(decrease(decrease(cart, 1), 1), 1);
    expect(cart[0].quantity).toBe(1000);
  });

  // A past fault: on 0.250 kg "−" gave 0.001 kg and "+" then 1.001 kg
  it('steps weighed goods by 0.1 kg from the typed weight', () => {
    let cart = setQuantity(addToCart([], rice), 2, '0.250').cart;
    expect(cart[0].quantity).toBe(250);
    cart = decrease(cart, 2);
    expect(cart[0].quantity).toBe(150);
    cart = increase(cart, 2);
    expect(cart[0].quantity).toBe(250);
  });

  // A past fault: 2.5, 0 and −3 pieces were silently reset to 1
  it('refuses a typed quantity with its reason and keeps the last valid one', () => {
    const cart = setQuantity(addToCart([], soap), 1, '4').cart;
    expect(cart[0].quantity).toBe(4000);
    for (const [text, reason] of [
      ['2.5', 'wholeOnly'],
      ['0', 'notPositive'],
      ['-3', 'notPositive'],
      ['abc', 'notANumber'],
    ] as const) {
      const r = setQuantity(cart, 1, text);
      expect(r.refused, text).toBe(reason);
      expect(r.cart, text).toBe(cart);
    }
  });

  it('totals with the shared rule (per-line rounding), as the shop prices', () => {
    const { cart } = setQuantity(addToCart(addToCart([], soap), rice), 2, '0.333');
    // The configuration's rates, on every standard line: VAT 18%, NBT 2%, added on top.
    const exclusive = { vatRegistered: true, pricesIncludeVat: false, vatRateBp: 1800, nbtRateBp: 200 };
    expect(cartTotals(cart, exclusive)).toMatchObject({
      // soap 95.00; rice 0.333 kg × 199.99 = 66.597 → 66.60
      subtotalCents: 9500 + 6660,
      // 9500 × 18% = 1710; 6660 × 18% = 1198.8 → 1199
      vatCents: 1710 + 1199,
      // 9500 × 2% = 190; 6660 × 2% = 133.2 → 133
      nbtCents: 190 + 133,
      // 16160 + 2909 + 323
      totalCents: 19392,
    });
    const unregistered = { vatRegistered: false, pricesIncludeVat: true, vatRateBp: 1800, nbtRateBp: 0 };
    expect(cartTotals(cart, unregistered)).toMatchObject({ subtotalCents: 16160, vatCents: 0, nbtCents: 0, totalCents: 16160 });
  });

  it('counts items as a cashier does and refreshes restored lines from the catalogue', () => {
    const cart = setQuantity(addToCart(addToCart([], soap), rice), 1, '3').cart;
    expect(itemCount(cart)).toBe(4);
    const same = refreshFromCatalogue(cart, new Map([[1, soap]]));
    expect(same).toBe(cart);
    const dearer = refreshFromCatalogue(cart, new Map([[1, { ...soap, price: 99 }]]));
    expect(dearer[0]).toMatchObject({ price: 99, quantity: 3000 });
  });
});
