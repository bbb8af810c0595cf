/**
 * The sale's batches (docs/decisions/0020). A sale with no batch-tracked product
 * does nothing here: its two statements are as before. A sale with one runs one more statement
 * (the stock module's FEFO take) between them, and an expired batch needs an admin's PIN — unless
 * the sale was made offline, where the till already sold it (decision 0016: what it did is kept).
 */

import type { SaleInput } from '#shared/contracts/sales';
import type { Tx } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { takeSaleBatches, type SaleBatchTake } from '#server/features/inventory';
import { approveManagerAction } from '#server/kernel/manager-approval';
import type { TakenProduct } from './record-sale.repo';

export interface SaleStockMove {
  productId: number;
  quantity: number;
  batchId: number | null;
}

/**
 * Takes the batch-tracked lines from their batches; undefined when the sale has none. Refuses
 * (403 EXPIRED_BATCH_APPROVAL_REQUIRED, naming the first product and its expiry) a sale that
 * would take from an expired batch without an admin's valid PIN; with one, the approval is audited
 * ('expiry.approved', who asked and who approved, the batches) in the sale's transaction.
 */
export async function takeSaleLinesFromBatches(
  tx: Tx,
  s: {
    actor: { businessId: number; userId: string; ip?: string };
    approval: SaleInput['approval'];
    offline: boolean;
    products: readonly TakenProduct[];
    lines: readonly { productId: number; quantity: number }[];
  },
): Promise<SaleBatchTake[] | undefined> {
  const tracked = new Map(s.products.filter((p) => p.tracksBatches).map((p) => [p.id, p.name]));
  if (tracked.size === 0) return undefined;
  const takes = await takeSaleBatches(
    tx,
    s.actor.businessId,
    s.lines.filter((l) => tracked.has(l.productId)),
  );
  const expired = takes.filter((t) => t.expired);
  if (expired.length === 0 || s.offline) return takes;
  const first = expired[0];
  const name = tracked.get(first.productId) ?? '';
  if (!s.approval) throw new AppError('EXPIRED_BATCH_APPROVAL_REQUIRED', { params: { name, date: first.expiryDate ?? '' } });
  await approveManagerAction(tx, 'expiry', {
    businessId: s.actor.businessId,
    requestedBy: s.actor.userId,
    approval: s.approval,
    ip: s.actor.ip,
    details: {
      batches: expired.map((t) => ({
        product: tracked.get(t.productId) ?? '',
        productId: t.productId,
        batchNumber: t.batchNumber,
        expiryDate: t.expiryDate,
        quantity: t.quantity / 1000,
      })),
    },
  });
  return takes;
}

/**
 * The sale's stock movements: one per line, except a batch-tracked line, which has one per batch
 * it took from (FEFO order) and one for what came from the unbatched remainder.
 */
export function saleStockMoves(
  lines: readonly { productId: number; quantity: number }[],
  takes: readonly SaleBatchTake[],
): SaleStockMove[] {
  return lines.flatMap((l) => {
    const own = takes.filter((t) => t.productId === l.productId);
    const fromBatches = own.reduce((n, t) => n + t.quantity, 0);
    const moves: SaleStockMove[] = own.map((t) => ({ productId: l.productId, quantity: t.quantity, batchId: t.batchId }));
    if (l.quantity - fromBatches !== 0 || own.length === 0)
      moves.push({ productId: l.productId, quantity: l.quantity - fromBatches, batchId: null });
    return moves;
  });
}
