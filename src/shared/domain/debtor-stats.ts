/**
 * The Debtors screen's summary cards, from each debtor's outstanding balance and status (cents).
 *   totalDebtors  debtors who still owe something (balance > 0)
 *   totalDebt     Σ outstanding balances
 *   overdueDebt   Σ outstanding balances of overdue debtors
 *   averageDebt   totalDebt / totalDebtors, rounded to the cent (half up); 0 with no debtors
 */
import type { DebtorStatus } from './debtor-status';

export type DebtorStatsCents = { totalDebtors: number; totalDebtCents: number; overdueDebtCents: number; averageDebtCents: number };

export function computeDebtorStats(rows: readonly { balanceCents: number; status: DebtorStatus }[]): DebtorStatsCents {
  let totalDebtors = 0;
  let totalDebtCents = 0;
  let overdueDebtCents = 0;
  for (const row of rows) {
    if (row.balanceCents <= 0) continue;
    totalDebtors += 1;
    totalDebtCents += row.balanceCents;
    if (row.status === 'overdue') overdueDebtCents += row.balanceCents;
  }
  const averageDebtCents = totalDebtors === 0 ? 0 : Math.floor((totalDebtCents * 2 + totalDebtors) / (totalDebtors * 2));
  return { totalDebtors, totalDebtCents, overdueDebtCents, averageDebtCents };
}

/**
 * The overdue alert's order: the largest amount overdue first (a big debt must not hide under
 * "+2 more"), then by name so equal amounts keep a stable order.
 */
export function overdueByAmount<T extends { name: string; balanceCents: number; status: DebtorStatus }>(rows: readonly T[]): T[] {
  return rows
    .filter((row) => row.status === 'overdue' && row.balanceCents > 0)
    .sort((a, b) => b.balanceCents - a.balanceCents || a.name.localeCompare(b.name));
}
