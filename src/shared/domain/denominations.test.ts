import { describe, expect, it } from 'vitest';
import { denominationsTotalCents, isLkrDenomination, LKR_DENOMINATIONS } from './denominations';

describe('denominationsTotalCents', () => {
  it.each<[string, Record<string, number>, number]>([
    ['nothing counted', {}, 0],
    ['zero counts', { '5000': 0, '1': 0 }, 0],
    ['one of each note and coin: 8,688 rupees', Object.fromEntries(LKR_DENOMINATIONS.map((d) => [String(d), 1])), 868_800],
    ['3 × 5,000 + 2 × 1,000 + 7 × 100 + 3 × 2', { '5000': 3, '1000': 2, '100': 7, '2': 3 }, 1_770_600],
    ['coins only', { '10': 4, '5': 1, '1': 3 }, 4_800],
    ['the largest count of the largest note', { '5000': 100_000 }, 50_000_000_000],
  ])('%s', (_name, counts, cents) => {
    expect(denominationsTotalCents(counts)).toBe(cents);
  });

  it.each<[string, Record<string, number>]>([
    ['an unknown note', { '200': 1 }],
    ['a 25-cent coin', { '0.25': 1 }],
    ['a padded key', { '05000': 1 }],
    ['a negative count', { '100': -1 }],
    ['a fractional count', { '100': 1.5 }],
    ['too many', { '1': 100_001 }],
  ])('refuses %s', (_name, counts) => {
    expect(() => denominationsTotalCents(counts)).toThrow(RangeError);
  });

  it('knows the notes and coins', () => {
    expect(LKR_DENOMINATIONS).toEqual([5000, 2000, 1000, 500, 100, 50, 20, 10, 5, 2, 1]);
    expect(isLkrDenomination('2000')).toBe(true);
    expect(isLkrDenomination('25')).toBe(false);
  });
});
