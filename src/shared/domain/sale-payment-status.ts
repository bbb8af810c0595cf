/**
 * A credit sale's payment status follows its debt.
 *
 * What a debtor has settled (payments, and write-downs — after either nothing more is owed on that
 * part) is allocated to the debtor's charges oldest first: the opening "manual debt" and each credit
 * sale in the order they were recorded. A charge fully covered is 'paid', one partly covered
 * 'partial', one not reached 'pending'. The server stores the result on the sale inside the
 * payment's transaction, so the dashboard, the sales list and the CSV read it as they are.
 */
export type SalePaymentStatus = 'pending' | 'partial' | 'paid';

export type DebtCharge<K> = { key: K; amountCents: number };
export type AllocatedCharge<K> = DebtCharge<K> & { paidCents: number; outstandingCents: number; status: SalePaymentStatus };

/** The status of one charge given how much of it is covered. */
export function paymentStatusOf(amountCents: number, paidCents: number): SalePaymentStatus {
  if (paidCents <= 0) return 'pending';
  return paidCents >= amountCents ? 'paid' : 'partial';
}

/** Allocates settledCents over the charges in the order given (oldest first). */
export function allocateSettlements<K>(charges: readonly DebtCharge<K>[], settledCents: number): AllocatedCharge<K>[] {
  if (!Number.isSafeInteger(settledCents)) throw new RangeError('settledCents must be an integer');
  let left = Math.max(0, settledCents);
  return charges.map((charge) => {
    if (!Number.isSafeInteger(charge.amountCents) || charge.amountCents < 0) throw new RangeError('charge amounts must be whole cents ≥ 0');
    const paidCents = Math.min(left, charge.amountCents);
    left -= paidCents;
    return {
      ...charge,
      paidCents,
      outstandingCents: charge.amountCents - paidCents,
      status: paymentStatusOf(charge.amountCents, paidCents),
    };
  });
}
