import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEmbedded } from '../src/server/db/embedded-open';
import { ensureDemoAccount } from '../src/server/db/seed/demo';
import { businessUsers } from '../src/server/db/schema';
import { eq } from 'drizzle-orm';
import { runLoad, type HttpRequestSpec } from './lib/http-load';
import { saleRequest } from './lib/load';
import { describeTree, mb, processMemory, treeMemory, type TreeMemory } from './lib/proc-memory';
import { BENCH_SECRET, startServer, type RunningServer } from './lib/server';
import { seedShops, sessionCookie, type BenchShop } from './lib/shops';
import { median, round } from './lib/stats';
import type { BenchContext, BenchRow } from './lib/types';

const PORT = 5350;
const EMBEDDED_BUDGET_MB = 400;
const GROWTH_BUDGET_PERCENT = 110;

type Shops = { demo: BenchShop; big: BenchShop };

/** The demo shop and a 50,000-product shop in a fresh embedded data directory (fsync on, as `npm start` runs it). */
export async function prepare(dataDir: string, products: number, ctx: BenchContext): Promise<Shops> {
  const handle = await openEmbedded(dataDir, 2, { info: ctx.log });
  try {
    await handle.migrate();
    const demoUser = await ensureDemoAccount(handle.db);
    const [membership] = await handle.db.select().from(businessUsers).where(eq(businessUsers.userId, demoUser));
    ctx.log(`memory: seeding a shop of ${products.toLocaleString('en-US')} products beside the demo shop`);
    const [big] = await seedShops(handle.db, { label: 'Memory', count: 1, productsPerShop: products, secret: BENCH_SECRET });
    const demo: BenchShop = {
      businessId: membership.businessId,
      userId: demoUser,
      cookie: await sessionCookie(handle.db, demoUser, BENCH_SECRET),
      productIds: [],
      priceCents: [],
    };
    return { demo, big };
  } finally {
    await handle.close();
  }
}

const get = (shop: BenchShop, p: string): HttpRequestSpec => ({
  method: 'GET',
  path: p.replace(':b', String(shop.businessId)),
  headers: { cookie: shop.cookie },
});

/**
 * What a shop's day sends: mostly sales and the till's and back office's reads of both shops; the
 * 50,000-product shop's whole product list and till catalogue only now and then, as an owner
 * opening the Products page or a till starting.
 */
export function mixedRequest({ demo, big }: Shops, i: number): HttpRequestSpec {
  const shop = i % 2 ? demo : big;
  if (i % 10_000 === 5_000) return get(big, '/api/businesses/:b/products');
  if (i % 10_000 === 9_999) return get(big, '/api/businesses/:b/pos');
  switch (i % 10) {
    case 0:
    case 5:
      return saleRequest([big], 3);
    case 1:
      return get(demo, '/api/businesses/:b/pos');
    case 2:
      return get(demo, '/api/businesses/:b/products');
    case 3:
    case 4:
      return get(shop, '/api/businesses/:b/sales?page=1&limit=20');
    case 6:
      return get(shop, '/api/businesses/:b/enhanced-dashboard');
    case 7:
      return get(shop, '/api/businesses/:b/sales-summary');
    case 8:
      return get(shop, '/api/businesses/:b/customers');
    default:
      return get(shop, '/api/businesses/:b/metrics');
  }
}

/** Exactly `count` requests (closed loop on `connections`), every answer a success. */
export async function send(server: RunningServer, count: number, next: (i: number) => HttpRequestSpec, connections = 10) {
  let sent = 0;
  const run = await runLoad({ url: server.url, connections, seconds: 3_600, next: () => next(sent++), until: () => sent >= count });
  const bad = run.answers.filter((a) => a.status >= 400);
  if (bad.length) throw new Error(`memory: ${bad.length} of ${run.answers.length} requests failed (first: ${bad[0].status})`);
  return run;
}

/** A fresh server (what `npm start` runs: the compiled server, no TypeScript loader in the process measured). */
const start = (dataDir: string) =>
  startServer({ port: PORT, env: { DATA_DIR: dataDir, DATABASE_URL: '' }, timeoutMs: 120_000, entry: 'scripts/start.mjs' });

