// Bundled by bench/instructions.ts into one plain script that Node runs under valgrind (callgrind):
// `node bundle.cjs price-sale=200 price-sum=2000` runs each named workload in turn: its fixed
// input is prepared, the hot path warmed up, then called n times between two markers. Only the
// instructions between a workload's markers are its count, over n: the cost of one call in the
// steady state, without start-up, the input or the warm-up.
import os from 'node:os';
import { EscPos } from '../src/client/features/printing/lib/escpos-encoder';
import { packImage, trimBottom, type Rgba } from '../src/client/features/printing/lib/raster';
import { buildSearchIndex, searchProducts } from '../src/client/features/pos/lib/search-index';
import type { PosProduct } from '../src/shared/contracts/sales';
import { priceSale, type VatPricingLineInput, type VatPricingOptions } from '../src/shared/domain/vat-pricing';
import { benchProducts, naiveSearch, SEQUENCES } from './search';

export type Workload = {
  /** Builds the fixed input (before the opening marker: not counted) and answers one call of the hot path. */
  prepare(): () => number;
  /** Calls before counting starts, so the JIT has settled (optimised code, not the interpreter). */
  warm: number;
  /** What one call does, in the row's unit (keystrokes for the search): the per-call cost is divided by it. */
  units: number;
};

/** A hash step: the digest of a call's answers, so no call can be skipped and its result is checked. */
const mixIn = (h: number, x: number) => (Math.imul(h ^ x, 0x01000193) + 0x9e3779b9) | 0;

const PRODUCTS = 50_000;
let catalogue: PosProduct[] | undefined;
/** The 50,000 products of bench/search.ts, made once per process (shared by the search workloads). */
const products = () => (catalogue ??= benchProducts(PRODUCTS));

/** Each prefix of the typed sequences is one keystroke (as bench/search.ts types them). */
export const KEYSTROKES = [
  ...new Set(
    SEQUENCES.flatMap((s) =>
      Array.from({ length: s.length }, (_, i) => s.slice(0, i + 1)).filter((p) => p.trim() !== '' && !p.endsWith(' ')),
    ),
  ),
];

/**
 * The naive scan costs about the same whatever is typed (it lower-cases all 50,000 products each
 * time), and under callgrind over a second a keystroke: every 29th keystroke (6) stands for all.
 */
export const NAIVE_KEYSTROKES = KEYSTROKES.filter((_, i) => i % 29 === 0);

/**
 * A sale of 10 lines at a VAT-registered shop with VAT-inclusive prices: standard lines at 18%
 * and zero-rated ones, loose quantities (1.25, 0.5), three line discounts (two in cents, one in
 * percent), and a cart discount of an amount plus a percentage (shared over the lines before VAT).
 */
export const SALE: { lines: VatPricingLineInput[]; options: VatPricingOptions } = {
  lines: [
    [11_800, 2000, 'standard', undefined],
    [45_000, 1000, 'zero_rated', undefined],
    [27_550, 1250, 'standard', { percentBp: 1000 }],
    [9_900, 3000, 'standard', undefined],
    [120_000, 1000, 'zero_rated', { cents: 5_000 }],
    [3_450, 12_000, 'standard', undefined],
    [64_900, 1000, 'standard', undefined],
    [18_000, 500, 'zero_rated', undefined],
    [2_250, 6000, 'standard', { cents: 150 }],
    [88_800, 1000, 'standard', undefined],
  ].map(([priceCents, quantity, taxCategory, discount]) => ({
    priceCents: priceCents as number,
    quantity: quantity as number,
    taxCategory: taxCategory as VatPricingLineInput['taxCategory'],
    ...(discount ? { discount: discount as VatPricingLineInput['discount'] } : {}),
  })),
  options: { vatRegistered: true, pricesIncludeVat: true, vatRateBp: 1800, nbtRateBp: 0, discountCents: 2_500, discountPercentBp: 500 },
};

