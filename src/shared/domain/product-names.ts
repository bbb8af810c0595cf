import type { Locale } from '../locales';

/**
 * How a product, customer or supplier name is compared when someone searches (the till, the
 * lists). Two texts a person would call the same must give the same key:
 *
 * - Canonical equivalence: "කො" typed as one vowel sign (U+0DDC) or as its parts (U+0DD9 U+0DCF)
 *   is one word. The key is NFD rather than NFC so a half-typed vowel sign is a prefix of the
 *   whole one: "கெ" (U+0BC6) on the way to "கொ" (U+0BCA = U+0BC6 U+0BBE) already finds it, and
 *   the results do not blink out between two keystrokes.
 * - Joiners are spelling, not letters: Sinhala writes ශ්‍රී with a ZWJ and keyboards differ on
 *   whether they type it, so U+200C/U+200D are dropped, with the other invisibles (U+FEFF, U+200B,
 *   U+2060, U+00AD) and the bidirectional controls normalizeName also removes.
 * - Case (Latin only: Sinhala and Tamil have none) and runs of spaces do not matter.
 */
const IGNORED = /[\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;
const HAS_IGNORED = new RegExp(IGNORED.source);
const SPACES = /\s+/g;
/** Whitespace other than single plain spaces: only then is a replace worth its copy. */
const ODD_SPACE = /[^\S ]| {2}/;
const NON_ASCII = /[\u0080-\uffff]/;
// Printable ASCII with single spaces and no upper case needs nothing but itself (most SKUs, codes
// and English names): the index of 50,000 products builds without a normalize() call for them.
const PLAIN = /^[\x21-\x40\x5b-\x7e]+(?: [\x21-\x40\x5b-\x7e]+)*$/;

export function normalizeForSearch(text: string): string {
  if (PLAIN.test(text)) return text;
  // Each step only when it can change something: the till builds 50,000 of these at once.
  let out = text.toLowerCase();
  if (NON_ASCII.test(out)) {
    out = out.normalize('NFD');
    if (HAS_IGNORED.test(out)) out = out.replace(IGNORED, '');
  }
  if (ODD_SPACE.test(out)) out = out.replace(SPACES, ' ');
  return out.trim();
}

export type NamedProduct = { name: string; nameSi?: string | null; nameTa?: string | null };

/** The name a screen in `locale` shows: the Sinhala or Tamil name when the shop gave one. */
export function productDisplayName(product: NamedProduct, locale: Locale | string | undefined): string {
  const base = locale?.split('-')[0];
  if (base === 'si' && product.nameSi) return product.nameSi;
  if (base === 'ta' && product.nameTa) return product.nameTa;
  return product.name;
}

/** The product's names other than the one shown (a list shows them under it). */
export function otherProductNames(product: NamedProduct, locale: Locale | string | undefined): string[] {
  const shown = productDisplayName(product, locale);
  return [product.name, product.nameSi, product.nameTa].filter((n): n is string => !!n && n !== shown);
}

/**
 * What a product list searches: every name, the category, SKU and barcode, normalised once (a
 * query is `normalizeForSearch(query)`); U+0000 keeps one field's end and the next one's start
 * from matching as one word.
 */
export function productSearchText(p: NamedProduct & { sku?: string | null; barcode?: string | null; category?: string | null }): string {
  return normalizeForSearch([p.name, p.nameSi, p.nameTa, p.category, p.sku, p.barcode].filter(Boolean).join('\u0000'));
}