/** 25a, one repetition: both tills served and `sales` sales made; the tree's memory then. */
async function served(server: RunningServer, shops: Shops, sales: number, ctx: BenchContext): Promise<TreeMemory> {
  await send(server, 2, (i) => get(i ? shops.big : shops.demo, '/api/businesses/:b/pos'), 1);
  await send(server, sales, () => saleRequest([shops.big], 3));
  const tree = treeMemory(server.process.pid!);
  ctx.log(`memory: after the tills and ${sales} sales: ${describeTree(tree)}`);
  return tree;
}

/** 25e: the server's RSS after each quarter of `more` mixed requests, as % of its RSS before them. */
async function growth(server: RunningServer, shops: Shops, more: number, ctx: BenchContext): Promise<number[]> {
  const pid = server.process.pid!;
  // Warm-up: every kind of request served once over (10,000, the big shop's whole lists included),
  // so the reading before is the steady state a leak would grow from. Without it, the first run
  // measured 105%, 113%, 113%, 113% after each quarter: the caches filling, then flat.
  await send(server, 10_000, (i) => mixedRequest(shops, i));
  const before = processMemory(pid)!.rssBytes;
  const t = Date.now();
  const quarters: number[] = [];
  for (let q = 0; q < 4; q++) {
    await send(server, more / 4, (i) => mixedRequest(shops, q * (more / 4) + i));
    quarters.push((processMemory(pid)!.rssBytes / before) * 100);
  }
  ctx.log(
    `memory: ${more} more requests in ${round((Date.now() - t) / 1000)} s: server RSS ${round(mb(before))} MB → ` +
      `${quarters.map((x) => `${round(x)}%`).join(', ')}; ${describeTree(treeMemory(pid))}`,
  );
  return quarters;
}

/**
 * Goals 25a and 25e (bench/README.md): the embedded default's memory (Kade's process and the
 * embedded PostgreSQL's, summed) after the demo shop and a 50,000-product shop's tills were served
 * and 10,000 sales made; then whether 100,000 more requests of a mixed workload grow the server.
 */
export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kade-bench-memory-'));
  const sizes = ctx.quick ? { products: 5_000, sales: 1_000, more: 10_000 } : { products: 50_000, sales: 10_000, more: 100_000 };
  try {
    const shops = await prepare(dataDir, sizes.products, ctx);
    const trees: TreeMemory[] = [];
    let quarters: number[] = [];
    for (let i = 0; i < ctx.reps; i++) {
      const server = await start(dataDir);
      try {
        trees.push(await served(server, shops, sizes.sales, ctx));
        // The leak check runs once, on the last repetition's server: 100,000 requests are the measurement.
        if (i === ctx.reps - 1) quarters = await growth(server, shops, sizes.more, ctx);
      } finally {
        await server.stop();
      }
    }
    const rss = trees.map((t) => mb(t.rssBytes));
    const hwm = trees.map((t) => mb(t.hwmBytes));
    // Proportional: each shared page divided among the processes mapping it (decision 0025).
    const pss = trees.map((t) => mb(t.pssBytes ?? NaN));
    const grown = quarters[quarters.length - 1];
    const n = (x: number) => x.toLocaleString('en-US');
    return [
      {
        id: '25a',
        what:
          `Embedded default: Kade + its PostgreSQL (${trees[0].processes.length} processes), Σ Pss, after the demo shop's and a ` +
          `${n(sizes.products)}-product shop's tills were served and ${n(sizes.sales)} sales made (Σ VmRSS ${round(median(rss))} MB, ` +
          `Σ VmHWM ${round(median(hwm))} MB: shared buffers counted once per backend)`,
        value: round(median(pss)),
        unit: 'MB',
        goal: `≤ ${EMBEDDED_BUDGET_MB} MB`,
        pass: median(pss) <= EMBEDDED_BUDGET_MB,
        samples: pss.map(round),
      },
      {
        id: '25e',
        what: `Server RSS after ${n(sizes.more)} more requests of a mixed workload (sales, tills, lists, dashboard, reports), as % of before them (after 10,000 of the same as warm-up)`,
        value: round(grown),
        unit: '%',
        goal: `≤ ${GROWTH_BUDGET_PERCENT}% (no leak)`,
        pass: grown <= GROWTH_BUDGET_PERCENT,
        // One measurement of 100,000 requests; after each quarter of them, for the JSON.
        observations: quarters.map(round),
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
