/**
 * What a return and a void both write once they are decided (decision 0014), in the
 * caller's transaction with the sale already locked: the return's rows, the goods back on the shelf,
 * the debt lowered, the customer's points, totals and store credit, and the sale's status.
 */
import type { RefundRecordMethod, ReturnReason, SaleReturn } from '#shared/contracts/returns';
import { pointsToReverse, returnTotals, saleStatusAfterReturns, type ReturnedShare, type ReturnTotals } from '#shared/domain/returns';
import type { Tx } from '#server/db/client';
import { writeAudit } from '#server/lib/audit';
import { bumpTillCatalogVersion } from '../catalog/catalog-version.service';
import { applyReturnToCustomer } from '../customers/customer-return.service';
import { creditReturnToDebtor } from '../debtors/debtor-return.service';
import { restockReturn } from '../inventory/stock.service';
import { toSaleReturn } from './return-rows';
import * as repo from './returns.repo';
import type { ReturnableItem, SaleRow } from './returns.repo';

export interface PlannedLine {
  item: ReturnableItem;
  share: ReturnedShare;
  restock: boolean;
  reason: ReturnReason;
}

export interface PlannedRefund {
  method: RefundRecordMethod;
  amountCents: number;
  reference: string | null;
  creditTo: 'debt' | 'store' | null;
}

export interface ReturnPlan {
  kind: 'return' | 'void';
  actor: { businessId: number; userId: string; ip?: string };
  sale: SaleRow;
  /** Every line of the sale (the status is computed over all of them) and the ones coming back. */
  saleItems: readonly ReturnableItem[];
  lines: readonly PlannedLine[];
  refunds: readonly PlannedRefund[];
  /** The debtor whose debt a credit refund lowers. */
  debtorId: number | null;
  shiftId: number | null;
  approvedBy: string | null;
  reason: string | null;
  creditNoteNumber: string | null;
  returnedBeforeCents: number;
  returnDate: Date;
}

export async function writeReturn(tx: Tx, plan: ReturnPlan): Promise<SaleReturn> {
  const { sale, actor } = plan;
  const { businessId } = actor;
  const totals = returnTotals(plan.lines.map((l) => l.share));
  const written = await repo.insertReturn(
    tx,
    returnRow(plan, totals),
    plan.lines.map((l) => returnItemRow(l)),
    plan.refunds.map((f) => ({ ...f, shiftId: plan.shiftId })),
  );
  const returnId = written.row.id;
  const label = plan.kind === 'void' ? `Void of ${sale.invoiceNumber}` : `Return ${plan.creditNoteNumber} of ${sale.invoiceNumber}`;

  await restockReturn(tx, actor, {
    kind: plan.kind,
    reference: plan.creditNoteNumber ?? sale.invoiceNumber,
    returnId,
    // Back into the batches the sale took from (docs/decisions/0020).
    saleId: sale.id,
    lines: plan.lines.filter((l) => l.restock).map((l) => ({ productId: l.item.productId, quantity: l.share.quantity })),
  });
  const debtCents = refundTo(plan, 'debt');
  if (debtCents > 0 && plan.debtorId != null)
    await creditReturnToDebtor(tx, {
      businessId,
      userId: actor.userId,
      debtorId: plan.debtorId,
      saleId: sale.id,
      returnId,
      amountCents: debtCents,
      notes: label,
      entryDate: plan.returnDate,
    });
  const row = (await reverseForCustomer(tx, plan, { returnId, totalCents: totals.totalCents, label })) ?? written.row;
  await repo.setSaleStatus(tx, businessId, sale.id, saleStatusOf(plan));
  // The till's recent sales show the status and are served under the till's version tag.
  await bumpTillCatalogVersion(tx, businessId);
  const answer = toSaleReturn(
    { ...row, invoiceNumber: sale.invoiceNumber, vatRegistered: sale.vatRegistered, pricesIncludeVat: sale.pricesIncludeVat },
    written.items,
    written.refunds,
  );
  await writeAudit(tx, {
    businessId,
    userId: actor.userId,
    action: plan.kind === 'void' ? 'sale.void' : 'sale.return',
    entityType: 'sale',
    entityId: sale.id,
    after: answer,
    ipAddress: actor.ip ?? null,
  });
  return answer;
}

