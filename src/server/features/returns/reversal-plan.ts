/** What a return or a void has decided before anything is written, as every step of it reads it. */
import type { RefundRecordMethod, ReturnReason } from '#shared/contracts/returns';
import type { ReturnedShare } from '#shared/domain/returns';
import type { ReturnableItem, SaleItemRow, SaleRow } from './returns.repo';

export interface PlannedLine {
  item: ReturnableItem;
  share: ReturnedShare;
  restock: boolean;
  reason: ReturnReason;
}

export interface PlannedRefund {
  method: RefundRecordMethod;
  amountCents: number;
  reference: string | null;
  creditTo: 'debt' | 'store' | null;
}

export interface ReturnPlan {
  kind: 'return' | 'void';
  actor: { businessId: number; userId: string; ip?: string };
  sale: SaleRow;
  /** Every line of the sale (the status is computed over all of them) and the ones coming back. */
  saleItems: readonly ReturnableItem[];
  lines: readonly PlannedLine[];
  refunds: readonly PlannedRefund[];
  /** The debtor whose debt a credit refund lowers. */
  debtorId: number | null;
  shiftId: number | null;
  approvedBy: string | null;
  reason: string | null;
  creditNoteNumber: string | null;
  returnedBeforeCents: number;
  returnDate: Date;
}

/** The sale as the lock steps see it: its lines and customer, which never change after the sale. */
export interface SaleBefore {
  businessId: number;
  saleId: number;
  items: readonly SaleItemRow[];
  customerId: number | null;
}

/** The return as the reverse steps see it: the plan, and the row written for it. */
export interface WrittenReturn {
  plan: ReturnPlan;
  returnId: number;
  totalCents: number;
  /** "Return CN-… of INV-…" / "Void of INV-…": the description on the debtor's and customer's ledgers. */
  label: string;
}

/** What the refunds put towards one place: the sale's debt, or the customer's store credit. */
export const refundedTo = (plan: ReturnPlan, to: 'debt' | 'store') =>
  plan.refunds.filter((f) => f.creditTo === to).reduce((sum, f) => sum + f.amountCents, 0);
