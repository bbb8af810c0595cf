import { describe, expect, it } from 'vitest';
import { escapeCsvText, isFormulaLike } from './csv-safety';

describe('escapeCsvText', () => {
  it.each<[string | null | undefined, string]>([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['+94771234567', `'+94771234567`],
    ['-5', `'-5`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `'\rcmd`],
    ['  +1', `'  +1`],
    ['   =1+1', `'   =1+1`],
    ['Marie Biscuits', 'Marie Biscuits'],
    ['a=b', 'a=b'],
    ['1+1', '1+1'],
    ['', ''],
    ['  plain', '  plain'],
    [null, ''],
    [undefined, ''],
    ['Invoice\u202egpj.exe', 'Invoicegpj.exe'],
    ['\u2066Name\u2069 \u200fx', 'Name x'],
    ['\u202e=HYPERLINK("x")', `'=HYPERLINK("x")`],
  ])('%j → %j', (input, expected) => {
    expect(escapeCsvText(input)).toBe(expected);
  });

  it('agrees with isFormulaLike', () => {
    expect(isFormulaLike(' @x')).toBe(true);
    expect(isFormulaLike('x@')).toBe(false);
  });
});
