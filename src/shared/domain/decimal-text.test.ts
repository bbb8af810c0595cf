import { describe, expect, it } from 'vitest';
import { isPlainDecimalText, parseDecimalText } from './decimal-text';

describe('parseDecimalText: what a person typed or pasted into a money or quantity field', () => {
  it.each([
    ['450', '450'],
    ['Rs. 450', '450'],
    ['Rs.450', '450'],
    ['rs 450', '450'],
    ['Rs.450/=', '450'],
    ['Rs. 450/-', '450'],
    ['LKR 1,250.50', '1250.50'],
    ['LKR1250.5', '1250.5'],
    ['1,250', '1250'],
    ['1,250,000.75', '1250000.75'],
    ['12,50,000', '1250000'],
    ['1,00,000', '100000'],
    ['රු. 450', '450'],
    ['ரூ. 450', '450'],
    ['450 LKR', '450'],
    ['450 Rs.', '450'],
    ['  0.250  ', '0.250'],
    ['.5', '0.5'],
    ['450.', '450'],
    ['007', '7'],
    ['-12.5', '-12.5'],
    ['−12.5', '-12.5'],
    ['- Rs. 12', '-12'],
    ['Rs. -12', '-12'],
    ['-0', '0'],
    ['+5', '5'],
    ['４５０', '450'],
    ['\u00a0450\u00a0', '450'],
  ])('%j reads as %j', (input, text) => {
    expect(parseDecimalText(input)).toEqual({ ok: true, text });
  });

  it.each([
    ['abc'],
    ['Rs.'],
    ['.'],
    ['1,25'],
    ['1.250,50'],
    ['1,2345'],
    [',250'],
    ['1.2.3'],
    ['12 34'],
    ['0x10'],
    ['1e3'],
    ['Infinity'],
    ['NaN'],
    ['--5'],
    ['5-'],
    ['$450'],
    ['450abc'],
  ])('%j is refused, never read as another number', (input) => {
    expect(parseDecimalText(input)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([[''], ['   ']])('%j is empty', (input) => {
    expect(parseDecimalText(input)).toEqual({ ok: false, reason: 'empty' });
  });

  it('what it reads is always a plain decimal', () => {
    for (const input of ['Rs. 450', 'LKR 1,250.50', '.5', '−3', '12,50,000']) {
      const result = parseDecimalText(input);
      expect(result.ok && isPlainDecimalText(result.text)).toBe(true);
    }
  });
});

describe('isPlainDecimalText: all the API accepts as numeric text', () => {
  it.each([
    ['450', true],
    ['1250.50', true],
    ['-3', true],
    ['0.001', true],
    ['.450', false],
    ['450.', false],
    [' 12 ', false],
    ['1,250', false],
    ['Rs. 450', false],
    ['1e3', false],
    ['0x10', false],
    ['+5', false],
    ['', false],
    ['Infinity', false],
  ])('%j → %s', (text, plain) => {
    expect(isPlainDecimalText(text)).toBe(plain);
  });
});
