/**
 * Stocktakes (decision 0019): admins start, post and cancel a count; anyone of the
 * shop may count (scan). Cashiers count blind: they see what was counted, not what was expected.
 */
import type {
  StocktakeCounted,
  StocktakeCountInput,
  StocktakeDetail,
  StocktakeInput,
  StocktakeLine,
  StocktakeList,
  StocktakeSummary,
} from '#shared/contracts/stocktakes';
import { STOCKTAKE_UNCOUNTED_SHOWN } from '#shared/contracts/stocktakes-paths';
import { fromCents, fromThousandths, multiplyCentsByThousandths, toThousandths } from '#shared/domain/money';
import { isFractionalUnit, isProductUnit } from '#shared/domain/units';
import type { Executor } from '#server/db/client';
import type { stocktakes } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { resolveScannedCode } from './stocktake-code';
import * as repo from './stocktakes.repo';

export interface StocktakeActor {
  businessId: number;
  userId: string;
  /** Owners and admins see expected figures and values; cashiers count blind. */
  isAdmin: boolean;
}

type Stocktake = typeof stocktakes.$inferSelect;

export const stocktakeNotFound = () => new AppError('STOCKTAKE_NOT_FOUND');
export const stocktakeClosed = () => new AppError('STOCKTAKE_CLOSED');

/** The business's stocktake, 404 otherwise (another business's too); 409 when `open` is wanted and it is closed. */
export async function stocktakeOf(db: Executor, businessId: number, id: number, opts: { lock?: boolean; open?: boolean } = {}) {
  const st = await repo.findStocktake(db, businessId, id, opts.lock);
  if (!st) throw stocktakeNotFound();
  if (opts.open && st.status !== 'open') throw stocktakeClosed();
  return st;
}

export async function createStocktake(db: Executor, actor: StocktakeActor, input: StocktakeInput): Promise<StocktakeDetail> {
  const ids = [...new Set(input.categoryIds ?? [])];
  if (ids.length) {
    const found = await repo.categoriesByIds(db, actor.businessId, ids);
    if (found.length !== ids.length) throw new AppError('CATEGORY_NOT_FOUND');
  }
  const id = await repo.insertStocktake(db, {
    businessId: actor.businessId,
    name: input.name,
    note: input.note ?? null,
    categoryIds: ids.length ? ids : null,
    createdBy: actor.userId,
  });
  await writeAudit(db, {
    businessId: actor.businessId,
    userId: actor.userId,
    action: 'stocktake.start',
    entityType: 'stocktake',
    entityId: id,
    after: { ...input, categoryIds: ids },
  });
  return getStocktake(db, actor, id);
}

async function summaryOf(
  db: Executor,
  st: Stocktake,
  extra: { createdByName: string | null; closedByName: string | null; countedProducts: number },
): Promise<StocktakeSummary> {
  const names = st.categoryIds?.length ? await repo.categoriesByIds(db, st.businessId, st.categoryIds) : [];
  return {
    id: st.id,
    name: st.name,
    note: st.note,
    status: st.status,
    categories: names.map((c) => c.name).sort(),
    categoryIds: st.categoryIds ?? [],
    createdAt: st.createdAt.toISOString(),
    createdByName: extra.createdByName,
    closedAt: st.closedAt?.toISOString() ?? null,
    closedByName: extra.closedByName,
    uncountedPolicy: st.uncountedPolicy,
    countedProducts: extra.countedProducts,
  };
}

export async function listStocktakes(db: Executor, businessId: number): Promise<StocktakeList> {
  const rows = await repo.listStocktakes(db, businessId, 200);
  return { stocktakes: await Promise.all(rows.map((r) => summaryOf(db, r.row, r))) };
}

type LineRow = Awaited<ReturnType<typeof repo.linesOf>>[number];

function toLine(r: LineRow, isAdmin: boolean): StocktakeLine {
  const l = r.line;
  const difference = l.counted - l.expected;
  const value = l.unitCostCents == null ? null : multiplyCentsByThousandths(l.unitCostCents, difference);
  return {
    productId: l.productId,
    productName: r.productName,
    sku: r.sku,
    barcode: r.barcode,
    unit: r.unit,
    counted: fromThousandths(l.counted),
    expected: isAdmin ? fromThousandths(l.expected) : null,
    difference: isAdmin ? fromThousandths(difference) : null,
    unitCost: isAdmin && l.unitCostCents != null ? fromCents(l.unitCostCents) : null,
    differenceValue: isAdmin && value != null ? fromCents(value) : null,
    zeroed: l.zeroed,
    lastCountedAt: l.scans > 0 ? l.lastCountedAt.toISOString() : null,
    lastCountedBy: r.lastCountedBy,
  };
}

