import type { ParkedSale } from '#shared/contracts/parked-sales';
import type { PosProduct } from '#shared/contracts/sales';
import { fromThousandths, toThousandths } from '#shared/domain/money';
import { addToCart, effectiveDiscount, type CartLine } from './cart';
import { discountFields, discountFrom, type Discount } from './discounts';

/** The cart as a parked basket's items: quantities and the lines' own discounts. */
export const parkedItems = (cart: CartLine[]) =>
  cart.map((l) => ({ productId: l.productId, quantity: fromThousandths(l.quantity), ...discountFields(effectiveDiscount(l)) }));

/** The whole basket to park: the lines and the cart's own discount (an amount or a percentage). */
export const parkedBasket = (cart: CartLine[], cartDiscount: Discount | null) => ({
  items: parkedItems(cart),
  ...discountFields(cartDiscount),
});

/**
 * A parked basket back as cart lines, at today's catalogue prices, and its cart discount; products
 * no longer sold are left out.
 */
export function linesFromParked(
  p: Pick<ParkedSale, 'items'> & Partial<Pick<ParkedSale, 'discountAmount' | 'discountPercent'>>,
  byId: ReadonlyMap<number, PosProduct>,
): { lines: CartLine[]; missing: number; cartDiscount: Discount | null } {
  let lines: CartLine[] = [];
  let missing = 0;
  for (const item of p.items) {
    const product = byId.get(item.productId);
    if (!product) {
      missing += 1;
      continue;
    }
    lines = addToCart(lines, product).map((l) =>
      l.productId === product.id ? { ...l, quantity: toThousandths(item.quantity), discount: discountFrom(item) } : l,
    );
  }
  return { lines, missing, cartDiscount: discountFrom(p) };
}
