/**
 * Stock has one owner (issue 15, point 1): every change of a product's stock goes through these
 * functions (or, for the till's sale, the SQL fragments of stock.repo.ts), each writing its ledger
 * movement and bumping the catalogue version in the same statement. Quantities are thousandths.
 * Call them inside the transaction of the change they belong to.
 */
import type { StockAdjustmentReason, StockMovementsResponse } from '../../../shared/contracts/stock';
import { STOCK_MOVEMENTS_PAGE_SIZE } from '../../../shared/contracts/stock';
import { fromThousandths } from '../../../shared/domain/money';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { activeProductExists, giveBackMany, listMovements, lockProducts, moveStock, openStockMany, type Moved } from './stock.repo';

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
 * the opening stock an imported file brought (issue 23), naming the import in `reference`.
 */
export function openStockOfMany(
  db: Executor,
  actor: StockActor,
  lines: readonly { productId: number; quantity: number }[],
  source: { kind: 'open' | 'import'; reference?: string | null } = { kind: 'open' },
): Promise<number> {
  return lines.length ? openStockMany(db, { ...actor, lines, kind: source.kind, reference: source.reference ?? null }) : Promise.resolve(0);
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
export function restockReturn(
  db: Executor,
  actor: StockActor,
  m: { kind: 'return' | 'void'; reference: string; returnId: number; lines: readonly { productId: number; quantity: number }[] },
): Promise<number> {
  if (m.lines.length === 0) return Promise.resolve(0);
  return giveBackMany(db, { ...actor, kind: m.kind, reference: m.reference, referenceId: m.returnId, lines: m.lines });
}

/** Goods received in good condition (a GRN line): stock up, and the buying price becomes the received one. */
export function receiveStock(
  db: Executor,
  actor: StockActor,
  m: { productId: number; quantity: number; buyingPriceCents: number; grn: { id: number; number: string } },
): Promise<Moved | undefined> {
  return moveStock(db, {
    ...base(actor, m.productId),
    kind: 'receive',
    delta: m.quantity,
    buyingPriceCents: m.buyingPriceCents,
    reference: m.grn.number,
    referenceId: m.grn.id,
  });
}

/**
 * Takes back what a GRN line received (the GRN is edited or deleted). Undefined — nothing changed —
 * when the stock would go below zero (some of it has been sold): the caller refuses with 409.
 */
export function reverseStock(
  db: Executor,
  actor: StockActor,
  m: { productId: number; quantity: number; grn: { id: number; number: string } },
): Promise<Moved | undefined> {
  return moveStock(db, {
    ...base(actor, m.productId),
    kind: 'reverse',
    delta: -m.quantity,
    floorAtZero: true,
    reference: m.grn.number,
    referenceId: m.grn.id,
  });
}

/** A change by hand: the stock becomes `to`, for a reason (and a note). */
export function adjustStock(
  db: Executor,
  actor: StockActor,
  m: { productId: number; to: number; reason: StockAdjustmentReason; note?: string | null },
): Promise<Moved | undefined> {
  return moveStock(db, { ...base(actor, m.productId), kind: 'adjust', setTo: m.to, reason: m.reason, note: m.note ?? null });
}

/** A stocktake: the stock becomes what was counted; the movement is the difference (zero included). */
export function countStock(db: Executor, actor: StockActor, m: { productId: number; counted: number }): Promise<Moved | undefined> {
  return moveStock(db, { ...base(actor, m.productId), kind: 'count', setTo: m.counted });
}

/** A product's stock history, newest first, a page at a time; another business's product is 404. */
export async function listStockMovements(
  db: Executor,
  businessId: number,
  productId: number,
  cursor: string | undefined,
): Promise<StockMovementsResponse> {
  if (!(await activeProductExists(db, businessId, productId))) throw notFound('Product');
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
