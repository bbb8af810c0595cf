import { describe, expect, it } from 'vitest';
import {
  endOfZonedDay,
  parseDateOnly,
  toZonedDateString,
  toZonedDateTimeString,
  zonedDayRange,
  zonedMidnight,
  zonedMonthRange,
} from './time-zone';

const iso = (d: Date) => d.toISOString();

describe('time zone helpers', () => {
  it.each<[number, number, number, string, string]>([
    [2026, 5, 31, 'Asia/Colombo', '2026-05-30T18:30:00.000Z'],
    [2026, 1, 1, 'UTC', '2026-01-01T00:00:00.000Z'],
    [2026, 7, 1, 'Europe/London', '2026-06-30T23:00:00.000Z'],
    [2026, 1, 15, 'Europe/London', '2026-01-15T00:00:00.000Z'],
    [2026, 3, 1, 'Asia/Kolkata', '2026-02-28T18:30:00.000Z'],
  ])('zonedMidnight(%i-%i-%i, %s) = %s', (y, m, d, tz, expected) => {
    expect(iso(zonedMidnight(y, m, d, tz))).toBe(expected);
  });

  it.each<[string, string, string, string]>([
    // 23:59 Colombo on 31 May is still 31 May there.
    ['2026-05-31T18:29:00Z', 'Asia/Colombo', '2026-05-30T18:30:00.000Z', '2026-05-31T18:30:00.000Z'],
    // 00:01 Colombo on 1 June is already the next day.
    ['2026-05-31T18:31:00Z', 'Asia/Colombo', '2026-05-31T18:30:00.000Z', '2026-06-01T18:30:00.000Z'],
    ['2026-05-31T18:31:00Z', 'UTC', '2026-05-31T00:00:00.000Z', '2026-06-01T00:00:00.000Z'],
  ])('zonedDayRange(%s, %s)', (now, tz, start, end) => {
    const r = zonedDayRange(new Date(now), tz);
    expect([iso(r.start), iso(r.end)]).toEqual([start, end]);
  });

  it.each<[string, string, string, string]>([
    ['2026-05-31T18:31:00Z', 'Asia/Colombo', '2026-05-31T18:30:00.000Z', '2026-06-30T18:30:00.000Z'],
    ['2026-05-31T18:29:00Z', 'Asia/Colombo', '2026-04-30T18:30:00.000Z', '2026-05-31T18:30:00.000Z'],
    ['2026-12-31T20:00:00Z', 'Asia/Colombo', '2026-12-31T18:30:00.000Z', '2027-01-31T18:30:00.000Z'],
  ])('zonedMonthRange(%s, %s)', (now, tz, start, end) => {
    const r = zonedMonthRange(new Date(now), tz);
    expect([iso(r.start), iso(r.end)]).toEqual([start, end]);
  });

  it.each<[string, string | null]>([
    ['2026-05-31', '2026-05-31T18:29:59.999Z'],
    ['2026-02-30', null],
    ['31/05/2026', null],
    ['', null],
  ])('endOfZonedDay(%s, Asia/Colombo) = %s', (value, expected) => {
    const r = endOfZonedDay(value, 'Asia/Colombo');
    expect(r ? iso(r) : null).toBe(expected);
  });

  it.each<[string, string, boolean, string]>([
    ['2026-11-23T19:12:30Z', 'Asia/Colombo', false, '2026-11-24 00:42'],
    ['2026-11-23T19:12:30Z', 'UTC', false, '2026-11-23 19:12'],
    ['2026-11-23T19:12:30Z', 'Asia/Colombo', true, '2026-11-24 00:42:30'],
    ['2026-12-31T18:30:00Z', 'Asia/Colombo', false, '2027-01-01 00:00'],
  ])('toZonedDateTimeString(%s, %s, seconds %s) = %s', (instant, zone, withSeconds, expected) => {
    expect(toZonedDateTimeString(new Date(instant), zone, withSeconds)).toBe(expected);
  });

  it('toZonedDateString and parseDateOnly', () => {
    expect(toZonedDateString(new Date('2026-05-31T18:31:00Z'), 'Asia/Colombo')).toBe('2026-06-01');
    expect(toZonedDateString(new Date('2026-05-31T18:31:00Z'), 'UTC')).toBe('2026-05-31');
    expect(parseDateOnly('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDateOnly('2025-02-29')).toBeNull();
  });
});
