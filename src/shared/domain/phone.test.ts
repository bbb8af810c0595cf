import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each<[string | null | undefined, string | null]>([
    ['0771234567', '94771234567'],
    ['077 123 4567', '94771234567'],
    ['077-123-4567', '94771234567'],
    ['(077) 123.4567', '94771234567'],
    ['+94771234567', '94771234567'],
    ['+94 77 123 4567', '94771234567'],
    ['94771234567', '94771234567'],
    ['0094771234567', '94771234567'],
    ['771234567', '94771234567'],
    ['0112345678', '94112345678'],
    ['+44 20 7946 0958', '442079460958'],
    ['1234', '1234'],
    ['', null],
    ['  - ', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('the national and international forms of one number are the same key', () => {
    expect(normalizePhone('0771234567')).toBe(normalizePhone('+94 77 123 4567'));
    expect(normalizePhone('0771234567')).not.toBe(normalizePhone('0771234568'));
  });
});
