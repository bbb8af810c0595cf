/**
 * A credit sale's charge on its debtor: called by the sales feature inside the sale's transaction.
 * A split sale charges only its credit part.
 */
import { formatLkr } from '#shared/domain/money';
import { normalizePhone } from '#shared/domain/phone';

import type { Executor, Tx } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { approveManagerAction } from '#server/kernel/manager-approval';
import * as repo from './debtors.repo';

export interface CreditSaleInput {
  businessId: number;
  userId: string;
  saleId: number;
  invoiceNumber: string;
  /** What goes on the debtor's account: the whole total, or a split sale's credit part. */
  amountCents: number;
  /** The charge is the credit part of a sale paid partly otherwise (its ledger entry says so). */
  part?: boolean;
  saleDate: Date;
  dueDate: Date;
  customer: { name: string; phone: string; email?: string | null; address?: string | null };
  /** Made offline: a charge over the credit limit is kept and reported, not refused. */
  offline?: boolean;
  /** The seller is a cashier: a charge over the credit limit needs `approval` (an admin's PIN). */
  cashier?: boolean;
  approval?: { userId: string; pin: string } | null;
  ip?: string;
}

/** What the debtor's credit limit says of the charge: over it, with the limit and what is owed after it. */
export type CreditLimitBreach = { limitCents: number; owedAfterCents: number };

const blankToNull = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

/**
 * Called by the sales service inside the sale's transaction for a credit sale.
 *
 * Finds the business's debtor by normalised phone (0771234567 = +94 77 123 4567), or creates it
 * (unique (business_id, phone_normalized) makes two simultaneous first sales converge on one
 * debtor), locks the debtor row, and writes a charge entry referencing the sale.
 *
 * Due date rule: while the debtor still owes money, the EARLIEST unpaid due date is kept (an old
 * debt does not get more time because the customer bought again); when the debtor was settled
 * (balance 0) or had no due date, the new sale's due date applies.
 * Name / e-mail / address of an existing debtor are not overwritten, except that missing e-mail
 * or address are filled in from the sale.
 */
export async function addCreditSaleToDebtor(tx: Tx, input: CreditSaleInput): Promise<{ debtorId: number; overLimit?: CreditLimitBreach }> {
  const name = input.customer.name.trim();
  const phone = input.customer.phone.trim();
  const phoneNormalized = normalizePhone(phone);
  if (!name || !phoneNormalized) throw new AppError('CREDIT_NEEDS_CUSTOMER');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new AppError('CREDIT_SALE_NOT_POSITIVE');
  }

  let debtor = await repo.lockDebtorByPhone(tx, input.businessId, phoneNormalized);
  let created = false;
  if (!debtor) {
    const inserted = await repo.insertDebtorIfAbsent(tx, {
      businessId: input.businessId,
      name,
      phone,
      phoneNormalized,
      email: blankToNull(input.customer.email),
      address: blankToNull(input.customer.address),
      dueDate: input.dueDate,
    });
    created = Boolean(inserted);
    // Someone else inserted the same phone a moment ago: lock theirs.
    debtor = inserted ?? (await repo.lockDebtorByPhone(tx, input.businessId, phoneNormalized));
    if (!debtor) throw new Error('debtor vanished while adding a credit sale');
  }
  if (!debtor.isActive) throw new Error('inactive debtors have no phone key');

  const balanceBefore = created ? 0 : await repo.debtorBalanceCents(tx, input.businessId, debtor.id);
  // The debtor's own limit, else the CRM customer's with the same phone.
  const limitCents = debtor.creditLimitCents ?? (await repo.crmCreditLimitCents(tx, input.businessId, phoneNormalized));
  const overLimit = await checkCreditLimit(tx, input, {
    debtorId: debtor.id,
    name: debtor.name,
    limitCents,
    balanceBeforeCents: balanceBefore,
  });
  if (!created) {
    const keepOld = balanceBefore > 0 && debtor.dueDate && debtor.dueDate.getTime() <= input.dueDate.getTime();
    await repo.updateDebtor(tx, input.businessId, debtor.id, {
      dueDate: keepOld ? debtor.dueDate : input.dueDate,
      email: debtor.email ?? blankToNull(input.customer.email),
      address: debtor.address ?? blankToNull(input.customer.address),
    });
  }

  const entry = await repo.insertEntry(tx, {
    businessId: input.businessId,
    debtorId: debtor.id,
    kind: 'charge',
    amountCents: input.amountCents,
    saleId: input.saleId,
    notes: input.part ? `Credit part of sale ${input.invoiceNumber}` : `Credit sale ${input.invoiceNumber}`,
    entryDate: input.saleDate,
    recordedBy: input.userId,
  });
  await writeAudit(tx, {
    businessId: input.businessId,
    userId: input.userId,
    action: created ? 'debtor.create_from_sale' : 'debtor.charge_sale',
    entityType: 'debtor',
    entityId: debtor.id,
    after: {
      entryId: entry.id,
      saleId: input.saleId,
      invoiceNumber: input.invoiceNumber,
      amountCents: input.amountCents,
      ...(input.part ? { creditPart: true } : {}),
    },
  });
  return { debtorId: debtor.id, ...(overLimit ? { overLimit } : {}) };
}

