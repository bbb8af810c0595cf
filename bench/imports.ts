import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMPORT_PATHS, type ImportSummary } from '../src/shared/contracts/imports';
import { openEmbedded } from '../src/server/db/embedded-open';
import { runSales } from './lib/load';
import { BENCH_SECRET, startServer } from './lib/server';
import { seedShops, type BenchShop } from './lib/shops';
import { median, nowMs, round } from './lib/stats';
import type { BenchContext, BenchRow } from './lib/types';

const PORT = 5341;
const HEAD = ['Category', 'SKU', 'Barcode', 'Name', 'Name (Sinhala)', 'Name (Tamil)', 'Selling price', 'MRP', 'Opening stock'];

/** A product list as a shop brings it: every 1,000th row has a price that is not a number. */
function productCsv(rows: number, rep: number): Buffer {
  const lines = [HEAD.join(',')];
  for (let i = 1; i <= rows; i++) {
    const price = i % 1000 === 0 ? 'Rs. 450' : `${(i % 5000) + 10}.50`;
    lines.push(
      [
        `Cat ${i % 40}`,
        `IMP${rep}-${i}`,
        String(4_800_000_000_000 + rep * 1_000_000 + i),
        `Imported ${rep} ${i}`,
        i % 3 ? '' : `භාණ්ඩය ${i}`,
        i % 3 === 1 ? `பொருள் ${i}` : '',
        price,
        '',
        String(i % 50),
      ].join(','),
    );
  }
  return Buffer.from(`\ufeff${lines.join('\r\n')}`);
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
async function importOnce(url: string, shop: BenchShop, file: Buffer): Promise<{ previewMs: number; commitMs: number }> {
  const form = new FormData();
  form.append('kind', 'products');
  form.append('file', new Blob([new Uint8Array(file)]), 'products.csv');
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

/**
 * Goal 23 (issue 23): a 50,000-row product CSV imported through the real server on the embedded
 * default (one process, decision 0009) — preview and commit times — while the till's `POST /sales`
 * runs at a steady 5 sales/s beside it; the sales' p99 is compared with the same load alone. The
 * till's keystroke needs no server (the search runs in the browser on its catalogue) and is left
 * to the browser bench (goal 5).
 */
export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const rows = ctx.quick ? 5_000 : 50_000;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kade-bench-imports-'));
  try {
    const handle = await openEmbedded(dataDir, 2, { info: ctx.log });
    await handle.migrate();
    const shops = await seedShops(handle.db, { label: 'Imports', count: 2, productsPerShop: 60, secret: BENCH_SECRET });
    await handle.close();
    const server = await startServer({ port: PORT, env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
    const preview: number[] = [];
    const commit: number[] = [];
    const salesDuring: number[] = [];
    const salesAlone: number[] = [];
    try {
      for (let rep = 0; rep < ctx.reps; rep++) {
        const alone = await runSales(server.url, [shops[1]], { lines: 3, connections: 2, seconds: 5, rate: 5 });
        salesAlone.push(alone.p99);
        const load = runSales(server.url, [shops[1]], { lines: 3, connections: 2, seconds: ctx.quick ? 5 : 30, rate: 5 });
        const times = await importOnce(server.url, shops[0], productCsv(rows, rep));
        const during = await load;
        if (during.non2xx) throw new Error(`POST /sales answered ${during.non2xx} non-2xx during the import`);
        preview.push(times.previewMs);
        commit.push(times.commitMs);
        salesDuring.push(during.p99);
        ctx.log(
          `imports: preview ${round(times.previewMs)} ms, commit ${round(times.commitMs)} ms, sales p99 ${round(during.p99)} ms (alone ${round(alone.p99)} ms)`,
        );
      }
    } finally {
      await server.stop();
    }
    const sale = { what: 'POST /sales p99 at 5 sales/s with no import', value: round(median(salesAlone)), unit: 'ms' };
    return [
      {
        id: '23a',
        what: `Import preview of a ${rows}-row product CSV (upload to counts), embedded database`,
        value: round(median(preview)),
        unit: 'ms',
        goal: '≤ 15000 ms',
        pass: median(preview) <= 15_000,
        samples: preview,
      },
      {
        id: '23b',
        what: `Import commit of the same ${rows} rows (products and opening-stock movements)`,
        value: round(median(commit)),
        unit: 'ms',
        goal: '≤ 30000 ms',
        pass: median(commit) <= 30_000,
        samples: commit,
      },
      {
        id: '23c',
        what: 'POST /sales p99 at 5 sales/s while the import previews and commits',
        value: round(median(salesDuring)),
        unit: 'ms',
        baseline: sale,
        ratio: median(salesDuring) / median(salesAlone),
        goal: 'reported',
        pass: null,
        samples: salesDuring,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
