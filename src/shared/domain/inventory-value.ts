/**
 * Inventory value: Σ stock × buying price, valued at the selling price where the buying price is
 * unknown (the screen says how much of the figure that is). Negative or zero stock adds nothing.
 * Each product's value is rounded to the cent (half away from zero), then summed exactly.
 */
import { sumSafeIntegers } from './integer-math';
import { multiplyCentsByThousandths } from './money';

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
  const atBuying: number[] = [];
  const atSelling: number[] = [];
  for (const item of items) {
    if (item.stock <= 0) continue;
    if (item.buyingPriceCents == null) atSelling.push(multiplyCentsByThousandths(item.sellingPriceCents, item.stock));
    else atBuying.push(multiplyCentsByThousandths(item.buyingPriceCents, item.stock));
  }
  const atBuyingPriceCents = sumSafeIntegers(atBuying);
  const atSellingPriceCents = sumSafeIntegers(atSelling);
  return {
    totalCents: atBuyingPriceCents + atSellingPriceCents,
    atBuyingPriceCents,
    atSellingPriceCents,
    productsAtSellingPrice: atSelling.length,
  };
}
