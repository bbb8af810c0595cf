/**
 * A product's VAT category (decision 0008): `standard` goods carry the VAT rate once the shop
 * is registered; `zero_rated` carry 0% and count as taxable turnover; `exempt` carry no VAT and are
 * left out of taxable turnover.
 */
export const TAX_CATEGORIES = ['standard', 'zero_rated', 'exempt'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];
export const DEFAULT_TAX_CATEGORY: TaxCategory = 'standard';

export function isTaxCategory(v: unknown): v is TaxCategory {
  return typeof v === 'string' && (TAX_CATEGORIES as readonly string[]).includes(v);
}
