/**
 * A sale's payment status when some of it is owed on a debtor's ledger.
 *
 * A sale may owe through several charges: its credit part (the whole total for a credit sale, a
 * share of a split sale) and any of its cheques that bounced. What the debtor has settled is
 * allocated over the charges (allocateSettlements); the sale is then:
 *   paid    — nothing of it is outstanding;
 *   pending — all of its total is outstanding (a credit sale nobody has paid, a bounced cheque that paid it all);
 *   partial — anything between (a split sale's cash or card part counts as paid).
 */
import type { SalePaymentStatus } from './sale-payment-status';

export function saleDebtStatus(saleTotalCents: number, outstandingCents: number): SalePaymentStatus {
  if (outstandingCents <= 0) return 'paid';
  return outstandingCents >= saleTotalCents ? 'pending' : 'partial';
}
