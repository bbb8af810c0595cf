import type { PosProduct } from '../src/shared/contracts/sales';
import {
  buildSearchIndex,
  findByCode,
  productHaystack,
  queryWords,
  searchProducts,
  SEARCH_RESULT_LIMIT,
  type SearchIndex,
} from '../src/client/features/pos/lib/search-index';
import { barcodeAt, generateProducts } from './lib/names';
import { median, nowMs, round } from './lib/stats';
import type { BenchContext, BenchRow } from './lib/types';

const PRODUCTS = 50_000;

/**
 * The same in Sinhala and Tamil (a third of the products have a Sinhala name, a third a
 * Tamil one), one code point per keystroke as the keyboards send them: ක්‍රීම් types its
 * zero-width joiner as a key of its own, and கௌ arrives composed (U+0BCC) while the index holds it
 * decomposed.
 */
export const LOCAL_SEQUENCES = [
  'පොල් තෙල්',
  'ක්\u200dරීම් ක්\u200dරැකර්',
  'සම්බා හාල් 5kg',
  'සීනි',
  'ප්\u200dරිමියම්',
  'தேங்காய் எண்ணெய்',
  'சம்பா அரிசி 5kg',
  'பருப்பு',
  'கௌபி',
  'anchor பால்மா', // a brand as written, then the product in Tamil
];

/** What a cashier types, one key at a time (each prefix is one keystroke's search). */
export const SEQUENCES = [
  'anchor milk',
  'highland yog',
  'sku-0123',
  '4790001',
  'xylophone', // matches nothing
  'a', // the most common letter: everything matches
  'samba rice 5kg', // three words
  'milo chocolate', // two words
  'coconut oil',
  ...LOCAL_SEQUENCES,
];

export function benchProducts(n: number): PosProduct[] {
  return generateProducts(n).map((g, i) => ({
    id: i + 1,
    name: g.name,
    ...(g.nameSi ? { nameSi: g.nameSi } : {}),
    ...(g.nameTa ? { nameTa: g.nameTa } : {}),
    sku: g.sku,
    barcode: g.barcode,
    category: g.category,
    price: g.sellingPriceCents / 100,
    stock: 1000,
    unit: g.unit as PosProduct['unit'],
    vatRate: 18,
    taxCategory: 'standard' as const,
    mrp: null,
  }));
}

/**
 * What a till without an index does: lower-case every product (all its names) on every keystroke
 * and filter. It does not normalise (NFD, joiners) as the index does: the baseline stays the
 * cheapest scan, so the ratio is not flattered; `reference` checks the results.
 */
export function naiveSearch(products: readonly PosProduct[], query: string, limit = SEARCH_RESULT_LIMIT): PosProduct[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return products
    .filter((p) => {
      const h = `${p.name} ${p.nameSi ?? ''} ${p.nameTa ?? ''} ${p.sku ?? ''} ${p.barcode ?? ''} ${p.category ?? ''}`.toLowerCase();
      return words.every((w) => h.includes(w));
    })
    .slice(0, limit);
}

/** The index's contract: an exact barcode/SKU first, then every full-scan match (normalised) in catalogue order. */
function reference(
  index: SearchIndex,
  haystacks: readonly string[],
  products: readonly PosProduct[],
  query: string,
  limit: number,
): number[] {
  const exact = findByCode(index, query);
  const words = queryWords(query);
  const rest = products.filter((p, i) => p !== exact && words.every((w) => haystacks[i].includes(w)));
  return (exact ? [exact, ...rest] : rest).slice(0, limit).map((p) => p.id);
}

/** Milliseconds per call of `fn`: the median over `batches` batches of enough calls to last ~`minMs`. */
function timePerCall(fn: () => unknown, batches: number, minMs: number): number {
  let calls = 1;
  for (;;) {
    const t0 = nowMs();
    for (let i = 0; i < calls; i++) fn();
    const dt = nowMs() - t0;
    if (dt >= minMs || calls >= 1 << 16) break;
    calls *= dt > 0 ? Math.min(16, Math.max(2, Math.ceil(minMs / dt))) : 16;
  }
  const per: number[] = [];
  for (let b = 0; b < batches; b++) {
    const t0 = nowMs();
    for (let i = 0; i < calls; i++) fn();
    per.push((nowMs() - t0) / calls);
  }
  return median(per);
}

const prefixesOf = (s: string) =>
  Array.from({ length: s.length }, (_, i) => s.slice(0, i + 1)).filter((p) => p.trim() !== '' && !p.endsWith(' '));

/**
 * Goal 4: the till's search (src/client/features/pos/lib/search-index.ts) over 50,000 products,
 * each keystroke of realistic typed sequences, against a naive lower-case-and-filter of the same
 * products, interleaved per keystroke.
 */