/** The return's row: its money, and copies of the sale's method, cashier and customer for the read model. */
function returnRow(plan: ReturnPlan, totals: ReturnTotals): repo.NewReturn & { returnDate: Date } {
  const { sale } = plan;
  return {
    businessId: plan.actor.businessId,
    saleId: sale.id,
    kind: plan.kind,
    creditNoteNumber: plan.creditNoteNumber,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    vatCents: totals.vatCents,
    nbtCents: totals.nbtCents,
    totalCents: totals.totalCents,
    costCents: totals.costCents,
    salePaymentMethod: sale.paymentMethod,
    saleCashierId: sale.cashierId,
    customerId: sale.customerId,
    customerName: sale.customerName,
    userId: plan.actor.userId,
    approvedBy: plan.approvedBy,
    shiftId: plan.shiftId,
    reason: plan.reason,
    returnDate: plan.returnDate,
    createdAt: plan.returnDate,
  };
}

const refundTo = (plan: ReturnPlan, to: 'debt' | 'store') =>
  plan.refunds.filter((f) => f.creditTo === to).reduce((sum, f) => sum + f.amountCents, 0);

/** The customer's points, totals and store credit; answers the return's row with its points when any moved. */
async function reverseForCustomer(tx: Tx, plan: ReturnPlan, r: { returnId: number; totalCents: number; label: string }) {
  const { sale, actor } = plan;
  if (sale.customerId == null) return undefined;
  const points = await applyReturnToCustomer(tx, {
    businessId: actor.businessId,
    userId: actor.userId,
    customerId: sale.customerId,
    saleId: sale.id,
    returnId: r.returnId,
    totalCents: r.totalCents,
    pointsToReverse: pointsToReverse({
      pointsEarned: sale.pointsEarned ?? 0,
      saleTotalCents: sale.totalCents,
      returnedBeforeCents: plan.returnedBeforeCents,
      returnCents: r.totalCents,
    }),
    pointsToRestore: plan.kind === 'void' ? (sale.pointsRedeemed ?? 0) : 0,
    removesPurchase: plan.kind === 'void',
    storeCreditCents: refundTo(plan, 'store'),
    description: r.label,
  });
  if (!points || !(points.pointsReversed || points.pointsShortfall || points.pointsRestored)) return undefined;
  return repo.setReturnPoints(tx, actor.businessId, r.returnId, points);
}

function returnItemRow({ item, share, restock, reason }: PlannedLine): repo.NewReturnItem {
  return {
    saleItemId: item.id,
    productId: item.productId,
    name: item.name,
    sku: item.sku,
    unit: item.unit,
    unitPriceCents: item.unitPriceCents,
    quantity: share.quantity,
    vatRateBp: item.vatRateBp,
    nbtRateBp: item.nbtRateBp,
    lineSubtotalCents: share.subtotalCents,
    vatCents: share.vatCents,
    nbtCents: share.nbtCents,
    lineTotalCents: share.totalCents,
    discountShareCents: share.discountShareCents,
    taxCategory: item.taxCategory,
    lineCostCents: share.costCents,
    restock,
    reason,
  };
}

/** A void marks the sale VOID; a return: partly returned or returned, over all of its lines' quantities. */
function saleStatusOf(plan: ReturnPlan): Parameters<typeof repo.setSaleStatus>[3] {
  if (plan.kind === 'void') return { status: 'void', voidedAt: plan.returnDate, voidedBy: plan.actor.userId, voidReason: plan.reason };
  const sold = plan.saleItems.reduce((s, i) => s + i.quantity, 0);
  const back = plan.saleItems.reduce((s, i) => s + i.returnedQuantity, 0) + plan.lines.reduce((s, l) => s + l.share.quantity, 0);
  return { status: saleStatusAfterReturns(sold, back) };
}
