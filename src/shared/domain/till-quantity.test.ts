import { describe, expect, it } from 'vitest';
import { exceedsStock, parseQuantityEntry, quantityStepOf, stepQuantity, type QuantityEntry } from './till-quantity';
import type { ProductUnit } from './units';

describe('stepQuantity', () => {
  it.each<[ProductUnit, number, 1 | -1, number]>([
    // A past fault: 0.250 kg "−" gave 0.001 kg and "+" then 1.001 kg
    ['kg', 250, -1, 150],
    ['kg', 150, 1, 250],
    ['kg', 250, 1, 350],
    ['kg', 150, -1, 100],
    ['kg', 100, -1, 100],
    ['kg', 50, -1, 50],
    ['kg', 1000, -1, 900],
    ['l', 500, 1, 600],
    ['pieces', 1000, 1, 2000],
    ['pieces', 2000, -1, 1000],
    ['pieces', 1000, -1, 1000],
    ['pack', 3000, -1, 2000],
  ])('%s %i %i → %i', (unit, current, direction, expected) => {
    expect(stepQuantity(unit, current, direction)).toBe(expected);
  });

  it('steps by one for counted goods and by 0.1 for weighed ones', () => {
    expect(quantityStepOf('pieces')).toBe(1000);
    expect(quantityStepOf('dozen')).toBe(1000);
    expect(quantityStepOf('kg')).toBe(100);
    expect(quantityStepOf('m')).toBe(100);
  });
});

describe('parseQuantityEntry', () => {
  it.each<[ProductUnit, string, QuantityEntry]>([
    ['pieces', '3', { ok: true, quantity: 3000 }],
    ['pieces', ' 12 ', { ok: true, quantity: 12_000 }],
    ['pieces', '2.0', { ok: true, quantity: 2000 }],
    ['pieces', '1,000', { ok: true, quantity: 1_000_000 }],
    // A past fault: 2.5, 0 and −3 pieces were silently reset to 1
    ['pieces', '2.5', { ok: false, reason: 'wholeOnly' }],
    ['pieces', '0', { ok: false, reason: 'notPositive' }],
    ['pieces', '-3', { ok: false, reason: 'notPositive' }],
    ['pieces', '−3', { ok: false, reason: 'notPositive' }],
    ['pieces', '', { ok: false, reason: 'empty' }],
    ['pieces', 'abc', { ok: false, reason: 'notANumber' }],
    ['pieces', '.', { ok: false, reason: 'notANumber' }],
    ['pieces', '1e3', { ok: false, reason: 'notANumber' }],
    ['pieces', '2.0001', { ok: false, reason: 'wholeOnly' }],
    ['kg', '0.25', { ok: true, quantity: 250 }],
    ['kg', '.5', { ok: true, quantity: 500 }],
    ['kg', '1.2500', { ok: true, quantity: 1250 }],
    ['kg', '0.001', { ok: true, quantity: 1 }],
    ['kg', '0.0005', { ok: false, reason: 'tooManyDecimals' }],
    ['kg', '0.000', { ok: false, reason: 'notPositive' }],
    ['kg', '-0.5', { ok: false, reason: 'notPositive' }],
    ['kg', '2000000', { ok: false, reason: 'tooLarge' }],
    ['kg', '99999999999999999999', { ok: false, reason: 'tooLarge' }],
  ])('%s %j → %j', (unit, text, expected) => {
    expect(parseQuantityEntry(unit, text)).toEqual(expected);
  });
});

describe('exceedsStock', () => {
  it.each<[number, number, boolean, boolean]>([
    // A past fault: 500 with 100 in stock was accepted until payment failed
    [500_000, 100_000, false, true],
    [100_000, 100_000, false, false],
    [250, 0, false, true],
    [500_000, 100_000, true, false],
    [1000, -2000, true, false],
  ])('%i of %i (negative stock allowed: %s) → %s', (quantity, stock, allowNegative, expected) => {
    expect(exceedsStock(quantity, stock, allowNegative)).toBe(expected);
  });
});
