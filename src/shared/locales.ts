// The languages Kade speaks. English is the app's source language and every catalogue's
// reference; Sinhala and Tamil sit beside it. Receipts may also print bilingual.

export const LOCALES = ['en', 'si', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Each language named in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

/** A receipt prints in one language, or in English with Sinhala or Tamil beneath each label. */
export const RECEIPT_LANGUAGES = ['en', 'si', 'ta', 'en+si', 'en+ta'] as const;
export type ReceiptLanguage = (typeof RECEIPT_LANGUAGES)[number];

/** The languages a receipt's labels print in, first the main one. */
export const receiptLocales = (language: ReceiptLanguage): Locale[] =>
  language === 'en+si' ? ['en', 'si'] : language === 'en+ta' ? ['en', 'ta'] : [language];

/** The first of the browser's languages Kade speaks (navigator.languages), else English. */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
