import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every date the client shows or picks is on the shop's calendar. The browser's
 * own clock and calendar (local getters, toLocale*String, a zone-less Intl formatter, "today" as
 * a UTC date) give the wrong day after 18:30 UTC in Colombo; only lib/shop-time may read "now".
 */
const ROOT = join(__dirname, '..');
const ALLOWED = new Set(['lib/shop-time.ts']);
const FORBIDDEN: [RegExp, string][] = [
  [/new Date\(\)/, 'the current time (use shopToday/shopYear from lib/shop-time)'],
  [/\.(getFullYear|getMonth|getDate|getDay|getHours|getMinutes)\(\)/, "a browser-zone getter (use the shop's calendar)"],
  [/\.toLocale(Date|Time)?String\(\s*\)|\.toLocale(Date|Time)String\(/, 'a browser-zone locale string (use formatDate/formatDateTime)'],
  [/toISOString\(\)\s*\.(slice\(0,\s*10\)|split\(['"]T['"]\))/, "UTC's calendar date (use shopToday or addShopDays)"],
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Each `Intl.DateTimeFormat(...)` call's argument text must name a timeZone. */
function zonelessFormatters(text: string): number {
  let found = 0;
  for (const m of text.matchAll(/Intl\.DateTimeFormat\(/g)) {
    let depth = 1;
    let i = m.index + m[0].length;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')') depth--;
    }
    if (!/timeZone/.test(text.slice(m.index, i))) found++;
  }
  return found;
}

describe("the client's dates go through lib/shop-time", () => {
  const files = sources(ROOT).map((path) => ({ name: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

  it('finds the client sources', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.name === 'lib/shop-time.ts')).toBe(true);
  });

  it.each(FORBIDDEN)('no file outside lib/shop-time uses %s', (pattern, what) => {
    const offenders = files.filter((f) => !ALLOWED.has(f.name) && pattern.test(f.text)).map((f) => f.name);
    expect(offenders, what).toEqual([]);
  });

  it('every Intl.DateTimeFormat names its time zone', () => {
    expect(files.filter((f) => zonelessFormatters(f.text) > 0).map((f) => f.name)).toEqual([]);
    // The check itself: a zone-less formatter is caught, a zoned one is not.
    expect(zonelessFormatters("new Intl.DateTimeFormat('en-GB', { day: '2-digit' })")).toBe(1);
    expect(zonelessFormatters("new Intl.DateTimeFormat('en-GB', { ...opts(1), timeZone })")).toBe(0);
  });
});
