/**
 * A GRN on credit (decision 0021), as the procurement feature's GRN writes use it:
 * its due date (the received date + the supplier's credit days, unless given), and the rule that
 * what has been paid on a GRN stays paid — it cannot be deleted, taken off credit or reduced below
 * what its payments allocated to it (409).
 */

import type { GrnInput } from '#shared/contracts/procurement';
import { addDays } from '#shared/domain/ageing';
import { formatLkr } from '#shared/domain/money';

import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { creditDaysOf } from './creditors.mappers';
import * as repo from './creditors.repo';

/** on_credit and due_date for a GRN from this input, received from this supplier. */
export async function grnCreditTerms(
  tx: Executor,
  businessId: number,
  supplierId: number,
  input: Pick<GrnInput, 'onCredit' | 'dueDate' | 'receivedDate'>,
): Promise<{ onCredit: boolean; dueDate: string | null }> {
  if (!input.onCredit) return { onCredit: false, dueDate: null };
  if (input.dueDate) return { onCredit: true, dueDate: input.dueDate };
  const supplier = await repo.getSupplier(tx, businessId, supplierId);
  return { onCredit: true, dueDate: addDays(input.receivedDate, creditDaysOf(supplier ?? { creditDays: null })) };
}

/** 409 when the GRN has been paid on (call with the GRN row locked). */
export async function assertGrnUnpaid(tx: Executor, businessId: number, grnId: number): Promise<void> {
  if ((await repo.paidOnGrn(tx, businessId, grnId)) > 0) throw new AppError('GRN_PAID_DELETE');
}

/** 409 when an edit would leave less owed on the GRN than has been paid on it (call with the row locked). */
export async function assertGrnKeepsPayments(
  tx: Executor,
  businessId: number,
  grnId: number,
  after: { onCredit: boolean; totalCents: number },
): Promise<void> {
  const paid = await repo.paidOnGrn(tx, businessId, grnId);
  if (paid === 0) return;
  if (!after.onCredit) throw new AppError('GRN_PAID_STAYS_ON_CREDIT');
  if (after.totalCents < paid) throw new AppError('GRN_BELOW_PAID', { params: { paid: formatLkr(paid) } });
}
