import type { ProcurementProduct, PurchaseOrder, PurchaseOrderInput } from '#shared/contracts/procurement';
import { fromCents, fromThousandths, toCents, toThousandths } from '#shared/domain/money';
import { computePurchaseTotals } from '#shared/domain/purchase-totals';
import type { Database, Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import type { Tenant } from '#server/plugins/access';
import { writeAudit } from '#server/kernel/audit';
import { formatOrderNumber, groupBy, toPurchaseOrder } from './procurement.mappers';
import * as repo from './procurement.repo';

type Actor = Pick<Tenant, 'businessId' | 'userId'>;

export async function listProductsForProcurement(db: Database, businessId: number): Promise<ProcurementProduct[]> {
  const rows = await repo.listActiveProducts(db, businessId);
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    sku: p.sku,
    buyingPrice: fromCents(p.buyingPriceCents ?? 0),
    stock: fromThousandths(p.stock),
    lowStockThreshold: fromThousandths(p.lowStockThreshold),
    ...(p.tracksBatches ? { tracksBatches: true as const } : {}),
  }));
}

export async function listPurchaseOrders(db: Database, businessId: number): Promise<PurchaseOrder[]> {
  const orders = await repo.listPurchaseOrders(db, businessId);
  const items = groupBy(
    await repo.listOrderItems(
      db,
      businessId,
      orders.map((o) => o.id),
    ),
    (i) => i.purchaseOrderId,
  );
  return orders.map((o) => toPurchaseOrder(o, items.get(o.id) ?? []));
}

export async function readPurchaseOrder(db: Executor, businessId: number, id: number): Promise<PurchaseOrder> {
  const order = await repo.getPurchaseOrder(db, businessId, id);
  if (!order) throw new AppError('PURCHASE_ORDER_NOT_FOUND');
  return toPurchaseOrder(order, await repo.listOrderItems(db, businessId, [id]));
}

/** Order lines priced by the shared rule; products are looked up in the caller's business only. */
async function buildOrderLines(tx: Executor, businessId: number, input: PurchaseOrderInput) {
  const supplier = await repo.getSupplier(tx, businessId, input.supplierId);
  if (!supplier) throw new AppError('SELECT_SUPPLIER', { field: 'supplierId' });
  const ids = [...new Set(input.items.map((i) => i.productId))];
  const found = new Map((await repo.getProductsByIds(tx, businessId, ids)).map((p) => [p.id, p]));
  const missing = input.items.findIndex((i) => !found.get(i.productId)?.isActive);
  if (missing >= 0) throw AppError.fields({ [`items.${missing}.productId`]: { key: 'PRODUCT_NOT_FOUND' } });
  const totals = computePurchaseTotals(
    input.items.map((i, position) => ({
      position,
      productId: i.productId,
      productName: found.get(i.productId)!.name,
      quantity: toThousandths(i.quantity),
      unitPriceCents: toCents(i.unitPrice),
    })),
  );
  return { totals, lines: totals.lines.map(({ totalCents, ...l }) => ({ ...l, totalCents })) };
}

export async function createPurchaseOrder(db: Database, actor: Actor, input: PurchaseOrderInput): Promise<PurchaseOrder> {
  return db.transaction(async (tx) => {
    const { totals, lines } = await buildOrderLines(tx, actor.businessId, input);
    const number = await repo.nextProcurementNumber(tx, actor.businessId, 'purchase_order');
    const row = await repo.insertPurchaseOrder(tx, {
      businessId: actor.businessId,
      orderNumber: formatOrderNumber(number),
      supplierId: input.supplierId,
      expectedDeliveryDate: input.expectedDeliveryDate,
      status: input.status,
      notes: input.notes,
      totalCents: totals.totalCents,
      createdBy: actor.userId,
    });
    await repo.replaceOrderItems(tx, actor.businessId, row.id, lines);
    const order = await readPurchaseOrder(tx, actor.businessId, row.id);
    await writeAudit(tx, { ...actor, action: 'purchase_order.create', entityType: 'purchase_order', entityId: row.id, after: order });
    return order;
  });
}

const sameLines = (a: { productId: number; quantity: number; unitPrice: number }[], b: typeof a) =>
  a.length === b.length &&
  a.every((x, i) => x.productId === b[i].productId && x.quantity === b[i].quantity && x.unitPrice === b[i].unitPrice);

/**
 * Any status may be chosen when editing. Once goods were received against the order its
 * lines are fixed (the GRNs copied them), so changing them then answers 409.
 */
export async function updatePurchaseOrder(db: Database, actor: Actor, id: number, input: PurchaseOrderInput): Promise<PurchaseOrder> {
  return db.transaction(async (tx) => {
    const locked = await repo.getPurchaseOrder(tx, actor.businessId, id, { forUpdate: true });
    if (!locked) throw new AppError('PURCHASE_ORDER_NOT_FOUND');
    const before = await readPurchaseOrder(tx, actor.businessId, id);
    const { totals, lines } = await buildOrderLines(tx, actor.businessId, input);
    if ((await repo.countGrnsOfOrder(tx, actor.businessId, id)) > 0) {
      const next = lines.map((l) => ({
        productId: l.productId,
        quantity: fromThousandths(l.quantity),
        unitPrice: fromCents(l.unitPriceCents),
      }));
      if (!sameLines(before.items, next)) throw new AppError('PO_ITEMS_LOCKED');
    }
    await repo.updatePurchaseOrder(tx, actor.businessId, id, {
      supplierId: input.supplierId,
      expectedDeliveryDate: input.expectedDeliveryDate,
      status: input.status,
      notes: input.notes,
      totalCents: totals.totalCents,
    });
    await repo.replaceOrderItems(tx, actor.businessId, id, lines);
    const after = await readPurchaseOrder(tx, actor.businessId, id);
    await writeAudit(tx, { ...actor, action: 'purchase_order.update', entityType: 'purchase_order', entityId: id, before, after });
    return after;
  });
}

export async function deletePurchaseOrder(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await repo.getPurchaseOrder(tx, actor.businessId, id, { forUpdate: true });
    if (!locked) throw new AppError('PURCHASE_ORDER_NOT_FOUND');
    if ((await repo.countGrnsOfOrder(tx, actor.businessId, id)) > 0) throw new AppError('PO_HAS_GRNS');
    const before = await readPurchaseOrder(tx, actor.businessId, id);
    await repo.deletePurchaseOrder(tx, actor.businessId, id);
    await writeAudit(tx, { ...actor, action: 'purchase_order.delete', entityType: 'purchase_order', entityId: id, before });
  });
}
