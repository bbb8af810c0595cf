/**
 * Stock adjustments (decision 0019): a change of stock BY a quantity for a reason.
 * Each line is an `adjust` movement through the stock module (moveStock) — one per batch it touches
 * for a batch-tracked product — in the request's one transaction; the ledger's trigger records each
 * with its cost. Admins adjust; a cashier needs an admin's PIN (the manager approval of discounts),
 * audited with both names.
 */
import {
  ADJUSTMENTS_LIST_LIMIT,
  type Adjustment,
  type AdjustmentInput,
  type AdjustmentList,
  type AdjustmentsCreated,
  type AdjustmentsQuery,
} from '#shared/contracts/adjustments';
import { fromCents, fromThousandths, toThousandths } from '#shared/domain/money';
import { parseDateOnly, zonedMidnight } from '#shared/domain/time-zone';
import { isFractionalUnit, isProductUnit } from '#shared/domain/units';
import type { Executor } from '#server/db/client';
import { AppError, type FieldMessage } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import { verifyManagerPin } from '#server/kernel/manager-approval';
import { batchOf, checkBatches } from './adjustments.batches';
import * as repo from './adjustments.repo';
import { lockProducts, moveStock } from './stock.repo';

export interface AdjustmentActor {
  businessId: number;
  userId: string;
  name: string;
  /** An owner or admin of the business adjusts without a PIN. */
  isAdmin: boolean;
  ip?: string;
}

/**
 * A cashier's adjustment needs an admin's PIN. The PIN check is the discount approval's (throttled,
 * 429 after 5 wrong PINs); its refusal answers this feature's own message. Audited with both names.
 */
async function approve(db: Executor, actor: AdjustmentActor, input: AdjustmentInput): Promise<string | null> {
  if (actor.isAdmin) return null;
  const refused = new AppError('ADJUSTMENT_APPROVAL_REQUIRED');
  if (!input.approval) throw refused;
  const approved = await verifyManagerPin(db, actor.businessId, input.approval).catch((err: unknown) => {
    throw err instanceof AppError && err.statusCode === 403 ? refused : err;
  });
  await writeAudit(db, {
    businessId: actor.businessId,
    userId: actor.userId,
    action: 'adjustment.approved',
    entityType: 'adjustment',
    entityId: approved.approverId,
    after: {
      requestedBy: actor.userId,
      requestedByName: actor.name,
      approvedBy: approved.approverId,
      approverName: approved.approverName,
      reason: input.reason,
      lines: input.lines,
    },
    ipAddress: actor.ip ?? null,
  });
  return approved.approverId;
}

type Product = Awaited<ReturnType<typeof repo.productsFor>>[number];

/** Every line's product is the business's and active (404 otherwise), in whole units where counted, and not taken below zero. */
function checkLines(input: AdjustmentInput, byId: Map<number, Product>) {
  const fields: Record<string, FieldMessage> = {};
  input.lines.forEach((line, i) => {
    const p = byId.get(line.productId);
    if (!p) throw new AppError('PRODUCT_NOT_FOUND');
    const q = toThousandths(line.quantity);
    if (isProductUnit(p.unit) && !isFractionalUnit(p.unit) && q % 1000 !== 0)
      fields[`lines.${i}.quantity`] = { key: 'ADJUSTMENT_WHOLE_UNITS', params: { name: p.name } };
  });
  if (Object.keys(fields).length) throw AppError.fields(fields);
  for (const line of input.lines) {
    const p = byId.get(line.productId)!;
    const q = toThousandths(line.quantity);
    if (q < 0 && p.stock + q < 0)
      throw new AppError('ADJUSTMENT_BELOW_ZERO', { params: { name: p.name, stock: String(fromThousandths(Math.max(0, p.stock))) } });
  }
}

export async function createAdjustments(db: Executor, actor: AdjustmentActor, input: AdjustmentInput): Promise<AdjustmentsCreated> {
  const { businessId } = actor;
  const approvedBy = await approve(db, actor, input);
  const ids = input.lines.map((l) => l.productId);
  // Locked in id order (as a sale locks them) before reading the stock the checks rely on.
  await lockProducts(db, businessId, ids);
  const byId = new Map((await repo.productsFor(db, businessId, ids)).map((p) => [p.id, p]));
  checkLines(input, byId);
  await checkBatches(db, businessId, input.lines, byId);
  const made: number[] = [];
  for (const line of input.lines) {
    const before = await repo.latestAdjustmentId(db, businessId, line.productId);
    const moved = await moveStock(db, {
      businessId,
      productId: line.productId,
      kind: 'adjust',
      delta: toThousandths(line.quantity),
      floorAtZero: line.quantity < 0,
      reason: input.reason,
      note: input.note ?? null,
      userId: actor.userId,
      batch: batchOf(line),
    });
    if (!moved) throw new AppError('PRODUCT_NOT_FOUND');
    // A line may be several movements (one per batch it took from): every row is marked.
    made.push(...(await repo.markAdjustmentsSince(db, businessId, line.productId, before, approvedBy)));
  }
  const rows = await repo.listAdjustments(db, { businessId, ids: made }, made.length);
  // In the request's line order (the list's own order is newest first).
  const adjustments = rows.sort((a, b) => made.indexOf(a.id) - made.indexOf(b.id)).map(toAdjustment);
  for (const a of adjustments)
    await writeAudit(db, {
      businessId,
      userId: actor.userId,
      action: 'stock.adjust',
      entityType: 'stock_adjustment',
      entityId: a.id,
      after: a,
    });
  return { adjustments };
}

function toAdjustment(r: repo.AdjustmentRow): Adjustment {
  return {
    id: r.id,
    productId: r.productId,
    productName: r.productName,
    unit: r.unit,
    quantity: fromThousandths(r.quantity),
    reason: r.reason,
    note: r.note,
    unitCost: r.unitCostCents == null ? null : fromCents(r.unitCostCents),
    value: r.valueCents == null ? null : fromCents(r.valueCents),
    userId: r.userId,
    userName: r.userName,
    approvedByName: r.approvedByName,
    batchNumber: r.batchNumber,
    expiryDate: r.expiryDate,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Local midnight of `date` (+ `days`) in the shop's time zone. */
function localMidnight(date: string, timeZone: string, days = 0): Date {
  const d = parseDateOnly(date)!;
  const shifted = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return zonedMidnight(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate(), timeZone);
}

export async function listAdjustments(db: Executor, businessId: number, q: AdjustmentsQuery): Promise<AdjustmentList> {
  const timeZone = q.from || q.to ? await getBusinessTimeZone(db, businessId) : 'UTC';
  const filter: repo.AdjustmentFilter = {
    businessId,
    from: q.from ? localMidnight(q.from, timeZone) : undefined,
    to: q.to ? localMidnight(q.to, timeZone, 1) : undefined,
    reason: q.reason,
    q: q.q || undefined,
    userId: q.userId,
  };
  const [rows, totals, users] = [
    await repo.listAdjustments(db, filter, ADJUSTMENTS_LIST_LIMIT),
    await repo.totalAdjustments(db, filter),
    await repo.adjustmentUsers(db, businessId),
  ];
  return {
    adjustments: rows.map(toAdjustment),
    totals: {
      count: totals.count,
      valueOut: fromCents(totals.valueOut),
      valueIn: fromCents(totals.valueIn),
      value: fromCents(totals.valueOut + totals.valueIn),
      withoutCost: totals.withoutCost,
    },
    users: users.map((u) => ({ id: u.id, name: u.name ?? '' })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}
