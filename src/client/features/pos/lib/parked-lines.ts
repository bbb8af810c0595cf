import type { ParkedSale } from '../../../../shared/contracts/parked-sales';
import type { PosProduct } from '../../../../shared/contracts/sales';
import { fromThousandths, toThousandths } from '../../../../shared/domain/money';
import { addToCart, effectiveDiscount, type CartLine } from './cart';
import { discountFields, discountFrom } from './discounts';

/** The cart as a parked basket's items: quantities and the lines' own discounts. */
export const parkedItems = (cart: CartLine[]) =>
  cart.map((l) => ({ productId: l.productId, quantity: fromThousandths(l.quantity), ...discountFields(effectiveDiscount(l)) }));

/** A parked basket back as cart lines, at today's catalogue prices; products no longer sold are left out. */
export function linesFromParked(
  p: Pick<ParkedSale, 'items'>,
  byId: ReadonlyMap<number, PosProduct>,
): { lines: CartLine[]; missing: number } {
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
  return { lines, missing };
}
