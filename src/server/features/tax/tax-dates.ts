/**
 * Calendar days of the tax panel, on the business's clock: date-only inputs ('YYYY-MM-DD') become
 * the instants their local days begin, so ranges and periods are [start, end) in its time zone.
 */
import type { z } from 'zod';
import type { DateRangeQuery } from '#shared/contracts/tax';
import { parseDateOnly, toZonedDateString, zonedMidnight } from '#shared/domain/time-zone';
import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';

/** The instant a local calendar day 'YYYY-MM-DD' begins. */
export function localDayStart(date: string, timeZone: string): Date {
  const d = parseDateOnly(date);
  if (!d) throw new AppError('ENTER_VALID_DATE');
  return zonedMidnight(d.year, d.month, d.day, timeZone);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' of a calendar date held at UTC midnight (a tax period's bounds). */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export type ResolvedRange = { from: string; to: string; start: Date; end: Date; timeZone: string };

/** [from, to] local days → instants; defaults: first of this month → today. */
export async function resolveRange(db: Executor, businessId: number, q: z.output<typeof DateRangeQuery>): Promise<ResolvedRange> {
  const timeZone = await getBusinessTimeZone(db, businessId);
  const today = toZonedDateString(new Date(), timeZone);
  const from = q.from ?? `${today.slice(0, 8)}01`;
  const to = q.to ?? today;
  if (from > to) throw new AppError('DATE_RANGE_ORDER_tax', { field: 'from' });
  return { from, to, start: localDayStart(from, timeZone), end: localDayStart(addDays(to, 1), timeZone), timeZone };
}
