/**
 * The largest number any request may store, in one place: the contracts (src/shared/contracts)
 * refuse anything above with the field's message, so no stored value can later break a page.
 *
 * Why these figures. Inside, money is integer cents and quantities integer thousandths, and every
 * figure Kade computes must stay an exact safe integer (≤ 2^53 − 1 ≈ 9.007 × 10^15 cents):
 *
 * - one line, price × quantity ≤ MAX_PRICE × MAX_LINE_QUANTITY = 10^9 cents × 10^8 thousandths / 1000
 *   = 10^14 cents, and its VAT and NBT (≤ 100% each) ≤ 3 × 10^14 ✓. PO and GRN lines are further
 *   held to MAX_LINE_AMOUNT (10^12 cents) by their contracts, so a 200-line document ≤ 2 × 10^14 ✓.
 * - one sale (≤ 500 lines): the lines come priced from the catalogue, so a cart of many maximal
 *   lines can exceed 2^53; the exact arithmetic then throws a RangeError, which the API answers
 *   with 400 ("too large to compute exactly") — refused, never stored, never a 500.
 * - a product's stock value ≤ MAX_STOCK × MAX_PRICE = 10^6 units × 10^9 cents = 10^15 cents ✓.
 * - the inventory value Σ stock × price is summed as a BigInt (inventory-value.ts): exact up to
 *   2^53 cents (9 products at the very maximum, 90,000 products worth LKR 1,000,000,000.00 each),
 *   and beyond that only sub-cent precision of the figure shown is lost — it never fails.
 * - single amounts (a payment, a debt, an expense, a discount, a threshold) ≤ MAX_AMOUNT = 10^11
 *   cents: a debtor's balance sums 90,000 of them exactly.
 *
 * What they mean for a shop: a unit price up to LKR 10 million (a car is about the most a small
 * shop sells), stock up to a million units of a product, a line of up to 100,000 units, a single
 * payment, debt or expense up to LKR 1 billion. A barcode pasted into a quantity (4790001234567)
 * is far above every bound, so it is refused rather than stored.
 */

/** A unit price: selling, buying, PO and GRN unit prices (rupees). */
export const MAX_PRICE = 10_000_000;
/** One amount of money: a payment, a debt, an expense, a discount, a loyalty threshold (rupees). */
export const MAX_AMOUNT = 1_000_000_000;
/** One line of a sale, PO or GRN: quantity × unit price (rupees). */
export const MAX_LINE_AMOUNT = 10_000_000_000;
/** A product's stock and its low-stock threshold (units). */
export const MAX_STOCK = 1_000_000;
/** The quantity on one line of a sale, purchase order or goods received note (units). */
export const MAX_LINE_QUANTITY = 100_000;
/** Loyalty points in one adjustment or redemption, and points per rupee. */
export const MAX_POINTS = 1_000_000_000;

/** "1,000,000" — how a bound is written in a message (integers only; group by thousands). */
export function formatBound(value: number, places = 0): string {
  const [whole, fraction] = value.toFixed(places).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** "Selling price must be at most LKR 10,000,000.00" */
export function moneyBoundMessage(label: string, max: number): string {
  return `${label} must be at most LKR ${formatBound(max, 2)}`;
}

/** "Stock must be at most 1,000,000" */
export function quantityBoundMessage(label: string, max: number): string {
  return `${label} must be at most ${formatBound(max)}`;
}

/** Whether a PO/GRN line (units, rupees) is within every bound: what a live preview may compute exactly. */
export function lineWithinBounds(quantity: number, unitPrice: number): boolean {
  return quantity <= MAX_LINE_QUANTITY && unitPrice <= MAX_PRICE && quantity * unitPrice <= MAX_LINE_AMOUNT;
}
