/**
 * Stock has one owner: every change of a product's stock goes through these
 * functions (or, for the till's sale, the SQL fragments of stock.repo.ts), each writing its ledger
 * movement and bumping the catalogue version in the same statement. Quantities are thousandths.
 * Call them inside the transaction of the change they belong to.
 */
import type { StockAdjustmentReason, StockMovementsResponse } from '#shared/contracts/stock';
import { STOCK_MOVEMENTS_PAGE_SIZE } from '#shared/contracts/stock';
import { fromThousandths } from '#shared/domain/money';
import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { arrayLiteral, executePrepared } from '#server/db/prepared';
import { restockIntoBatches, type BatchRef } from './stock-batches';
import { openStockIntoBatches, type BatchName } from './stock-batches.repo';
import { activeProductExists, giveBackMany, listMovements, lockProducts, moveStock, openStockMany, type Moved } from './stock.repo';
import { saleBatchTakeStatement } from './stock.sql';

export type { BatchName };

/** Who moves the stock: the business, and the user (null for the system: imports, scripts). */
export interface StockActor {
  businessId: number;
  userId: string | null;
}

const base = (actor: StockActor, productId: number) => ({ businessId: actor.businessId, productId, userId: actor.userId });

/** The first stock of a product (creation, import). */
export function openStock(db: Executor, actor: StockActor, productId: number, quantity: number): Promise<Moved | undefined> {
  return moveStock(db, { ...base(actor, productId), kind: 'open', delta: quantity });
}

/**
 * The first stock of many products at once, one statement: `open` for bulk creation, `import` for
 * the opening stock an imported file brought, naming the import in `reference`. A line
 * may name its batch (a product that tracks batches: created or topped up; ignored for others);
 * lines without one go to the unbatched remainder (decision 0020).
 */
export function openStockOfMany(
  db: Executor,
  actor: StockActor,
  lines: readonly { productId: number; quantity: number; batch?: BatchName | null }[],
  source: { kind: 'open' | 'import'; reference?: string | null } = { kind: 'open' },
): Promise<number> {
  if (!lines.length) return Promise.resolve(0);
  const move = { ...actor, kind: source.kind, reference: source.reference ?? null };
  if (!lines.some((l) => l.batch)) return openStockMany(db, { ...move, lines });
  const batched = lines.map((l) => ({
    productId: l.productId,
    quantity: l.quantity,
    batchNumber: l.batch ? l.batch.batchNumber : null,
    expiryDate: l.batch ? l.batch.expiryDate : null,
  }));
  return openStockIntoBatches(db, { ...move, lines: batched });
}

/**
 * Takes stock out for a sale outside the till's own statements (the till uses
 * `saleTakeStockCtes`/`saleMovementsInsertStatement`).
 */
export function takeStock(
  db: Executor,
  actor: StockActor,
  m: { productId: number; quantity: number; sale: { id: number; invoiceNumber: string } },
): Promise<Moved | undefined> {
  return moveStock(db, {
    ...base(actor, m.productId),
    kind: 'sale',
    delta: -m.quantity,
    reference: m.sale.invoiceNumber,
    referenceId: m.sale.id,
  });
}

/** Puts back what a sale took: a return or a void of it. */
export function giveBackStock(
  db: Executor,
  actor: StockActor,
  m: { productId: number; quantity: number; kind: 'return' | 'void'; sale: { id: number; invoiceNumber: string } },
): Promise<Moved | undefined> {
  return moveStock(db, {
    ...base(actor, m.productId),
    kind: m.kind,
    delta: m.quantity,
    reference: m.sale.invoiceNumber,
    referenceId: m.sale.id,
  });
}

/**
 * Locks the products a return will put back, in id order, before the return locks the debtor and
 * the customer: the order a sale takes them in (products first), so the two never deadlock.
 */
export function lockStockForReturn(db: Executor, businessId: number, productIds: readonly number[]): Promise<void> {
  return lockProducts(db, businessId, productIds);
}

/**
 * Puts back the restocked lines of a return or void in one statement: `return`/`void` movements
 * referencing the credit note (a void: the invoice) by number and the return by id.
 */
export async function restockReturn(
  db: Executor,
  actor: StockActor,
  m: {
    kind: 'return' | 'void';
    reference: string;
    returnId: number;
    lines: readonly { productId: number; quantity: number }[];
    /** The sale returned: what it took from batches goes back into them (docs/decisions/0020). */
    saleId?: number;
  },
): Promise<number> {
  if (m.lines.length === 0) return 0;
  const move = { ...actor, kind: m.kind, reference: m.reference, referenceId: m.returnId };
  const rest = m.saleId == null ? m.lines : await restockIntoBatches(db, { ...move, saleId: m.saleId, lines: m.lines });
  const batched = new Set(m.lines.map((l) => l.productId)).size - new Set(rest.map((l) => l.productId)).size;
  return batched + (rest.length ? await giveBackMany(db, { ...move, lines: rest }) : 0);
}

/** Goods received in good condition (a GRN line): stock up, and the buying price becomes the received one. */
export function receiveStock(
  db: Executor,
  actor: StockActor,
  m: {
    productId: number;
    quantity: number;
    buyingPriceCents: number;
    grn: { id: number; number: string };
    /** The line's batch (a product that tracks batches): created or topped up. */
    batch?: BatchName | null;
  },
): Promise<Moved | undefined> {
  return moveStock(db, {
    ...base(actor, m.productId),
    kind: 'receive',
    delta: m.quantity,
    buyingPriceCents: m.buyingPriceCents,
    reference: m.grn.number,
    referenceId: m.grn.id,
    batch: m.batch ? { ...m.batch, source: { kind: 'grn', id: m.grn.id } } : null,
  });
}

