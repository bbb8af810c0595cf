import { describe, expect, it } from 'vitest';
import { addToCart } from './cart';
import { linesFromParked, parkedBasket, parkedItems } from './parked-lines';
import { testProduct } from './till-test-fixtures';

const product = testProduct;

describe('parking and recalling a basket', () => {
  it('parks quantities and the lines’ own discounts (an amount above a lowered line is the line)', () => {
    let cart = addToCart(addToCart([], product(1)), product(2, { unit: 'kg', price: 320 }));
    cart = cart.map((l) =>
      l.productId === 1
        ? { ...l, quantity: 2000, discount: { kind: 'amount' as const, cents: 50000 } }
        : { ...l, quantity: 250, discount: { kind: 'percent' as const, bp: 1000 } },
    );
    expect(parkedItems(cart)).toEqual([
      { productId: 1, quantity: 2, discountAmount: 200 },
      { productId: 2, quantity: 0.25, discountPercent: 10 },
    ]);
  });

  it('parks the cart’s own discount beside the lines (an amount or a percentage, none when there is none)', () => {
    const cart = addToCart([], product(1));
    expect(parkedBasket(cart, { kind: 'percent', bp: 1250 })).toEqual({ items: [{ productId: 1, quantity: 1 }], discountPercent: 12.5 });
    expect(parkedBasket(cart, { kind: 'amount', cents: 15050 })).toEqual({ items: [{ productId: 1, quantity: 1 }], discountAmount: 150.5 });
    expect(parkedBasket(cart, null)).toEqual({ items: [{ productId: 1, quantity: 1 }] });
  });

  it('recalls the cart’s discount as it was parked (none for a basket without one)', () => {
    const byId = new Map([[1, product(1)]]);
    const items = [{ productId: 1, quantity: 1, discountAmount: null, discountPercent: null }];
    expect(linesFromParked({ items, discountAmount: null, discountPercent: 12.5 }, byId).cartDiscount).toEqual({
      kind: 'percent',
      bp: 1250,
    });
    expect(linesFromParked({ items, discountAmount: 150.5, discountPercent: null }, byId).cartDiscount).toEqual({
      kind: 'amount',
      cents: 15050,
    });
    expect(linesFromParked({ items, discountAmount: null, discountPercent: null }, byId).cartDiscount).toBeNull();
    expect(linesFromParked({ items }, byId).cartDiscount).toBeNull();
  });

  it('recalls at today’s catalogue prices, with the discounts, leaving out products no longer sold', () => {
    const byId = new Map([[1, product(1, { price: 120, name: 'Soap (new price)' })]]);
    const { lines, missing } = linesFromParked(
      {
        items: [
          { productId: 1, quantity: 3, discountAmount: null, discountPercent: 5 },
          { productId: 9, quantity: 1, discountAmount: null, discountPercent: null },
        ],
      },
      byId,
    );
    expect(missing).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      productId: 1,
      name: 'Soap (new price)',
      price: 120,
      quantity: 3000,
      discount: { kind: 'percent', bp: 500 },
    });
  });
});