/**
 * The credit limit (null: none) against what the debtor would owe after the
 * charge. Within it: nothing. Over it:
 * - made offline: the till already handed the goods over, so the charge is kept and the breach
 *   returned for the owner to see (a sale exception, decision 0016);
 * - a cashier's sale without an admin's approval: 403 CREDIT_LIMIT_APPROVAL_REQUIRED naming the
 *   limit, what is owed and what it would be (the sale's transaction rolls back: nothing written);
 * - a cashier's sale with one: the PIN is checked and 'credit_limit.approved' audited;
 * - an owner's or admin's own sale: allowed, audited as 'credit_limit.exceeded'.
 */
async function checkCreditLimit(
  tx: Tx,
  input: CreditSaleInput,
  d: { debtorId: number; name: string; limitCents: number | null; balanceBeforeCents: number },
): Promise<CreditLimitBreach | undefined> {
  const owedAfterCents = d.balanceBeforeCents + input.amountCents;
  if (d.limitCents == null || owedAfterCents <= d.limitCents) return undefined;
  const breach = { limitCents: d.limitCents, owedAfterCents };
  if (input.offline === true) return breach;
  const details = {
    debtorId: d.debtorId,
    saleId: input.saleId,
    invoiceNumber: input.invoiceNumber,
    limit: d.limitCents / 100,
    balance: d.balanceBeforeCents / 100,
    owedAfter: owedAfterCents / 100,
  };
  if (input.cashier) {
    if (!input.approval)
      throw new AppError('CREDIT_LIMIT_APPROVAL_REQUIRED', {
        params: {
          name: d.name,
          limit: formatLkr(d.limitCents),
          balance: formatLkr(d.balanceBeforeCents),
          after: formatLkr(owedAfterCents),
        },
      });
    await approveManagerAction(tx, 'credit_limit', {
      businessId: input.businessId,
      requestedBy: input.userId,
      approval: input.approval,
      ip: input.ip,
      details,
    });
    return undefined;
  }
  await writeAudit(tx, {
    businessId: input.businessId,
    userId: input.userId,
    action: 'credit_limit.exceeded',
    entityType: 'debtor',
    entityId: d.debtorId,
    after: details,
    ipAddress: input.ip ?? null,
  });
  return undefined;
}

/** What the debtor owes now (Σ its entries): the credit sale's receipt prints it. */
export async function getDebtorBalanceCents(db: Executor, businessId: number, debtorId: number): Promise<number> {
  return repo.debtorBalanceCents(db, businessId, debtorId);
}