/**
 * Takes back what a GRN line received (the GRN is edited or deleted). Undefined — nothing changed —
 * when the stock would go below zero (some of it has been sold): the caller refuses with 409.
 */
export function reverseStock(
  db: Executor,
  actor: StockActor,
  m: { productId: number; quantity: number; grn: { id: number; number: string }; batch?: BatchName | null },
): Promise<Moved | undefined> {
  return moveStock(db, {
    ...base(actor, m.productId),
    kind: 'reverse',
    delta: -m.quantity,
    floorAtZero: true,
    reference: m.grn.number,
    referenceId: m.grn.id,
    // Its own batch: refused (undefined) when that batch no longer holds what it received.
    batch: m.batch ?? null,
  });
}

/**
 * Goods sent back to their supplier (a debit note's line): stock down, a `supplier_return`
 * movement naming the debit note. For a product that tracks batches, from the GRN line's batch
 * first, then first-expiring-first-out. Undefined — nothing changed — when the stock is less than
 * the quantity: the caller refuses with 409.
 */
export function returnToSupplier(
  db: Executor,
  actor: StockActor,
  m: { productId: number; quantity: number; debitNote: { id: number; number: string }; batch?: BatchName | null },
): Promise<Moved | undefined> {
  return moveStock(db, {
    ...base(actor, m.productId),
    kind: 'supplier_return',
    delta: -m.quantity,
    // A named batch holding less lets the rest come from the others; the stock itself never goes below zero.
    floorAtZero: !m.batch,
    reference: m.debitNote.number,
    referenceId: m.debitNote.id,
    batch: m.batch ?? null,
  });
}

/**
 * A change by hand: the stock becomes `to`, for a reason (and a note). For a product that tracks
 * batches, `batch` names the batch it changes (created when stock goes into a new one); without
 * it, stock out is taken first-expiring-first-out and stock in goes to the unbatched remainder.
 */
export function adjustStock(
  db: Executor,
  actor: StockActor,
  m: { productId: number; to: number; reason: StockAdjustmentReason; note?: string | null; batch?: BatchName | null },
): Promise<Moved | undefined> {
  const batch: BatchRef | null = m.batch ? { ...m.batch, source: { kind: 'adjust', id: null } } : null;
  return moveStock(db, { ...base(actor, m.productId), kind: 'adjust', setTo: m.to, reason: m.reason, note: m.note ?? null, batch });
}

/** A stocktake: the stock becomes what was counted; the movement is the difference (zero included). */
export function countStock(db: Executor, actor: StockActor, m: { productId: number; counted: number }): Promise<Moved | undefined> {
  return moveStock(db, { ...base(actor, m.productId), kind: 'count', setTo: m.counted });
}

/** What a sale took from one batch (docs/decisions/0020). */
export interface SaleBatchTake {
  productId: number;
  batchId: number;
  batchNumber: string;
  expiryDate: string | null;
  quantity: number;
  /** Its expiry is before today in the shop's time zone. */
  expired: boolean;
}

/**
 * The till's sale takes its batch-tracked lines from their batches, first-expiring-first-out, in
 * one statement (only for a sale with such a product: its products are already locked by the
 * sale's first statement). What the batches do not cover comes from the unbatched remainder.
 */
export async function takeSaleBatches(
  db: Executor,
  businessId: number,
  lines: readonly { productId: number; quantity: number }[],
): Promise<SaleBatchTake[]> {
  const rows = await executePrepared(
    db,
    'kade_sale_batches',
    saleBatchTakeStatement({
      businessId,
      productIds: arrayLiteral(lines.map((l) => l.productId)),
      quantities: arrayLiteral(lines.map((l) => l.quantity)),
    }),
  );
  return rows.map((r) => ({
    productId: Number(r.product_id),
    batchId: Number(r.batch_id),
    batchNumber: String(r.batch_number ?? ''),
    expiryDate: r.expiry_date == null ? null : String(r.expiry_date),
    quantity: Number(r.take),
    expired: r.expired === true || r.expired === 't',
  }));
}

/** A product's stock history, newest first, a page at a time; another business's product is 404. */
export async function listStockMovements(
  db: Executor,
  businessId: number,
  productId: number,
  cursor: string | undefined,
): Promise<StockMovementsResponse> {
  if (!(await activeProductExists(db, businessId, productId))) throw new AppError('PRODUCT_NOT_FOUND');
  const rows = await listMovements(db, businessId, productId, {
    beforeId: cursor == null ? undefined : Number(cursor),
    limit: STOCK_MOVEMENTS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, STOCK_MOVEMENTS_PAGE_SIZE);
  return {
    movements: page.map((r) => ({
      id: r.id,
      kind: r.kind,
      quantity: fromThousandths(r.quantity),
      balance: fromThousandths(r.balance),
      reference: r.kind === 'adjust' && r.reason ? (r.note ? `${r.reason}: ${r.note}` : r.reason) : r.reference,
      userName: r.userName,
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor: rows.length > STOCK_MOVEMENTS_PAGE_SIZE ? String(page[page.length - 1].id) : null,
  };
}