function totalsOf(rows: readonly LineRow[]) {
  let short = 0;
  let over = 0;
  let withDifference = 0;
  for (const { line: l } of rows) {
    const d = l.counted - l.expected;
    if (d !== 0) withDifference++;
    const v = l.unitCostCents == null ? 0 : multiplyCentsByThousandths(l.unitCostCents, d);
    if (v < 0) short += v;
    else over += v;
  }
  return { valueShort: fromCents(short), valueOver: fromCents(over), value: fromCents(short + over), linesWithDifference: withDifference };
}

export async function getStocktake(db: Executor, actor: StocktakeActor, id: number): Promise<StocktakeDetail> {
  const st = await stocktakeOf(db, actor.businessId, id);
  const rows = await repo.linesOf(db, actor.businessId, id);
  // A closed count's scope is history: nothing of it is "uncounted" any more.
  const uncounted =
    st.status === 'open' ? await repo.uncountedOf(db, actor.businessId, st, STOCKTAKE_UNCOUNTED_SHOWN) : { count: 0, products: [] };
  const summary = await summaryOf(db, st, {
    createdByName: await repo.userName(db, st.createdBy),
    closedByName: await repo.userName(db, st.closedBy),
    countedProducts: rows.filter((r) => !r.line.zeroed).length,
  });
  return {
    ...summary,
    lines: rows.map((r) => toLine(r, actor.isAdmin)),
    uncounted: {
      count: uncounted.count,
      products: uncounted.products.map((p) => ({ ...p, stock: actor.isAdmin ? fromThousandths(p.stock) : null })),
    },
    totals: actor.isAdmin ? totalsOf(rows) : null,
  };
}

/** What a count of `product` adds (or sets): the typed quantity, else one of a product counted in whole units. */
function quantityOf(input: StocktakeCountInput, product: { name: string; unit: string }): number {
  const whole = isProductUnit(product.unit) && !isFractionalUnit(product.unit);
  if (input.quantity === undefined) {
    if (!whole) throw new AppError('STOCKTAKE_QUANTITY_NEEDED', { params: { name: product.name } });
    if (input.mode === 'set') throw new AppError('FIELD_REQUIRED', { params: { label: 'Quantity' }, field: 'quantity' });
    return 1000;
  }
  const q = toThousandths(input.quantity);
  if (whole && q % 1000 !== 0) {
    throw new AppError('ADJUSTMENT_WHOLE_UNITS', { params: { name: product.name }, field: 'quantity' });
  }
  if (input.mode === 'add' && q === 0) throw new AppError('ADJUSTMENT_ZERO', { field: 'quantity' });
  return q;
}

export async function countProduct(db: Executor, actor: StocktakeActor, id: number, input: StocktakeCountInput): Promise<StocktakeCounted> {
  const st = await stocktakeOf(db, actor.businessId, id, { open: true });
  const scanned =
    input.productId !== undefined ? { productId: input.productId } : await resolveScannedCode(db, actor.businessId, input.code!);
  if (scanned === undefined) throw new AppError('STOCKTAKE_CODE_UNKNOWN', { params: { code: input.code ?? '' } });
  const { productId } = scanned;
  const product = await repo.productOf(db, actor.businessId, productId);
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  // A scale label counts its own weight, unless a quantity was typed.
  const quantity = input.quantity === undefined && scanned.labelQuantity !== undefined ? scanned.labelQuantity : quantityOf(input, product);
  const counted = await repo.upsertCount(db, {
    businessId: actor.businessId,
    stocktakeId: st.id,
    productId,
    quantity,
    mode: input.mode,
    userId: actor.userId,
  });
  if (counted === undefined) {
    // Closed meanwhile (a posting that committed first), else the product is outside the scope.
    await stocktakeOf(db, actor.businessId, id, { open: true });
    throw new AppError('STOCKTAKE_OUT_OF_SCOPE', { params: { name: product.name } });
  }
  const [row] = await repo.linesOf(db, actor.businessId, st.id, productId);
  return { line: toLine(row, actor.isAdmin) };
}

export async function cancelStocktake(db: Executor, actor: StocktakeActor, id: number): Promise<StocktakeDetail> {
  await stocktakeOf(db, actor.businessId, id, { lock: true, open: true });
  await repo.closeStocktake(db, { businessId: actor.businessId, id, status: 'cancelled', closedBy: actor.userId });
  await writeAudit(db, {
    businessId: actor.businessId,
    userId: actor.userId,
    action: 'stocktake.cancel',
    entityType: 'stocktake',
    entityId: id,
  });
  return getStocktake(db, actor, id);
}
