import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words';
import { MAX_AMOUNT } from './bounds';

describe('amountInWords (a tax invoice’s total in words)', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees Zero and Cents One Only'],
    [50, 'Rupees Zero and Cents Fifty Only'],
    [100, 'Rupees One Only'],
    [1_000, 'Rupees Ten Only'],
    [1_100, 'Rupees Eleven Only'],
    [1_300, 'Rupees Thirteen Only'],
    [1_900, 'Rupees Nineteen Only'],
    [2_000, 'Rupees Twenty Only'],
    [2_150, 'Rupees Twenty One and Cents Fifty Only'],
    [9_999, 'Rupees Ninety Nine and Cents Ninety Nine Only'],
    [10_000, 'Rupees One Hundred Only'],
    [11_800, 'Rupees One Hundred Eighteen Only'],
    [11_850, 'Rupees One Hundred Eighteen and Cents Fifty Only'],
    [13_924, 'Rupees One Hundred Thirty Nine and Cents Twenty Four Only'],
    [100_000, 'Rupees One Thousand Only'],
    [100_500, 'Rupees One Thousand Five Only'],
    [1_266_375, 'Rupees Twelve Thousand Six Hundred Sixty Three and Cents Seventy Five Only'],
    // One lakh and ten lakhs, said on the international scale.
    [10_000_000, 'Rupees One Hundred Thousand Only'],
    [100_000_000, 'Rupees One Million Only'],
    [150_000_000, 'Rupees One Million Five Hundred Thousand Only'],
    [100_000_100, 'Rupees One Million One Only'],
    [250_000_000_00, 'Rupees Two Hundred Fifty Million Only'],
    [MAX_AMOUNT * 100, 'Rupees One Billion Only'],
    [
      MAX_AMOUNT * 100 - 1,
      'Rupees Nine Hundred Ninety Nine Million Nine Hundred Ninety Nine Thousand Nine Hundred Ninety Nine and Cents Ninety Nine Only',
    ],
  ])('%i cents → %s', (cents, words) => {
    expect(amountInWords(cents)).toBe(words);
  });

  it('says the largest exact amount (2^53 − 1 cents) on the trillion scale', () => {
    expect(amountInWords(Number.MAX_SAFE_INTEGER)).toBe(
      'Rupees Ninety Trillion Seventy One Billion Nine Hundred Ninety Two Million Five Hundred Forty Seven Thousand Four Hundred Nine and Cents Ninety One Only',
    );
  });

  it('skips empty groups: no "Zero Thousand"', () => {
    expect(numberInWords(1_000_000_007)).toBe('One Billion Seven');
    expect(numberInWords(2_000_300)).toBe('Two Million Three Hundred');
    expect(numberInWords(0)).toBe('Zero');
  });

  it('refuses what is not a whole, non-negative number of cents', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => amountInWords(bad)).toThrow(RangeError);
    }
  });
});
