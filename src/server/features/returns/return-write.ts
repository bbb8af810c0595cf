/**
 * What a return and a void both write once they are decided (decision 0014), in the
 * caller's transaction with the sale already locked: the return's rows, each participant's
 * reversal (reversal.ts: the goods back on the shelf, the debt lowered, the customer's points,
 * totals and store credit), and the sale's status.
 */
import type { SaleReturn } from '#shared/contracts/returns';
import { returnTotals, saleStatusAfterReturns, type ReturnTotals } from '#shared/domain/returns';
import type { Tx } from '#server/db/client';
import { writeAudit } from '#server/kernel/audit';
import { bumpTillCatalogVersion } from '#server/features/catalog';
import { toSaleReturn } from './return-rows';
import { reverseParticipants } from './reversal';
import type { PlannedLine, ReturnPlan } from './reversal-plan';
import * as repo from './returns.repo';

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

  const points = await reverseParticipants(tx, { plan, returnId, totalCents: totals.totalCents, label });
  const row = points ? await repo.setReturnPoints(tx, businessId, returnId, points) : written.row;
  await repo.setSaleStatus(tx, businessId, sale.id, saleStatusOf(plan));
  // The till's recent sales show the status and are served under the till's version tag.
  await bumpTillCatalogVersion(tx, businessId);
  const answer = toSaleReturn(
    {
      ...row,
      invoiceNumber: sale.invoiceNumber,
      vatRegistered: sale.vatRegistered,
      pricesIncludeVat: sale.pricesIncludeVat,
      taxInvoice: await repo.taxInvoiceOfSale(tx, businessId, sale.id),
    },
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

/** A returned line's row: the sale line's copy (name, price, rates) and the share given back. The test fixtures write the same rows. */
export function returnItemRow({ item, share, restock, reason }: PlannedLine): repo.NewReturnItem {
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
