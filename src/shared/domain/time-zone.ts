/**
 * Calendar days in a business's time zone (Asia/Colombo unless set): "today" and "this month"
 * on the dashboard, and date-only inputs (a due date, a payment date) turned into instants.
 * Uses the runtime's Intl time-zone data (Node and browsers ship it).
 */
export const DEFAULT_TIME_ZONE = 'Asia/Colombo';

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of `date` in `timeZone`. */
export function zonedParts(date: Date, timeZone: string) {
  const get = (type: string) =>
    Number(
      partsFormatter(timeZone)
        .formatToParts(date)
        .find((p) => p.type === type)?.value,
    );
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** Milliseconds to add to UTC to get the wall clock of `timeZone` at `date`. */
function offsetMs(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** The instant at which the wall clock of `timeZone` reads year-month-day 00:00. */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  let t = guess - offsetMs(new Date(guess), timeZone);
  t = guess - offsetMs(new Date(t), timeZone);
  return new Date(t);
}

/** 'YYYY-MM-DD' of `date` in `timeZone`. */
export function toZonedDateString(date: Date, timeZone: string): string {
  const p = zonedParts(date, timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * 'YYYY-MM-DD HH:MM' (':SS' with seconds) on the wall clock of `timeZone`: how exports and
 * printouts write an instant, so a PDF or sheet agrees with the screen (never a raw UTC ISO time).
 */
export function toZonedDateTimeString(date: Date, timeZone: string, withSeconds = false): string {
  const p = zonedParts(date, timeZone);
  const time = `${pad2(p.hour)}:${pad2(p.minute)}${withSeconds ? `:${pad2(p.second)}` : ''}`;
  return `${toZonedDateString(date, timeZone)} ${time}`;
}

export function parseDateOnly(value: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** [start, end) of the local day containing `now`. */
export function zonedDayRange(now: Date, timeZone: string): { start: Date; end: Date } {
  const p = zonedParts(now, timeZone);
  const start = zonedMidnight(p.year, p.month, p.day, timeZone);
  const next = new Date(Date.UTC(p.year, p.month - 1, p.day + 1));
  return { start, end: zonedMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone) };
}

/** [start, end) of the local calendar month containing `now`. */
export function zonedMonthRange(now: Date, timeZone: string): { start: Date; end: Date } {
  const p = zonedParts(now, timeZone);
  const start = zonedMidnight(p.year, p.month, 1, timeZone);
  const next = new Date(Date.UTC(p.year, p.month, 1));
  return { start, end: zonedMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, 1, timeZone) };
}

/**
 * A date-only due date means "pay by the end of that day": the last millisecond of the local day,
 * so the debt turns overdue at the next local midnight.
 */
export function endOfZonedDay(value: string, timeZone: string): Date | null {
  const d = parseDateOnly(value);
  if (!d) return null;
  const next = new Date(Date.UTC(d.year, d.month - 1, d.day + 1));
  return new Date(zonedMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone).getTime() - 1);
}
