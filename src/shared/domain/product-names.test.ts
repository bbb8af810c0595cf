import { describe, expect, it } from 'vitest';
import { normalizeForSearch, otherProductNames, productDisplayName, productSearchText } from './product-names';

describe('normalizeForSearch', () => {
  it.each([
    ['Sugar', 'sugar'],
    ['  Anchor   Milk\tPowder ', 'anchor milk powder'],
    ['sku-0123', 'sku-0123'],
    ['4790001234567', '4790001234567'],
    ['', ''],
    ['   ', ''],
    // ශ්‍රී with and without its zero-width joiner, and a non-joiner, are one word.
    ['ශ්\u200dරී ලංකා', 'ශ්රී ලංකා'],
    ['ශ්රී ලංකා', 'ශ්රී ලංකා'],
    ['ශ්\u200cරී', 'ශ්රී'],
    ['\ufeffසීනි\u200b', 'සීනි'],
    // Sinhala ො as one code point (U+0DDC) and as its parts (U+0DD9 U+0DCF).
    ['\u0d9a\u0ddc', '\u0d9a\u0dd9\u0dcf'],
    ['\u0d9a\u0dd9\u0dcf', '\u0d9a\u0dd9\u0dcf'],
    // Tamil ொ (U+0BCA) and its parts (U+0BC6 U+0BBE).
    ['\u0b95\u0bca', '\u0b95\u0bc6\u0bbe'],
    ['தேங்காய்  எண்ணெய்', 'தேங்காய் எண்ணெய்'.normalize('NFD')],
    ['Café', 'cafe\u0301'],
    ['Cafe\u0301', 'cafe\u0301'],
    ['Invoice\u202egpj', 'invoicegpj'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it('gives NFC and NFD spellings the same key, and is idempotent', () => {
    for (const s of ['கொத்தமல்லி', 'පොල් තෙල්', 'Crème Brûlée', 'ශ්‍රී']) {
      expect(normalizeForSearch(s.normalize('NFC'))).toBe(normalizeForSearch(s.normalize('NFD')));
      expect(normalizeForSearch(normalizeForSearch(s))).toBe(normalizeForSearch(s));
    }
  });

  it('keeps a half-typed vowel sign a prefix of the whole one', () => {
    expect(normalizeForSearch('கொ').startsWith(normalizeForSearch('கெ'))).toBe(true);
    expect(normalizeForSearch('කෝ').startsWith(normalizeForSearch('කෙ'))).toBe(true);
  });

  it('answers quickly on a long text that is almost plain ASCII', () => {
    expect(normalizeForSearch(`${'a'.repeat(5000)}A`)).toBe('a'.repeat(5001));
  });
});

describe('productDisplayName', () => {
  const sugar = { name: 'Sugar 1kg', nameSi: 'සීනි 1kg', nameTa: 'சீனி 1kg' };
  const rice = { name: 'Samba Rice', nameSi: null, nameTa: '' };
  it.each([
    [sugar, 'en', 'Sugar 1kg'],
    [sugar, 'si', 'සීනි 1kg'],
    [sugar, 'ta', 'சீனி 1kg'],
    [sugar, 'ta-LK', 'சீனி 1kg'],
    [sugar, undefined, 'Sugar 1kg'],
    [rice, 'si', 'Samba Rice'],
    [rice, 'ta', 'Samba Rice'],
    [{ name: 'Dhal' }, 'si', 'Dhal'],
  ])('%j in %s → %s', (product, locale, expected) => {
    expect(productDisplayName(product, locale)).toBe(expected);
  });

  it('lists the names not shown', () => {
    expect(otherProductNames(sugar, 'si')).toEqual(['Sugar 1kg', 'சீனி 1kg']);
    expect(otherProductNames(sugar, 'en')).toEqual(['සීනි 1kg', 'சீனி 1kg']);
    expect(otherProductNames(rice, 'en')).toEqual([]);
  });
});

describe('productSearchText', () => {
  it('holds every name, category, SKU and barcode, normalised, fields apart', () => {
    const text = productSearchText({ name: 'Sri Tea', nameSi: 'ශ්\u200dරී තේ', nameTa: null, category: 'Tea', sku: 'T-1', barcode: null });
    expect(text.includes(normalizeForSearch('ශ්රී'))).toBe(true);
    expect(text.includes('t-1')).toBe(true);
    expect(text.includes('tea t-1')).toBe(false);
  });
});
