/**
 * Stock status and whether a sale may take stock.
 *
 * Stock and thresholds are integer thousandths. The rule: out of stock when stock is zero
 * or below; low when at or below the product's low-stock threshold (10 units when the product has
 * none); otherwise in stock. Stock may not go below zero unless the business allows negative
 * stock (off by default).
 */
import { DomainError } from './errors';
import { assertNonNegativeSafeInteger, assertSafeInteger } from './integer-math';

/** 10 units, in thousandths: the default low-stock threshold. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10_000;

export const STOCK_STATUSES = ['out_of_stock', 'low_stock', 'in_stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export function getStockStatus(stockThousandths: number, lowStockThresholdThousandths?: number | null): StockStatus {
  assertSafeInteger(stockThousandths, 'stock');
  const threshold = lowStockThresholdThousandths ?? DEFAULT_LOW_STOCK_THRESHOLD;
  assertNonNegativeSafeInteger(threshold, 'lowStockThreshold');
  if (stockThousandths <= 0) return 'out_of_stock';
  if (stockThousandths <= threshold) return 'low_stock';
  return 'in_stock';
}

export function isLowOrOutOfStock(stockThousandths: number, lowStockThresholdThousandths?: number | null): boolean {
  return getStockStatus(stockThousandths, lowStockThresholdThousandths) !== 'in_stock';
}

/** Whether `quantity` may be sold from `stock` (both thousandths). */
export function canSell(stockThousandths: number, quantityThousandths: number, allowNegativeStock: boolean): boolean {
  assertSafeInteger(stockThousandths, 'stock');
  assertSafeInteger(quantityThousandths, 'quantity');
  if (quantityThousandths <= 0) return false;
  return allowNegativeStock || quantityThousandths <= stockThousandths;
}

/**
 * The stock left after selling `quantity`; throws DomainError('INSUFFICIENT_STOCK') naming the
 * product when the sale would take stock below zero and negative stock is not allowed.
 */
export function applyStockDecrement(
  stockThousandths: number,
  quantityThousandths: number,
  allowNegativeStock: boolean,
  productName = 'product',
): number {
  assertNonNegativeSafeInteger(quantityThousandths, 'quantity');
  if (quantityThousandths === 0) throw new RangeError('quantity must be positive');
  if (!canSell(stockThousandths, quantityThousandths, allowNegativeStock)) {
    throw new DomainError('INSUFFICIENT_STOCK', `Insufficient stock for ${productName}`);
  }
  const remaining = stockThousandths - quantityThousandths;
  assertSafeInteger(remaining, 'remaining stock');
  return remaining;
}
