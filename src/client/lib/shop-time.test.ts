import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';
import {
  addShopDays,
  formatShopDate,
  formatShopMonth,
  formatShopTime,
  MONTH_NAMES,
  setShopLocale,
  setShopTimeZone,
  shopDayStart,
  shopMonthStart,
  shopToday,
  shopYear,
} from './shop-time';

// A sale at 19:12 UTC on 23 Nov 2026 is 00:42 on the 24th in Colombo (UTC+5:30): the shop's day.
const LATE_SALE = '2026-11-23T19:12:00.000Z';

describe('the shop clock, whatever the browser zone', () => {
  afterEach(() => setShopTimeZone(null));

  it.each([
    ['Asia/Colombo', '24 Nov 2026, 00:42', '2026-11-24', '2026-11-01'],
    ['UTC', '23 Nov 2026, 19:12', '2026-11-23', '2026-11-01'],
    ['America/New_York', '23 Nov 2026, 14:12', '2026-11-23', '2026-11-01'],
  ])('in %s an instant shows %s and today is %s', (zone, shown, today, monthStart) => {
    setShopTimeZone(zone);
    expect(formatDateTime(LATE_SALE)).toBe(shown);
    expect(shopToday(new Date(LATE_SALE))).toBe(today);
    expect(shopMonthStart(new Date(LATE_SALE))).toBe(monthStart);
  });

  it('defaults to Asia/Colombo before the business is known', () => {
    expect(formatDate(LATE_SALE)).toBe('24 Nov 2026');
    expect(formatShopTime(LATE_SALE)).toBe('00:42');
  });

  it('shows a calendar date as written in every zone', () => {
    for (const zone of ['Asia/Colombo', 'UTC', 'Pacific/Honolulu', 'Pacific/Kiritimati']) {
      setShopTimeZone(zone);
      expect(formatDate('2026-11-24')).toBe('24 Nov 2026');
      expect(formatDateTime('2026-11-24')).toBe('24 Nov 2026');
    }
  });

  it('adds days across months and leap years', () => {
    expect(addShopDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addShopDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addShopDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('reads the shop clock, not the process clock, whatever TZ the runtime is in', () => {
    // 18:45 UTC on New Year's Eve is 00:15 on 1 Jan 2027 in Colombo: day, month and year all differ.
    const eve = new Date('2026-12-31T18:45:00Z');
    const saved = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Asia/Colombo', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        setShopTimeZone('Asia/Colombo');
        expect([shopToday(eve), shopMonthStart(eve), shopYear(eve), formatShopTime(eve)]).toEqual([
          '2027-01-01',
          '2027-01-01',
          2027,
          '00:15',
        ]);
        setShopTimeZone('UTC');
        expect([shopToday(eve), shopMonthStart(eve), shopYear(eve), formatShopTime(eve)]).toEqual([
          '2026-12-31',
          '2026-12-01',
          2026,
          '18:45',
        ]);
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it("turns a picked day into the instant the shop's day begins, shown as that day again", () => {
    for (const [zone, start] of [
      ['Asia/Colombo', '2026-11-23T18:30:00.000Z'],
      ['UTC', '2026-11-24T00:00:00.000Z'],
      ['Pacific/Honolulu', '2026-11-24T10:00:00.000Z'],
    ]) {
      setShopTimeZone(zone);
      expect(shopDayStart('2026-11-24')).toBe(start);
      expect(formatDate(shopDayStart('2026-11-24'))).toBe('24 Nov 2026');
    }
    expect(shopDayStart('not a date')).toBe('not a date');
  });
});

describe('dates in the reader language', () => {
  it.each([
    ['si', '24 නොවැ. 2026', 'සැප්. 2026'],
    ['ta', '24 நவ. 2026', 'செப். 2026'],
    ['en', '24 Nov 2026', 'Sept 2026'],
  ] as const)('%s: month names in the language, Sri Lankan day-month-year order', (locale, day, month) => {
    setShopLocale(locale);
    try {
      expect(formatShopDate('2026-11-24')).toBe(day);
      expect(formatShopMonth('2026-09')).toBe(month);
    } finally {
      setShopLocale('en');
    }
  });
});

describe('month names', () => {
  it.each(['si', 'ta'] as const)('%s: the same abbreviations as the catalogue (the tax quarters)', async (locale) => {
    const tax = (await import(`../locales/${locale}/tax.json`)).default as { periods?: Record<string, string> };
    const quarters = Object.values(findQuarters(tax)).join(' ');
    const months = MONTH_NAMES[locale];
    // Q1 Apr–Jun, Q2 Jul–Sep, Q3 Oct–Dec, Q4 Jan–Mar
    for (const m of [3, 5, 6, 8, 9, 11, 0, 2]) expect(quarters).toContain(months[m]);
  });
});

function findQuarters(node: unknown): Record<string, string> {
  if (!node || typeof node !== 'object') return {};
  const o = node as Record<string, unknown>;
  if (typeof o.q1 === 'string') return o as Record<string, string>;
  return Object.values(o).reduce<Record<string, string>>((acc, v) => ({ ...acc, ...findQuarters(v) }), {});
}
