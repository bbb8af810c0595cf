import { describe, expect, it } from 'vitest';
import { codePointLength, normalizeName, stripBidiControls } from './names';

describe('normalizeName', () => {
  it.each([
    ['  Sugar  ', 'Sugar'],
    ['Sugar\u200b', 'Sugar'],
    ['\u200bSu\u200bgar\ufeff', 'Sugar'],
    ['\u200b', ''],
    ['\u200d\u200c \u202e', ''],
    ['Invoice\u202egpj.exe', 'Invoicegpj.exe'],
    ['\u2066Name\u2069', 'Name'],
    ['\u200fName\u200e', 'Name'],
    ['Cafe\u0301', 'Caf\u00e9'],
    ['ශ්\u200dරී ලංකා', 'ශ්\u200dරී ලංකා'],
    ['\u200dශ්\u200dරී\u200d', 'ශ්\u200dරී'],
    ['👨\u200d👩\u200d👧', '👨\u200d👩\u200d👧'],
    ['Soft\u00adhyphen', 'Softhyphen'],
    ['தமிழ் கடை', 'தமிழ் கடை'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeName(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const s of ['Sugar\u200b', ' \u202eabc\u202c ', 'Cafe\u0301']) expect(normalizeName(normalizeName(s))).toBe(normalizeName(s));
  });
});

describe('stripBidiControls', () => {
  it('removes every embedding, override, isolate and mark', () => {
    expect(stripBidiControls('a\u202ab\u202bc\u202cd\u202de\u202ef\u2066g\u2067h\u2068i\u2069j\u200ek\u200fl\u061cm')).toBe(
      'abcdefghijklm',
    );
  });
});

describe('codePointLength', () => {
  it.each([
    ['abc', 3],
    ['😀'.repeat(201), 201],
    ['ශ්\u200dරී', 5],
    ['', 0],
  ])('%j has %d code points', (text, n) => {
    expect(codePointLength(text)).toBe(n);
  });
});
