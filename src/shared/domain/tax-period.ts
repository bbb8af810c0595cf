/**
 * Tax periods: the Sri Lankan year of assessment and the months and quarters within it.
 *
 * The year of assessment runs 1 April – 31 March (IRD). Quarters are quarters of that year:
 * Q1 = Apr–Jun, Q2 = Jul–Sep, Q3 = Oct–Dec, Q4 = Jan–Mar of the next calendar year; '2026-Q3'
 * is Q3 of the year of assessment that starts in April 2026 (Oct–Dec 2026).
 *
 * Dates here are calendar dates, represented as Dates at UTC midnight (YYYY-MM-DD semantics).
 * Turning them into instants needs the business's time zone (settings, `time-zone.ts`), never a
 * fixed offset: `taxPeriodBounds` gives the instants a period's first and next-after-last local
 * days begin, so a sale at 02:00 on 1 April local time falls into the new year of assessment.
 */
import { DomainError } from './errors';
import { toZonedDateString, zonedMidnight } from './time-zone';

/** April, as a JS month index: the first month of the year of assessment. */
const FIRST_MONTH_OF_YEAR = 3;

export type YearOfAssessment = {
  /** Calendar year in which it starts: 2026 for 2026/2027. */
  startYear: number;
  label: string;
  /** 1 April, the first day. */
  start: Date;
  /** 31 March, the last day (a calendar date, inclusive). */
  end: Date;
  /** 1 April of the next year: use for half-open ranges (start ≤ d < endExclusive). */
  endExclusive: Date;
};

export type TaxPeriodKind = 'month' | 'quarter';

export type TaxPeriod = {
  kind: TaxPeriodKind;
  /** First day of the period. */
  start: Date;
  /** First day after the period (exclusive). */
  end: Date;
  /** '2026-11' for a month, 'Q3 2026/2027' for a quarter. */
  label: string;
  /** Length in months (1 or 3), e.g. to pro-rate annual income tax slabs. */
  months: number;
  /** Label of the year of assessment the period belongs to, e.g. '2026/2027'. */
  yearOfAssessment: string;
};

function utcDate(year: number, monthIndex: number, day = 1): Date {
  return new Date(Date.UTC(year, monthIndex, day));
}

function labelYearOfAssessment(startYear: number): string {
  return `${startYear}/${startYear + 1}`;
}

function assertValidDate(date: Date, name: string): void {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
    throw new RangeError(`${name} must be a valid Date`);
  }
}

/** The year of assessment containing a calendar date (read in UTC, see the file comment). */
export function getYearOfAssessment(date: Date): YearOfAssessment {
  assertValidDate(date, 'date');
  const year = date.getUTCFullYear();
  const startYear = date.getUTCMonth() >= FIRST_MONTH_OF_YEAR ? year : year - 1;
  return {
    startYear,
    label: labelYearOfAssessment(startYear),
    start: utcDate(startYear, FIRST_MONTH_OF_YEAR),
    end: utcDate(startYear + 1, FIRST_MONTH_OF_YEAR - 1, 31),
    endExclusive: utcDate(startYear + 1, FIRST_MONTH_OF_YEAR),
  };
}

/**
 * Parses '2026-11' (a calendar month) or '2026-Q3' (a quarter of the year of assessment that
 * starts in April 2026). Anything else throws DomainError('INVALID_PERIOD').
 */
export function parseTaxPeriod(value: string): TaxPeriod {
  const text = typeof value === 'string' ? value.trim() : '';
  const month = /^([1-9]\d{3})-(\d{2})$/.exec(text);
  if (month) {
    const year = Number(month[1]);
    const monthNumber = Number(month[2]);
    if (monthNumber < 1 || monthNumber > 12) throw invalidPeriod(value);
    const start = utcDate(year, monthNumber - 1);
    return {
      kind: 'month',
      start,
      end: utcDate(year, monthNumber),
      label: text,
      months: 1,
      yearOfAssessment: getYearOfAssessment(start).label,
    };
  }
  const quarter = /^([1-9]\d{3})-[Qq]([1-4])$/.exec(text);
  if (quarter) {
    const startYear = Number(quarter[1]);
    const quarterNumber = Number(quarter[2]);
    // Date.UTC carries month indexes past December into the next year (Q4 → January).
    const firstMonth = FIRST_MONTH_OF_YEAR + (quarterNumber - 1) * 3;
    const label = labelYearOfAssessment(startYear);
    return {
      kind: 'quarter',
      start: utcDate(startYear, firstMonth),
      end: utcDate(startYear, firstMonth + 3),
      label: `Q${quarterNumber} ${label}`,
      months: 3,
      yearOfAssessment: label,
    };
  }
  throw invalidPeriod(value);
}

function invalidPeriod(value: unknown): DomainError {
  return new DomainError('INVALID_PERIOD', `Invalid tax period ${JSON.stringify(value)}: expected YYYY-MM or YYYY-Q1…Q4`);
}

/** The period ('month' or 'quarter') that contains a calendar date. */
export function getTaxPeriodOf(date: Date, kind: TaxPeriodKind): TaxPeriod {
  assertValidDate(date, 'date');
  if (kind === 'month') {
    const month = String(date.getUTCMonth() + 1).padStart(2, '0');
    return parseTaxPeriod(`${date.getUTCFullYear()}-${month}`);
  }
  const { startYear } = getYearOfAssessment(date);
  const monthsIntoYear = (date.getUTCMonth() - FIRST_MONTH_OF_YEAR + 12) % 12;
  return parseTaxPeriod(`${startYear}-Q${Math.floor(monthsIntoYear / 3) + 1}`);
}

/** The calendar date (as UTC midnight) of an instant on the wall clock of `timeZone`. */
export function toZonedCalendarDate(instant: Date, timeZone: string): Date {
  assertValidDate(instant, 'instant');
  return new Date(`${toZonedDateString(instant, timeZone)}T00:00:00Z`);
}

/** The instant a calendar date (UTC midnight) begins in `timeZone`. */
export function toZonedMidnightInstant(calendarDate: Date, timeZone: string): Date {
  assertValidDate(calendarDate, 'calendarDate');
  return zonedMidnight(calendarDate.getUTCFullYear(), calendarDate.getUTCMonth() + 1, calendarDate.getUTCDate(), timeZone);
}

/** [start, end) instants of a tax period: its first local day's midnight to the next period's, in `timeZone`. */
export function taxPeriodBounds(period: Pick<TaxPeriod, 'start' | 'end'>, timeZone: string): { start: Date; end: Date } {
  return { start: toZonedMidnightInstant(period.start, timeZone), end: toZonedMidnightInstant(period.end, timeZone) };
}
