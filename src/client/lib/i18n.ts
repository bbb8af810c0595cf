import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from '#shared/locales';
import { setFormatLocale } from './format';
import { setShopLocale } from './shop-time';

// Every feature keeps its texts in locales/<lang>/<feature>.json (one namespace each): English,
// Sinhala (si) and Tamil (ta). What the first screen of a signed-out visitor needs is bundled in
// English; every other namespace (the signed-in shell's too), and every Sinhala and Tamil one, is
// its own small chunk, loaded with the screen that uses it (see app/app-routes.tsx) in the reader's
// language only: switching language fetches that language's chunks and nothing else.
const EAGER = ['common', 'landing'];
const eager = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/{common,landing}.json', { eager: true });
const lazyFiles = import.meta.glob<{ default: ResourceKey }>(['../locales/*/*.json', '!../locales/en/{common,landing}.json']);

const nsOf = (file: string) =>
  file
    .split('/')
    .pop()!
    .replace(/\.json$/, '');

const en: Record<string, Record<string, unknown>> = {};
for (const [file, mod] of Object.entries(eager)) en[nsOf(file)] = mod.default;

/** Every namespace the app has, bundled or not. */
export const NAMESPACES = [...new Set([...EAGER, ...Object.keys(lazyFiles).map(nsOf)])];

const chunks: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    const load = lazyFiles[`../locales/${language}/${namespace}.json`];
    if (!load) return done(null, {});
    load().then(
      (m) => done(null, m.default),
      (err: Error) => done(err, null),
    );
  },
};

/** Where a visitor's choice is kept; a signed-in user's is kept on the server too (users.locale). */
export const LOCALE_STORAGE_KEY = 'kade.locale';

function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage blocked: follow the browser
  }
}

/** The language of the first screen: the visitor's last choice, else the browser's languages. */
export function initialLocale(): Locale {
  return storedLocale() ?? pickLocale(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

/** Everything outside i18next that follows the language: <html lang>, money, dates. */
function applyLocale(locale: Locale) {
  setFormatLocale(locale);
  setShopLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

const startLocale = initialLocale();
applyLocale(startLocale);
i18n.on('languageChanged', (lng) => applyLocale(isLocale(lng) ? lng : DEFAULT_LOCALE));

/** Resolves once the first screen's texts are here in the start language (a chunk for si and ta). */
export const i18nReady = i18n
  .use(chunks)
  .use(initReactI18next)
  .init({
    resources: { en },
    partialBundledLanguages: true,
    lng: startLocale,
    supportedLngs: ['en', 'si', 'ta'],
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: EAGER,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });

/** Loads namespaces before a screen renders, so that it never suspends on its texts. */
export const loadNamespaces = (ns: string | string[]) => i18n.loadNamespaces(ns);

/** The language the screen is in now. */
export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);

/** The server's messages in the reader's words (lib/error-text.ts). */
const SERVER_MESSAGES = 'errors';
let serverMessagesSkipped = false;

/**
 * A screen's texts, as loadNamespaces, but without the server's messages for an English reader:
 * the server words them in English already and lib/error-text.ts shows that text when their
 * catalogue is absent, so in English it would only cost its ~11 KB. A Sinhala or Tamil reader gets
 * it with the screen, and one who switches to Sinhala or Tamil gets it then (switchLocale).
 */
export function loadScreenTexts(ns: readonly string[]) {
  const skip = currentLocale() === DEFAULT_LOCALE && ns.includes(SERVER_MESSAGES);
  if (skip) serverMessagesSkipped = true;
  return i18n.loadNamespaces(ns.filter((n) => !skip || n !== SERVER_MESSAGES));
}

/**
 * Switches the whole app at once, without a reload: fetches the new language's chunks for every
 * namespace in use, then re-renders. The choice is remembered in the browser (visitors too).
 */
export async function switchLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts this visit
  }
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  if (locale !== DEFAULT_LOCALE && serverMessagesSkipped) await i18n.loadNamespaces(SERVER_MESSAGES);
}

export default i18n;
