// A Sinhala receipt rendered to a 1-bit raster in Chromium, and what it costs on the wire.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS } from './browser';
import { ROOT } from './lib/server';
import { median, percentile } from './lib/stats';
import type { BenchContext, BenchRow } from './lib/types';
import { perGroup } from './lib/verdict';

const RENDER_BUDGET_MS = 50;
const LINES = 30;

/** The renderer and its fonts as one classic script (lib mode inlines every asset). */
export async function buildPrintBench(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kade-print-bench-'));
  try {
    await build({
      configFile: false,
      root: ROOT,
      logLevel: 'error',
      // Lib mode leaves process.env alone; React (pulled in by the receipt labels) reads it.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: dir,
        emptyOutDir: true,
        minify: true,
        lib: {
          entry: path.join(ROOT, 'bench', 'printing-entry.ts'),
          formats: ['iife'],
          name: 'kadePrintBench',
          fileName: () => 'printing.js',
        },
      },
    });
    return readFileSync(path.join(dir, 'printing.js'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Measure = { ms: number; width: number; height: number; rawBytes: number; sentBytes: number; bands: number };
type BenchWindow = { __printBench: { loadFonts(): Promise<void>; measure(l: string, lines: number, w: number): Promise<Measure> } };

export async function openPrintBench(script: string): Promise<{ page: Page; close(): Promise<void> }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('about:blank');
  await page.addScriptTag({ content: script });
  if (errors.length) throw new Error(`print bench script: ${errors.join('; ')}`);
  await page.evaluate(() => (window as unknown as BenchWindow).__printBench.loadFonts());
  return { page, close: () => browser.close() };
}

export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  ctx.log('building the print renderer');
  const { page, close } = await openPrintBench(await buildPrintBench());
  try {
    const measure = () => page.evaluate((lines) => (window as unknown as BenchWindow).__printBench.measure('si', lines, 80), LINES);
    for (let i = 0; i < 5; i++) await measure(); // warm-up: fonts, JIT
    const runs: Measure[] = [];
    for (let i = 0; i < (ctx.quick ? 20 : 100); i++) runs.push(await measure());
    const ms = runs.map((r) => r.ms);
    const { rawBytes, sentBytes, height, bands } = runs[0];
    ctx.log(`receipt ${runs[0].width}×${height} dots, ${bands} bands`);
    const what = `80 mm Sinhala receipt of ${LINES} sale lines → 1-bit raster in Chromium`;
    return [
      {
        id: '22a',
        what: `${what} (median)`,
        value: median(ms),
        unit: 'ms',
        goal: `≤ ${RENDER_BUDGET_MS} ms`,
        pass: median(ms) <= RENDER_BUDGET_MS,
        samples: perGroup(ms, ctx.reps, median),
        observations: ms,
      },
      {
        id: '22a',
        what: `${what} (p95)`,
        value: percentile(ms, 95),
        unit: 'ms',
        goal: `≤ ${RENDER_BUDGET_MS} ms`,
        pass: percentile(ms, 95) <= RENDER_BUDGET_MS,
        samples: perGroup(ms, ctx.reps, (xs) => percentile(xs, 95)),
      },
      {
        id: '22b',
        what: `raster bytes of that receipt sent (blank rows as ESC J feeds; ${height} rows)`,
        value: sentBytes,
        unit: 'B',
        baseline: { what: 'plain GS v 0, every row', value: rawBytes, unit: 'B' },
        ratio: sentBytes / rawBytes,
        goal: 'reported',
        pass: null,
      },
    ];
  } finally {
    await close();
  }
}
