/**
 * Staple foods are exempt from VAT (VAT Act, First Schedule: rice, flour, bread, eggs, fresh
 * vegetables and fruit, fresh fish, milk and the like). A shop that files a new product under a
 * category named like one is proposed `exempt` so a default never overcharges; the owner may
 * still choose otherwise (a category "Rice & Grains" holds standard-rated goods too).
 *
 * A category is a staple's when one of its words is a staple's name, in English (singular or
 * plural), Sinhala or Tamil — the words the catalogue and the product form's hints use. Fish
 * needs "fresh": dried and canned fish are not exempt.
 */
import type { TaxCategory } from './tax-category';

/** Single words naming a staple, lower case. */
const STAPLE_WORDS = new Set([
  // English
  'rice',
  'flour',
  'bread',
  'breads',
  'egg',
  'eggs',
  'vegetable',
  'vegetables',
  'veg',
  'fruit',
  'fruits',
  'milk',
  // Sinhala: rice (සහල්, හාල්), flour, bread, eggs, vegetables, fruit, milk
  'සහල්',
  'හාල්',
  'පිටි',
  'පාන්',
  'බිත්තර',
  'එළවළු',
  'පලතුරු',
  'කිරි',
  // Tamil: rice, flour, bread, eggs, vegetables, fruit, milk
  'அரிசி',
  'மா',
  'பாண்',
  'முட்டை',
  'காய்கறி',
  'காய்கறிகள்',
  'பழம்',
  'பழங்கள்',
  'பால்',
]);

/** Two words in a row naming a staple: fresh fish (English, Sinhala, Tamil). */
const STAPLE_PAIRS = [
  ['fresh', 'fish'],
  ['නැවුම්', 'මාළු'],
  ['புதிய', 'மீன்'],
] as const;

/** The category's words: letters and combining marks (Sinhala and Tamil vowel signs), lower case, NFC. */
function wordsOf(category: string): string[] {
  return category
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter((w) => w !== '');
}

/** True when the category is named like a staple food (see above); none or blank: false. */
export function isStapleCategory(category: string | null | undefined): boolean {
  if (!category) return false;
  const words = wordsOf(category);
  if (words.some((w) => STAPLE_WORDS.has(w))) return true;
  return words.some((w, i) => STAPLE_PAIRS.some(([a, b]) => w === a && words[i + 1] === b));
}

/** The tax category proposed for a new product in this category: exempt for a staple, else standard. */
export function proposedTaxCategory(category: string | null | undefined): TaxCategory {
  return isStapleCategory(category) ? 'exempt' : 'standard';
}

/**
 * The products to review on the tax panel: standard-rated ones filed under a staple food's
 * category, which may be charged VAT they should not carry. Inactive products are left out.
 */
export function standardRatedStaples<T extends { taxCategory: TaxCategory; category: string | null; isActive?: boolean }>(
  products: readonly T[],
): T[] {
  return products.filter((p) => p.isActive !== false && p.taxCategory === 'standard' && isStapleCategory(p.category));
}
