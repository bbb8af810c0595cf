import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DomainError } from './errors';
import {
  getTaxPeriodOf,
  getYearOfAssessment,
  parseTaxPeriod,
  taxPeriodBounds,
  toZonedCalendarDate,
  toZonedMidnightInstant,
} from './tax-period';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

describe('getYearOfAssessment', () => {
  it.each<[string, number, string, string, string]>([
    ['2026-04-01T00:00:00.000Z', 2026, '2026/2027', '2026-04-01', '2027-03-31'], // first day
    ['2026-03-31T23:59:59.999Z', 2025, '2025/2026', '2025-04-01', '2026-03-31'], // last instant
    ['2026-11-15T12:00:00.000Z', 2026, '2026/2027', '2026-04-01', '2027-03-31'],
    ['2027-01-01T00:00:00.000Z', 2026, '2026/2027', '2026-04-01', '2027-03-31'],
    ['2027-12-31T00:00:00.000Z', 2027, '2027/2028', '2027-04-01', '2028-03-31'],
  ])('%s → %s', (instant, startYear, label, start, end) => {
    const year = getYearOfAssessment(new Date(instant));
    expect(year.startYear).toBe(startYear);
    expect(year.label).toBe(label);
    expect(iso(year.start)).toBe(start);
    expect(iso(year.end)).toBe(end);
    expect(year.endExclusive.getTime()).toBe(year.end.getTime() + 86_400_000);
  });

  it('rejects an invalid date', () => {
    expect(() => getYearOfAssessment(new Date('nope'))).toThrow(RangeError);
  });

  it('contains the date it was asked about', () => {
    fc.assert(
      fc.property(fc.date({ min: day('1990-01-01'), max: day('2200-01-01'), noInvalidDate: true }), (date) => {
        const year = getYearOfAssessment(date);
        expect(year.start.getTime()).toBeLessThanOrEqual(date.getTime());
        expect(date.getTime()).toBeLessThan(year.endExclusive.getTime());
      }),
    );
  });
});

describe('parseTaxPeriod', () => {
  it.each<[string, 'month' | 'quarter', string, string, string, number, string]>([
    ['2026-11', 'month', '2026-11-01', '2026-12-01', '2026-11', 1, '2026/2027'],
    ['2026-12', 'month', '2026-12-01', '2027-01-01', '2026-12', 1, '2026/2027'], // year end
    ['2027-02', 'month', '2027-02-01', '2027-03-01', '2027-02', 1, '2026/2027'],
    ['2028-02', 'month', '2028-02-01', '2028-03-01', '2028-02', 1, '2027/2028'], // leap year
    ['2026-03', 'month', '2026-03-01', '2026-04-01', '2026-03', 1, '2025/2026'],
    ['2026-04', 'month', '2026-04-01', '2026-05-01', '2026-04', 1, '2026/2027'],
    ['2026-Q1', 'quarter', '2026-04-01', '2026-07-01', 'Q1 2026/2027', 3, '2026/2027'],
    ['2026-Q2', 'quarter', '2026-07-01', '2026-10-01', 'Q2 2026/2027', 3, '2026/2027'],
    ['2026-Q3', 'quarter', '2026-10-01', '2027-01-01', 'Q3 2026/2027', 3, '2026/2027'],
    ['2026-Q4', 'quarter', '2027-01-01', '2027-04-01', 'Q4 2026/2027', 3, '2026/2027'],
    [' 2026-q3 ', 'quarter', '2026-10-01', '2027-01-01', 'Q3 2026/2027', 3, '2026/2027'],
  ])('%j', (text, kind, start, end, label, months, yearOfAssessment) => {
    const period = parseTaxPeriod(text);
    expect(period.kind).toBe(kind);
    expect(period.start.toISOString()).toBe(`${start}T00:00:00.000Z`);
    expect(period.end.toISOString()).toBe(`${end}T00:00:00.000Z`);
    expect(period.label).toBe(label);
    expect(period.months).toBe(months);
    expect(period.yearOfAssessment).toBe(yearOfAssessment);
  });

  it.each([
    ['2026-13'],
    ['2026-00'],
    ['2026-1'],
    ['2026-Q0'],
    ['2026-Q5'],
    ['26-11'],
    ['0999-01'],
    ['2026/11'],
    ['2026-11-01'],
    ['2026'],
    [''],
    ['Q3'],
    ['2026-Q3x'],
  ])('rejects %j with INVALID_PERIOD', (text) => {
    expect(() => parseTaxPeriod(text)).toThrow(DomainError);
    expect(() => parseTaxPeriod(text)).toThrow(expect.objectContaining({ code: 'INVALID_PERIOD' }));
  });

  it('rejects a value that is not text', () => {
    expect(() => parseTaxPeriod(undefined as unknown as string)).toThrow(DomainError);
  });

  it('four quarters tile the year of assessment with no gap or overlap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9998 }), (startYear) => {
        const quarters = [1, 2, 3, 4].map((q) => parseTaxPeriod(`${startYear}-Q${q}`));
        const year = getYearOfAssessment(quarters[0]!.start);
        expect(year.startYear).toBe(startYear);
        expect(quarters[0]!.start).toEqual(year.start);
        expect(quarters[3]!.end).toEqual(year.endExclusive);
        for (let i = 1; i < 4; i++) expect(quarters[i]!.start).toEqual(quarters[i - 1]!.end);
      }),
    );
  });
});

