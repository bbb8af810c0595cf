/**
 * The words of a server-made document (a tax invoice PDF) in the shop's receipt language, read
 * from the client's catalogues (src/client/locales/<lang>/<ns>.json): one source for the screen,
 * the 80 mm roll and the PDF. A text missing in Sinhala or Tamil falls back to English, as i18next
 * does in the browser; a bilingual document joins the two, "Total / மொத்தம்", like the receipts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { formatLkr, toCents } from '#shared/domain/money';
import { receiptLocales, type Locale, type ReceiptLanguage } from '#shared/locales';

type Catalogue = Record<string, unknown>;
/** The namespaces a server document reads. */
export type DocumentNamespace = 'sales' | 'procurement';

// Read from the source tree, not imported: the server bundles no client code, and the catalogues
// stay the client's files (the build keeps import.meta.url pointing at this source file).
const catalogues = new Map<string, Catalogue>();
export function catalogue(locale: Locale, ns: DocumentNamespace): Catalogue {
  const key = `${locale}/${ns}`;
  let found = catalogues.get(key);
  if (!found) {
    const file = new URL(`../../../client/locales/${key}.json`, import.meta.url);
    found = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalogue) : {};
    catalogues.set(key, found);
  }
  return found;
}

/** The sign before an amount in each language, as the browser prints it (client/lib/format.ts). */
const CURRENCY_SIGN: Record<Locale, string> = { en: 'LKR', si: 'රු.', ta: 'ரூ.' };

/** The same separator as the browser's receipts (components/receipt/receipt-language.ts). */
const BILINGUAL_SEPARATOR = ' / ';

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Catalogue)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const interpolate = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));

export type DocumentT = (key: string, vars?: Record<string, string | number>) => string;

export type DocumentLabels = {
  locales: Locale[];
  /** Each language's text once, joined; English when a catalogue lacks it. */
  t: DocumentT;
  /** Money with the main language's sign: LKR 1,234.50, රු. 1,234.50, ரூ. 1,234.50. */
  money: (amount: number) => string;
};

export function documentLabels(language: ReceiptLanguage, ns: DocumentNamespace): DocumentLabels {
  const locales = receiptLocales(language);
  const one = (locale: Locale, key: string, vars: Record<string, string | number>) => {
    const text = lookup(catalogue(locale, ns), key) ?? lookup(catalogue('en', ns), key) ?? key;
    return interpolate(text, vars);
  };
  return {
    locales,
    t: (key, vars = {}) => [...new Set(locales.map((l) => one(l, key, vars)))].join(BILINGUAL_SEPARATOR),
    money: (amount) => `${CURRENCY_SIGN[locales[0]]} ${formatLkr(toCents(amount), { withCurrency: false })}`,
  };
}
