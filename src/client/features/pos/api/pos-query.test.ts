import { describe, expect, it } from 'vitest';
import type { PosResponse } from '#shared/contracts/sales';
import { lessStock } from './pos-query';

const pos = (stocks: Record<number, number>) =>
  ({ products: Object.entries(stocks).map(([id, stock]) => ({ id: Number(id), stock })) }) as unknown as PosResponse;

describe('lessStock: the till shows its own offline sales on the shelf figures', () => {
  it.each([
    { stocks: { 1: 10, 2: 5 }, sold: [[1, 3]], want: { 1: 7, 2: 5 } },
    { stocks: { 1: 0.3 }, sold: [[1, 0.1]], want: { 1: 0.2 } },
    { stocks: { 1: 1 }, sold: [[1, 2]], want: { 1: -1 } },
    { stocks: { 1: 2.5 }, sold: [[9, 1]], want: { 1: 2.5 } },
  ])('$stocks less $sold', ({ stocks, sold, want }) => {
    const out = lessStock(pos(stocks as Record<number, number>), new Map(sold as [number, number][]));
    expect(Object.fromEntries(out.products.map((p) => [p.id, p.stock]))).toEqual(want);
  });

  it('answers the same catalogue when nothing was sold', () => {
    const p = pos({ 1: 4 });
    expect(lessStock(p, new Map())).toBe(p);
  });
});
