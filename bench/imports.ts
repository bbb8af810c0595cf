import { mkdtempSync, rmSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { chromium, type Page } from 'playwright-core';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMPORT_PATHS, type ImportSummary } from '../src/shared/contracts/imports';
import { openEmbedded } from '../src/server/db/embedded-open';
import { ensureProductionBuild } from '../scripts/client-build';
import { CHROMIUM_ARGS, KEYSTROKE_PROBE, newContext, openTill, typeSequence } from './browser';
import { runSales } from './lib/load';
import { BENCH_SECRET, ROOT, startServer } from './lib/server';
import { seedShops, type BenchShop } from './lib/shops';
import { median, nowMs, percentile, round } from './lib/stats';
import type { BenchContext, BenchRow } from './lib/types';

const PORT = 5341;
const HEAD = ['Category', 'SKU', 'Barcode', 'Name', 'Name (Sinhala)', 'Name (Tamil)', 'Selling price', 'MRP', 'Opening stock'];

/** A product list as a shop brings it: every 1,000th row has a price that is not a number. */
function productRows(rows: number, rep: number): string[][] {
  const lines = [HEAD];
  for (let i = 1; i <= rows; i++) {
    const price = i % 1000 === 0 ? 'Rs. 450' : `${(i % 5000) + 10}.50`;
    lines.push([
      `Cat ${i % 40}`,
      `IMP${rep}-${i}`,
      String(4_800_000_000_000 + rep * 1_000_000 + i),
      `Imported ${rep} ${i}`,
      i % 3 ? '' : `භාණ්ඩය ${i}`,
      i % 3 === 1 ? `பொருள் ${i}` : '',
      price,
      '',
      String(i % 50),
    ]);
  }
  return lines;
}

const asCsv = (rows: string[][]) => Buffer.from(`\ufeff${rows.map((r) => r.join(',')).join('\r\n')}`);

