/**
 * Posting a stocktake (decision 0019): in the request's one transaction, one
 * `count` movement per product whose count differs from what was expected at its first count,
 * applied as a DELTA (counted − expected) to the stock now — so what was sold while the shelves were
 * being counted stays sold. Uncounted products of the scope are left alone, or counted as 0 when the
 * admin chooses so. A posted count is read-only.
 */
import type { StocktakeDetail, StocktakePostInput } from '#shared/contracts/stocktakes';

import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { applyCountDifference, lockProductsForCount } from '#server/features/inventory';
import * as repo from './stocktakes.repo';
import { getStocktake, stocktakeOf, type StocktakeActor } from './stocktakes.service';

export async function postStocktake(db: Executor, actor: StocktakeActor, id: number, input: StocktakePostInput): Promise<StocktakeDetail> {
  const { businessId, userId } = actor;
  // The count's row locked first: scans wait (they share-lock it) and then find it closed.
  const st = await stocktakeOf(db, businessId, id, { lock: true, open: true });
  const zeroIds = input.uncounted === 'zero' ? await repo.uncountedIds(db, businessId, st) : [];
  const counted = await repo.linesOf(db, businessId, id);
  if (counted.length === 0 && zeroIds.length === 0) throw new AppError('STOCKTAKE_NOTHING_COUNTED');
  // Products locked in id order (as a sale takes them) before the uncounted ones' stock is read.
  await lockProductsForCount(db, businessId, [...counted.map((r) => r.line.productId), ...zeroIds]);
  await repo.insertZeroLines(db, businessId, id, zeroIds, userId);
  const lines = zeroIds.length ? await repo.linesOf(db, businessId, id) : counted;
  let moved = 0;
  for (const { line } of lines) {
    const delta = line.counted - line.expected;
    if (delta === 0) continue;
    const done = await applyCountDifference(db, actor, { productId: line.productId, difference: delta, stocktakeId: id });
    if (!done) continue;
    await repo.setPostedQuantity(db, businessId, id, line.productId, done.quantity);
    moved++;
  }
  await repo.closeStocktake(db, { businessId, id, status: 'posted', closedBy: userId, uncountedPolicy: input.uncounted });
  await writeAudit(db, {
    businessId,
    userId,
    action: 'stocktake.post',
    entityType: 'stocktake',
    entityId: id,
    after: { lines: lines.length, movements: moved, uncounted: input.uncounted, zeroed: zeroIds.length },
  });
  return getStocktake(db, actor, id);
}
