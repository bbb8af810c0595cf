import { describe, expect, it } from 'vitest';
import { formatCustomerCode, formulaSafeCell, parseCustomerCode, toLocalPhone, whatsappLink } from './crm';

describe('toLocalPhone', () => {
  it.each<[string | null, string | null]>([
    ['0771234567', '0771234567'],
    ['+94 77 123 4567', '0771234567'],
    ['94771234567', '0771234567'],
    ['771234567', '0771234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['1234', '1234'],
    ['', null],
    [null, null],
  ])('%j → %j', (input, expected) => expect(toLocalPhone(input)).toBe(expected));
});

describe('customer codes', () => {
  it.each<[number, string]>([
    [1, 'CUST-000001'],
    [42, 'CUST-000042'],
    [999999, 'CUST-999999'],
    [1000000, 'CUST-1000000'],
  ])('%d → %s and back', (n, code) => {
    expect(formatCustomerCode(n)).toBe(code);
    expect(parseCustomerCode(code)).toBe(n);
  });
  it('rejects non-positive numbers and foreign codes', () => {
    expect(() => formatCustomerCode(0)).toThrow(RangeError);
    expect(() => formatCustomerCode(1.5)).toThrow(RangeError);
    expect(parseCustomerCode('C-1')).toBeNull();
    expect(parseCustomerCode('CUST-')).toBeNull();
  });
});

describe('whatsappLink', () => {
  it('uses the international number and encodes the text', () => {
    expect(whatsappLink('077 123 4567', 'Hi & welcome!')).toBe('https://wa.me/94771234567?text=Hi%20%26%20welcome!');
  });
  it('is null without a usable phone', () => {
    expect(whatsappLink(null, 'x')).toBeNull();
    expect(whatsappLink('123', 'x')).toBeNull();
  });
});

describe('formulaSafeCell', () => {
  it.each<[string, string]>([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+94771234567', "'+94771234567"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['   =1+1', "'   =1+1"],
    ['Kamal Perera', 'Kamal Perera'],
    ['0771234567', '0771234567'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (input, expected) => expect(formulaSafeCell(input)).toBe(expected));
});
