import { describe, expect, it } from 'vitest';
import type { PosProduct } from '../../../../shared/contracts/sales';
import { buildSearchIndex, findByCode, searchProducts } from './search-index';

const product = (id: number, over: Partial<PosProduct> = {}): PosProduct => ({
  id,
  name: `Product ${id}`,
  sku: `SKU-${id}`,
  barcode: `479${String(id).padStart(10, '0')}`,
  category: id % 2 ? 'Spices' : 'Dairy',
  price: 100,
  stock: 10,
  unit: 'pieces',
  vatRate: 18,
  nbtRate: 0,
  taxCategory: 'standard',
  mrp: null,
  ...over,
});

describe('search index', () => {
  const products = [
    product(1, { name: 'Nadu Rice', unit: 'kg', category: 'Rice & Grains' }),
    product(2, { name: 'Anchor Milk Powder 400g' }),
    product(3, { name: 'Chilli Powder', sku: 'CHILLI' }),
  ];
  const index = buildSearchIndex(products);

  it.each([
    ['', [1, 2, 3]],
    ['rice', [1]],
    ['POWDER', [2, 3]],
    ['milk 400', [2]],
    ['chilli', [3]],
    ['spices', [3]],
    ['grains', [1]],
    ['4790000000002', [2]],
    ['nothing', []],
  ])('"%s" finds %j', (q, ids) => {
    expect(searchProducts(index, q).map((p) => p.id)).toEqual(ids);
  });

  it('finds exact barcodes and SKUs (any case) for scanners, and nothing for partial codes', () => {
    expect(findByCode(index, '4790000000003')?.id).toBe(3);
    expect(findByCode(index, ' chilli ')?.id).toBe(3);
    expect(findByCode(index, '479000000000')).toBeUndefined();
  });

  // Its speed is bench row 4a/4b (npm run bench), not a timed test: timings fail under load.
  it('caps results on 50,000 products and still finds by name and code', () => {
    const many = Array.from({ length: 50_000 }, (_, i) => product(i + 1));
    const big = buildSearchIndex(many);
    const found = searchProducts(big, 'product 4999');
    expect(found.length).toBeLessThanOrEqual(50);
    expect(found[0].name).toBe('Product 4999');
    expect(findByCode(big, 'SKU-49999')?.id).toBe(49_999);
  });
});

describe('search index posting lists', () => {
  it('answer exactly what a full scan answers, in catalogue order', () => {
    const names = ['Anchor Milk Powder', 'Maliban Cream Crackers', 'Zesta Tea', 'Keells Sausages', 'Coconut Oil', 'Quix Soap'];
    const many = Array.from({ length: 3000 }, (_, i) => product(i + 1, { name: `${names[i % names.length]} ${i}`, category: null }));
    const index = buildSearchIndex(many);
    const scan = (q: string, limit = 50) => {
      const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
      return many
        .filter((p) => words.every((w) => `${p.name}\u0000${p.sku}\u0000${p.barcode}\u0000`.toLowerCase().includes(w)))
        .slice(0, limit)
        .map((p) => p.id);
    };
    for (const q of ['z', 'zq', 'q', 'tea 29', 'oil 1', 'sku-2999', 'crack 1', '47900000012', 'xyz', 'a b c', 'milk powder 99'])
      expect(
        searchProducts(index, q).map((p) => p.id),
        q,
      ).toEqual(scan(q));
  });
});

describe('search index with non-ASCII names', () => {
  it('finds Sinhala, Tamil and accented words (and mixed ones) like a full scan', () => {
    const names = ['කිරි පිටි Anchor', 'சீனி 1kg', 'Café Crème', 'Samba Rice', 'පාන් Bread', 'Naïve Tea'];
    const many = Array.from({ length: 600 }, (_, i) => product(i + 1, { name: `${names[i % names.length]} ${i}`, category: null }));
    const index = buildSearchIndex(many);
    const scan = (q: string) => {
      const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
      return many
        .filter((p) => words.every((w) => `${p.name}\u0000${p.sku}\u0000${p.barcode}\u0000`.toLowerCase().includes(w)))
        .slice(0, 50)
        .map((p) => p.id);
    };
    for (const q of ['කිරි', 'ිරි', 'ක', 'පාන් 5', 'சீனி', 'ீ', 'café', 'é', 'crème 10', 'aï', 'ï', 'කිරි anchor 59', 'බ'])
      expect(
        searchProducts(index, q).map((p) => p.id),
        q,
      ).toEqual(scan(q));
    expect(searchProducts(index, 'කිරි').length).toBe(50);
  });
});
