import { describe, expect, it } from 'vitest';
import { gazetteDate, isGazetteSerial, taxInvoiceSerialFor } from './tax-invoice-paths';

describe('taxInvoiceSerialFor', () => {
  it.each([
    ['gazette', 1, '2026-12-03', '26DEC_0001_00001'],
    ['gazette', 42, '2027-01-31', '27JAN_0001_00042'],
    ['gazette', 99_999, '2026-06-15', '26JUN_0001_99999'],
    // Past 99,999 the running number grows a digit rather than wrapping (still unique, gap-free).
    ['gazette', 123_456, '2026-06-15', '26JUN_0001_123456'],
    ['plain', 1, '2026-12-03', 'TI-000001'],
  ] as const)('%s #%i on %s → %s', (pattern, n, date, serial) => {
    const s = taxInvoiceSerialFor(pattern, n, date);
    expect(s).toBe(serial);
    expect(s.length).toBeLessThanOrEqual(40);
    expect(s).not.toMatch(/\s/);
    expect(isGazetteSerial(s)).toBe(pattern === 'gazette');
  });

  it('keeps counting past 99,999: the running number widens to six digits and more, never wraps', () => {
    expect(taxInvoiceSerialFor('gazette', 99_999, '2026-12-03')).toBe('26DEC_0001_99999');
    expect(taxInvoiceSerialFor('gazette', 100_000, '2026-12-03')).toBe('26DEC_0001_100000');
    // The largest running number the column holds (a PostgreSQL integer): 21 characters, no spaces.
    const widest = taxInvoiceSerialFor('gazette', 2_147_483_647, '2026-12-03');
    expect(widest).toBe('26DEC_0001_2147483647');
    expect(widest.length).toBeLessThanOrEqual(40);
    expect(widest).not.toMatch(/\s/);
    expect(isGazetteSerial(widest)).toBe(true);
  });

  it('takes the branch code given', () => {
    expect(taxInvoiceSerialFor('gazette', 7, '2026-12-03', '0002')).toBe('26DEC_0002_00007');
  });

  it('writes dates MM/DD/YYYY', () => {
    expect(gazetteDate('2026-12-03')).toBe('12/03/2026');
  });
});
