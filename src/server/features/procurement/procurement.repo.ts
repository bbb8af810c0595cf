import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { businessRow, businessRowsOf, countRowsOf, type BusinessTable } from '#server/db/business-rows';
import type { Executor } from '#server/db/client';
import {
  goodsReceivedNoteItems,
  goodsReceivedNotes,
  procurementCounters,
  products,
  purchaseOrderItems,
  purchaseOrders,
  suppliers,
} from '#server/db/schema';

export type SupplierRow = typeof suppliers.$inferSelect;
export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderItemRow = typeof purchaseOrderItems.$inferSelect;
export type GrnRow = typeof goodsReceivedNotes.$inferSelect;
export type GrnItemRow = typeof goodsReceivedNoteItems.$inferSelect;

// ---------- Suppliers ----------

export function listSuppliers(db: Executor, businessId: number) {
  return db.select().from(suppliers).where(eq(suppliers.businessId, businessId)).orderBy(asc(suppliers.name), asc(suppliers.id));
}

const supplierRows = businessRowsOf(suppliers, { stampsUpdatedAt: true });
export const getSupplier = supplierRows.find;
export const insertSupplier = supplierRows.insert;
export const updateSupplier = supplierRows.update;
export const deleteSupplier = supplierRows.remove;

export function countOrdersOfSupplier(db: Executor, businessId: number, supplierId: number): Promise<number> {
  return countRowsOf(db, purchaseOrders, purchaseOrders.supplierId, businessId, supplierId);
}

// ---------- Counters ----------

/** The next serial number of a kind for the business; the row lock serialises concurrent creations. */
export async function nextProcurementNumber(
  db: Executor,
  businessId: number,
  kind: 'purchase_order' | 'grn' | 'debit_note',
): Promise<number> {
  const [row] = await db
    .insert(procurementCounters)
    .values({ businessId, kind, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [procurementCounters.businessId, procurementCounters.kind],
      set: { lastNumber: sql`${procurementCounters.lastNumber} + 1`, updatedAt: new Date() },
    })
    .returning({ lastNumber: procurementCounters.lastNumber });
  return row.lastNumber;
}

// ---------- Products (read) ----------

export type ProductForProcurement = {
  id: number;
  name: string;
  sku: string | null;
  buyingPriceCents: number | null;
  stock: number;
  lowStockThreshold: number;
  isActive: boolean;
  tracksBatches: boolean;
};

const productColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  buyingPriceCents: products.buyingPriceCents,
  stock: products.stock,
  lowStockThreshold: products.lowStockThreshold,
  isActive: products.isActive,
  tracksBatches: products.tracksBatches,
};

export function listActiveProducts(db: Executor, businessId: number): Promise<ProductForProcurement[]> {
  return db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.isActive, true)))
    .orderBy(asc(products.name), asc(products.id));
}

/** With forUpdate the rows are locked in id order, the same order every writer uses (no deadlocks). */
export async function getProductsByIds(
  db: Executor,
  businessId: number,
  ids: number[],
  opts: { forUpdate?: boolean } = {},
): Promise<ProductForProcurement[]> {
  if (ids.length === 0) return [];
  const base = db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.businessId, businessId), inArray(products.id, ids)))
    .orderBy(asc(products.id));
  return opts.forUpdate ? base.for('update') : base;
}

/** Puts back the buying price a GRN replaced, unless something else changed it since. */
export async function restoreBuyingPrice(
  db: Executor,
  businessId: number,
  productId: number,
  expectedCurrentCents: number,
  previousCents: number | null,
): Promise<void> {
  await db
    .update(products)
    .set({ buyingPriceCents: previousCents, updatedAt: new Date() })
    .where(and(eq(products.businessId, businessId), eq(products.id, productId), eq(products.buyingPriceCents, expectedCurrentCents)));
}

// ---------- Documents and their lines (orders and GRNs) ----------

/** The lines of orders or GRNs: a line table has the business, its document's id and a position. */
type LineTable = PgTable & { businessId: PgColumn; position: PgColumn };

/**
 * An order's or a GRN's writes and its lines: the document is inserted and updated (stamping
 * updatedAt); its lines are read document by document in position order, and an edit replaces
 * them whole (the old lines go, the new ones come in). `documentKey` names the lines' document id.
 */
function documentRowsOf<
  TDocuments extends BusinessTable,
  TLines extends LineTable,
  TKey extends keyof TLines['$inferInsert'] & keyof TLines,
>(documents: TDocuments, lines: TLines, documentKey: TKey) {
  const documentColumn = lines[documentKey] as PgColumn;
  const rows = businessRowsOf(documents, { stampsUpdatedAt: true });
  return {
    insert: rows.insert,
    update: rows.update,
    remove: rows.remove,
    async listLines(db: Executor, businessId: number, documentIds: number[]): Promise<TLines['$inferSelect'][]> {
      if (documentIds.length === 0) return [];
      return db
        .select()
        .from(lines as LineTable)
        .where(and(eq(lines.businessId, businessId), inArray(documentColumn, documentIds)))
        .orderBy(asc(documentColumn), asc(lines.position));
    },
    async replaceLines(
      db: Executor,
      businessId: number,
      documentId: number,
      items: Omit<TLines['$inferInsert'], 'businessId' | TKey>[],
    ): Promise<void> {
      await db.delete(lines).where(and(eq(lines.businessId, businessId), eq(documentColumn, documentId)));
      if (items.length) {
        await db.insert(lines).values(items.map((i) => ({ ...i, businessId, [documentKey]: documentId }) as TLines['$inferInsert']));
      }
    },
  };
}

