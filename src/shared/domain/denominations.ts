/**
 * The Sri Lankan rupee notes and coins a drawer holds: the close counts them
 * and the total is the counted cash. Pure integer arithmetic in cents.
 */

/** LKR notes and coins, largest first, in rupees. */
export const LKR_DENOMINATIONS = [5000, 2000, 1000, 500, 100, 50, 20, 10, 5, 2, 1] as const;
export type LkrDenomination = (typeof LKR_DENOMINATIONS)[number];

/** How many of each note or coin: { "5000": 3, "100": 12 }; absent means none. */
export type DenominationCounts = Partial<Record<string, number>>;

/** The most of one note or coin a drawer can hold (a typo guard, not a rule of the shop). */
export const MAX_DENOMINATION_COUNT = 100_000;

/** "5000" is a note; "05000", "5000.0" or "200" are not. */
export const isLkrDenomination = (key: string): boolean =>
  (LKR_DENOMINATIONS as readonly number[]).includes(Number(key)) && String(Number(key)) === key;

/**
 * The total of the counted notes and coins, in cents. Throws on an unknown denomination or a
 * count that is not a whole number from 0 to MAX_DENOMINATION_COUNT (the contract refuses them first).
 */
export function denominationsTotalCents(counts: DenominationCounts): number {
  let total = 0;
  for (const [key, count] of Object.entries(counts)) {
    if (count === undefined) continue;
    if (!isLkrDenomination(key)) throw new RangeError(`Not an LKR note or coin: ${key}`);
    if (!Number.isInteger(count) || count < 0 || count > MAX_DENOMINATION_COUNT) throw new RangeError(`Not a count: ${count}`);
    total += Number(key) * 100 * count;
  }
  return total;
}
