/**
 * The days a statement covers: as asked, else the month to date in the shop's
 * calendar. A day that is not on the calendar (2026-02-31) or a range that ends before it starts:
 * 400 with the field named, never a 500 further down.
 */
import type { StatementQuery } from '#shared/contracts/statements';
import { toZonedDateString } from '#shared/domain/time-zone';

import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { getBusinessSettings } from '#server/kernel/business-settings';

/** 'YYYY-MM-DD' that names a real day (Date.parse would roll 2026-02-31 over to March). */
export const isCalendarDay = (ymd: string) => {
  const t = Date.parse(`${ymd}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === ymd;
};

export type StatementRange = { from: string; to: string };

/** A range given in full: each day on the calendar and `from` not after `to`, else 400 naming the field. */
export function assertStatementRange(q: StatementQuery): void {
  for (const field of ['from', 'to'] as const) {
    const v = q[field];
    if (v !== undefined && !isCalendarDay(v)) throw new AppError('ENTER_VALID_DATE', { field: field });
  }
  if (q.from !== undefined && q.to !== undefined && q.from > q.to) throw new AppError('STATEMENT_RANGE_INVALID', { field: 'from' });
}

export async function resolveStatementRange(
  db: Executor,
  businessId: number,
  q: StatementQuery,
  now = new Date(),
): Promise<StatementRange> {
  assertStatementRange(q);
  const to = q.to ?? toZonedDateString(now, (await getBusinessSettings(db, businessId)).timeZone);
  const from = q.from ?? `${to.slice(0, 8)}01`;
  assertStatementRange({ from, to });
  return { from, to };
}
