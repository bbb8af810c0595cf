import type { PosProduct } from '../../../../shared/contracts/sales';
import { computeSaleTotals, type SaleTotals } from '../../../../shared/domain/sale-totals';
import { fromThousandths, toBasisPoints, toCents, toThousandths } from '../../../../shared/domain/money';
import { isValidQuantity, minimumQuantity, type ProductUnit } from '../../../../shared/domain/units';

/** A cart line; the quantity is integer thousandths like everywhere else. */
export type CartLine = {
  productId: number;
  name: string;
  sku: string | null;
  unit: ProductUnit;
  price: number;
  vatRate: number;
  nbtRate: number;
  quantity: number;
};

export const ONE = 1000;

export function addToCart(cart: CartLine[], p: PosProduct): CartLine[] {
  const i = cart.findIndex((l) => l.productId === p.id);
  if (i >= 0) return cart.map((l, j) => (j === i ? { ...l, quantity: l.quantity + ONE } : l));
  return [
    ...cart,
    { productId: p.id, name: p.name, sku: p.sku, unit: p.unit, price: p.price, vatRate: p.vatRate, nbtRate: p.nbtRate, quantity: ONE },
  ];
}

/** −1, but never below the unit's minimum (1 piece; 0.001 kg). */
export function decrease(cart: CartLine[], productId: number): CartLine[] {
  return cart.map((l) => (l.productId === productId ? { ...l, quantity: Math.max(minimumQuantity(l.unit), l.quantity - ONE) } : l));
}

export function increase(cart: CartLine[], productId: number): CartLine[] {
  return cart.map((l) => (l.productId === productId ? { ...l, quantity: l.quantity + ONE } : l));
}

export function removeLine(cart: CartLine[], productId: number): CartLine[] {
  return cart.filter((l) => l.productId !== productId);
}

/**
 * Sets a typed quantity ("0.250"). Returns the cart unchanged when the text is not a valid
 * quantity for the unit (whole units for pieces, at most 3 decimals, above zero).
 */
export function setQuantity(cart: CartLine[], productId: number, text: string): CartLine[] {
  let q: number;
  try {
    if (!/^\s*\d*(\.\d{0,3})?\s*$/.test(text)) return cart;
    q = toThousandths(text);
  } catch {
    return cart;
  }
  return cart.map((l) => (l.productId === productId && isValidQuantity(l.unit, q) ? { ...l, quantity: q } : l));
}

/** Live totals with the shared rule the server uses to decide. */
export function cartTotals(cart: CartLine[]): SaleTotals {
  return computeSaleTotals(
    cart.map((l) => ({
      priceCents: toCents(l.price),
      quantity: l.quantity,
      vatRateBp: toBasisPoints(l.vatRate),
      nbtRateBp: toBasisPoints(l.nbtRate),
    })),
  );
}

export const cartCount = (cart: CartLine[]) => cart.length;
export const quantityText = (l: CartLine) => String(fromThousandths(l.quantity));
