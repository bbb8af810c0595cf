/**
 * A credit sale's charge on its debtor: called by the sales feature inside the sale's transaction.
 * A split sale (issue 18) charges only its credit part.
 */
import { TERMINAL_MESSAGES } from '../../../shared/contracts/terminal-paths';
import { normalizePhone } from '../../../shared/domain/phone';
import type { Executor, Tx } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
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
  /** Made offline (issue 21): a charge over the credit limit is kept and reported, not refused. */
  offline?: boolean;
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
  if (!name || !phoneNormalized) throw badRequest('Name and phone number are required for credit sales');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw badRequest('A credit sale must have a positive total');
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

  let overLimit: CreditLimitBreach | undefined;
  if (!created) {
    const balanceBefore = await repo.debtorBalanceCents(tx, input.businessId, debtor.id);
    overLimit = overCreditLimit(debtor.creditLimitCents, balanceBefore + input.amountCents, input.offline === true);
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
 * A debtor's credit limit (null: none) against what they would owe after the charge: online, a
 * charge over it is refused (422 CREDIT_LIMIT_EXCEEDED, the sale rolls back); a sale made offline
 * was already handed over, so it is kept and the breach returned for the owner to see.
 */
function overCreditLimit(limitCents: number | null, owedAfterCents: number, offline: boolean): CreditLimitBreach | undefined {
  if (limitCents == null || owedAfterCents <= limitCents) return undefined;
  if (!offline) throw new AppError('UNPROCESSABLE', 422, TERMINAL_MESSAGES.creditLimitExceeded);
  return { limitCents, owedAfterCents };
}

/** What the debtor owes now (Σ its entries): the credit sale's receipt prints it. */
export async function getDebtorBalanceCents(db: Executor, businessId: number, debtorId: number): Promise<number> {
  return repo.debtorBalanceCents(db, businessId, debtorId);
}
