import { describe, expect, it } from 'vitest';
import type { PosProduct } from '#shared/contracts/sales';
import { buildSearchIndex, findByCode, productHaystack, queryWords, searchProducts } from './search-index';

const product = (id: number, over: Partial<PosProduct> = {}): PosProduct => ({
  id,
  name: `Product ${id}`,
  sku: `SKU-${id}`,
  barcode: `479${String(id).padStart(10, '0')}`,
  category: id % 2 ? 'Spices' : 'Dairy',
  price: 100,
  stock: 10,
  unit: 'pieces',
  taxCategory: 'standard',
  mrp: null,
  ...over,
});

/** What the index must answer: every product whose haystack holds every word, in catalogue order. */
const fullScan = (products: PosProduct[], q: string, limit: number) => {
  const words = queryWords(q);
  return products
    .filter((p) => words.every((w) => productHaystack(p).includes(w)))
    .slice(0, limit)
    .map((p) => p.id);
};

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
    const scan = (q: string, limit = 50) => fullScan(many, q, limit);
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
    const scan = (q: string) => fullScan(many, q, 50);
    for (const q of ['කිරි', 'ිරි', 'ක', 'පාන් 5', 'சீனி', 'ீ', 'café', 'é', 'crème 10', 'aï', 'ï', 'කිරි anchor 59', 'බ'])
      expect(
        searchProducts(index, q).map((p) => p.id),
        q,
      ).toEqual(scan(q));
    expect(searchProducts(index, 'කිරි').length).toBe(50);
  });
});

describe('search index over names in Sinhala and Tamil (nameSi, nameTa)', () => {
  const SRI_ZWJ = 'ශ්\u200dරී';
  const SRI_PLAIN = 'ශ්රී';
  const products = [
    product(1, { name: 'Sugar 1kg', nameSi: 'සීනි 1kg', nameTa: 'சீனி 1kg' }),
    product(2, { name: 'Samba Rice 5kg', nameSi: 'සම්බා හාල් 5kg', nameTa: 'சம்பா அரிசி 5kg' }),
    product(3, { name: 'Coconut Oil 1L', nameSi: 'පොල් තෙල් 1L', nameTa: 'தேங்காய் எண்ணெய் 1L' }),
    product(4, { name: 'Sri Lanka Tea', nameSi: `${SRI_ZWJ} ලංකා තේ` }),
    product(5, { name: 'Lanka Soy', nameSi: `${SRI_PLAIN} සෝයා` }),
    // Tamil ொ stored decomposed (U+0BC6 U+0BBE), as some keyboards type it.
    product(6, { name: 'Coriander', nameTa: 'க\u0bc6\u0bbeத்தமல்லி' }),
    product(7, { name: 'Dhal' }),
  ];
  const index = buildSearchIndex(products);
  const ids = (q: string) => searchProducts(index, q).map((p) => p.id);

  it.each([
    ['සීනි', [1]],
    ['சீனி', [1]],
    ['அரிசி', [2]],
    ['හාල් 5kg', [2]],
    ['rice அரிசி', [2]],
    ['தேங்காய் எண்ணெய்', [3]],
    ['எண்', [3]],
    ['පොල්   තෙල්', [3]],
    ['தேங்', [3]],
    ['dhal', [7]],
    ['பருப்பு', []],
  ])('"%s" finds %j', (q, want) => {
    expect(ids(q)).toEqual(want);
  });

  it('finds ශ්‍රී typed with or without its zero-width joiner, and with a stray joiner or BOM', () => {
    expect(ids(SRI_ZWJ)).toEqual([4, 5]);
    expect(ids(SRI_PLAIN)).toEqual([4, 5]);
    expect(ids(`${SRI_ZWJ} ලංකා`)).toEqual([4]);
    expect(ids('\ufeffලං\u200cකා\u200d')).toEqual([4]);
  });

  it('treats NFC and NFD input alike (Tamil கொ as one code point or two)', () => {
    expect(ids('கொத்த'.normalize('NFC'))).toEqual([6]);
    expect(ids('கொத்த'.normalize('NFD'))).toEqual([6]);
    // Half typed: the vowel sign's first part already finds it.
    expect(ids('க\u0bc6')).toEqual([6]);
    const sinhala = buildSearchIndex([product(1, { name: 'Bowl', nameSi: 'කෝප්පය'.normalize('NFD') })]);
    expect(searchProducts(sinhala, 'කෝප්'.normalize('NFC')).map((p) => p.id)).toEqual([1]);
  });

  it('answers what a full scan answers on a mixed catalogue', () => {
    const many = Array.from({ length: 900 }, (_, i) => {
      const p = products[i % products.length];
      return product(i + 1, { name: `${p.name} ${i}`, nameSi: p.nameSi, nameTa: p.nameTa, category: null });
    });
    const big = buildSearchIndex(many);
    for (const q of ['ස', 'සී', 'සීනි 1', 'அ', 'அரி', 'சம்பா 5', SRI_PLAIN, SRI_ZWJ, 'தே', 'oil தே', 'ලංකා 4', 'ீ'])
      expect(
        searchProducts(big, q).map((p) => p.id),
        q,
      ).toEqual(fullScan(many, q, 50));
  });
});
