import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { ensureProductionBuild } from '../scripts/client-build';
import { SALES_PATHS } from '../src/shared/contracts/sales-paths';
import type { PosResponse } from '../src/shared/contracts/sales';
import { CHROMIUM_ARGS, KEYSTROKE_PROBE, newContext, openTill, typeSequence, type Latency } from './browser';
import { diskProfile, mb, offlineSales, storageRow, type StorageRep } from './lib/browser-memory';
import { ensureDatabase } from './lib/db';
import { BENCH_SECRET, ROOT, startServer } from './lib/server';
import { seedShops, type BenchShop } from './lib/shops';
import { median, nowMs, round } from './lib/stats';
import type { BenchContext, BenchRow } from './lib/types';

const PORT = 5330;
const CLIENT_DIR = path.join(ROOT, 'dist', 'client');
const FIRST_PAINT_BUDGET_MS = 1_000;
const SYNC_BUDGET_MS = 60_000;
const KEYSTROKE_BUDGET_MS = 50;
const SEQUENCES = ['anchor milk', 'highland yog', 'samba rice 5kg'];
/** 25d: the sales a device holds queued, with the catalogue, when its IndexedDB is measured. */
const STORED_SALES = 5_000;

type Registration = { id: number; code: string; name: string; deviceId: string; invoicePrefix: string; offlineLimitHours: number };