describe('getTaxPeriodOf', () => {
  it.each<[string, 'month' | 'quarter', string]>([
    ['2026-11-15', 'month', '2026-11'],
    ['2026-11-15', 'quarter', 'Q3 2026/2027'],
    ['2027-01-01', 'quarter', 'Q4 2026/2027'],
    ['2027-03-31', 'quarter', 'Q4 2026/2027'],
    ['2027-04-01', 'quarter', 'Q1 2027/2028'],
    ['2026-06-30', 'quarter', 'Q1 2026/2027'],
    ['2026-07-01', 'quarter', 'Q2 2026/2027'],
  ])('%s, %s → %s', (date, kind, label) => {
    expect(getTaxPeriodOf(day(date), kind).label).toBe(label);
  });

  it('returns a period that contains the date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: day('1990-01-01'), max: day('2200-01-01'), noInvalidDate: true }),
        fc.constantFrom<'month' | 'quarter'>('month', 'quarter'),
        (date, kind) => {
          const period = getTaxPeriodOf(date, kind);
          expect(period.start.getTime()).toBeLessThanOrEqual(date.getTime());
          expect(date.getTime()).toBeLessThan(period.end.getTime());
        },
      ),
    );
  });
});

describe("calendar dates in the business's time zone", () => {
  it.each<[string, string, string]>([
    ['2026-03-31T18:29:59.999Z', 'Asia/Colombo', '2026-03-31'], // 23:59:59.999 local
    ['2026-03-31T18:30:00.000Z', 'Asia/Colombo', '2026-04-01'], // local midnight: the new year of assessment
    ['2026-04-01T02:00:00.000Z', 'Asia/Colombo', '2026-04-01'],
    ['2026-03-31T23:30:00.000Z', 'Europe/London', '2026-04-01'], // 00:30 BST
    ['2026-04-01T03:59:59.999Z', 'America/New_York', '2026-03-31'], // 23:59:59.999 EDT
    ['2026-03-31T11:00:00.000Z', 'Pacific/Auckland', '2026-04-01'], // 00:00 NZDT
  ])('%s in %s is local date %s', (instant, zone, expected) => {
    expect(iso(toZonedCalendarDate(new Date(instant), zone))).toBe(expected);
  });

  it('turns a calendar date into the instant the local day begins', () => {
    expect(toZonedMidnightInstant(day('2026-04-01'), 'Asia/Colombo').toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(toZonedMidnightInstant(day('2026-04-01'), 'UTC').toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(toZonedMidnightInstant(day('2026-04-01'), 'Europe/London').toISOString()).toBe('2026-03-31T23:00:00.000Z');
    expect(() => toZonedMidnightInstant(new Date('nope'), 'UTC')).toThrow(RangeError);
  });

  it("bounds a period by its zone's midnights, across a daylight-saving change", () => {
    // March 2026 in London: starts on GMT (+00:00), ends on BST (+01:00).
    const march = taxPeriodBounds(parseTaxPeriod('2026-03'), 'Europe/London');
    expect(march.start.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(march.end.toISOString()).toBe('2026-03-31T23:00:00.000Z');
    const q1 = taxPeriodBounds(parseTaxPeriod('2026-Q1'), 'Asia/Colombo');
    expect(q1.start.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(q1.end.toISOString()).toBe('2026-06-30T18:30:00.000Z');
  });

  it('round-trips: the local midnight of a date is on that date', () => {
    const zones = ['Asia/Colombo', 'UTC', 'Europe/London', 'America/New_York', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/St_Johns'];
    fc.assert(
      fc.property(
        fc.date({ min: day('1990-01-01'), max: day('2200-01-01'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (instant, zone) => {
          const date = toZonedCalendarDate(instant, zone);
          const midnight = toZonedMidnightInstant(date, zone);
          expect(toZonedCalendarDate(midnight, zone)).toEqual(date);
          expect(midnight.getTime()).toBeLessThanOrEqual(instant.getTime());
          expect(instant.getTime() - midnight.getTime()).toBeLessThan(25 * 3_600_000);
        },
      ),
    );
  });
});
