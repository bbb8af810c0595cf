import { describe, it, expect } from 'vitest';
import { DomainError, isDomainError } from './errors';

describe('DomainError', () => {
  it('carries a code, a name and a message', () => {
    const error = new DomainError('DISCOUNT_TOO_LARGE', 'Discount exceeds the sale total');
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.name).toBe('DomainError');
    expect(error.code).toBe('DISCOUNT_TOO_LARGE');
    expect(error.message).toBe('Discount exceeds the sale total');
  });

  it('uses the code as the message when none is given', () => {
    expect(new DomainError('INVALID_PERIOD').message).toBe('INVALID_PERIOD');
  });

  it.each<[unknown, boolean]>([
    [new DomainError('INSUFFICIENT_STOCK'), true],
    [new Error('INSUFFICIENT_STOCK'), false],
    [new RangeError('x'), false],
    [{ code: 'INSUFFICIENT_STOCK' }, false],
    [null, false],
  ])('isDomainError(%s) = %s', (value, expected) => {
    expect(isDomainError(value)).toBe(expected);
  });
});
