/**
 * Ageing of a credit book, for debtors (what customers owe the shop) and creditors
 * (what the shop owes suppliers): what is still owed on each document, and how overdue it is.
 *
 * Payments and credits that name no document settle the oldest first (first in, first out): a
 * customer who pays "something off the book" pays the oldest debt. A document's outstanding amount
 * falls into one bucket by the days since its due date, counted in whole calendar days of the
 * shop: not yet due (or due today) is `current`; 1–30 days late, 31–60, 61–90, and over 90.
 * All amounts are integer cents; dates are 'YYYY-MM-DD' (the shop's calendar).
 */

export const AGEING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export type Ageing = Record<AgeingBucket, number> & { total: number };

export interface AgeingDocument {
  /** 'YYYY-MM-DD': when the charge or delivery was made (orders FIFO settlement). */
  date: string;
  /** 'YYYY-MM-DD': when it falls due. */
  dueDate: string;
  amountCents: number;
  /** What payments already named for this document (allocations); the rest is settled FIFO. */
  allocatedCents?: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (ymd: string) => Math.floor(Date.parse(`${ymd}T00:00:00Z`) / DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** The bucket a document due on `dueDate` is in on `asOf`. */
export function bucketOf(dueDate: string, asOf: string): AgeingBucket {
  const late = daysBetween(dueDate, asOf);
  if (late <= 0) return 'current';
  if (late <= 30) return 'days1to30';
  if (late <= 60) return 'days31to60';
  if (late <= 90) return 'days61to90';
  return 'over90';
}

/**
 * Each document's outstanding cents, after its own allocations and then `unallocatedCents` (payments
 * and credits naming no document) settling the oldest first (by date, then the order given).
 * Answers the outstanding amounts in the order the documents were given.
 */
export function outstandingFifo(documents: readonly AgeingDocument[], unallocatedCents: number): number[] {
  const out = documents.map((d) => Math.max(0, d.amountCents - (d.allocatedCents ?? 0)));
  const order = documents.map((_, i) => i).sort((a, b) => documents[a].date.localeCompare(documents[b].date) || a - b);
  let left = Math.max(0, unallocatedCents);
  for (const i of order) {
    if (left === 0) break;
    const take = Math.min(left, out[i]);
    out[i] -= take;
    left -= take;
  }
  return out;
}

/** The ageing of the documents on `asOf` (outstanding amounts from outstandingFifo). */
export function ageDocuments(documents: readonly AgeingDocument[], unallocatedCents: number, asOf: string): Ageing {
  const ageing: Ageing = { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0 };
  outstandingFifo(documents, unallocatedCents).forEach((cents, i) => {
    if (cents === 0) return;
    ageing[bucketOf(documents[i].dueDate, asOf)] += cents;
    ageing.total += cents;
  });
  return ageing;
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(ymd: string, days: number): string {
  return new Date((dayNumber(ymd) + days) * DAY_MS).toISOString().slice(0, 10);
}
