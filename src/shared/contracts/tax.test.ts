import { describe, expect, it } from 'vitest';
import { TaxConfigurationInput } from './tax';

const BASE = {
  vatRate: 18,
  nbtRate: 0,
  ssclRate: 2.5,
  ssclLiableShare: 50,
  vatRegistered: true,
  annualVatThreshold: 60_000_000,
  quarterlyVatThreshold: 15_000_000,
  incomeTaxMode: 'company',
  companyIncomeTaxRate: 30,
};

/** Each field's messages when the input is refused; null when it is accepted. */
function errorsOf(input: Record<string, unknown>) {
  const parsed = TaxConfigurationInput.safeParse({ ...BASE, ...input });
  return parsed.success ? null : parsed.error.flatten().fieldErrors;
}

describe('TaxConfigurationInput: SSCL registration and cancellation dates', () => {
  it.each<[string, Record<string, unknown>]>([
    ['neither', {}],
    ['registered, not cancelled', { ssclRegisteredFrom: '2025-04-01' }],
    ['cancelled after registering', { ssclRegisteredFrom: '2025-04-01', ssclCancelledFrom: '2026-01-01' }],
    ['cancelled the day it registered', { ssclRegisteredFrom: '2025-04-01', ssclCancelledFrom: '2025-04-01' }],
    ['empty cancellation text: none', { ssclRegisteredFrom: '2025-04-01', ssclCancelledFrom: '' }],
  ])('accepts %s', (_name, input) => {
    expect(errorsOf(input)).toBeNull();
  });

  it('refuses a cancellation before the registration, on the cancellation date', () => {
    expect(errorsOf({ ssclRegisteredFrom: '2025-04-01', ssclCancelledFrom: '2025-03-31' })).toEqual({
      ssclCancelledFrom: ['The SSCL cancellation date cannot be before the registration date'],
    });
  });

  it('refuses a cancellation without a registration, on the cancellation date', () => {
    expect(errorsOf({ ssclCancelledFrom: '2025-03-31' })).toEqual({
      ssclCancelledFrom: ['Enter the SSCL registration date before a cancellation date'],
    });
    expect(errorsOf({ ssclRegisteredFrom: '', ssclCancelledFrom: '2025-03-31' })).toEqual({
      ssclCancelledFrom: ['Enter the SSCL registration date before a cancellation date'],
    });
  });

  it("shows the dates' error with another field's, as the form does", () => {
    expect(errorsOf({ vatRate: 'abc', ssclRegisteredFrom: '2025-04-01', ssclCancelledFrom: '2025-01-01' })).toEqual({
      vatRate: [expect.any(String)],
      ssclCancelledFrom: ['The SSCL cancellation date cannot be before the registration date'],
    });
  });

  it('an unreadable date is its own error, not the order rule', () => {
    expect(errorsOf({ ssclRegisteredFrom: '2025-13-01', ssclCancelledFrom: '2025-01-01' })).toEqual({
      ssclRegisteredFrom: ['Enter a valid date'],
    });
  });
});