/** Seeded PRNG (mulberry32): the same receipt image every run, no Math.random. */
function prng(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export const RECEIPT = { width: 576, height: 2_000, logoRows: 96 };

/**
 * An 80 mm receipt as the canvas would hand it over: opaque white, a photo-like logo (a grey
 * gradient, dithered) over the first rows, then lines of text 24 rows tall (glyphs 12 dots wide of
 * dark and anti-aliased grey pixels, words of random length) with blank leading between lines and
 * wider gaps between sections, so the encoder sends feeds as well as bands.
 */
export function receiptImage(): Rgba {
  const { width, height, logoRows } = RECEIPT;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  const set = (x: number, y: number, grey: number) => data.fill(grey, (y * width + x) * 4, (y * width + x) * 4 + 3);
  for (let y = 8; y < logoRows - 8; y++)
    for (let x = 192; x < 384; x++) set(x, y, Math.round(255 * Math.abs(Math.sin((x - 192) / 40) * Math.cos(y / 25))));
  const rand = prng(22);
  let y = logoRows + 16;
  for (let line = 0; y + 24 <= height - 40; line++) {
    let x = 8;
    while (x < width - 8) {
      const word = 2 + Math.floor(rand() * 9);
      for (let g = 0; g < word && x + 12 <= width - 8; g++, x += 12)
        for (let gy = 4; gy < 20; gy++) for (let gx = 1; gx < 11; gx++) if (rand() < 0.35) set(x + gx, y + gy, rand() < 0.7 ? 32 : 150);
      x += 12 + (rand() < 0.2 ? 96 : 0); // a space, sometimes a column gap
    }
    y += 24 + (line % 8 === 7 ? 40 : 8); // leading; a section gap every eighth line
  }
  return { width, height, data };
}

/** Each keystroke's results, in order, hashed. */
const searchDigest = (queries: readonly string[], search: (q: string) => PosProduct[]) =>
  queries.reduce((h, q) => search(q).reduce((g, p) => mixIn(g, p.id), mixIn(h, -1)), 0);

export const WORKLOADS: Record<string, Workload> = {
  'price-sale': {
    prepare: () => () => {
      const sale = priceSale(SALE.lines, SALE.options);
      let h = mixIn(mixIn(mixIn(0, sale.totalCents), sale.vatCents), sale.subtotalCents);
      for (const l of sale.lines) h = mixIn(mixIn(h, l.vatCents), l.discountShareCents);
      return h;
    },
    warm: 300,
    units: 1,
  },
  // The least any total costs: Σ price × quantity of the same lines, nothing else.
  'price-sum': {
    prepare: () => () => {
      let total = 0;
      for (const l of SALE.lines) total += Math.round((l.priceCents * l.quantity) / 1000);
      return mixIn(0, total);
    },
    warm: 3_000,
    units: 1,
  },
  'search-build': {
    prepare: () => {
      const all = products();
      return () => buildSearchIndex(all).haystacks.length;
    },
    warm: 1,
    units: 1,
  },
  search: {
    prepare: () => {
      const index = buildSearchIndex(products());
      return () => searchDigest(KEYSTROKES, (q) => searchProducts(index, q));
    },
    warm: 2,
    units: KEYSTROKES.length,
  },
  // bench/search.ts's baseline; it does not normalise, so it answers only checked against itself.
  'search-naive': {
    prepare: () => {
      const all = products();
      return () => searchDigest(NAIVE_KEYSTROKES, (q) => naiveSearch(all, q));
    },
    warm: 1,
    units: NAIVE_KEYSTROKES.length,
  },
  raster: {
    prepare: () => {
      const image = receiptImage();
      return () => {
        const packed = trimBottom(packImage(image, { dither: [[0, RECEIPT.logoRows]], maxWidth: RECEIPT.width }));
        const escpos = new EscPos().raster(packed);
        const bytes = escpos.build();
        let h = mixIn(mixIn(mixIn(0, bytes.length), escpos.rasterStats.bands), escpos.rasterStats.feeds);
        for (let i = 0; i < bytes.length; i += 61) h = mixIn(h, bytes[i]);
        return h;
      };
    },
    warm: 3,
    units: 1,
  },
  // The least any pass over the pixels costs: one read of each, counting the non-white ones.
  'raster-scan': {
    prepare: () => {
      const { data } = receiptImage();
      const words = new Uint32Array(data.buffer, data.byteOffset, data.length >> 2);
      return () => {
        let dark = 0;
        for (let i = 0; i < words.length; i++) if (words[i] !== 0xffffffff) dark++;
        return mixIn(0, dark);
      };
    },
    warm: 3,
    units: 1,
  },
};

/**
 * Counts one workload: prepared and warmed up, then n calls between two markers. A marker is a
 * call of libc's getpriority(), which nothing else here makes: callgrind, told
 * `--dump-before=getpriority`, closes a part of its profile at each, so the part a closing
 * marker ends holds exactly the n calls (bench/lib/callgrind.ts). Answers the calls' digest.
 */
function count(what: string, n: number): number {
  const workload = WORKLOADS[what];
  if (!workload || !Number.isInteger(n) || n < 1) throw new Error(`usage: <${Object.keys(WORKLOADS).join('|')}>=<n ≥ 1> …`);
  const call = workload.prepare();
  const digest = call();
  for (let i = 1; i < workload.warm; i++) if (call() !== digest) throw new Error(`${what}: a warm-up call answered differently`);
  os.getPriority();
  let same = 0;
  for (let i = 0; i < n; i++) if (call() === digest) same++;
  os.getPriority();
  // Checked after the closing marker: the comparison is counted, the error's message is not.
  if (same !== n) throw new Error(`${what}: ${n - same} of ${n} calls answered differently`);
  return digest;
}

/**
 * Each `name=n` in order; then one line of JSON per workload (its digest, checked by the bench).
 * Written only after the last marker: a write to the bench's pipe completes asynchronously, and
 * what it leaves on the heap would shift the next workload's garbage collections.
 */
function main(args: readonly string[]) {
  const lines = args.map((arg) => {
    const [what, n] = arg.split('=');
    return JSON.stringify({ what, n: Number(n), digest: count(what, Number(n)) });
  });
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Defined (true) only in the bundle: the bench also imports WORKLOADS to work out the expected digests. */
declare const KADE_INSTRUCTIONS_BUNDLE: boolean | undefined;
if (typeof KADE_INSTRUCTIONS_BUNDLE !== 'undefined') main(process.argv.slice(2));
