import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

// Every feature keeps its English texts in locales/en/<feature>.json (one namespace each);
// Sinhala (si) and Tamil (ta) catalogues will sit beside them.
const modules = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/*.json', { eager: true });
const en: Record<string, Record<string, unknown>> = {};
for (const [file, mod] of Object.entries(modules)) {
  const ns = file
    .split('/')
    .pop()!
    .replace(/\.json$/, '');
  en[ns] = mod.default;
}

void i18n.use(initReactI18next).init({
  resources: { en },
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: Object.keys(en),
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

export default i18n;
