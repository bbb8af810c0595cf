import { describe, expect, it } from 'vitest';
import type { PosProduct, SaleRequest } from '#shared/contracts/sales';
import { lineAboveMrp } from './terminal-sale';

const product = (id: number, over: Partial<PosProduct>): PosProduct => ({
  id,
  name: `P${id}`,
  sku: null,
  barcode: null,
  category: null,
  price: 100,
  stock: 10,
  unit: 'pieces',
  taxCategory: 'standard',
  mrp: null,
  ...over,
});

const CATALOGUE = new Map<number, PosProduct>([
  [1, product(1, { name: 'Milk Powder', price: 100, mrp: 110 })],
  [2, product(2, { name: 'Jam', price: 100, mrp: 118 })],
  [3, product(3, { name: 'Rice', price: 100, mrp: 100, taxCategory: 'exempt' })],
]);
const body = (productId: number): SaleRequest => ({ items: [{ productId, quantity: 1, price: 100 }], paymentMethod: 'cash' });
const AT_18 = { vatRateBp: 1800, nbtRateBp: 0 };

describe('the till refuses an offline line above its MRP (the customer’s price, VAT included)', () => {
  it.each<[string, number, boolean, string | null]>([
    // VAT on top: 100.00 + 18% = 118.00 > MRP 110.00.
    ['exclusive, with VAT above the MRP', 1, false, 'Milk Powder'],
    // VAT on top: 100.00 + 18% = 118.00 = MRP 118.00.
    ['exclusive, with VAT at the MRP', 2, false, null],
    // Exempt: 100.00, no VAT added, = MRP 100.00.
    ['exclusive, exempt at the MRP', 3, false, null],
    // Shelf prices include VAT: 100.00 ≤ MRP 110.00.
    ['inclusive, below the MRP', 1, true, null],
  ])('%s', (_name, id, pricesIncludeVat, refused) => {
    expect(lineAboveMrp(body(id), CATALOGUE, { vatRegistered: true, pricesIncludeVat, ...AT_18 })).toBe(refused);
  });
});
