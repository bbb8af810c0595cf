import type { SupplierPayment } from '#shared/contracts/creditors';
import { DEFAULT_SUPPLIER_CREDIT_DAYS } from '#shared/contracts/creditors';
import type { Ageing } from '#shared/domain/ageing';
import { fromCents } from '#shared/domain/money';
import type { SupplierPaymentRow } from './creditors.repo';

/** What a payment is known by on a statement or ledger: its cheque number, its transfer reference, or '' for cash. */
export function paymentReference(p: Pick<SupplierPaymentRow, 'method' | 'chequeNumber' | 'reference'>): string {
  if (p.method === 'cheque') return p.chequeNumber ?? '';
  if (p.method === 'bank_transfer') return p.reference ?? '';
  return p.reference ?? '';
}

export const creditDaysOf = (s: { creditDays: number | null }) => s.creditDays ?? DEFAULT_SUPPLIER_CREDIT_DAYS;

export function ageingView(a: Ageing) {
  return {
    current: fromCents(a.current),
    days1to30: fromCents(a.days1to30),
    days31to60: fromCents(a.days31to60),
    days61to90: fromCents(a.days61to90),
    over90: fromCents(a.over90),
    total: fromCents(a.total),
  };
}

export function toSupplierPayment(
  p: SupplierPaymentRow,
  supplierName: string,
  allocations: { grnId: number; grnNumber: string; amountCents: number }[],
): SupplierPayment {
  return {
    id: p.id,
    supplierId: p.supplierId,
    supplierName,
    method: p.method,
    amount: fromCents(p.amountCents),
    paidOn: p.paidOn,
    chequeNumber: p.chequeNumber,
    chequeBank: p.chequeBank,
    chequeDate: p.chequeDate,
    reference: p.reference,
    notes: p.notes,
    allocations: allocations.map((a) => ({ grnId: a.grnId, grnNumber: a.grnNumber, amount: fromCents(a.amountCents) })),
    createdAt: p.createdAt.toISOString(),
  };
}
