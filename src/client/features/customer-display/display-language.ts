import { useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { isLocale, type Locale } from '#shared/locales';
import { formatMoneyIn } from '#client/lib/format';
import i18n, { currentLocale } from '#client/lib/i18n';

/**
 * The customer display speaks the customer's language, not the cashier's: its own choice, kept on
 * this device, read with a `t` fixed to it (i18next's getFixedT) so the till's screen language in
 * the other window never changes it.
 */
export const DISPLAY_LOCALE_KEY = 'kade.display.locale';
export const DISPLAY_NS = 'display';

/** The face each script draws with (globals.css): loaded before the display switches, so no boxes flash. */
const SCRIPT_FONT: Partial<Record<Locale, { family: string; sample: string }>> = {
  si: { family: 'Kade Sinhala', sample: 'අආ' },
  ta: { family: 'Kade Tamil', sample: 'அஆ' },
};

export function storedDisplayLocale(): Locale | null {
  try {
    const value = localStorage.getItem(DISPLAY_LOCALE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage blocked: the screen's language
  }
}

function storeDisplayLocale(locale: Locale) {
  try {
    localStorage.setItem(DISPLAY_LOCALE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts while the window is open
  }
}

/** Its own texts, and common's unit names ("kg", "කි.ග්‍රෑ."). */
const NAMESPACES = [DISPLAY_NS, 'common'];
const missing = (locale: Locale) => NAMESPACES.filter((ns) => !i18n.hasResourceBundle(locale, ns));
const hasTexts = (locale: Locale) => missing(locale).length === 0;

/** The language's texts (its own chunk) and its script's font; a failure falls back to what is here. */
export async function loadDisplayLocale(locale: Locale): Promise<void> {
  const texts = hasTexts(locale) ? Promise.resolve() : i18n.reloadResources([locale], missing(locale));
  const font = SCRIPT_FONT[locale];
  const face =
    font && typeof document !== 'undefined' && document.fonts
      ? document.fonts.load(`1em "${font.family}"`, font.sample).then(() => undefined)
      : Promise.resolve();
  await Promise.allSettled([texts, face]);
}

export type DisplayLanguage = {
  locale: Locale;
  /** False until the first language's texts are here; a later switch keeps the last language until the new one's arrive. */
  ready: boolean;
  setLocale: (locale: Locale) => void;
  t: TFunction;
  money: (amount: number) => string;
};

export function useDisplayLanguage(): DisplayLanguage {
  const [wanted, setWanted] = useState<Locale>(() => storedDisplayLocale() ?? currentLocale());
  // The language shown: the wanted one once its texts are here.
  const [shown, setShown] = useState<Locale | null>(() => (hasTexts(wanted) ? wanted : null));
  useEffect(() => {
    let live = true;
    void loadDisplayLocale(wanted).then(() => {
      if (live) setShown(wanted);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  const locale = shown ?? wanted;
  return useMemo(
    () => ({
      locale,
      ready: shown !== null,
      setLocale: (next: Locale) => {
        storeDisplayLocale(next);
        setWanted(next);
      },
      t: i18n.getFixedT(locale, DISPLAY_NS),
      money: (amount: number) => formatMoneyIn(locale, amount),
    }),
    [locale, shown],
  );
}
