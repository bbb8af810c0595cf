import { describe, expect, it } from 'vitest';
import { whatsappUrl } from './whatsapp';

describe('whatsappUrl', () => {
  it.each([
    ['077 123 4567', 'https://wa.me/94771234567?text=Hi'],
    ['0771234567', 'https://wa.me/94771234567?text=Hi'],
    ['+94 77 123-4567', 'https://wa.me/94771234567?text=Hi'],
    ['0094771234567', 'https://wa.me/94771234567?text=Hi'],
    ['771234567', 'https://wa.me/94771234567?text=Hi'],
    ['94771234567', 'https://wa.me/94771234567?text=Hi'],
    ['+44 20 7946 0958', 'https://wa.me/442079460958?text=Hi'],
    ['12345', 'https://wa.me/?text=Hi'],
    ['abc', 'https://wa.me/?text=Hi'],
    ['', 'https://wa.me/?text=Hi'],
    [null, 'https://wa.me/?text=Hi'],
    [undefined, 'https://wa.me/?text=Hi'],
  ])('%j → %s', (phone, url) => {
    expect(whatsappUrl(phone, 'Hi')).toBe(url);
  });

  it.each([
    ['Total LKR 1,250.00 & thanks?', 'Total%20LKR%201%2C250.00%20%26%20thanks%3F'],
    ['line 1\nhttps://kade.lk/r/abc_-1', 'line%201%0Ahttps%3A%2F%2Fkade.lk%2Fr%2Fabc_-1'],
    ['ස්තූතියි', '%E0%B7%83%E0%B7%8A%E0%B6%AD%E0%B7%96%E0%B6%AD%E0%B7%92%E0%B6%BA%E0%B7%92'],
    ['நன்றி', '%E0%AE%A8%E0%AE%A9%E0%AF%8D%E0%AE%B1%E0%AE%BF'],
  ])('encodes %j as UTF-8', (text, encoded) => {
    const url = whatsappUrl('0771234567', text);
    expect(url).toBe(`https://wa.me/94771234567?text=${encoded}`);
    expect(decodeURIComponent(new URL(url).searchParams.get('text') ?? '')).toBe(text);
  });
});
