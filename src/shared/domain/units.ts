/**
 * Units a product is sold in, and which quantities each allows.
 *
 * Quantities are integer thousandths. Goods sold by weight, volume, length or area may be sold in
 * fractions down to 0.001; goods counted in pieces, dozens, packs, boxes or bundles
 * are sold in whole units only, so their quantity must be a multiple of 1000.
 */
import { THOUSANDTHS_PER_UNIT } from './money';

export const PRODUCT_UNITS = ['pieces', 'kg', 'g', 'l', 'ml', 'm', 'cm', 'ft', 'sq_m', 'sq_ft', 'dozen', 'pack', 'box', 'bundle'] as const;

export type ProductUnit = (typeof PRODUCT_UNITS)[number];

export const DEFAULT_PRODUCT_UNIT: ProductUnit = 'pieces';

export const FRACTIONAL_UNITS: readonly ProductUnit[] = ['kg', 'g', 'l', 'ml', 'm', 'cm', 'ft', 'sq_m', 'sq_ft'];

export const WHOLE_UNITS: readonly ProductUnit[] = ['pieces', 'dozen', 'pack', 'box', 'bundle'];

export function isProductUnit(value: unknown): value is ProductUnit {
  return typeof value === 'string' && (PRODUCT_UNITS as readonly string[]).includes(value);
}

export function isFractionalUnit(unit: ProductUnit): boolean {
  return FRACTIONAL_UNITS.includes(unit);
}

/** The smallest quantity that can be sold, in thousandths: 0.001 of a kg, or one whole piece. */
export function minimumQuantity(unit: ProductUnit): number {
  return isFractionalUnit(unit) ? 1 : THOUSANDTHS_PER_UNIT;
}

/** A quantity (thousandths) is valid when it is a positive integer, whole for counted units. */
export function isValidQuantity(unit: ProductUnit, quantityThousandths: number): boolean {
  if (!Number.isSafeInteger(quantityThousandths) || quantityThousandths <= 0) return false;
  return isFractionalUnit(unit) || quantityThousandths % THOUSANDTHS_PER_UNIT === 0;
}

/** The step a quantity input moves by: 0.001 for fractional units, 1 for counted ones. */
export function getQuantityStep(unit: ProductUnit): number {
  return minimumQuantity(unit) / THOUSANDTHS_PER_UNIT;
}
