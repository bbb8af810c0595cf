/**
 * Weighing-scale barcodes: why a nomenclature or a product's scale item code
 * (PLU) is refused (src/shared/contracts/scale-barcodes.ts, the catalog's product schema).
 */
export const SCALE_MESSAGES = {
  SCALE_PREFIX_INVALID: 'A prefix is 1 to 3 digits',
  SCALE_ITEM_DIGITS_INVALID: 'The item code is 4 to 6 digits long',
  SCALE_KIND_INVALID: 'Choose weight or price',
  SCALE_DECIMALS_INVALID: 'Decimals: 0 to 3 for a weight, 0 to 2 for a price',
  SCALE_VALUE_TOO_SHORT: 'The prefix and item code leave fewer than 3 digits for the value',
  SCALE_PREFIX_OVERLAP: 'Two rules start with the same digits: one prefix may not begin another',
  SCALE_TOO_MANY_RULES: 'At most 10 rules',
  SCALE_CODE_INVALID: 'The scale item code is 1 to 6 digits, not all zeros',
  SCALE_CODE_TAKEN: 'A product with this scale item code already exists',
} as const;
