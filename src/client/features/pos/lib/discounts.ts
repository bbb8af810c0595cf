import { parseDecimalText } from '#shared/domain/decimal-text';
import { fromBasisPoints, fromCents, toBasisPoints, toCents } from '#shared/domain/money';
import type { LineDiscount, PricedSale } from '#shared/domain/vat-pricing';

/**
 * Manual discounts at the till: on a line or on the whole cart, as an amount
 * or a percentage. The shared pricing rule (vat-pricing.ts priceSale) works them out; this module
 * reads what the cashier typed, says what the request carries and whether a manager must approve.
 */
export type Discount = { kind: 'amount'; cents: number } | { kind: 'percent'; bp: number };
export type DiscountKind = Discount['kind'];

/** The discount as the pricing rule takes it on a line. */
export function lineDiscountOf(d: Discount | null | undefined): LineDiscount | undefined {
  if (!d) return undefined;
  return d.kind === 'amount' ? { cents: d.cents } : { percentBp: d.bp };
}

/** The cart's discount as the pricing rule's options (its amount adds to the loyalty discounts). */
export function cartDiscountOptions(d: Discount | null | undefined): { amountCents: number; percentBp: number } {
  if (!d) return { amountCents: 0, percentBp: 0 };
  return d.kind === 'amount' ? { amountCents: d.cents, percentBp: 0 } : { amountCents: 0, percentBp: d.bp };
}

/** The request's fields for a discount: `discountAmount` or `discountPercent`, decimals. */
export function discountFields(d: Discount | null | undefined): { discountAmount?: number; discountPercent?: number } {
  if (!d) return {};
  return d.kind === 'amount' ? { discountAmount: fromCents(d.cents) } : { discountPercent: fromBasisPoints(d.bp) };
}

/** The discount read back from a parked sale's item (or any `discountAmount` / `discountPercent` pair). */
export function discountFrom(fields: { discountAmount?: number | null; discountPercent?: number | null }): Discount | null {
  if (fields.discountPercent != null && fields.discountPercent > 0) return { kind: 'percent', bp: toBasisPoints(fields.discountPercent) };
  if (fields.discountAmount != null && fields.discountAmount > 0) return { kind: 'amount', cents: toCents(fields.discountAmount) };
  return null;
}

export type DiscountRefusal = 'invalid' | 'over100' | 'overAmount';

/**
 * What the cashier typed: empty or zero removes the discount (null); a percentage is 0–100 with at
 * most 2 decimals; an amount at most `maxCents` (what the line or the cart comes to).
 */
export function parseDiscount(
  kind: DiscountKind,
  text: string,
  maxCents: number,
): { ok: true; discount: Discount | null } | { ok: false; reason: DiscountRefusal } {
  if (text.trim() === '') return { ok: true, discount: null };
  const read = parseDecimalText(text);
  if (!read.ok || !/^\d{1,12}(\.\d{1,2})?$/.test(read.text)) return { ok: false, reason: 'invalid' };
  if (kind === 'percent') {
    const bp = toBasisPoints(read.text);
    if (bp > 10_000) return { ok: false, reason: 'over100' };
    return { ok: true, discount: bp === 0 ? null : { kind: 'percent', bp } };
  }
  const cents = toCents(read.text);
  if (cents > maxCents) return { ok: false, reason: 'overAmount' };
  return { ok: true, discount: cents === 0 ? null : { kind: 'amount', cents } };
}

/** The text that shows a discount in its field ("12.5" for 12.5 %, "150" for LKR 150.00). */
export const discountText = (d: Discount | null | undefined) =>
  !d ? '' : String(d.kind === 'amount' ? fromCents(d.cents) : fromBasisPoints(d.bp));

/**
 * The manual discount of a priced sale — the lines' own plus the cart's, not the loyalty
 * discounts (`loyaltyCents`, priced in the cart's amount) — and whether it is above the cashier's
 * limit: `limitPercent` of the sale's gross, as the server checks it.
 */
export function manualDiscountCents(priced: Pick<PricedSale, 'lineDiscountCents' | 'cartDiscountCents'>, loyaltyCents: number): number {
  return priced.lineDiscountCents + Math.max(0, priced.cartDiscountCents - loyaltyCents);
}

export function exceedsCashierLimit(
  priced: Pick<PricedSale, 'grossCents' | 'lineDiscountCents' | 'cartDiscountCents'>,
  loyaltyCents: number,
  limitPercent: number,
): boolean {
  const manual = manualDiscountCents(priced, loyaltyCents);
  if (manual === 0) return false;
  // manual / gross > limit %, in integers: manual × 10000 > gross × limit (basis points).
  return manual * 10_000 > priced.grossCents * toBasisPoints(limitPercent);
}
