import { describe, expect, it } from 'vitest';
import { computeDebtorStats, overdueByAmount } from './debtor-stats';
import type { DebtorStatus } from './debtor-status';

type Row = { balanceCents: number; status: DebtorStatus };
describe('computeDebtorStats', () => {
  it.each<[string, Row[], [number, number, number, number]]>([
    ['no debtors', [], [0, 0, 0, 0]],
    ['only settled', [{ balanceCents: 0, status: 'settled' }], [0, 0, 0, 0]],
    [
      'mixed',
      [
        { balanceCents: 1000_00, status: 'active' },
        { balanceCents: 500_00, status: 'overdue' },
        { balanceCents: 0, status: 'settled' },
      ],
      [2, 1500_00, 500_00, 750_00],
    ],
    // 100.00 / 3 = 33.333… → 33.33; 200.00 / 3 = 66.666… → 66.67
    [
      'average rounds down below half',
      [1, 2, 3].map(() => ({ balanceCents: 3333, status: 'active' as const })).concat([]),
      [3, 9999, 0, 3333],
    ],
    [
      'average rounds half up',
      [
        { balanceCents: 1, status: 'active' },
        { balanceCents: 2, status: 'overdue' },
      ],
      [2, 3, 2, 2],
    ],
    [
      'average 200/3',
      [
        { balanceCents: 100, status: 'active' },
        { balanceCents: 50, status: 'active' },
        { balanceCents: 50, status: 'active' },
      ],
      [3, 200, 0, 67],
    ],
  ])('%s', (_n, rows, [debtors, total, overdue, average]) => {
    expect(computeDebtorStats(rows)).toEqual({
      totalDebtors: debtors,
      totalDebtCents: total,
      overdueDebtCents: overdue,
      averageDebtCents: average,
    });
  });
});

describe('overdueByAmount', () => {
  const row = (name: string, balanceCents: number, status: DebtorStatus = 'overdue') => ({ name, balanceCents, status });
  it.each<[string, ReturnType<typeof row>[], string[]]>([
    ['largest first, not by name', [row('Amal', 100), row('Zoysa', 90_000), row('Kamal', 5_000)], ['Zoysa', 'Kamal', 'Amal']],
    ['only overdue debtors who owe', [row('A', 500, 'active'), row('B', 0), row('C', 10)], ['C']],
    ['equal amounts by name', [row('Nimal', 100), row('Anil', 100)], ['Anil', 'Nimal']],
    ['none', [], []],
  ])('%s', (_name, rows, expected) => {
    expect(overdueByAmount(rows).map((r) => r.name)).toEqual(expected);
  });
});
