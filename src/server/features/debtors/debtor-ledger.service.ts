/**
 * A debtor's charges with what is paid on each, and the credit sales' payment statuses that follow
 * from them. One rule for both: allocateSettlements (shared domain),
 * payments and write-downs covering the oldest charge first.
 */
import type { DebtorInvoice } from '#shared/contracts/debtors';
import { fromCents } from '#shared/domain/money';
import { saleDebtStatus } from '#shared/domain/sale-debt-status';
import { allocateSettlements } from '#shared/domain/sale-payment-status';
import type { Executor, Tx } from '#server/db/client';
import { bumpTillCatalogVersion } from '#server/features/catalog';
import * as ledger from './debtor-ledger.repo';

async function allocatedCharges(db: Executor, businessId: number, debtorId: number) {
  const charges = await ledger.listChargesOldestFirst(db, businessId, debtorId);
  const settled = await ledger.settledCents(db, businessId, debtorId);
  return allocateSettlements(
    charges.map((c) => ({ key: c, amountCents: c.amountCents })),
    settled,
  );
}

/**
 * Called inside every transaction that changes what a debtor owes or has settled (the debtor row is
 * locked): stores each of its sales' payment status. Stored rather than derived at read, so the
 * dashboard, the sales lists and the CSV export keep reading sales.payment_status as they are.
 * A sale may owe through several charges (its credit part, a bounced cheque): its status comes from
 * what is outstanding on all of them against its whole total (saleDebtStatus), so a split sale's
 * unpaid credit part is 'partial', not 'pending'.
 */
export async function syncSalePaymentStatuses(tx: Tx, businessId: number, debtorId: number): Promise<void> {
  const bySale = new Map<number, { totalCents: number; outstandingCents: number }>();
  for (const c of await allocatedCharges(tx, businessId, debtorId)) {
    if (c.key.saleId === null) continue;
    const seen = bySale.get(c.key.saleId) ?? { totalCents: c.key.saleTotalCents ?? c.amountCents, outstandingCents: 0 };
    bySale.set(c.key.saleId, { ...seen, outstandingCents: seen.outstandingCents + c.outstandingCents });
  }
  const current = await ledger.salePaymentStatuses(tx, businessId, [...bySale.keys()]);
  let changed = false;
  for (const [saleId, owed] of bySale) {
    const status = saleDebtStatus(owed.totalCents, owed.outstandingCents);
    if (current.get(saleId) === status) continue;
    await ledger.setSalePaymentStatus(tx, businessId, saleId, status);
    changed = true;
  }
  // The till's recent sales show the status and are served under the till's version tag.
  if (changed) await bumpTillCatalogVersion(tx, businessId);
}

/** The debtor's charges, oldest first, each with what is paid and outstanding on it. */
export async function listDebtorInvoices(db: Executor, businessId: number, debtorId: number): Promise<DebtorInvoice[]> {
  return (await allocatedCharges(db, businessId, debtorId)).map(({ key, amountCents, paidCents, outstandingCents, status }) => ({
    entryId: key.entryId,
    saleId: key.saleId,
    invoiceNumber: key.invoiceNumber,
    date: key.entryDate.toISOString(),
    amount: fromCents(amountCents),
    paid: fromCents(paidCents),
    outstanding: fromCents(outstandingCents),
    status,
    notes: key.notes,
    saleTotal: key.saleTotalCents == null ? null : fromCents(key.saleTotalCents),
    cheque: key.chequeId == null ? null : { id: key.chequeId, number: key.chequeNumber ?? '', bank: key.chequeBank ?? '' },
  }));
}
