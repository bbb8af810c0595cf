/**
 * The shop's clock in the browser. Every date the client shows or defaults is in the business's
 * time zone, whatever the browser's zone, so every screen and device agrees on the day; from the
 * same functions the server uses (shared/domain/time-zone). The signed-in shell sets the zone once
 * it knows the business; until then, and for visitors, it is DEFAULT_TIME_ZONE.
 */
import type { Locale } from '#shared/locales';
import { DEFAULT_TIME_ZONE, parseDateOnly, toZonedDateString, zonedMidnight, zonedParts } from '#shared/domain/time-zone';

let currentZone = DEFAULT_TIME_ZONE;
/** Month names in the reader's language (lib/i18n sets it); digits and day-month-year order stay. */
let currentIntlLocale = 'en-GB';
const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' }; // si and ta: see MONTH_NAMES

export function setShopLocale(locale: Locale): void {
  currentIntlLocale = INTL_LOCALE[locale];
}

export function setShopTimeZone(timeZone: string | null | undefined): void {
  currentZone = timeZone || DEFAULT_TIME_ZONE;
}

export function shopTimeZone(): string {
  return currentZone;
}

/** 'YYYY-MM-DD' of today (or of `now`) on the shop's calendar: the default of every date input. */
export function shopToday(now: Date = new Date()): string {
  return toZonedDateString(now, currentZone);
}

/** 'YYYY-MM-01' of the shop's current month: the start of "month to date". */
export function shopMonthStart(now: Date = new Date()): string {
  const p = zonedParts(now, currentZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-01`;
}

/** 'YYYY-MM-DD' `days` after (or before, when negative) a shop calendar date. */
export function addShopDays(date: string, days: number): string {
  const d = parseDateOnly(date);
  if (!d) return date;
  return new Date(Date.UTC(d.year, d.month - 1, d.day + days)).toISOString().slice(0, 10);
}

/** The shop's current year (a copyright line): on 31 Dec at 18:45 UTC Colombo is already in the next. */
export function shopYear(now: Date = new Date()): number {
  return zonedParts(now, currentZone).year;
}

/**
 * The instant a shop calendar day begins, as an ISO time: what a picked 'YYYY-MM-DD' means when the
 * server stores an instant (a CRM interaction), so it shows as that day again in any shop zone —
 * UTC midnight would be the day before west of Greenwich.
 */
export function shopDayStart(date: string): string {
  const d = parseDateOnly(date);
  if (!d) return date;
  return zonedMidnight(d.year, d.month, d.day, currentZone).toISOString();
}

const dateOptions: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'short', year: 'numeric' };
const timeOptions: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const monthOptions: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric' };

/**
 * Month names as Sri Lankan shops write them, the same abbreviations the catalogues use (the tax
 * panel's quarters; shop-time.test.ts compares them). Intl cannot give them: Chromium ships no
 * Sinhala calendar data (it falls back to English) and CLDR's Sinhala months are the traditional
 * ones (දුරුතු, නවම්…); its Tamil ones are India's (அக். for October, where Sri Lanka writes ஒக்.).
 * So Sinhala and Tamil dates are English-ordered parts (24 Nov 2026) with these names.
 */
export const MONTH_NAMES = {
  si: ['ජන.', 'පෙබ.', 'මාර්තු', 'අප්‍රේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝ.', 'සැප්.', 'ඔක්.', 'නොවැ.', 'දෙසැ.'],
  ta: ['ஜன.', 'பெப்.', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஓக.', 'செப்.', 'ஒக்.', 'நவ.', 'டிச.'],
} as const;

interface DateFormatter {
  format(date: Date): string;
}

function namedMonthFormatter(options: Intl.DateTimeFormatOptions, months: readonly string[]): DateFormatter {
  const numeric = new Intl.DateTimeFormat('en-GB', {
    ...options,
    timeZone: options.timeZone,
    month: options.month ? '2-digit' : undefined,
  });
  return {
    format: (date) =>
      numeric
        .formatToParts(date)
        .map((p) => (p.type === 'month' ? months[Number(p.value) - 1] : p.type === 'literal' && p.value === '/' ? ' ' : p.value))
        .join(''),
  };
}

const formatters = new Map<string, DateFormatter>();
function formatter(kind: 'date' | 'dateTime' | 'time' | 'month', timeZone: string, intlLocale = currentIntlLocale): DateFormatter {
  const key = `${kind}|${timeZone}|${intlLocale}`;
  let f = formatters.get(key);
  if (!f) {
    const base =
      kind === 'date' ? dateOptions : kind === 'time' ? timeOptions : kind === 'month' ? monthOptions : { ...dateOptions, ...timeOptions };
    const options = { ...base, timeZone };
    const months = intlLocale === 'si-LK' ? MONTH_NAMES.si : intlLocale === 'ta-LK' ? MONTH_NAMES.ta : null;
    f = months ? namedMonthFormatter(options, months) : new Intl.DateTimeFormat(intlLocale, { ...base, timeZone });
    formatters.set(key, f);
  }
  return f;
}

/** A calendar month ('2026-11') as "Nov 2026" in the reader's language. */
export function formatShopMonth(yearMonth: string): string {
  return formatter('month', 'UTC').format(new Date(`${yearMonth}-01T00:00:00Z`));
}

type DateInput = string | Date | null | undefined;

/**
 * A calendar date ('2026-11-24', a due date) is the same day everywhere: it is shown as written.
 * An instant (an ISO time with a clock, a Date) is shown on the shop's calendar.
 */
/** The current instant (a report's "printed at"): show it with formatShopDateTime, never with the browser's zone. */
export function shopNow(): Date {
  return new Date();
}

export function formatShopDate(value: DateInput): string {
  if (!value) return '';
  if (typeof value === 'string' && parseDateOnly(value)) return formatter('date', 'UTC').format(new Date(`${value}T00:00:00Z`));
  return formatter('date', currentZone).format(new Date(value));
}

export function formatShopDateTime(value: DateInput): string {
  if (!value) return '';
  if (typeof value === 'string' && parseDateOnly(value)) return formatShopDate(value);
  return formatter('dateTime', currentZone).format(new Date(value));
}

export function formatShopTime(value: DateInput): string {
  if (!value) return '';
  return formatter('time', currentZone).format(new Date(value));
}

/** A date or time in a given language, whatever the screen's (a receipt in the shop's receipt language). */
export function formatShopDateTimeIn(locale: Locale, value: DateInput, kind: 'date' | 'dateTime' = 'dateTime'): string {
  if (!value) return '';
  if (typeof value === 'string' && parseDateOnly(value))
    return formatter('date', 'UTC', INTL_LOCALE[locale]).format(new Date(`${value}T00:00:00Z`));
  return formatter(kind, currentZone, INTL_LOCALE[locale]).format(new Date(value));
}
