import { describe, expect, it } from 'vitest';
import { saleDebtStatus } from './sale-debt-status';

describe('saleDebtStatus', () => {
  it.each([
    ['credit sale, nothing paid', 100_000, 100_000, 'pending'],
    ['credit sale, part paid', 100_000, 60_000, 'partial'],
    ['credit sale, settled', 100_000, 0, 'paid'],
    ['split sale, credit part 500 of 1,357 unpaid', 135_700, 50_000, 'partial'],
    ['split sale, credit part settled', 135_700, 0, 'paid'],
    ['cheque paid it all and bounced', 135_700, 135_700, 'pending'],
    ['cash + bounced cheque', 135_700, 50_000, 'partial'],
  ] as const)('%s', (_label, total, outstanding, status) => {
    expect(saleDebtStatus(total, outstanding)).toBe(status);
  });
});
