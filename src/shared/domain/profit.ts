/**
 * Cost of goods sold and gross profit: one rule for the sale line the server stores, the reports
 * and the tax snapshot. A line's cost is the product's buying price when it was sold × the
 * quantity, rounded to the cent half away from zero exactly like the line subtotal; a product
 * without a buying price costs 0 (its profit is then overstated, never invented).
 */
import { assertSafeInteger } from './integer-math';
import { multiplyCentsByThousandths } from './money';

export function lineCostCents(unitCostCents: number | null, quantityThousandths: number): number {
  if (unitCostCents == null) return 0;
  return multiplyCentsByThousandths(unitCostCents, quantityThousandths);
}

/** Gross profit = net sales (before tax, after discounts) − cost of goods sold. */
export function grossProfitCents(netSalesCents: number, costOfGoodsSoldCents: number): number {
  assertSafeInteger(netSalesCents, 'netSalesCents');
  assertSafeInteger(costOfGoodsSoldCents, 'costOfGoodsSoldCents');
  return netSalesCents - costOfGoodsSoldCents;
}
