import { describe, expect, it } from 'vitest';
import { isInvoiceCode } from './invoice-code';

describe('isInvoiceCode', () => {
  it.each([
    ['INV-000001', 'INV-', true],
    ['inv-000042', 'INV-', true],
    [' INV-000042 ', 'INV-', true],
    ['SH/000042', 'SH/', true],
    ['INV-', 'INV-', false],
    ['INV-00A1', 'INV-', false],
    ['4792000000018', 'INV-', false],
    ['CN-000001', 'INV-', false],
    ['INV-000001', undefined, false],
  ] as const)('%s with prefix %s → %s', (code, prefix, want) => {
    expect(isInvoiceCode(code, prefix)).toBe(want);
  });
});
