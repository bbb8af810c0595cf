/**
 * A debtor's charges with what is paid on each, and the credit sales' payment statuses that follow
 * from them (issue 13 points 10 and 21). One rule for both: allocateSettlements (shared domain),
 * payments and write-downs covering the oldest charge first.
 */
import type { DebtorInvoice } from '../../../shared/contracts/debtors';
import { fromCents } from '../../../shared/domain/money';
import { allocateSettlements } from '../../../shared/domain/sale-payment-status';
import type { Executor, Tx } from '../../db/client';
import { bumpTillCatalogVersion } from '../catalog/catalog-version.service';
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
 * locked): stores each of its credit sales' payment status. Stored rather than derived at read, so
 * the dashboard, the sales lists and the CSV export keep reading sales.payment_status as they are.
 */
export async function syncSalePaymentStatuses(tx: Tx, businessId: number, debtorId: number): Promise<void> {
  const allocated = (await allocatedCharges(tx, businessId, debtorId)).filter((c) => c.key.saleId !== null);
  const current = await ledger.salePaymentStatuses(
    tx,
    businessId,
    allocated.map((c) => c.key.saleId!),
  );
  let changed = false;
  for (const charge of allocated) {
    const saleId = charge.key.saleId!;
    if (current.get(saleId) === charge.status) continue;
    await ledger.setSalePaymentStatus(tx, businessId, saleId, charge.status);
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
  }));
}
