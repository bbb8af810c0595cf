/**
 * What a stocktake (features/stocktakes) needs of the stock module, written here over stock.repo's
 * moveStock and lockProducts: a posted count applies its difference as a DELTA to the stock now, so
 * sales made while the shelves were being counted stay taken (stock.service's countStock sets the
 * figure instead). Decision 0019.
 */
import type { Executor } from '#server/db/client';
import { lockProducts, moveStock, type Moved } from './stock.repo';

/** Locks the counted products in id order (as a sale takes them) before their stock is read or moved. */
export function lockProductsForCount(db: Executor, businessId: number, productIds: readonly number[]): Promise<void> {
  return lockProducts(db, businessId, productIds);
}

/** One `count` movement of counted − expected, naming the stocktake; undefined when the product is not the business's. */
export function applyCountDifference(
  db: Executor,
  actor: { businessId: number; userId: string },
  m: { productId: number; difference: number; stocktakeId: number },
): Promise<Moved | undefined> {
  return moveStock(db, {
    businessId: actor.businessId,
    productId: m.productId,
    kind: 'count',
    delta: m.difference,
    reference: `ST-${m.stocktakeId}`,
    referenceId: m.stocktakeId,
    userId: actor.userId,
  });
}
