/**
 * A return of (part of) a sale, one use case (decision 0014), in the request's
 * transaction: the sale locked first, each line's share of what the sale charged, the refunds
 * checked against the total, a cashier's limit, the credit note number, then the writes
 * (return-write.ts).
 */
import type { ReturnInput, SaleReturn } from '#shared/contracts/returns';

import { toCents, toThousandths } from '#shared/domain/money';
import { returnedShare, returnLineError, returnWithinCashierLimit } from '#shared/domain/returns';
import { toZonedDateString } from '#shared/domain/time-zone';
import type { Tx } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import { getBusinessSettings, type BusinessSettingsRow } from '#server/kernel/business-settings';
import { offlineClaim } from '#server/features/shifts';
import { approveManagerAction } from '#server/kernel/manager-approval';
import { formatCreditNoteNumber } from './return-rows';
import { writeReturn } from './return-write';
import { drawerReversal } from './reverse-drawer';
import { paymentsReversal } from './reverse-payments';
import { lockParticipants } from './reversal';
import type { PlannedLine } from './reversal-plan';
import * as repo from './returns.repo';
import type { ReturnableItem, SaleRow } from './returns.repo';

/** Who returns: a cashier (by role or membership) is held to the business's return limit. */
export interface ReturnActor {
  businessId: number;
  userId: string;
  cashier: boolean;
  ip?: string;
}

export const exceedsSold = () => new AppError('RETURN_EXCEEDS_SOLD');

/** The sale, locked: 404 for another business's; 409 when void or returned in full. */
export async function lockReturnableSale(tx: Tx, businessId: number, saleId: number): Promise<SaleRow> {
  const sale = await repo.lockSale(tx, businessId, saleId);
  if (!sale) throw new AppError('SALE_NOT_FOUND');
  if (sale.status === 'void') throw new AppError('RETURN_SALE_VOID');
  if (sale.status === 'returned') throw new AppError('RETURN_SALE_RETURNED');
  return sale;
}

export async function returnSale(tx: Tx, actor: ReturnActor, saleId: number, input: ReturnInput): Promise<SaleReturn> {
  const { businessId } = actor;
  const restockIds = new Set(input.lines.filter((l) => l.restock).map((l) => l.saleItemId));
  const debt = await lockParticipants(tx, businessId, saleId, (i) => restockIds.has(i.id));
  const sale = await lockReturnableSale(tx, businessId, saleId);
  const items = await repo.returnableItems(tx, businessId, saleId);
  const lines = planLines(items, input);
  const totalCents = lines.reduce((s, l) => s + l.share.totalCents, 0);
  const settings = await getBusinessSettings(tx, businessId);
  const refunds = input.refund.map((r) => ({ method: r.method, amountCents: toCents(r.amount), reference: r.reference ?? null }));

  // The refunds first: a return refused for them does not spend a manager's PIN attempt.
  const planned = paymentsReversal.ofReturn(totalCents, refunds, sale, debt);
  const shiftId = await drawerReversal.shiftOfReturn(tx, actor, settings, planned);
  // Made offline: recorded, and the cashier's days limit judged, at the till's time.
  const claim = await offlineClaim(tx, businessId, { at: input.returnedAt, terminal: input.terminal, field: 'returnedAt' });
  const returnDate = claim.at ?? new Date();
  const approvedBy = await checkCashierLimit(tx, {
    actor,
    sale,
    settings,
    totalCents,
    approval: input.approval ?? undefined,
    now: returnDate,
  });
  const returnedBeforeCents = await repo.returnedTotalCents(tx, businessId, saleId);
  const creditNoteNumber = formatCreditNoteNumber(await repo.nextCreditNoteNumber(tx, businessId));

  return writeReturn(tx, {
    kind: 'return',
    actor,
    sale,
    saleItems: items,
    lines,
    refunds: planned,
    debtorId: debt?.debtorId ?? null,
    shiftId,
    approvedBy,
    reason: input.note ?? null,
    creditNoteNumber,
    returnedBeforeCents,
    returnDate,
  });
}

/** Each asked line against the sale: on it (400), once (400), not more than is left (409), whole unless weighed (400). */
function planLines(items: readonly ReturnableItem[], input: ReturnInput): PlannedLine[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const seen = new Set<number>();
  return input.lines.map((line, n) => {
    const item = byId.get(line.saleItemId);
    const field = `lines.${n}.saleItemId`;
    if (!item) throw new AppError('RETURN_LINE_NOT_ON_SALE', { field: field });
    if (seen.has(item.id)) throw new AppError('RETURN_LINE_TWICE', { field: field });
    seen.add(item.id);
    const quantity = toThousandths(line.quantity);
    const error = returnLineError(returnable(item), quantity);
    if (error === 'EXCEEDS_SOLD') throw exceedsSold();
    if (error) throw new AppError('RETURN_FRACTION_NOT_ALLOWED', { field: `lines.${n}.quantity` });
    return { item, share: returnedShare(returnable(item), quantity), restock: line.restock, reason: line.reason };
  });
}

export function returnable(item: ReturnableItem) {
  return {
    quantity: item.quantity,
    returnedQuantity: item.returnedQuantity,
    unit: item.unit as Parameters<typeof returnLineError>[0]['unit'],
    lineTotalCents: item.lineTotalCents,
    vatCents: item.vatCents,
    nbtCents: item.nbtCents,
    discountShareCents: item.discountShareCents,
    lineCostCents: item.lineCostCents,
  };
}

/**
 * A cashier returns without an admin within the business's limit (amount, days since the sale in
 * the shop's time zone); beyond it an admin's PIN (403 RETURN_APPROVAL_REQUIRED, audited
 * 'return.approved'). Answers the approving admin, or null.
 */
async function checkCashierLimit(
  tx: Tx,
  o: {
    actor: ReturnActor;
    sale: SaleRow;
    settings: BusinessSettingsRow;
    totalCents: number;
    approval: { userId: string; pin: string } | undefined;
    now: Date;
  },
): Promise<string | null> {
  if (!o.actor.cashier) return null;
  const timeZone = await getBusinessTimeZone(tx, o.actor.businessId);
  const within = returnWithinCashierLimit({
    totalCents: o.totalCents,
    limitCents: o.settings.cashierReturnLimitCents,
    limitDays: o.settings.cashierReturnDays,
    saleDay: toZonedDateString(o.sale.saleDate, timeZone),
    today: toZonedDateString(o.now, timeZone),
  });
  if (within) return null;
  const { approverId } = await approveManagerAction(tx, 'return', {
    businessId: o.actor.businessId,
    requestedBy: o.actor.userId,
    approval: o.approval,
    ip: o.actor.ip,
    details: { saleId: o.sale.id, invoiceNumber: o.sale.invoiceNumber, totalCents: o.totalCents },
  });
  return approverId;
}