export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const products = benchProducts(PRODUCTS);
  const builds: number[] = [];
  let index = buildSearchIndex(products);
  for (let i = 0; i < Math.max(3, ctx.reps); i++) {
    const t0 = nowMs();
    index = buildSearchIndex(products);
    builds.push(nowMs() - t0);
  }

  const keystrokes = [...new Set(SEQUENCES.flatMap(prefixesOf))];
  // Results must be what a full scan finds (same products, same order).
  const haystacks = products.map(productHaystack);
  for (const q of keystrokes) {
    const got = searchProducts(index, q, SEARCH_RESULT_LIMIT).map((p) => p.id);
    const want = reference(index, haystacks, products, q, SEARCH_RESULT_LIMIT);
    if (got.join() !== want.join()) throw new Error(`search "${q}" differs from a full scan: ${got.slice(0, 5)} vs ${want.slice(0, 5)}`);
  }

  const idx = new Map<string, number[]>(keystrokes.map((q) => [q, []]));
  const naive = new Map<string, number[]>(keystrokes.map((q) => [q, []]));
  const batches = ctx.quick ? 3 : 5;
  for (let r = 0; r < ctx.reps; r++) {
    for (const q of keystrokes) {
      idx.get(q)!.push(timePerCall(() => searchProducts(index, q, SEARCH_RESULT_LIMIT), batches, ctx.quick ? 2 : 5));
      naive.get(q)!.push(timePerCall(() => naiveSearch(products, q), ctx.quick ? 1 : 3, 0));
    }
  }
  const per = keystrokes.map((q) => ({ q, idx: median(idx.get(q)!), naive: median(naive.get(q)!) }));
  const worst = per.reduce((a, b) => (b.idx > a.idx ? b : a));
  const worstNaive = per.reduce((a, b) => (b.naive > a.naive ? b : a));
  ctx.log(`search: worst keystroke "${worst.q}" ${round(worst.idx)} ms; naive worst "${worstNaive.q}" ${round(worstNaive.naive)} ms`);
  for (const s of SEQUENCES) {
    const ks = prefixesOf(s).map((q) => per.find((p) => p.q === q)!);
    ctx.log(`  "${s}": ${ks.map((k) => round(k.idx)).join(' ')} ms (naive ${ks.map((k) => round(k.naive)).join(' ')})`);
  }
  // Each repetition's worst keystroke, for the JSON.
  const worstPerRep = Array.from({ length: ctx.reps }, (_, r) => Math.max(...keystrokes.map((q) => idx.get(q)![r])));
  // 4c: the keystrokes of the Sinhala and Tamil sequences alone.
  const localKeys = new Set(LOCAL_SEQUENCES.flatMap(prefixesOf));
  const local = per.filter((p) => localKeys.has(p.q));
  const worstLocal = local.reduce((a, b) => (b.idx > a.idx ? b : a));
  const worstLocalNaive = local.reduce((a, b) => (b.naive > a.naive ? b : a));
  const localPerRep = Array.from({ length: ctx.reps }, (_, r) => Math.max(...[...localKeys].map((q) => idx.get(q)![r])));
  ctx.log(`search: Sinhala and Tamil worst keystroke "${worstLocal.q}" ${round(worstLocal.idx)} ms`);

  // 4b: a scanner's exact barcode, against a linear find over the same products.
  const codes = Array.from({ length: 10_000 }, (_, i) => barcodeAt((i * 7919) % PRODUCTS));
  const lookups: number[] = [];
  const finds: number[] = [];
  let k = 0;
  for (let r = 0; r < ctx.reps; r++) {
    lookups.push(timePerCall(() => findByCode(index, codes[k++ % codes.length]), batches, ctx.quick ? 2 : 10));
    finds.push(timePerCall(() => products.find((p) => p.barcode === codes[k++ % codes.length]), batches, ctx.quick ? 2 : 10));
  }
  for (const c of codes.slice(0, 100)) if (findByCode(index, c)?.barcode !== c) throw new Error(`barcode ${c} not found`);

  const lookup = median(lookups);
  const find = median(finds);
  return [
    {
      id: '4',
      what: `till search index build, ${PRODUCTS.toLocaleString('en')} products (once per catalogue)`,
      value: round(median(builds)),
      unit: 'ms',
      goal: 'reported only',
      pass: null,
      samples: builds.map(round),
    },
    {
      id: '4a',
      what: `till search worst keystroke over ${SEQUENCES.length} typed sequences (${keystrokes.length} keystrokes), ${PRODUCTS.toLocaleString('en')} products (a third named also in Sinhala, a third in Tamil), first ${SEARCH_RESULT_LIMIT} — worst "${worst.q}"`,
      value: round(worst.idx),
      unit: 'ms',
      baseline: { what: `naive lower-case-and-filter worst keystroke ("${worstNaive.q}")`, value: round(worstNaive.naive), unit: 'ms' },
      ratio: round(worst.idx / worstNaive.naive),
      goal: '≤ 20% of naive and ≤ 4 ms',
      pass: worst.idx / worstNaive.naive <= 0.2 && worst.idx <= 4,
      samples: worstPerRep.map(round),
    },
    {
      id: '4c',
      what: `till search worst keystroke over the ${LOCAL_SEQUENCES.length} Sinhala and Tamil sequences (${localKeys.size} keystrokes), ${PRODUCTS.toLocaleString('en')} products of which a third have a Sinhala and a third a Tamil name — worst "${worstLocal.q}"`,
      value: round(worstLocal.idx),
      unit: 'ms',
      baseline: {
        what: `naive lower-case-and-filter worst keystroke of the same sequences ("${worstLocalNaive.q}")`,
        value: round(worstLocalNaive.naive),
        unit: 'ms',
      },
      ratio: round(worstLocal.idx / worstLocalNaive.naive),
      goal: '≤ 4 ms',
      pass: worstLocal.idx <= 4,
      samples: localPerRep.map(round),
    },
    {
      id: '4b',
      what: `exact barcode lookup (findByCode), ${PRODUCTS.toLocaleString('en')} products`,
      value: round(lookup),
      unit: 'ms',
      baseline: { what: 'linear products.find by barcode', value: round(find), unit: 'ms' },
      ratio: round(lookup / find),
      goal: '≤ 0.05 ms',
      pass: lookup <= 0.05,
      samples: lookups.map((x) => Number(x.toPrecision(3))),
    },
  ];
}
