import { DAILY_SALES_DAYS, MAX_REPORT_DAYS } from '#shared/contracts/reports';
import { parseDateOnly, toZonedDateString, zonedMidnight, zonedParts } from '#shared/domain/time-zone';
import { AppError } from '#server/lib/app-error';

const DAY_MS = 86_400_000;
/** Months in the monthly trend, the current one included. */
export const MONTHLY_SALES_MONTHS = 12;

type LocalDate = { year: number; month: number; day: number };

/** Calendar arithmetic on a local date: the UTC date only carries year-month-day here. */
export function shiftDate(p: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day) + days * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
export const dateString = (p: LocalDate) =>
  `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;

/** Period starts in the business's time zone: today, Monday of this week, the 1st, 1 January, and 29 days ago. */
export function reportPeriods(now: Date, timeZone: string) {
  const p = zonedParts(now, timeZone);
  const local = { year: p.year, month: p.month, day: p.day };
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay(); // 0 = Sunday
  const monday = shiftDate(local, -((weekday + 6) % 7));
  const firstDay = shiftDate(local, -(DAILY_SALES_DAYS - 1));
  const at = (d: LocalDate) => zonedMidnight(d.year, d.month, d.day, timeZone);
  const b = {
    today: at(local),
    week: at(monday),
    month: zonedMidnight(p.year, p.month, 1, timeZone),
    year: zonedMidnight(p.year, 1, 1, timeZone),
    dailyFrom: at(firstDay),
    days: Array.from({ length: DAILY_SALES_DAYS }, (_, i) => dateString(shiftDate(firstDay, i))),
  };
  const earliest = new Date(Math.min(b.week.getTime(), b.month.getTime(), b.year.getTime(), b.dailyFrom.getTime()));
  // The same starts as local dates, for the roll-ups (which are keyed by local day).
  const dayOf = (d: LocalDate) => dateString(d);
  const days = {
    today: dayOf(local),
    week: dayOf(monday),
    month: dayOf({ year: p.year, month: p.month, day: 1 }),
    year: dayOf({ year: p.year, month: 1, day: 1 }),
    dailyFrom: dayOf(firstDay),
  };
  return { ...b, earliest, startDays: { ...days, earliest: [days.week, days.month, days.year, days.dailyFrom].sort()[0] } };
}

export type ReportPeriods = ReturnType<typeof reportPeriods>;

/** The last `MONTHLY_SALES_MONTHS` local months, oldest first ('YYYY-MM'), and the instant the first one starts. */
export function monthlyPeriods(now: Date, timeZone: string) {
  const p = zonedParts(now, timeZone);
  const months = Array.from({ length: MONTHLY_SALES_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(p.year, p.month - MONTHLY_SALES_MONTHS + i, 1));
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
  });
  const first = months[0];
  return {
    months: months.map((m) => dateString({ ...m, day: 1 }).slice(0, 7)),
    from: zonedMidnight(first.year, first.month, 1, timeZone),
    fromDay: dateString({ ...first, day: 1 }),
  };
}

/**
 * A report's From–To local dates (both included) as the instants [start, end) in `timeZone`.
 * A missing `to` is today; a missing `from` the 1st of `to`'s month — so no range at all is the
 * month to date on the shop's calendar, whatever the browser's. The contract checks the ends it
 * was given; the defaults are checked here.
 */
export function reportRange(q: { from?: string; to?: string }, timeZone: string, now = new Date()) {
  const today = toZonedDateString(now, timeZone);
  const to = q.to ?? today;
  const from = q.from ?? `${to.slice(0, 8)}01`;
  if (from > to) throw new AppError('DATE_RANGE_ORDER', { field: 'to' });
  const f = parseDateOnly(from)!;
  const t = parseDateOnly(to)!;
  const count = Math.round((Date.UTC(t.year, t.month - 1, t.day) - Date.UTC(f.year, f.month - 1, f.day)) / DAY_MS) + 1;
  if (count > MAX_REPORT_DAYS)
    throw new AppError('REPORT_RANGE_TOO_LONG', {
      params: { days: String(MAX_REPORT_DAYS) },
      fields: { from: { key: 'REPORT_RANGE_TOO_LONG_short' } },
    });
  const next = shiftDate(t, 1);
  return {
    from,
    to,
    today,
    start: zonedMidnight(f.year, f.month, f.day, timeZone),
    end: zonedMidnight(next.year, next.month, next.day, timeZone),
    days: Array.from({ length: count }, (_, i) => dateString(shiftDate(f, i))),
  };
}
export type ReportRange = ReturnType<typeof reportRange>;
