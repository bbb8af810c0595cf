import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { TOptions } from 'i18next';
import type { BusinessSettings } from '#shared/contracts/settings';
import { SETTINGS_PATHS } from '#shared/contracts/settings-paths';
import { receiptLocales, type Locale, type ReceiptLanguage } from '#shared/locales';
import { api } from '#client/lib/api';
import { withOfflineSnapshot } from '#client/lib/offline-snapshot';
import { formatMoneyIn } from '#client/lib/format';
import i18n from '#client/lib/i18n';
import { queryKeys } from '#client/lib/query-keys';
import { formatShopDateTimeIn } from '#client/lib/shop-time';

/**
 * Receipts, credit notes, X/Z reports and tax invoices print in the shop's receipt language
 * (Settings), not the screen's: a cashier may work in Sinhala while the shop prints English + Tamil.
 * Bilingual documents print each label once per language, "Total / மொத்தம்", on one line: the
 * .txt download and the 80 mm roll wrap it like any long label, so one rule serves every template.
 */
export const BILINGUAL_SEPARATOR = ' / ';

/**
 * The shop's receipt language, from the settings every member may read (the till reads them
 * already). `known` is false while they load: a receipt waits rather than print in English first;
 * settings that cannot be read (offline) print in English.
 */
export function useReceiptLanguage(): { language: ReceiptLanguage; known: boolean } {
  const settings = useQuery({
    queryKey: queryKeys.settings,
    // The till's settings query shares the key: offline, both answer from the device.
    queryFn: () => withOfflineSnapshot('settings', () => api.get<BusinessSettings>(SETTINGS_PATHS.settings)),
    staleTime: 60_000,
  });
  return { language: settings.data?.receiptLanguage ?? 'en', known: !settings.isPending };
}

/** A label in the receipt's language(s): `t` of each, the same text once (a kept term like VAT). */
export type ReceiptT = (key: string, options?: TOptions) => string;

export type ReceiptI18n = {
  language: ReceiptLanguage;
  /** The main language: money's sign and the dates' month names follow it. */
  locale: Locale;
  t: ReceiptT;
  /** The main language alone: a value such as a unit after a quantity ("2 pieces") reads once. */
  tMain: ReceiptT;
  money: (amount: number | null | undefined) => string;
  /** An instant on the shop's clock, or a calendar date, with the receipt language's month names. */
  dateTime: (value: string | Date | null | undefined) => string;
  date: (value: string | Date | null | undefined) => string;
};

/** The receipt's texts in a given language, from the loaded catalogues (namespace `ns`). */
export function receiptI18n(language: ReceiptLanguage, ns: string): ReceiptI18n {
  const locales = receiptLocales(language);
  const fixed = locales.map((l) => i18n.getFixedT(l, ns));
  const locale = locales[0];
  return {
    language,
    locale,
    t: (key, options) => [...new Set(fixed.map((t) => String(t(key, options))))].join(BILINGUAL_SEPARATOR),
    tMain: (key, options) => String(fixed[0](key, options)),
    money: (amount) => formatMoneyIn(locale, amount),
    dateTime: (value) => formatShopDateTimeIn(locale, value),
    date: (value) => formatShopDateTimeIn(locale, value, 'date'),
  };
}

/** Loads the receipt languages' catalogues of `namespaces` that are not here yet (each is its own chunk). */
const missingBundles = (language: ReceiptLanguage, namespaces: readonly string[]) =>
  receiptLocales(language).flatMap((l) => namespaces.filter((ns) => !i18n.hasResourceBundle(l, ns)).map((ns) => [l, ns]));

export async function loadReceiptLanguage(language: ReceiptLanguage, namespaces: readonly string[]): Promise<void> {
  const missing = missingBundles(language, namespaces);
  if (missing.length === 0) return;
  await i18n.reloadResources([...new Set(missing.map(([l]) => l))], [...new Set(missing.map(([, ns]) => ns))]);
}

/**
 * The receipt's texts in the shop's receipt language, once its catalogues are loaded: `ready` is
 * false for the moment a Sinhala or Tamil chunk takes to arrive (the document waits, never prints
 * half in English).
 */
export function useReceiptI18n(ns: string, also: readonly string[] = []): ReceiptI18n & { ready: boolean } {
  const { language, known } = useReceiptLanguage();
  const key = [ns, ...also].join(',');
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const namespaces = key.split(',');
    loadReceiptLanguage(language, namespaces).then(
      () => live && setLoaded(`${language}|${key}`),
      () => live && setLoaded(`${language}|${key}`), // a chunk that fails to load falls back to English
    );
    return () => {
      live = false;
    };
  }, [language, key]);
  // Already here (another document loaded them): ready at once, so a print right after mounting has its texts.
  const ready = known && (loaded === `${language}|${key}` || missingBundles(language, key.split(',')).length === 0);
  return useMemo(() => ({ ...receiptI18n(language, ns), ready }), [language, ns, ready]);
}