// ---------- Purchase orders ----------

export type PurchaseOrderWithSupplier = PurchaseOrderRow & {
  supplierName: string;
  supplierContact: string | null;
  /** The supplier's VAT number: its GRNs carry input VAT only when it has one. */
  supplierVatNumber: string | null;
};

const orderSelect = {
  order: purchaseOrders,
  supplierName: suppliers.name,
  supplierContact: suppliers.contactPerson,
  supplierVatNumber: suppliers.vatNumber,
};

function toOrderWithSupplier(r: {
  order: PurchaseOrderRow;
  supplierName: string;
  supplierContact: string | null;
  supplierVatNumber: string | null;
}): PurchaseOrderWithSupplier {
  return { ...r.order, supplierName: r.supplierName, supplierContact: r.supplierContact, supplierVatNumber: r.supplierVatNumber };
}

/** Orders with their supplier's name, contact and VAT number. */
const selectOrdersWithSupplier = (db: Executor) =>
  db
    .select(orderSelect)
    .from(purchaseOrders)
    .innerJoin(suppliers, businessRow(suppliers, purchaseOrders.businessId, purchaseOrders.supplierId));

export async function listPurchaseOrders(db: Executor, businessId: number): Promise<PurchaseOrderWithSupplier[]> {
  const rows = await selectOrdersWithSupplier(db)
    .where(eq(purchaseOrders.businessId, businessId))
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id));
  return rows.map(toOrderWithSupplier);
}

export async function getPurchaseOrder(
  db: Executor,
  businessId: number,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<PurchaseOrderWithSupplier | undefined> {
  const base = selectOrdersWithSupplier(db)
    .where(businessRow(purchaseOrders, businessId, id))
    .limit(1);
  const rows = opts.forUpdate ? await base.for('update', { of: purchaseOrders }) : await base;
  return rows[0] ? toOrderWithSupplier(rows[0]) : undefined;
}

const orderRows = documentRowsOf(purchaseOrders, purchaseOrderItems, 'purchaseOrderId');
export const insertPurchaseOrder = orderRows.insert;
export const updatePurchaseOrder = orderRows.update;
export const listOrderItems = orderRows.listLines;
export const replaceOrderItems = orderRows.replaceLines;
export const deletePurchaseOrder = orderRows.remove;

export function countGrnsOfOrder(db: Executor, businessId: number, orderId: number): Promise<number> {
  return countRowsOf(db, goodsReceivedNotes, goodsReceivedNotes.purchaseOrderId, businessId, orderId);
}

/** Good-condition quantity received per product across all GRNs of the order (thousandths). */
export async function goodReceivedByProduct(db: Executor, businessId: number, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      productId: goodsReceivedNoteItems.productId,
      qty: sql<string>`coalesce(sum(${goodsReceivedNoteItems.receivedQuantity}), 0)`,
    })
    .from(goodsReceivedNoteItems)
    .innerJoin(goodsReceivedNotes, businessRow(goodsReceivedNotes, goodsReceivedNoteItems.businessId, goodsReceivedNoteItems.grnId))
    .where(
      and(
        eq(goodsReceivedNoteItems.businessId, businessId),
        eq(goodsReceivedNotes.purchaseOrderId, orderId),
        eq(goodsReceivedNoteItems.condition, 'good'),
      ),
    )
    .groupBy(goodsReceivedNoteItems.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.qty)]));
}

// ---------- Goods received notes ----------

export type GrnWithOrder = GrnRow & { purchaseOrderNumber: string };

const grnSelect = { grn: goodsReceivedNotes, purchaseOrderNumber: purchaseOrders.orderNumber };

/** GRNs with their order's number. */
const selectGrnsWithOrder = (db: Executor) =>
  db
    .select(grnSelect)
    .from(goodsReceivedNotes)
    .innerJoin(purchaseOrders, businessRow(purchaseOrders, goodsReceivedNotes.businessId, goodsReceivedNotes.purchaseOrderId));

export async function listGrns(db: Executor, businessId: number): Promise<GrnWithOrder[]> {
  const rows = await selectGrnsWithOrder(db)
    .where(eq(goodsReceivedNotes.businessId, businessId))
    .orderBy(desc(goodsReceivedNotes.createdAt), desc(goodsReceivedNotes.id));
  return rows.map((r) => ({ ...r.grn, purchaseOrderNumber: r.purchaseOrderNumber }));
}

export async function getGrn(db: Executor, businessId: number, id: number, opts: { forUpdate?: boolean } = {}) {
  const base = selectGrnsWithOrder(db)
    .where(businessRow(goodsReceivedNotes, businessId, id))
    .limit(1);
  const rows = opts.forUpdate ? await base.for('update', { of: goodsReceivedNotes }) : await base;
  return rows[0] ? { ...rows[0].grn, purchaseOrderNumber: rows[0].purchaseOrderNumber } : undefined;
}

const grnRows = documentRowsOf(goodsReceivedNotes, goodsReceivedNoteItems, 'grnId');
export const insertGrn = grnRows.insert;
export const updateGrn = grnRows.update;
export const listGrnItems = grnRows.listLines;
export const replaceGrnItems = grnRows.replaceLines;
export const deleteGrn = grnRows.remove;
