import { describe, expect, it } from 'vitest';
import { SALES_PATHS } from '../../../../shared/contracts/sales';
import { posPath } from './pos-query';

describe('posPath', () => {
  it('is the contract’s till path (the entry chunk prefetches it without importing the contract)', () => {
    expect(posPath(42)).toBe(SALES_PATHS.pos(42));
  });
});
