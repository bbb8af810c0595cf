/**
 * A return or a void undoes part or all of a sale in each participant it touched: the stock, the
 * debt, the customer (loyalty and store credit), the payments and the drawer. Each participant is
 * one step in its own file (reverse-*.ts) with its two halves side by side:
 *
 * - `lock`: taken before the sale row, in the order every other writer takes the same rows, so no
 *   two transactions deadlock: the products (id order; a sale takes them first), the customer, the
 *   debtor (a sale: customer, then debtor; a debtor payment: debtor, then its sales' rows).
 * - `reverse`: applied once the return's row is written, inside the same transaction.
 *
 * What the locks need to know first (the sale's lines and customer) never changes after the sale,
 * so it is read without a lock.
 */
import type { Tx } from '#server/db/client';
import { customerReversal } from './reverse-customer';
import { debtReversal, type LockedDebt } from './reverse-debt';
import { stockReversal } from './reverse-stock';
import type { SaleBefore, WrittenReturn } from './reversal-plan';
import * as repo from './returns.repo';
import type { SaleItemRow } from './returns.repo';

/** Every participant's lock, in the one order; answers the sale's debt (locked), if any. */
export async function lockParticipants(
  tx: Tx,
  businessId: number,
  saleId: number,
  restocked: (item: SaleItemRow) => boolean,
): Promise<LockedDebt | undefined> {
  const before: SaleBefore = { businessId, saleId, ...(await repo.saleLinesAndCustomer(tx, businessId, saleId)) };
  await stockReversal.lock(tx, before, restocked);
  await customerReversal.lock(tx, before);
  return debtReversal.lock(tx, before);
}

/**
 * Every participant's reversal, after the return's row is written. Answers the customer's points
 * moved, when any, for the return's row.
 */
export async function reverseParticipants(tx: Tx, written: WrittenReturn) {
  await stockReversal.reverse(tx, written);
  await debtReversal.reverse(tx, written);
  return customerReversal.reverse(tx, written);
}
