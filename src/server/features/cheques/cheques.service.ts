/**
 * Cheques received at the till: the list with totals per status, and the status
 * changes pending → deposited | bounced, deposited → cleared | bounced (shared/domain/cheque-status).
 * A bounce puts the cheque's amount back on the customer's debt (debtor-cheque.service) in the same
 * transaction as the change; the cheque row is locked first, so two bounces charge once.
 */
import type { Cheque, ChequeList, ChequeListQuery, ChequeStatusInput, ChequeStatusResponse } from '#shared/contracts/cheques';
import { CHEQUE_LIST_LIMIT } from '#shared/contracts/cheques';
import { CHEQUE_STATUSES, chequeTransitionProblem, nextChequeStatuses } from '#shared/domain/cheque-status';
import { fromCents } from '#shared/domain/money';
import type { Database, Tx } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { chargeBouncedCheque } from '#server/features/debtors';
import { getBusinessSettings } from '#server/kernel/business-settings';
import * as repo from './cheques.repo';

function toView(r: repo.ChequeListRow): Cheque {
  return {
    id: r.id,
    saleId: r.saleId,
    invoiceNumber: r.invoiceNumber,
    customerId: r.customerId,
    customerName: r.customerName,
    bank: r.bank,
    chequeNumber: r.chequeNumber,
    chequeDate: r.chequeDate,
    amount: fromCents(r.amountCents),
    status: r.status,
    receivedAt: r.receivedAt.toISOString(),
    statusChangedAt: r.statusChangedAt ? r.statusChangedAt.toISOString() : null,
    nextStatuses: [...nextChequeStatuses(r.status)],
  };
}

export async function listCheques(db: Database, businessId: number, q: ChequeListQuery): Promise<ChequeList> {
  const [rows, sums] = await Promise.all([
    repo.listCheques(db, businessId, q, CHEQUE_LIST_LIMIT + 1),
    repo.totalsByStatus(db, businessId, { from: q.from, to: q.to }),
  ]);
  const byStatus = new Map(sums.map((s) => [s.status, s]));
  return {
    cheques: rows.slice(0, CHEQUE_LIST_LIMIT).map(toView),
    totals: CHEQUE_STATUSES.map((status) => ({
      status,
      count: byStatus.get(status)?.count ?? 0,
      amount: fromCents(byStatus.get(status)?.amountCents ?? 0),
    })),
    truncated: rows.length > CHEQUE_LIST_LIMIT,
  };
}

/** Who owes a bounced cheque: the sale's debtor details, else its customer, else the drawer's name alone. */
async function debtorOf(tx: Tx, businessId: number, cheque: repo.ChequeRow) {
  const { sale, customer } = await repo.debtorSourceOf(tx, businessId, cheque);
  const info = sale?.debtorInfo;
  if (info?.name && info.phone) return { invoiceNumber: sale.invoiceNumber, customer: info };
  const name = customer?.name ?? cheque.drawerName ?? sale?.customerName ?? `Cheque ${cheque.chequeNumber} (${cheque.bank})`;
  return {
    invoiceNumber: sale?.invoiceNumber ?? null,
    customer: { name, phone: customer?.phone ?? null, email: customer?.email, address: customer?.address },
  };
}

type Actor = { businessId: number; userId: string };

export async function changeChequeStatus(db: Database, t: Actor, id: number, input: ChequeStatusInput): Promise<ChequeStatusResponse> {
  const now = new Date();
  const settings = input.status === 'bounced' ? await getBusinessSettings(db, t.businessId) : null;
  const debtor = await db.transaction(async (tx) => {
    const cheque = await repo.lockCheque(tx, t.businessId, id);
    if (!cheque) throw new AppError('CHEQUE_NOT_FOUND');
    const problem = chequeTransitionProblem(cheque.status, input.status);
    if (problem?.key === 'CHEQUE_DEPOSIT_FIRST') throw new AppError(problem.key, { params: problem.params });
    if (problem) throw new AppError(problem.key, { params: problem.params });
    await repo.setStatus(tx, t.businessId, id, input.status, t.userId, now);
    let charged: { debtorId: number; name: string; balanceCents: number } | null = null;
    if (input.status === 'bounced') {
      const owner = await debtorOf(tx, t.businessId, cheque);
      charged = await chargeBouncedCheque(tx, {
        ...t,
        cheque,
        ...owner,
        paymentTermsDays: settings!.paymentTermsDays,
        note: input.note,
        now,
      });
    }
    await writeAudit(tx, {
      businessId: t.businessId,
      userId: t.userId,
      action: `cheque.${input.status}`,
      entityType: 'cheque',
      entityId: id,
      before: { status: cheque.status },
      after: { status: input.status, note: input.note ?? null, debtorId: charged?.debtorId ?? null },
    });
    return charged;
  });
  const row = await repo.getListed(db, t.businessId, id);
  if (!row) throw new AppError('CHEQUE_NOT_FOUND');
  return { cheque: toView(row), debtor: debtor && { id: debtor.debtorId, name: debtor.name, balance: fromCents(debtor.balanceCents) } };
}
