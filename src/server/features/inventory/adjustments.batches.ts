/**
 * An adjustment line's batch (decisions 0019 and 0020): a product that tracks
 * batches may name one — stock out is taken from it, stock in goes into it (created when new). A
 * product that does not track batches refuses one (400 on the line): the owner meant something
 * the shop does not record, and silently dropping it would hide the mistake.
 */
import { namesBatch, type AdjustmentInput } from '#shared/contracts/adjustments';
import { fromThousandths, toThousandths } from '#shared/domain/money';
import type { Executor } from '#server/db/client';
import { AppError, type FieldMessage } from '#server/lib/app-error';
import { batchHolding } from './adjustments.repo';
import type { BatchRef } from './stock-batches';

type Line = AdjustmentInput['lines'][number];
type Product = { id: number; name: string; tracksBatches: boolean };

/** The batch a line names, as the stock module takes it; null when it names none. */
export function batchOf(line: Line): BatchRef | null {
  if (!namesBatch(line)) return null;
  return { batchNumber: line.batchNumber ?? '', expiryDate: line.expiryDate ?? null, source: { kind: 'adjust', id: null } };
}

const label = (b: BatchRef) => [b.batchNumber, b.expiryDate].filter(Boolean).join(' · ');

/**
 * 400 when a product that does not track batches names one; 409 when a line takes more out of its
 * named batch than the batch holds — "from this batch" is what the owner picked, so the rest is
 * not quietly taken from fresher stock. Run under the products' locks.
 */
export async function checkBatches(db: Executor, businessId: number, lines: readonly Line[], byId: Map<number, Product>) {
  const fields: Record<string, FieldMessage> = {};
  lines.forEach((line, i) => {
    const p = byId.get(line.productId);
    if (p && !p.tracksBatches && namesBatch(line))
      fields[`lines.${i}.batchNumber`] = { key: 'ADJUSTMENT_BATCH_NOT_TRACKED', params: { name: p.name } };
  });
  if (Object.keys(fields).length) throw AppError.fields(fields);
  for (const line of lines) {
    const batch = batchOf(line);
    const q = toThousandths(line.quantity);
    if (!batch || q >= 0) continue;
    const holds = await batchHolding(db, businessId, line.productId, batch);
    if (holds < -q)
      throw new AppError('ADJUSTMENT_BATCH_SHORT', {
        params: { quantity: String(fromThousandths(holds)), name: byId.get(line.productId)?.name ?? '', batch: label(batch) },
      });
  }
}
