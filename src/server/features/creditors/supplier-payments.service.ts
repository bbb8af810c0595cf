/**
 * Paying a supplier (decision 0021): one payment (cash, an issued cheque, a bank
 * transfer) allocated in full to the supplier's GRNs on credit — as the caller names them, or the
 * oldest due first. The supplier and its GRNs on credit are locked first, so two payments cannot
 * together pay more than is owed; more than the balance, or more than a GRN's outstanding → 409.
 */
import type { RecordSupplierPaymentResponse, SupplierPaymentInput } from '#shared/contracts/creditors';

import { fromCents, toCents } from '#shared/domain/money';

import type { Database, Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import type { Tenant } from '#server/plugins/access';
import { toSupplierPayment } from './creditors.mappers';
import * as repo from './creditors.repo';
import { shopToday } from './creditors.service';

type Actor = Pick<Tenant, 'businessId' | 'userId'>;

async function answer(db: Executor, businessId: number, paymentId: number, supplierName: string, supplierId: number) {
  const [payment] = (await repo.paymentsOf(db, businessId, supplierId)).filter((p) => p.id === paymentId);
  const allocations = await repo.allocationsOf(db, businessId, [paymentId]);
  const grns = await repo.creditGrns(db, businessId, { supplierId });
  const balanceCents = grns.reduce((s, g) => s + Math.max(0, g.totalCents - g.paidCents), 0);
  return { payment: toSupplierPayment(payment, supplierName, allocations), balance: fromCents(balanceCents) };
}

/** The allocations, in cents per GRN: as given (merged by GRN), or the oldest due first. */
async function allocate(
  tx: Executor,
  businessId: number,
  credit: repo.CreditGrnRow[],
  amountCents: number,
  given: SupplierPaymentInput['allocations'],
): Promise<Map<number, number>> {
  const outstanding = new Map(credit.map((g) => [g.id, Math.max(0, g.totalCents - g.paidCents)]));
  const out = new Map<number, number>();
  if (!given || given.length === 0) {
    let left = amountCents;
    for (const g of credit) {
      if (left === 0) break;
      const take = Math.min(left, outstanding.get(g.id) ?? 0);
      if (take > 0) out.set(g.id, take);
      left -= take;
    }
    return out;
  }
  for (const a of given) out.set(a.grnId, (out.get(a.grnId) ?? 0) + toCents(a.amount));
  for (const [grnId, cents] of out) {
    if (!outstanding.has(grnId)) {
      const grnNumber = await repo.grnNumberOf(tx, businessId, grnId);
      if (!grnNumber) throw new AppError('GRN_NOT_FOUND');
      throw new AppError('SUPPLIER_PAYMENT_GRN_NOT_ON_CREDIT', { params: { grn: grnNumber } });
    }
    if (cents > (outstanding.get(grnId) ?? 0)) {
      const grn = credit.find((g) => g.id === grnId);
      throw new AppError('SUPPLIER_PAYMENT_OVER_GRN', { params: { grn: grn?.grnNumber ?? String(grnId) } });
    }
  }
  const sum = [...out.values()].reduce((s, c) => s + c, 0);
  if (sum !== amountCents) throw new AppError('SUPPLIER_PAYMENT_NOT_ALLOCATED', { field: 'allocations' });
  return out;
}

export async function recordSupplierPayment(
  db: Database,
  actor: Actor,
  supplierId: number,
  input: SupplierPaymentInput,
  idempotencyKey?: string,
): Promise<RecordSupplierPaymentResponse> {
  return db.transaction(async (tx) => {
    const supplier = await repo.getSupplier(tx, actor.businessId, supplierId, { forUpdate: true });
    if (!supplier) throw new AppError('SUPPLIER_NOT_FOUND');
    if (idempotencyKey) {
      const first = await repo.paymentByKey(tx, actor.businessId, idempotencyKey);
      if (first) return answer(tx, actor.businessId, first.id, supplier.name, first.supplierId);
    }
    const credit = await repo.creditGrns(tx, actor.businessId, { supplierId, forUpdate: true });
    const balanceCents = credit.reduce((s, g) => s + Math.max(0, g.totalCents - g.paidCents), 0);
    const amountCents = toCents(input.amount);
    if (amountCents > balanceCents) throw new AppError('SUPPLIER_PAYMENT_OVER_BALANCE');
    const allocations = await allocate(tx, actor.businessId, credit, amountCents, input.allocations);
    const isCheque = input.method === 'cheque';
    const payment = await repo.insertPayment(tx, {
      businessId: actor.businessId,
      supplierId,
      method: input.method,
      amountCents,
      paidOn: input.paidOn ?? (await shopToday(tx, actor.businessId)),
      chequeNumber: isCheque ? (input.chequeNumber ?? null) : null,
      chequeBank: isCheque ? (input.chequeBank ?? null) : null,
      chequeDate: isCheque ? (input.chequeDate ?? null) : null,
      reference: input.reference ?? null,
      notes: input.notes ?? null,
      idempotencyKey: idempotencyKey ?? null,
      recordedBy: actor.userId,
    });
    await repo.insertAllocations(
      tx,
      [...allocations.entries()].map(([grnId, cents]) => ({
        businessId: actor.businessId,
        paymentId: payment.id,
        grnId,
        amountCents: cents,
      })),
    );
    await writeAudit(tx, {
      ...actor,
      action: 'supplier.payment',
      entityType: 'supplier',
      entityId: supplierId,
      before: { balanceCents },
      after: {
        paymentId: payment.id,
        method: input.method,
        amountCents,
        chequeNumber: payment.chequeNumber,
        allocations: Object.fromEntries(allocations),
        balanceCents: balanceCents - amountCents,
      },
    });
    return answer(tx, actor.businessId, payment.id, supplier.name, supplierId);
  });
}
