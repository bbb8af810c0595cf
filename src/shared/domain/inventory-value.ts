/**
 * Inventory value: Σ stock × buying price, valued at the selling price where the buying price is
 * unknown (the screen says how much of the figure that is). Negative or zero stock adds nothing.
 * Each product's value is rounded to the cent (half away from zero), then summed exactly.
 *
 * The sum runs over every product a shop has, which no bound limits, so it is done in BigInt: the
 * bounds (bounds.ts) keep one product's value ≤ 10^15 cents, and the figures returned are exact
 * up to 2^53 cents (LKR 90 trillion) and the nearest double beyond — never an exception that
 * would take the Inventory screen down with it.
 */

export type InventoryValueInput = {
  /** Thousandths. */
  stock: number;
  buyingPriceCents: number | null | undefined;
  sellingPriceCents: number;
};

export type InventoryValue = {
  totalCents: number;
  atBuyingPriceCents: number;
  atSellingPriceCents: number;
  /** Products with stock whose value came from the selling price. */
  productsAtSellingPrice: number;
};

export function computeInventoryValue(items: readonly InventoryValueInput[]): InventoryValue {
  let atBuying = 0n;
  let atSelling = 0n;
  let productsAtSellingPrice = 0;
  for (const item of items) {
    if (item.stock <= 0) continue;
    if (item.buyingPriceCents == null) {
      atSelling += stockValueCents(item.sellingPriceCents, item.stock);
      productsAtSellingPrice++;
    } else atBuying += stockValueCents(item.buyingPriceCents, item.stock);
  }
  return {
    totalCents: Number(atBuying + atSelling),
    atBuyingPriceCents: Number(atBuying),
    atSellingPriceCents: Number(atSelling),
    productsAtSellingPrice,
  };
}

/** round(price × stock / 1000), half away from zero, exactly (both are non-negative integers here). */
function stockValueCents(priceCents: number, stockThousandths: number): bigint {
  const product = BigInt(Math.trunc(priceCents)) * BigInt(Math.trunc(stockThousandths));
  const magnitude = (product < 0n ? -product : product) + 500n;
  const rounded = magnitude / 1000n;
  return product < 0n ? -rounded : rounded;
}
