import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-file';

describe('fileNameOf', () => {
  it('takes the UTF-8 name first, then the plain one', () => {
    expect(fileNameOf(`attachment; filename="x.csv"; filename*=UTF-8''${encodeURIComponent('භාණ්ඩ.csv')}`)).toBe('භාණ්ඩ.csv');
    expect(fileNameOf('attachment; filename="kade-products-2026-11-24.csv"')).toBe('kade-products-2026-11-24.csv');
    expect(fileNameOf('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4; filename="fallback.csv"`)).toBe('fallback.csv');
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
  });
});
