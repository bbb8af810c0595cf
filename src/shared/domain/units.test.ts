import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  PRODUCT_UNITS,
  getQuantityStep,
  isFractionalUnit,
  isProductUnit,
  isValidQuantity,
  minimumQuantity,
  type ProductUnit,
} from './units';

const fractional: ProductUnit[] = ['kg', 'g', 'l', 'ml', 'm', 'cm', 'ft', 'sq_m', 'sq_ft'];
const whole: ProductUnit[] = ['pieces', 'dozen', 'pack', 'box', 'bundle'];

describe('units', () => {
  it('lists every unit exactly once, each either fractional or whole', () => {
    expect(PRODUCT_UNITS).toHaveLength(14);
    expect(new Set(PRODUCT_UNITS).size).toBe(14);
    expect([...fractional, ...whole].sort()).toEqual([...PRODUCT_UNITS].sort());
  });

  it.each(fractional)('%s is fractional: minimum 0.001 (1 thousandth)', (unit) => {
    expect(isFractionalUnit(unit)).toBe(true);
    expect(minimumQuantity(unit)).toBe(1);
    expect(getQuantityStep(unit)).toBe(0.001);
  });

  it.each(whole)('%s is whole: minimum 1 (1000 thousandths)', (unit) => {
    expect(isFractionalUnit(unit)).toBe(false);
    expect(minimumQuantity(unit)).toBe(1000);
    expect(getQuantityStep(unit)).toBe(1);
  });

  it.each<[unknown, boolean]>([
    ['kg', true],
    ['pieces', true],
    ['sq_ft', true],
    ['KG', false],
    ['litre', false],
    ['', false],
    [undefined, false],
    [3, false],
  ])('isProductUnit(%j) = %s', (value, expected) => {
    expect(isProductUnit(value)).toBe(expected);
  });
});

describe('isValidQuantity', () => {
  it.each<[ProductUnit, number, boolean]>([
    ['kg', 1, true],
    ['kg', 12500, true],
    ['kg', 0, false],
    ['kg', -1, false],
    ['kg', 0.5, false],
    ['kg', Number.NaN, false],
    ['ml', 999, true],
    ['pieces', 1000, true],
    ['pieces', 3000, true],
    ['pieces', 999, false],
    ['pieces', 1001, false],
    ['pieces', 1500, false],
    ['pieces', 0, false],
    ['pieces', -1000, false],
    ['dozen', 2000, true],
    ['bundle', 1, false],
  ])('%s, %d thousandths → %s', (unit, qty, expected) => {
    expect(isValidQuantity(unit, qty)).toBe(expected);
  });

  it('accepts exactly the minimum and its multiples for every unit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRODUCT_UNITS), fc.integer({ min: 1, max: 1_000_000 }), (unit, n) => {
        expect(isValidQuantity(unit, n * minimumQuantity(unit))).toBe(true);
        expect(isValidQuantity(unit, minimumQuantity(unit) - 1)).toBe(false);
      }),
    );
  });
});
