import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, gs1CheckDigit, inStoreEan13, isValidEan13, isValidEan8, isValidUpcA } from './ean13';

describe('ean13CheckDigit', () => {
  it.each([
    ['400638133393', 1], // 4006381333931, a real product (Wikipedia's example)
    ['590123412345', 7], // 5901234123457, GS1's example
    ['978030640615', 7], // ISBN 978-0-306-40615-7
    ['000000000000', 0],
    ['210001207501', 5],
  ])('%s → %i', (first12, digit) => expect(ean13CheckDigit(first12)).toBe(digit));

  it.each(['12345678901', '1234567890123', '12345678901a'])('refuses %j', (bad) => expect(() => ean13CheckDigit(bad)).toThrow(RangeError));
});

describe('isValidEan13 / isValidEan8 / isValidUpcA', () => {
  it.each([
    [isValidEan13, '4006381333931', true],
    [isValidEan13, '5901234123457', true],
    [isValidEan13, '4006381333932', false], // one digit changed
    [isValidEan13, '4006381333391', false], // two digits swapped
    [isValidEan13, '400638133393', false], // too short
    [isValidEan13, '400638133393a', false],
    [isValidEan13, ' 4006381333931', false],
    [isValidEan8, '96385074', true],
    [isValidEan8, '96385075', false],
    [isValidUpcA, '036000291452', true],
    [isValidUpcA, '036000291453', false],
  ] as const)('%o(%s) → %s', (fn, code, ok) => expect(fn(code)).toBe(ok));

  it('the same rule for every length (weights 3,1 from the right)', () => {
    expect(gs1CheckDigit('9638507')).toBe(4);
    expect(gs1CheckDigit('03600029145')).toBe(2);
  });
});

describe('inStoreEan13', () => {
  it.each([
    [1, '2000000000015'],
    [12345, '2000000123455'],
    [9_999_999_999, '2099999999998'],
  ])('%i → %s', (id, code) => {
    expect(inStoreEan13(id)).toBe(code);
    expect(isValidEan13(code)).toBe(true);
  });

  it('never starts like a scale label (21, 23, 02)', () => {
    for (const id of [1, 210, 2_100_000_000, 9_999_999_999]) expect(inStoreEan13(id).slice(0, 2)).toBe('20');
  });

  it.each([0, -1, 1.5, 10_000_000_000, Number.NaN])('refuses id %s', (id) => expect(() => inStoreEan13(id)).toThrow(RangeError));
});
