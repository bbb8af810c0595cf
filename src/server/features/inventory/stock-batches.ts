/**
 * Stock moves of products that track batches (docs/decisions/0020): what comes
 * out is taken first-expiring-first-out (or from a named batch first), what comes in goes into a
 * named batch or the unbatched remainder (stock − Σ batches: opening stock, imports, stock from
 * before tracking was turned on), which is sold last. Each move is a few statements, all under
 * the product's row lock; products that do not track batches never come here.
 */
import type { Executor } from '#server/db/client';
import type { StockMovementKind } from '#shared/contracts/stock-paths';
import {
  applyParts,
  ensureBatch,
  findBatch,
  lockProductIds,
  lockProductWithBatches,
  saleBatchesLeft,
  type BatchName,
  type HeldBatch,
  type MovePart,
} from './stock-batches.repo';
import type { Movement, Moved } from './stock.repo';

/**
 * Takes `quantity` (> 0) out of `batches` (already in FEFO order): each batch up to what it holds,
 * the rest from the unbatched remainder (batchId null). Parts are negative.
 */
export function takeFefo(batches: readonly HeldBatch[], quantity: number): MovePart[] {
  const parts: MovePart[] = [];
  let left = quantity;
  for (const b of batches) {
    if (left <= 0) break;
    const take = Math.min(b.quantity, left);
    if (take > 0) parts.push({ batchId: b.id, quantity: -take });
    left -= take;
  }
  if (left > 0) parts.push({ batchId: null, quantity: -left });
  return parts;
}

/**
 * Puts `quantity` (> 0) back into the batches a sale took it from, the last taken first (the
 * reverse of FEFO: what the customer brings back is likelier the later batch), each up to what the
 * sale took from it less earlier returns; anything beyond goes to the unbatched remainder.
 */
export function putBackLatestFirst(taken: readonly { batchId: number; quantity: number }[], quantity: number): MovePart[] {
  const parts: MovePart[] = [];
  let left = quantity;
  for (const t of taken) {
    if (left <= 0) break;
    const give = Math.min(t.quantity, left);
    if (give > 0) parts.push({ batchId: t.batchId, quantity: give });
    left -= give;
  }
  if (left > 0) parts.push({ batchId: null, quantity: left });
  return parts;
}

/** The batch a move names by number and expiry (created when stock goes into it); `source`: where a new batch came from. */
export type BatchRef = BatchName & { source?: { kind: 'grn' | 'adjust' | 'import'; id: number | null } };

/**
 * One product's move, batch by batch: as `moveStock` (undefined: not this business's product, or
 * `floorAtZero` refused — for a named batch, also when the batch holds less than is taken).
 */
export async function moveInBatches(db: Executor, m: Movement & { batch?: BatchRef | null }): Promise<Moved | undefined> {
  const held = await lockProductWithBatches(db, m.businessId, m.productId);
  if (!held) return undefined;
  const delta = m.setTo != null ? m.setTo - held.stock : (m.delta ?? 0);
  if (m.floorAtZero && held.stock + delta < 0) return undefined;
  const named = held.tracksBatches ? m.batch : undefined;
  const parts = delta < 0 ? await partsOut(db, m, held.batches, -delta, named) : await partsIn(db, m, delta, named);
  if (!parts) return undefined;
  const { batch: _batch, delta: _delta, setTo: _setTo, floorAtZero: _floor, ...rest } = m;
  return applyParts(db, { ...rest, parts });
}

async function partsOut(
  db: Executor,
  m: Movement,
  batches: readonly HeldBatch[],
  quantity: number,
  named: BatchRef | null | undefined,
): Promise<MovePart[] | undefined> {
  if (!named) return takeFefo(batches, quantity);
  const id = await findBatch(db, m.businessId, m.productId, named);
  const batch = batches.find((b) => b.id === id);
  const fromNamed = Math.min(batch?.quantity ?? 0, quantity);
  // A GRN's reversal takes back exactly what its batch received: refused when some was sold.
  if (m.floorAtZero && fromNamed < quantity) return undefined;
  const first: MovePart[] = fromNamed > 0 ? [{ batchId: batch!.id, quantity: -fromNamed }] : [];
  const rest = quantity - fromNamed;
  return rest > 0
    ? [
        ...first,
        ...takeFefo(
          batches.filter((b) => b.id !== id),
          rest,
        ),
      ]
    : first;
}

async function partsIn(db: Executor, m: Movement, quantity: number, named: BatchRef | null | undefined): Promise<MovePart[]> {
  if (!named || quantity === 0) return [{ batchId: null, quantity }];
  const batchId = await ensureBatch(db, {
    businessId: m.businessId,
    productId: m.productId,
    batchNumber: named.batchNumber,
    expiryDate: named.expiryDate,
    source: named.source?.kind ?? 'adjust',
    sourceId: named.source?.id ?? null,
  });
  return [{ batchId, quantity }];
}

type Line = { productId: number; quantity: number };

/**
 * A return's or void's restock of products whose sale took from batches: each goes back into
 * those batches (putBackLatestFirst), one statement per such product, after every product of the
 * return is locked in id order (as a sale locks them). Answers the lines left for the plain
 * restock: products the sale took from no batch.
 */
export async function restockIntoBatches(
  db: Executor,
  m: {
    businessId: number;
    userId: string | null;
    kind: StockMovementKind;
    reference: string;
    referenceId: number;
    saleId: number;
    lines: readonly Line[];
  },
): Promise<Line[]> {
  const wanted = new Map<number, number>();
  for (const l of m.lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
  const left = await saleBatchesLeft(db, m.businessId, m.saleId, [...wanted.keys()]);
  if (left.length === 0) return [...m.lines];
  await lockProductIds(db, m.businessId, [...wanted.keys()]);
  const batched = [...new Set(left.map((l) => l.productId))].sort((a, b) => a - b);
  for (const productId of batched) {
    const quantity = wanted.get(productId) ?? 0;
    if (quantity <= 0) continue;
    const parts = putBackLatestFirst(
      left.filter((l) => l.productId === productId),
      quantity,
    );
    const { saleId: _sale, lines: _lines, ...move } = m;
    await applyParts(db, { ...move, productId, parts });
  }
  return m.lines.filter((l) => !batched.includes(l.productId));
}
