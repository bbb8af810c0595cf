import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Every feature keeps its English texts in locales/en/<feature>.json (one namespace each);
// Sinhala (si) and Tamil (ta) catalogues will sit beside them. What the first screen of a
// signed-out visitor needs is bundled; every other namespace is its own small chunk, loaded
// with the screen that uses it (see loadNamespaces in app/app-routes.tsx).
const EAGER = ['common', 'shell', 'landing'];
const eager = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/{common,shell,landing}.json', { eager: true });
const lazyFiles = import.meta.glob<{ default: ResourceKey }>(['../locales/*/*.json', '!../locales/en/{common,shell,landing}.json']);

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

void i18n
  .use(chunks)
  .use(initReactI18next)
  .init({
    resources: { en },
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: EAGER,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });

/** Loads namespaces before a screen renders, so that it never suspends on its texts. */
export const loadNamespaces = (ns: string | string[]) => i18n.loadNamespaces(ns);

export default i18n;
