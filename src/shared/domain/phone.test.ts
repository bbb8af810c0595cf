import { describe, expect, it } from 'vitest';
import { isValidPhone, normalizePhone } from './phone';

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

describe('isValidPhone', () => {
  it.each<[string | null | undefined, boolean]>([
    ['0771234567', true],
    ['077 123-4567', true],
    ['+94 77 123 4567', true],
    ['0094771234567', true],
    ['771234567', true],
    ['(011) 234 5678', true],
    ['+44 20 7946 0958', true],
    // A past fault: a bad number was answered "Name and phone number are required"
    ['abc', false],
    ['077-CALL-NOW', false],
    ['12345', false],
    ['077 123 456', false],
    ['07712345678', false],
    ['9477123456', false],
    ['947712345678', false],
    ['+1234567890123456', false],
    ['', false],
    ['  ', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (input, expected) => {
    expect(isValidPhone(input)).toBe(expected);
  });
});