async function asXlsx(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Products');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function waitFor(url: string, shop: BenchShop, id: string): Promise<ImportSummary> {
  for (;;) {
    const res = await fetch(`${url}${IMPORT_PATHS.one(shop.businessId, id)}`, { headers: { cookie: shop.cookie } });
    const s = (await res.json()) as ImportSummary;
    if (s.status !== 'previewing' && s.status !== 'committing') return s;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Uploads, previews and commits one file; answers the two times. */
async function importOnce(url: string, shop: BenchShop, file: Buffer, name: string): Promise<{ previewMs: number; commitMs: number }> {
  const form = new FormData();
  form.append('kind', 'products');
  form.append('file', new Blob([new Uint8Array(file)]), name);
  let t = nowMs();
  const created = await fetch(`${url}${IMPORT_PATHS.create(shop.businessId)}`, {
    method: 'POST',
    body: form,
    headers: { cookie: shop.cookie },
  });
  if (created.status !== 202) throw new Error(`import upload answered ${created.status}: ${await created.text()}`);
  const ready = await waitFor(url, shop, ((await created.json()) as ImportSummary).id);
  const previewMs = nowMs() - t;
  if (ready.status !== 'ready') throw new Error(`import preview ended ${ready.status}: ${ready.error}`);
  t = nowMs();
  const commit = await fetch(`${url}${IMPORT_PATHS.commit(shop.businessId, ready.id)}`, {
    method: 'POST',
    headers: { cookie: shop.cookie, 'idempotency-key': `bench-import-${ready.id}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (commit.status !== 202) throw new Error(`import commit answered ${commit.status}`);
  const done = await waitFor(url, shop, ready.id);
  if (done.status !== 'committed') throw new Error(`import commit ended ${done.status}`);
  return { previewMs, commitMs: nowMs() - t };
}

/** What the other shop's cashier types in the till's search meanwhile. */
const TYPED = ['rice 5kg', 'product 4', 'sku-00'];

/** Types the sequences over and over until `until` settles; answers every keystroke's ms. */
async function typeUntil(page: Page, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.then(
    () => (done = true),
    () => (done = true),
  );
  const all: number[] = [];
  do {
    for (const s of TYPED) for (const l of await typeSequence(page, s)) all.push(l.ms);
  } while (!done);
  return all;
}

type Times = { previewMs: number; commitMs: number; salesP99: number; keys: number[] };

/** One file imported while the other shop sells at 5 sales/s and its cashier types at the till. */
async function importUnderLoad(url: string, shops: BenchShop[], page: Page, file: Buffer, name: string, quick: boolean): Promise<Times> {
  const load = runSales(url, [shops[1]], { lines: 3, connections: 2, seconds: quick ? 5 : 20, rate: 5 });
  const work = importOnce(url, shops[0], file, name);
  const keys = await typeUntil(page, work);
  const times = await work;
  const during = await load;
  if (during.non2xx) throw new Error(`POST /sales answered ${during.non2xx} non-2xx during the import`);
  return { ...times, salesP99: during.p99, keys };
}

/**
 * Goal 23: a 50,000-row product list imported through the real server on the embedded
 * default (one process, decision 0009), as CSV and as XLSX — preview and commit times — while
 * another shop's till sells at a steady 5 sales/s and its cashier types in the till's search in
 * Chromium. The sales' p99 and the keystrokes' p95 are compared with the same work alone.
 */
export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const rows = ctx.quick ? 5_000 : 50_000;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kade-bench-imports-'));
  try {
    const handle = await openEmbedded(dataDir, 2, { info: ctx.log });
    await handle.migrate();
    const shops = await seedShops(handle.db, { label: 'Imports', count: 2, productsPerShop: 60, secret: BENCH_SECRET });
    await handle.close();
    ensureProductionBuild(ROOT, path.join(ROOT, 'dist', 'client'), ctx.log);
    const server = await startServer({ port: PORT, env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const s = { csvPreview: [] as number[], csvCommit: [] as number[], xlsxPreview: [] as number[], xlsxCommit: [] as number[] };
    const salesDuring: number[] = [];
    const salesAlone: number[] = [];
    const keysDuring: number[] = [];
    const keysP95: number[] = [];
    const keysAlone: number[] = [];
    try {
      const page = await (await newContext(browser, server.url, shops[1].cookie)).newPage();
      await openTill(page);
      await page.evaluate(KEYSTROKE_PROBE);
      await page.locator('input[type="search"]').focus();
      for (let rep = 0; rep < ctx.reps; rep++) {
        const csv = asCsv(productRows(rows, rep * 2));
        const xlsx = await asXlsx(productRows(rows, rep * 2 + 1));
        const alone = runSales(server.url, [shops[1]], { lines: 3, connections: 2, seconds: 5, rate: 5 });
        keysAlone.push(...(await typeUntil(page, alone)));
        salesAlone.push((await alone).p99);
        for (const [file, name, preview, commit] of [
          [csv, 'products.csv', s.csvPreview, s.csvCommit],
          [xlsx, 'products.xlsx', s.xlsxPreview, s.xlsxCommit],
        ] as const) {
          const t = await importUnderLoad(server.url, shops, page, file, name, ctx.quick);
          preview.push(t.previewMs);
          commit.push(t.commitMs);
          salesDuring.push(t.salesP99);
          keysDuring.push(...t.keys);
          keysP95.push(percentile(t.keys, 95));
          ctx.log(
            `imports: ${name} preview ${round(t.previewMs)} ms, commit ${round(t.commitMs)} ms, sales p99 ${round(t.salesP99)} ms, ` +
              `keystroke p95 ${round(percentile(t.keys, 95))} ms (${t.keys.length} keys)`,
          );
        }
      }
    } finally {
      await browser.close();
      await server.stop();
    }
    return rowsOf(rows, s, { salesDuring, salesAlone, keysDuring, keysAlone, keysP95 });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function rowsOf(
  rows: number,
  s: Record<'csvPreview' | 'csvCommit' | 'xlsxPreview' | 'xlsxCommit', number[]>,
  till: { salesDuring: number[]; salesAlone: number[]; keysDuring: number[]; keysAlone: number[]; keysP95: number[] },
): BenchRow[] {
  const timed = (id: string, what: string, xs: number[], goalMs: number): BenchRow => ({
    id,
    what,
    value: round(median(xs)),
    unit: 'ms',
    goal: `≤ ${goalMs} ms`,
    pass: median(xs) <= goalMs,
    samples: xs,
  });
  const keyAlone = percentile(till.keysAlone, 95);
  const keyDuring = percentile(till.keysDuring, 95);
  return [
    timed('23a', `Import preview of a ${rows}-row product CSV (upload to counts), embedded database`, s.csvPreview, 15_000),
    timed('23b', `Import commit of the same ${rows} CSV rows (products and opening-stock movements)`, s.csvCommit, 30_000),
    timed('23c', `Import preview of a ${rows}-row product XLSX`, s.xlsxPreview, 15_000),
    timed('23d', `Import commit of the same ${rows} XLSX rows`, s.xlsxCommit, 30_000),
    {
      id: '23e',
      what: 'POST /sales p99 at 5 sales/s while an import previews and commits',
      value: round(median(till.salesDuring)),
      unit: 'ms',
      baseline: { what: 'the same load with no import', value: round(median(till.salesAlone)), unit: 'ms' },
      ratio: median(till.salesDuring) / median(till.salesAlone),
      goal: 'reported',
      pass: null,
      samples: till.salesDuring,
    },
    {
      id: '23f',
      what: `The till's keystroke → results painted, p95 of ${till.keysDuring.length} keystrokes typed while imports ran`,
      value: round(keyDuring),
      unit: 'ms',
      baseline: { what: `p95 of ${till.keysAlone.length} keystrokes with sales and no import`, value: round(keyAlone), unit: 'ms' },
      ratio: keyDuring / keyAlone,
      goal: '≤ 50 ms (the till keystroke goal)',
      pass: keyDuring <= 50,
      // Each import's own p95: the repetitions.
      samples: till.keysP95,
      observations: till.keysDuring,
    },
  ];
}
