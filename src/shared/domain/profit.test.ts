import { describe, expect, it } from 'vitest';
import { grossProfitCents, lineCostCents } from './profit';

describe('lineCostCents', () => {
  it.each<[number | null, number, number]>([
    [6000, 1000, 6000], // 1 piece bought at 60.00
    [6000, 3000, 18000],
    [24000, 250, 6000], // 0.250 kg at 240.00 per kg
    [333, 500, 167], // 1.665 rounds half away from zero
    [333, 1500, 500], // 4.995 → 5.00
    [null, 2000, 0], // no buying price: no cost recorded
    [0, 2000, 0],
  ])('unit cost %s × %i thousandths = %i', (cost, qty, expected) => {
    expect(lineCostCents(cost, qty)).toBe(expected);
  });
});

describe('grossProfitCents', () => {
  it.each<[number, number, number]>([
    [10000, 6000, 4000], // sold at 100, bought at 60
    [10000, 0, 10000],
    [5000, 6000, -1000], // sold below cost
    [0, 0, 0],
  ])('net sales %i − cost %i = %i', (sales, cost, expected) => {
    expect(grossProfitCents(sales, cost)).toBe(expected);
  });
  it('refuses non-integer cents', () => {
    expect(() => grossProfitCents(1.5, 0)).toThrow();
  });
});
