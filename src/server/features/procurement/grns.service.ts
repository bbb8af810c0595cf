import type { Grn, GrnInput } from '#shared/contracts/procurement';
import { deriveGrnStatus, isOrderFullyReceived, receivesNothing } from '#shared/domain/grn-status';
import { toCents, toThousandths } from '#shared/domain/money';
import { computePurchaseTotals } from '#shared/domain/purchase-totals';
import type { Database, Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import type { Tenant } from '#server/plugins/access';
import { writeAudit } from '#server/kernel/audit';
import { assertGrnKeepsPayments, assertGrnUnpaid, grnCreditTerms } from '#server/features/creditors';
import { receiveStock, reverseStock } from '#server/features/inventory';
import { assertInputVatAllowed, resolveInputVat } from './grn-input-vat';
import { formatGrnNumber, groupBy, toGrn } from './procurement.mappers';
import * as repo from './procurement.repo';
import { countDebitNotesOfGrn } from './supplier-returns.repo';

type Actor = Pick<Tenant, 'businessId' | 'userId'>;

/** 409 when goods of the GRN went back to the supplier: its debit notes name its lines (call with the GRN locked). */
async function assertNoDebitNotes(tx: Executor, businessId: number, grnId: number): Promise<void> {
  if ((await countDebitNotesOfGrn(tx, businessId, grnId)) > 0) throw new AppError('GRN_HAS_DEBIT_NOTES');
}

/** The reason is kept only on a GRN that received nothing (the contract requires it there). */
const reasonOf = (input: GrnInput) => (receivesNothing(input.items) ? (input.rejectionReason ?? null) : null);

export async function listGrns(db: Database, businessId: number): Promise<Grn[]> {
  const grns = await repo.listGrns(db, businessId);
  const items = groupBy(
    await repo.listGrnItems(
      db,
      businessId,
      grns.map((g) => g.id),
    ),
    (i) => i.grnId,
  );
  return grns.map((g) => toGrn(g, items.get(g.id) ?? []));
}

async function readGrn(db: Executor, businessId: number, id: number): Promise<Grn> {
  const grn = await repo.getGrn(db, businessId, id);
  if (!grn) throw new AppError('GRN_NOT_FOUND');
  return toGrn(grn, await repo.listGrnItems(db, businessId, [id]));
}

async function orderedByProduct(tx: Executor, businessId: number, orderId: number) {
  const items = await repo.listOrderItems(tx, businessId, [orderId]);
  const ordered = new Map<number, number>();
  const price = new Map<number, number>();
  for (const i of items) {
    ordered.set(i.productId, (ordered.get(i.productId) ?? 0) + i.quantity);
    if (!price.has(i.productId)) price.set(i.productId, i.unitPriceCents);
  }
  return { ordered, price, names: new Map(items.map((i) => [i.productId, i.productName])) };
}

type GrnRef = { id: number; number: string };

/**
 * A line's batch (docs/decisions/0020): named by a batch number, an expiry date or both;
 * the stock module ignores it for a product that does not track batches.
 */
function lineBatch(line: { batchNumber?: string | null; expiryDate?: string | null } | undefined) {
  if (!line || (!line.batchNumber && !line.expiryDate)) return null;
  return { batchNumber: line.batchNumber ?? '', expiryDate: line.expiryDate ?? null };
}

/**
 * Records the GRN's lines and moves stock (the stock module: a `receive` movement each, which also
 * bumps the till's catalogue version): good lines raise stock by the received quantity and set the
 * product's buying price to the received unit price; damaged and expired lines are recorded only.
 * Products are locked in id order first. Returns the lines and the GRN total.
 */
async function applyLines(tx: Executor, actor: Actor, orderId: number, grn: GrnRef, input: GrnInput) {
  const businessId = actor.businessId;
  const { ordered, price, names } = await orderedByProduct(tx, businessId, orderId);
  const notOnOrder = input.items.findIndex((i) => !ordered.has(i.productId));
  if (notOnOrder >= 0) throw new AppError('GRN_PRODUCT_NOT_ON_PO', { field: `items.${notOnOrder}.productId` });
  const locked = await repo.getProductsByIds(tx, businessId, [...new Set(input.items.map((i) => i.productId))], { forUpdate: true });
  const currentPrice = new Map(locked.map((p) => [p.id, p.buyingPriceCents]));
  const productName = new Map(locked.map((p) => [p.id, p.name]));

  const totals = computePurchaseTotals(
    input.items.map((i) => ({
      productId: i.productId,
      quantity: toThousandths(i.receivedQuantity),
      unitPriceCents: i.unitPrice != null ? toCents(i.unitPrice) : (price.get(i.productId) ?? 0),
      condition: i.condition,
    })),
  );
  const rows = [];
  for (const [position, line] of totals.lines.entries()) {
    let previousBuyingPriceCents: number | null = null;
    const batch = lineBatch(input.items[position]);
    if (line.condition === 'good' && line.quantity > 0) {
      previousBuyingPriceCents = currentPrice.get(line.productId) ?? null;
      const moved = await receiveStock(tx, actor, {
        productId: line.productId,
        quantity: line.quantity,
        buyingPriceCents: line.unitPriceCents,
        grn,
        batch,
      });
      if (!moved) throw new AppError('PRODUCT_NOT_FOUND');
      currentPrice.set(line.productId, line.unitPriceCents);
    }
    rows.push({
      position,
      productId: line.productId,
      productName: productName.get(line.productId) ?? names.get(line.productId) ?? '',
      orderedQuantity: ordered.get(line.productId) ?? 0,
      receivedQuantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      totalCents: line.totalCents,
      condition: line.condition,
      previousBuyingPriceCents,
      batchNumber: batch?.batchNumber ?? null,
      expiryDate: batch?.expiryDate ?? null,
    });
  }
  await repo.replaceGrnItems(tx, businessId, grn.id, rows);
  return { rows, totalCents: totals.totalCents, ordered };
}

/** Takes back what the GRN put in stock (last line first, `reverse` movements) and its buying prices; 409 if stock would go negative. */
async function reverseLines(tx: Executor, actor: Actor, grn: GrnRef) {
  const businessId = actor.businessId;
  const items = await repo.listGrnItems(tx, businessId, [grn.id]);
  const moving = items.filter((i) => i.condition === 'good' && i.receivedQuantity > 0);
  await repo.getProductsByIds(tx, businessId, [...new Set(moving.map((i) => i.productId))], { forUpdate: true });
  for (const item of [...moving].reverse()) {
    const batch = lineBatch(item);
    const moved = await reverseStock(tx, actor, { productId: item.productId, quantity: item.receivedQuantity, grn, batch });
    if (!moved) throw new AppError('GRN_REVERSE_BELOW_ZERO', { params: { name: item.productName } });
    await repo.restoreBuyingPrice(tx, businessId, item.productId, item.unitPriceCents, item.previousBuyingPriceCents);
  }
}

/** The order is delivered exactly when every product ordered has arrived in good condition. */
async function settleOrderStatus(tx: Executor, businessId: number, orderId: number, currentStatus: string) {
  const { ordered } = await orderedByProduct(tx, businessId, orderId);
  const complete = isOrderFullyReceived(ordered, await repo.goodReceivedByProduct(tx, businessId, orderId));
  if (complete && currentStatus !== 'delivered') await repo.updatePurchaseOrder(tx, businessId, orderId, { status: 'delivered' });
  if (!complete && currentStatus === 'delivered') await repo.updatePurchaseOrder(tx, businessId, orderId, { status: 'approved' });
  return complete ? 'delivered' : currentStatus === 'delivered' ? 'approved' : currentStatus;
}

export async function createGrn(db: Database, actor: Actor, input: GrnInput): Promise<Grn> {
  return db.transaction(async (tx) => {
    const order = await repo.getPurchaseOrder(tx, actor.businessId, input.purchaseOrderId, { forUpdate: true });
    if (!order) throw new AppError('PURCHASE_ORDER_NOT_FOUND');
    if (order.status !== 'approved') throw new AppError('PO_NOT_APPROVED');
    assertInputVatAllowed(order.supplierVatNumber, input);
    const number = await repo.nextProcurementNumber(tx, actor.businessId, 'grn');
    const credit = await grnCreditTerms(tx, actor.businessId, order.supplierId, input);
    const grn = await repo.insertGrn(tx, {
      ...credit,
      businessId: actor.businessId,
      grnNumber: formatGrnNumber(number),
      purchaseOrderId: order.id,
      supplierName: order.supplierName,
      receivedDate: input.receivedDate,
      notes: input.notes,
      rejectionReason: reasonOf(input),
      totalCents: 0,
      createdBy: actor.userId,
    });
    const { rows, totalCents } = await applyLines(tx, actor, order.id, { id: grn.id, number: grn.grnNumber }, input);
    const inputVat = await resolveInputVat(tx, actor.businessId, order.supplierVatNumber, input, { rows, totalCents });
    const orderStatus = await settleOrderStatus(tx, actor.businessId, order.id, order.status);
    const status = deriveGrnStatus(
      rows.map((r) => ({ receivedQuantity: r.receivedQuantity, condition: r.condition })),
      orderStatus === 'delivered',
    );
    await repo.updateGrn(tx, actor.businessId, grn.id, { status, totalCents, ...inputVat });
    const after = await readGrn(tx, actor.businessId, grn.id);
    await writeAudit(tx, { ...actor, action: 'grn.create', entityType: 'goods_received_note', entityId: grn.id, after });
    return after;
  });
}

/** Editing a GRN is reverse-then-reapply inside one transaction; it stays on its purchase order. */
export async function updateGrn(db: Database, actor: Actor, id: number, input: GrnInput): Promise<Grn> {
  return db.transaction(async (tx) => {
    const existing = await repo.getGrn(tx, actor.businessId, id);
    if (!existing) throw new AppError('GRN_NOT_FOUND');
    if (input.purchaseOrderId !== existing.purchaseOrderId) throw new AppError('GRN_MOVED_TO_OTHER_PO', { field: 'purchaseOrderId' });
    const order = await repo.getPurchaseOrder(tx, actor.businessId, existing.purchaseOrderId, { forUpdate: true });
    if (!order) throw new AppError('PURCHASE_ORDER_NOT_FOUND');
    assertInputVatAllowed(order.supplierVatNumber, input);
    await repo.getGrn(tx, actor.businessId, id, { forUpdate: true });
    await assertNoDebitNotes(tx, actor.businessId, id);
    const before = await readGrn(tx, actor.businessId, id);
    await reverseLines(tx, actor, { id, number: existing.grnNumber });
    await repo.replaceGrnItems(tx, actor.businessId, id, []);
    const statusAfterReverse = await settleOrderStatus(tx, actor.businessId, order.id, order.status);
    if (statusAfterReverse !== 'approved') throw new AppError('PO_NOT_APPROVED');
    const { rows, totalCents } = await applyLines(tx, actor, order.id, { id, number: existing.grnNumber }, input);
    const inputVat = await resolveInputVat(tx, actor.businessId, order.supplierVatNumber, input, { rows, totalCents });
    const orderStatus = await settleOrderStatus(tx, actor.businessId, order.id, statusAfterReverse);
    const status = deriveGrnStatus(
      rows.map((r) => ({ receivedQuantity: r.receivedQuantity, condition: r.condition })),
      orderStatus === 'delivered',
    );
    const credit = await grnCreditTerms(tx, actor.businessId, order.supplierId, input);
    await assertGrnKeepsPayments(tx, actor.businessId, id, { onCredit: credit.onCredit, totalCents });
    await repo.updateGrn(tx, actor.businessId, id, {
      ...credit,
      status,
      totalCents,
      receivedDate: input.receivedDate,
      notes: input.notes,
      rejectionReason: reasonOf(input),
      ...inputVat,
    });
    const after = await readGrn(tx, actor.businessId, id);
    await writeAudit(tx, { ...actor, action: 'grn.update', entityType: 'goods_received_note', entityId: id, before, after });
    return after;
  });
}

export async function deleteGrn(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await repo.getGrn(tx, actor.businessId, id);
    if (!existing) throw new AppError('GRN_NOT_FOUND');
    const order = await repo.getPurchaseOrder(tx, actor.businessId, existing.purchaseOrderId, { forUpdate: true });
    if (!order) throw new AppError('PURCHASE_ORDER_NOT_FOUND');
    await repo.getGrn(tx, actor.businessId, id, { forUpdate: true });
    await assertGrnUnpaid(tx, actor.businessId, id);
    await assertNoDebitNotes(tx, actor.businessId, id);
    const before = await readGrn(tx, actor.businessId, id);
    await reverseLines(tx, actor, { id, number: existing.grnNumber });
    await repo.deleteGrn(tx, actor.businessId, id);
    await settleOrderStatus(tx, actor.businessId, order.id, order.status);
    await writeAudit(tx, { ...actor, action: 'grn.delete', entityType: 'goods_received_note', entityId: id, before });
  });
}
