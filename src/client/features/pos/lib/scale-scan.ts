/**
 * A weighing scale's label scanned at the till: the code read by the shop's
 * rules (shared/domain/scale-barcode.ts), the product found by its scale item code (PLU), and the
 * quantity the label stands for. Pure: the till's page toasts what it answers.
 *
 * Callers look the code up as an ordinary barcode first (findByCode): a product whose own barcode
 * is the code wins over reading it as a scale label.
 */
import type { PosProduct } from '#shared/contracts/sales';
import { toCents } from '#shared/domain/money';
import {
  normalizeScaleCode,
  parseScaleBarcode,
  scaleLineQuantity,
  type ScaleBarcodeRule,
  type ScaleQuantityRefusal,
} from '#shared/domain/scale-barcode';
import { MAX_LINE_QUANTITY } from '#shared/domain/till-quantity';
import { addToCart, type CartLine } from './cart';

export type ScaleScanRefusal = 'checkDigit' | 'unknownItem' | ScaleQuantityRefusal;

export type ScaleScan =
  { ok: true; product: PosProduct; quantity: number } | { ok: false; reason: ScaleScanRefusal; itemCode?: string; product?: PosProduct };

// One PLU map per catalogue (the till's catalogue array is replaced, never changed, when it reloads).
const byScaleCode = new WeakMap<readonly PosProduct[], Map<string, PosProduct>>();

function scaleCodeMap(products: readonly PosProduct[]): Map<string, PosProduct> {
  let map = byScaleCode.get(products);
  if (!map) {
    map = new Map();
    for (const p of products) if (p.scaleCode) map.set(normalizeScaleCode(p.scaleCode), p);
    byScaleCode.set(products, map);
  }
  return map;
}

/** The product whose scale item code is `itemCode` (compared as a number: 00123 is 123). */
export function findByScaleCode(products: readonly PosProduct[], itemCode: string): PosProduct | undefined {
  return scaleCodeMap(products).get(normalizeScaleCode(itemCode));
}

/** Null when the code is no scale label under these rules; else the line to add, or why not. */
export function scanScaleBarcode(code: string, rules: readonly ScaleBarcodeRule[], products: readonly PosProduct[]): ScaleScan | null {
  const label = parseScaleBarcode(code, rules);
  if (!label) return null;
  if (!label.ok) return { ok: false, reason: label.reason };
  const product = findByScaleCode(products, label.itemCode);
  if (!product) return { ok: false, reason: 'unknownItem', itemCode: label.itemCode };
  const q = scaleLineQuantity({ sellingPriceCents: toCents(product.price), unit: product.unit }, label);
  return q.ok ? { ok: true, product, quantity: q.quantity } : { ok: false, reason: q.reason, itemCode: label.itemCode, product };
}

/**
 * Adds a weighed pack to the cart: a new line of that quantity, or the quantity added to the
 * product's line (two packs of beans are one line of their weights together).
 */
export function addQuantityToCart(cart: CartLine[], product: PosProduct, quantity: number): CartLine[] {
  const existing = cart.find((l) => l.productId === product.id);
  if (existing) {
    const total = Math.min(MAX_LINE_QUANTITY, existing.quantity + quantity);
    return cart.map((l) => (l === existing ? { ...l, quantity: total } : l));
  }
  return addToCart(cart, product).map((l) => (l.productId === product.id ? { ...l, quantity } : l));
}