async function registerTerminal(url: string, shop: BenchShop): Promise<Registration> {
  const call = async (p: string, body: unknown) => {
    const res = await fetch(`${url}${p}`, {
      method: 'POST',
      headers: { cookie: shop.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const b = shop.businessId;
  const code = `B${Math.floor(Math.random() * 99_999)}`;
  const terminal = await call(`/api/businesses/${b}/terminals`, { code, name: 'Bench till' });
  return call(`/api/businesses/${b}/terminals/${terminal.id}/register`, { deviceId: randomUUID() });
}

/** In the page: the raw IndexedDB of the device store (Dexie's 'kade-device'), as the app wrote it. */
const IDB = `(() => {
  const open = () => new Promise((res, rej) => { const r = indexedDB.open('kade-device'); r.onsuccess = () => res(r.result); r.onerror = () => rej(r.error); });
  const done = (tx) => new Promise((res, rej) => { tx.oncomplete = () => res(); tx.onerror = () => rej(tx.error); });
  const all = (store) => new Promise((res, rej) => { const r = store.getAll(); r.onsuccess = () => res(r.result); r.onerror = () => rej(r.error); });
  window.__idb = {
    async put(storeName, rows) { const db = await open(); const tx = db.transaction(storeName, 'readwrite'); for (const row of rows) tx.objectStore(storeName).put(row); await done(tx); db.close(); },
    async all(storeName) { const db = await open(); const rows = await all(db.transaction(storeName).objectStore(storeName)); db.close(); return rows; },
  };
})()`;

type IdbWindow = { __idb: { put(s: string, rows: unknown[]): Promise<void>; all(s: string): Promise<Record<string, unknown>[]> } };

/** Waits until the device store holds the till's catalogue (the app saves it after the first answer). */
async function waitForCatalogueSnapshot(page: Page) {
  await page.evaluate(IDB);
  await page.waitForFunction(
    async () => (await (window as unknown as IdbWindow).__idb.all('snapshots')).some((r) => String(r.name).includes('pos')),
    undefined,
    { timeout: 120_000, polling: 500 },
  );
}

/** The device becomes the registered terminal, as the till's set-up dialog leaves it. */
async function writeTerminal(page: Page, shop: BenchShop, reg: Registration) {
  await page.evaluate(IDB);
  await page.evaluate(
    async ({ shop, reg }) => {
      const idb = (window as unknown as IdbWindow).__idb;
      await idb.put('meta', [{ key: 'deviceId', value: reg.deviceId }]);
      await idb.put('terminals', [
        {
          businessId: shop.businessId,
          terminalId: reg.id,
          code: reg.code,
          name: reg.name,
          deviceId: reg.deviceId,
          invoicePrefix: reg.invoicePrefix,
          lastNumber: 0,
          offlineLimitHours: reg.offlineLimitHours,
        },
      ]);
    },
    { shop: { businessId: shop.businessId }, reg },
  );
}

/** `n` cash sales made offline, straight into the outbox as the till queues them. */
async function queueSales(page: Page, shop: BenchShop, reg: Registration, n: number) {
  const now = Date.now();
  const rows = Array.from({ length: n }, (_, i) => {
    const at = shop.productIds.length > i ? i : i % shop.productIds.length;
    return {
      businessId: shop.businessId,
      userId: shop.userId,
      kind: 'sale',
      key: randomUUID(),
      label: `${reg.invoicePrefix}${reg.code}-${String(i + 1).padStart(6, '0')}`,
      body: {
        items: [{ productId: shop.productIds[at], quantity: 1, price: shop.priceCents[at] / 100 }],
        paymentMethod: 'cash',
        terminal: { id: reg.id, deviceId: reg.deviceId, number: i + 1 },
        soldAt: new Date(now - (n - i) * 1000).toISOString(),
        offline: true,
      },
      createdAt: new Date(now - (n - i) * 1000).toISOString(),
      state: 'queued',
      attempts: 0,
      nextAttemptAt: 0,
    };
  });
  await page.evaluate(IDB);
  await page.evaluate(async (rows) => (window as unknown as IdbWindow).__idb.put('outbox', rows), rows);
}

/** Rows into a store of the device's database, 500 to a transaction. */
async function putAll(page: Page, store: string, rows: unknown[]) {
  await page.evaluate(IDB);
  for (let i = 0; i < rows.length; i += 500)
    await page.evaluate(async ([s, r]) => (window as unknown as IdbWindow).__idb.put(s, r), [store, rows.slice(i, i + 500)] as const);
}

/**
 * 25d, in a fresh Chromium profile on disk per repetition (lib/browser-memory.ts diskProfile): the
 * till opens online and saves its catalogue; then, in sessions where no app code runs and nothing
 * reaches the server, 5,000 sales are queued as the till queues them (an outbox item and the
 * device's receipt each), the outbox first. Their own terminal: none of them may reach PostgreSQL.
 */
async function deviceStorage(url: string, dbUrl: string, shop: BenchShop, reps: number): Promise<StorageRep[]> {
  const reg = await registerTerminal(url, shop);
  const pos = (await (
    await fetch(`${url}${SALES_PATHS.pos(shop.businessId)}`, { headers: { cookie: shop.cookie } })
  ).json()) as PosResponse;
  const out: StorageRep[] = [];
  for (let r = 0; r < reps; r++) {
    const sales = offlineSales(pos.products, pos.pricing, { ...reg, businessId: shop.businessId, userId: shop.userId }, STORED_SALES);
    const profile = diskProfile({ baseURL: url, cookie: shop.cookie, args: CHROMIUM_ARGS });
    try {
      const saved = await profile.app(async (page) => {
        await openTill(page);
        await writeTerminal(page, shop, reg);
        await waitForCatalogueSnapshot(page);
      });
      const outbox = await profile.quiet((page) => putAll(page, 'outbox', sales.outbox));
      const receipts = await profile.quiet((page) => putAll(page, 'deviceSales', sales.receipts));
      const last = await profile.quiet(async () => undefined);
      const disk = [saved, outbox, receipts].map((s) => s.diskBytes);
      out.push({ catalogue: outbox.atOpen, outbox: receipts.atOpen, all: last.atOpen, disk });
    } finally {
      profile.dispose();
    }
  }
  if ((await salesOf(dbUrl, shop, reg.id)) > 0) throw new Error('25d: sales queued on the measured devices reached the server');
  return out;
}

async function salesOf(dbUrl: string, shop: BenchShop, terminalId: number): Promise<number> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const q = 'select count(*)::int as n from sales where business_id = $1 and terminal_id = $2';
    return Number((await client.query(q, [shop.businessId, terminalId])).rows[0].n);
  } finally {
    await client.end();
  }
}

const waitingCount = (page: Page) =>
  page.evaluate(
    async () =>
      (await (window as unknown as IdbWindow).__idb.all('outbox')).filter((r) => r.state === 'queued' || r.state === 'sending').length,
  );

async function typeAll(page: Page): Promise<Latency[]> {
  const out: Latency[] = [];
  for (const s of SEQUENCES) out.push(...(await typeSequence(page, s)));
  return out;
}

/** A page with the till usable and the keystroke probe installed. */
async function tillPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await openTill(page);
  await page.evaluate(KEYSTROKE_PROBE);
  await page.locator('input[type="search"]').focus();
  return page;
}

async function firstPaints(context: BrowserContext, reps: number): Promise<number[]> {
  const out: number[] = [];
  for (let r = 0; r < reps; r++) {
    const page = await context.newPage();
    out.push(await openTill(page));
    await page.close();
  }
  return out;
}

/**
 * Goals 21a–c (bench/README.md): the till's first paint offline, from the service worker's precache
 * and the device's IndexedDB, on a 50,000-product catalogue; 1,000 queued sales synced while the
 * cashier keeps typing into the till's search.
 */
export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const productsPerShop = ctx.quick ? 5_000 : 50_000;
  const queued = ctx.quick ? 200 : 1_000;
  const db = await ensureDatabase(ctx.serverUrl, 'kade_bench');
  ctx.log(`offline: seeding 1 shop × ${productsPerShop} products`);
  const [shop] = await seedShops(db.db, { label: 'Offline', count: 1, productsPerShop, secret: BENCH_SECRET });
  await db.close();
  ensureProductionBuild(ROOT, CLIENT_DIR, ctx.log);
  const server = await startServer({ port: PORT, env: { DATABASE_URL: db.url } });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const reg = await registerTerminal(server.url, shop);
    const context = await newContext(browser, server.url, shop.cookie);
    // Online once: the service worker installs and takes the page over on the reload; the till's
    // catalogue is saved on the device.
    const first = await context.newPage();
    await openTill(first);
    await first.evaluate(() => navigator.serviceWorker.ready);
    await writeTerminal(first, shop, reg);
    await first.reload();
    await openTill(first);
    await waitForCatalogueSnapshot(first);
    await first.close();

    const reps = Math.max(5, ctx.reps);
    await context.setOffline(true);
    const offline = await firstPaints(context, reps);
    await context.setOffline(false);
    const online = await firstPaints(context, reps);
    ctx.log(`offline: first paint offline ${offline.map(round).join(' ')} ms; online ${online.map(round).join(' ')} ms`);

    // 1,000 sales queued while offline; the baseline keystrokes are typed with nothing to sync.
    const page = await tillPage(context);
    await context.setOffline(true);
    await queueSales(page, shop, reg, queued);
    await typeAll(page);
    const idle = await typeAll(page);
    const started = nowMs();
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const during: Latency[] = [];
    let left = queued;
    while (left > 0 && nowMs() - started < 5 * SYNC_BUDGET_MS) {
      during.push(...(await typeAll(page)));
      left = await waitingCount(page);
    }
    const syncMs = nowMs() - started;
    const recorded = await salesOf(db.url, shop, reg.id);
    await context.close();
    // 25d after 21a–c, in profiles of its own: their figures are not touched by it.
    const storage = await deviceStorage(server.url, db.url, shop, ctx.reps);
    for (const [i, s] of storage.entries())
      ctx.log(
        `offline: 25d rep ${i + 1}: IndexedDB by estimate() ${mb(s.catalogue.indexedDB)} MB catalogue, ` +
          `+${mb(s.outbox.indexedDB - s.catalogue.indexedDB)} MB outbox, +${mb(s.all.indexedDB - s.outbox.indexedDB)} MB receipts = ` +
          `${mb(s.all.indexedDB)} MB; the directory after each: ${s.disk.map(mb).join(', ')} MB`,
      );
    const worst = (ls: Latency[]) => Math.max(...ls.map((l) => l.ms));
    const p95 = (ls: Latency[]) => [...ls].sort((a, b) => a.ms - b.ms)[Math.floor(ls.length * 0.95)]?.ms ?? 0;
    ctx.log(
      `offline: ${queued} queued sales synced in ${round(syncMs)} ms (${recorded} recorded, ${left} left); keystrokes during sync ` +
        `${during.length}: median ${round(median(during.map((l) => l.ms)))} p95 ${round(p95(during))} worst ${round(worst(during))} ms; ` +
        `idle median ${round(median(idle.map((l) => l.ms)))} worst ${round(worst(idle))} ms`,
    );
    const n = productsPerShop.toLocaleString('en');
    return [
      {
        id: '21a',
        what: `/pos first paint OFFLINE (service worker precache + IndexedDB), ${n} products: navigation → till usable (median of ${reps})`,
        value: round(median(offline)),
        unit: 'ms',
        baseline: { what: 'the same page online (HTTP cache warm)', value: round(median(online)), unit: 'ms' },
        ratio: round(median(offline) / median(online)),
        goal: `≤ ${FIRST_PAINT_BUDGET_MS} ms`,
        pass: median(offline) <= FIRST_PAINT_BUDGET_MS,
        samples: offline.map(round),
      },
      {
        id: '21b',
        what: `${queued.toLocaleString('en')} sales queued offline synced after the connection returns (${recorded} recorded once each)`,
        value: round(syncMs),
        unit: 'ms',
        goal: `≤ ${SYNC_BUDGET_MS / 1000} s, every sale recorded`,
        pass: syncMs <= SYNC_BUDGET_MS && recorded === queued && left === 0,
      },
      {
        id: '21c',
        what: `/pos keystroke → results painted WHILE those sales sync: p95 of ${during.length} keystrokes (worst ${round(worst(during))} ms)`,
        value: round(p95(during)),
        unit: 'ms',
        baseline: { what: 'the same sequences with nothing to sync (p95)', value: round(p95(idle)), unit: 'ms' },
        ratio: round(p95(during) / Math.max(0.001, p95(idle))),
        goal: `≤ ${KEYSTROKE_BUDGET_MS} ms`,
        pass: p95(during) <= KEYSTROKE_BUDGET_MS,
      },
      storageRow(n, STORED_SALES, storage),
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
