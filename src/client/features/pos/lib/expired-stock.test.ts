import { describe, expect, it } from 'vitest';
import type { PosProduct } from '#shared/contracts/sales';
import { expiredLine } from './expired-stock';

const product = (id: number, name: string, expiresOn?: string): PosProduct => ({
  id,
  name,
  sku: null,
  barcode: null,
  category: null,
  price: 100,
  stock: 5,
  unit: 'pieces',
  taxCategory: 'standard',
  mrp: null,
  ...(expiresOn ? { tracksBatches: true as const, expiresOn } : {}),
});

describe('expiredLine (the till’s warning before payment)', () => {
  const byId = new Map([
    [1, product(1, 'Soap')],
    [2, product(2, 'Syrup', '2026-11-20')],
    [3, product(3, 'Yoghurt', '2026-11-21')],
  ]);

  it('names the first cart line whose first batch expired before the shop’s today', () => {
    expect(expiredLine([{ productId: 1 }, { productId: 2 }, { productId: 3 }], byId, '2026-11-22')).toEqual({
      name: 'Syrup',
      date: '2026-11-20',
    });
  });

  it('a batch expiring today is still sellable; products without batches never warn', () => {
    expect(expiredLine([{ productId: 1 }, { productId: 3 }], byId, '2026-11-21')).toBeNull();
    expect(expiredLine([{ productId: 1 }, { productId: 9 }], byId, '2030-01-01')).toBeNull();
  });
});
