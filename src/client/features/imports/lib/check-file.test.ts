import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES } from '#shared/contracts/imports';
import { checkFile, formatOf } from './check-file';

describe('checkFile', () => {
  it.each([
    ['stock.csv', 10, null],
    ['STOCK.XLSX', 10, null],
    ['stock.xls', 10, 'fileType'],
    ['stock.csv.pdf', 10, 'fileType'],
    ['stock', 10, 'fileType'],
    ['stock.csv', 0, 'empty'],
    ['stock.csv', MAX_IMPORT_BYTES, null],
    ['stock.xlsx', MAX_IMPORT_BYTES + 1, 'tooLarge'],
  ] as const)('%s of %i bytes → %s', (name, size, expected) => {
    expect(checkFile({ name, size })).toBe(expected);
  });

  it('reads the format from the name', () => {
    expect(formatOf('a.b.CSV')).toBe('csv');
    expect(formatOf('book.xlsx')).toBe('xlsx');
    expect(formatOf('notes.txt')).toBeNull();
  });
});
