// The pure hot paths counted in CPU instructions (valgrind's callgrind), so a
// change's cost shows whatever else the machine is doing. Each count is made twice; the row
// passes when both runs counted exactly the same instructions.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { buildFakeClock, countInstructions, requireValgrind } from './lib/callgrind';
import { ROOT } from './lib/server';
import type { BenchContext, BenchRow } from './lib/types';
import { KEYSTROKES, NAIVE_KEYSTROKES, RECEIPT, WORKLOADS } from './instructions-entry';

/** One valgrind run counts a group's workloads in turn (one start-up, one shared input); n calls each. */
type Group = Record<string, number>;

/**
 * The same in quick mode: a count depends on n (the collections it amortises), and these are
 * already the fewest calls that give steady figures; the module takes about a minute either way.
 */
const GROUPS: Group[] = [
  { 'search-build': 1, search: 1, 'search-naive': 1 },
  { 'price-sale': 200, 'price-sum': 2_000 },
  { raster: 2, 'raster-scan': 2 },
];

/** bench/instructions-entry.ts and what it imports as one CommonJS script (loaded synchronously: no file reads on other threads). */
async function bundle(dir: string): Promise<string> {
  const outfile = path.join(dir, 'instructions.cjs');
  await build({
    entryPoints: [path.join(ROOT, 'bench', 'instructions-entry.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile,
    define: { KADE_INSTRUCTIONS_BUNDLE: 'true' },
    logLevel: 'error',
  });
  return outfile;
}

/** Per-unit instructions of each workload, one map per run. */
type Counts = Map<string, { perUnit: number; total: number }>;

async function countGroup(
  group: Group,
  script: string,
  dir: string,
  fakeClock: string | null,
  log: (m: string) => void,
): Promise<Counts[]> {
  const names = Object.keys(group);
  // What each workload answers in plain Node: under valgrind it must answer the same.
  const want = names.map((w) => WORKLOADS[w].prepare()());
  const args = names.map((w) => `${w}=${group[w]}`);
  // The two runs side by side (two cores): nothing they count depends on time.
  const runs = await Promise.all([0, 1].map(() => countInstructions({ script, args, segments: names.length, dir, fakeClock })));
  return runs.map((r, i) => {
    const got = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { what: string; digest: number });
    names.forEach((w, k) => {
      if (got[k]?.what !== w || got[k].digest !== want[k])
        throw new Error(`${w}: digest ${got[k]?.digest} under callgrind, ${want[k]} without`);
    });
    log(`  run ${i + 1}: ${names.map((w, k) => `${w} ${r.segments[k]}`).join(', ')} (whole process ${r.collected})`);
    return new Map(names.map((w, k) => [w, { perUnit: r.segments[k] / (group[w] * WORKLOADS[w].units), total: r.segments[k] }]));
  });
}

/** A row from both runs' counts of `main` (and its baseline): passes when every count repeated exactly. */
function row(runs: Counts[], main: string, fields: { id: string; what: string; baseline?: { name: string; what: string } }): BenchRow {
  const samples = runs.map((c) => c.get(main)!.perUnit);
  const value = (samples[0] + samples[1]) / 2;
  const same = (w: string) => runs[0].get(w)!.total === runs[1].get(w)!.total;
  const base = fields.baseline && runs.map((c) => c.get(fields.baseline!.name)!.perUnit);
  const baseValue = base && (base[0] + base[1]) / 2;
  return {
    id: fields.id,
    what: fields.what,
    value,
    unit: 'instructions',
    ...(fields.baseline && baseValue
      ? { baseline: { what: fields.baseline.what, value: baseValue, unit: 'instructions' }, ratio: value / baseValue }
      : {}),
    goal: 'reported; the same count twice',
    pass: same(main) && (!fields.baseline || same(fields.baseline.name)),
    samples,
  };
}

export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  requireValgrind();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kade-instructions-'));
  try {
    const script = await bundle(dir);
    const fakeClock = buildFakeClock(dir, ctx.log);
    const runs: Counts[] = [new Map(), new Map()];
    for (const group of GROUPS) {
      ctx.log(`callgrind: ${Object.keys(group).join(', ')} (twice)`);
      const [a, b] = await countGroup(group, script, dir, fakeClock, ctx.log);
      a.forEach((v, k) => runs[0].set(k, v));
      b.forEach((v, k) => runs[1].set(k, v));
    }
    return [
      row(runs, 'price-sale', {
        id: '25f',
        what: 'priceSale (vat-pricing.ts), a 10-line sale: VAT-inclusive, 18% and zero-rated lines, three line discounts, a sale discount (amount + %), per call',
        baseline: { name: 'price-sum', what: 'Σ price × quantity of the same lines' },
      }),
      row(runs, 'search', {
        id: '25g',
        what: `till search (search-index.ts), 50,000 products, per keystroke over ${KEYSTROKES.length} keystrokes (every prefix of bench/search.ts's typed sequences)`,
        baseline: { name: 'search-naive', what: `naive lower-case-and-filter, per keystroke (every 29th: ${NAIVE_KEYSTROKES.length})` },
      }),
      row(runs, 'search-build', { id: '25g', what: 'till search index build (buildSearchIndex), 50,000 products, once' }),
      row(runs, 'raster', {
        id: '25h',
        what: `receipt raster, pure part: packImage (threshold, dithered logo) + trimBottom + EscPos raster (bands, ESC J feeds) of a synthetic ${RECEIPT.width}×${RECEIPT.height.toLocaleString('en')} RGBA receipt`,
        baseline: { name: 'raster-scan', what: 'one pass reading every pixel (counting the non-white ones)' },
      }),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
