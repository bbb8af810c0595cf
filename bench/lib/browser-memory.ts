/**
 * The memory goals measured in Chromium: the till page's live JS heap (25c, bench/browser.ts)
 * and what the offline till keeps in IndexedDB (25d, bench/offline.ts). 1 MB = 1,000,000 bytes.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import type { PosProduct, SaleRequest, TillPricing } from '#shared/contracts/sales';
import { terminalInvoiceNumber } from '#shared/contracts/terminal-paths';
import { tillPricingMode } from '#client/features/pos/lib/cart';
import { localSale } from '#client/features/pos/lib/local-sale';
import type { DeviceSale, OutboxItem } from '#client/features/offline/types';
import { median, round } from './stats';
import type { BenchRow } from './types';

export const MB = 1_000_000;
export const mb = (bytes: number) => round(bytes / MB);

/** One page's JS memory, in bytes. */
export type HeapReading = {
  /** V8's heap in use after forced full collections: live objects only. */
  used: number;
  /** V8's heap as allocated (used plus free space it keeps). */
  total: number;
  /** Off V8's heap: ArrayBuffer backing stores (the search index's Int32Array posting lists) and external strings (script sources). */
  backing: number;
  /** Blink's garbage-collected heap (DOM nodes and the like), not JavaScript's. */
  embedder: number;
  /** JSHeapUsedSize before the collections (Performance.getMetrics): garbage included. */
  beforeGc: number;
};

/**
 * The page's live heap through the DevTools protocol: JSHeapUsedSize first (what the page holds
 * now, garbage included), then two full collections (the second frees what the first's weak
 * callbacks and finalizers released) and Runtime.getHeapUsage. Not
 * `performance.measureUserAgentSpecificMemory()`: it needs a cross-origin-isolated page (COOP and
 * COEP headers), which the app is not, so it is undefined in /pos.
 */
export async function liveHeap(page: Page): Promise<HeapReading> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    await cdp.send('Performance.disable');
    const beforeGc = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const u = await cdp.send('Runtime.getHeapUsage');
    return { used: u.usedSize, total: u.totalSize, backing: u.backingStorageSize ?? 0, embedder: u.embedderHeapUsedSize ?? 0, beforeGc };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

export const describeHeap = (h: HeapReading) =>
  `used ${mb(h.used)} MB (before GC ${mb(h.beforeGc)}, allocated ${mb(h.total)}), ArrayBuffers and external strings ${mb(h.backing)} MB, Blink (DOM) ${mb(h.embedder)} MB`;

/**
 * Types more of `sequences` (untimed) until the page has had at least `min` keystrokes in all;
 * answers the new count. `type` is browser.ts's typeSequence (one key at a time, each awaited).
 */
export async function topUpKeystrokes(
  page: Page,
  typed: number,
  min: number,
  sequences: readonly string[],
  type: (page: Page, text: string) => Promise<unknown[]>,
): Promise<number> {
  let n = typed;
  for (let i = 0; n < min; i++) n += (await type(page, sequences[i % sequences.length])).length;
  return n;
}

/** What `navigator.storage.estimate()` says this origin takes, in bytes, by kind. */
export type StorageReading = { usage: number; indexedDB: number; caches: number; serviceWorker: number };

export async function storageEstimate(page: Page): Promise<StorageReading> {
  return page.evaluate(async () => {
    // Chromium's usageDetails is not in the DOM typings (it is not standard).
    const e = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: Record<string, number> };
    const d = e.usageDetails ?? {};
    return { usage: e.usage ?? 0, indexedDB: d.indexedDB ?? 0, caches: d.caches ?? 0, serviceWorker: d.serviceWorkerRegistrations ?? 0 };
  });
}

/** Bytes of every file under `dir` (0 when it is not there). */
export function dirBytes(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let sum = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    sum += e.isDirectory() ? dirBytes(p) : e.isFile() ? fs.statSync(p).size : 0;
  }
  return sum;
}

const NO_READING: StorageReading = { usage: NaN, indexedDB: NaN, caches: NaN, serviceWorker: NaN };

/** One Chromium session on a profile: what `work` answered, estimate() as the session opened, the IndexedDB directory once closed. */
export type Session<T> = { result: T; atOpen: StorageReading; diskBytes: number };

/**
 * Waits until the files under `dir` stop changing (the same bytes 2 s apart, at most 60 s): LevelDB
 * turns its log into compressed tables in the background after a large write, and Chromium closed
 * in the middle leaves both on disk (5,000 products and 5,000 sales: 10.8 MB for what settles at 7.2 MB).
 */
async function settle(dir: string) {
  let last = dirBytes(dir);
  for (const until = Date.now() + 60_000; Date.now() < until;) {
    await new Promise((r) => setTimeout(r, 2_000));
    const now = dirBytes(dir);
    if (now === last) return;
    last = now;
  }
}

/** Opens the device's database once: in a new session estimate() counted 0 bytes of IndexedDB until the page had opened it. */
const touchDeviceDb = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((res, rej) => {
        const r = indexedDB.open('kade-device');
        r.onsuccess = () => (r.result.close(), res());
        r.onerror = () => rej(r.error);
      }),
  );

/**
 * A Chromium profile on disk, as a till's device has: an incognito context (browser.newContext)
 * keeps IndexedDB in memory, and estimate() there counts the values as held in memory (5,000
 * receipts: 9.0 MB, against 4–5 MB in files, where Chromium compresses them). Each session waits
 * for the files to settle and closes Chromium. estimate() is read as the next session opens, and
 * then equals the directory's bytes: within a session it is Chromium's cached figure, seconds
 * behind the files (just after a large write it still counted a LevelDB log and the table it was
 * being turned into, both: 11.4 MB for what settled at 7.8 MB).
 */
export function diskProfile(opts: { baseURL: string; cookie: string; args: string[] }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kade-bench-profile-'));
  const idbDir = path.join(dir, 'Default', 'IndexedDB');
  const session = async <T>(app: boolean, work: (page: Page) => Promise<T>): Promise<Session<T>> => {
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: '/usr/bin/chromium',
      args: opts.args,
      viewport: { width: 1280, height: 800 },
      baseURL: opts.baseURL,
      serviceWorkers: app ? 'allow' : 'block',
    });
    let out: Omit<Session<T>, 'diskBytes'>;
    try {
      const value = opts.cookie.replace(/^kade\.sid=/, '');
      await context.addCookies([{ name: 'kade.sid', value, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax' }]);
      // Not the app: a blank page of the same origin, every request answered here, no service
      // worker. Nothing runs that could send the outbox, and nothing reaches the server.
      if (!app) await context.route('**/*', (r) => r.fulfill({ body: '<!doctype html><title>bench</title>', contentType: 'text/html' }));
      const page = await context.newPage();
      if (!app) await page.goto('/bench-blank');
      const atOpen = app ? NO_READING : (await touchDeviceDb(page), await storageEstimate(page));
      out = { result: await work(page), atOpen };
      await settle(idbDir);
    } finally {
      await context.close();
    }
    return { ...out, diskBytes: dirBytes(idbDir) };
  };
  return {
    /** The app itself, online, service worker allowed. */
    app: <T>(work: (page: Page) => Promise<T>) => session(true, work),
    /** The blank page: raw IndexedDB writes, and estimate() of what the last session left. */
    quiet: <T>(work: (page: Page) => Promise<T>) => session(false, work),
    dispose: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export type TerminalFacts = { businessId: number; userId: string; id: number; deviceId: string; code: string; invoicePrefix: string };

/** What one sale queued offline leaves on the device (terminal-sale.ts queueSale): its outbox item and its receipt. */
function offlineSale(products: readonly PosProduct[], pricing: TillPricing, t: TerminalFacts, n: number, soldAt: string) {
  const lines = [0, 1, 2].map((j) => products[(n * 7919 + j * 104_729) % products.length]);
  const body: SaleRequest = {
    items: lines.map((p, j) => ({ productId: p.id, quantity: 1 + ((n + j) % 3), price: p.price })),
    paymentMethod: 'cash',
    terminal: { id: t.id, deviceId: t.deviceId, number: n },
    soldAt,
    offline: true,
  };
  const invoiceNumber = terminalInvoiceNumber(t.invoicePrefix, t.code, n);
  const byId = new Map(lines.map((p) => [p.id, p]));
  const sale = localSale({
    body,
    product: (id) => byId.get(id),
    pricing: tillPricingMode(pricing),
    invoiceNumber,
    soldAt,
    terminalId: t.id,
    cashierId: t.userId,
    id: -n,
  });
  const key = randomUUID();
  const common = { businessId: t.businessId, key };
  const outbox: OutboxItem = {
    ...common,
    userId: t.userId,
    kind: 'sale',
    body,
    label: `${invoiceNumber} · ${sale.totalAmount.toFixed(2)}`,
    createdAt: soldAt,
    state: 'queued',
    attempts: 0,
    nextAttemptAt: 0,
  };
  const receipt: DeviceSale = { ...common, invoiceNumber, soldAt: sale.saleDate, sale, request: body, synced: false };
  return { outbox, receipt };
}

/** `count` 3-line cash sales made offline, one a second up to now, as the till keeps them. */
export function offlineSales(products: readonly PosProduct[], pricing: TillPricing, t: TerminalFacts, count: number) {
  const now = Date.now();
  const made = Array.from({ length: count }, (_, i) =>
    offlineSale(products, pricing, t, i + 1, new Date(now - (count - i) * 1000).toISOString()),
  );
  return { outbox: made.map((m) => m.outbox), receipts: made.map((m) => m.receipt) };
}

const HEAP_BUDGET_MB = 150;

/**
 * Row 25c from each repetition's readings: at usable (baseline) and after the keystrokes. The
 * figure is V8's live heap plus its ArrayBuffers: the search index keeps its posting lists in
 * Int32Arrays, whose bytes are outside V8's heap (16 MB of 42 MB for 50,000 products); the heap
 * alone would leave most of the index out. Blink's own heap (the DOM) is logged, not counted.
 */
export function heapRow(products: string, heaps: { usable: HeapReading; typed: HeapReading; keys: number }[]): BenchRow {
  const js = (h: HeapReading) => (h.used + h.backing) / MB;
  const after = heaps.map((h) => js(h.typed));
  const before = median(heaps.map((h) => js(h.usable)));
  const value = median(after);
  const part = (f: (h: HeapReading) => number) => round(median(heaps.map((h) => f(h.typed) / MB)));
  return {
    id: '25c',
    what:
      `/pos in Chromium, ${products} products: JS heap (live, after GC) after the catalogue, search index and ≥ 200 keystrokes ` +
      `(${Math.min(...heaps.map((h) => h.keys))} typed): V8 heap ${part((h) => h.used)} MB + ArrayBuffers ${part((h) => h.backing)} MB`,
    value: round(value),
    unit: 'MB',
    baseline: { what: 'the same pages right after the till became usable, before the first keystroke', value: round(before), unit: 'MB' },
    ratio: round(value / before),
    goal: `≤ ${HEAP_BUDGET_MB} MB`,
    pass: value <= HEAP_BUDGET_MB,
    samples: after.map(round),
  };
}

/**
 * One repetition of 25d, each figure at rest (read as the next session opened): the catalogue
 * alone, with the outbox, with the receipts too; and the directory's bytes after each.
 */
export type StorageRep = { catalogue: StorageReading; outbox: StorageReading; all: StorageReading; disk: number[] };

const STORAGE_BUDGET_MB = 100;

/** Row 25d: the median of the repetitions' IndexedDB usage with everything written. */
export function storageRow(products: string, sales: number, reps: StorageRep[]): BenchRow {
  const total = reps.map((r) => r.all.indexedDB / MB);
  const value = median(total);
  const catalogue = median(reps.map((r) => r.catalogue.indexedDB / MB));
  return {
    id: '25d',
    what: `the offline till's IndexedDB (on disk, at rest): ${products} products + ${sales.toLocaleString('en')} queued 3-line sales (outbox items and the device's receipts)`,
    value: round(value),
    unit: 'MB',
    baseline: { what: 'the same profiles with the catalogue alone', value: round(catalogue), unit: 'MB' },
    ratio: round(value / catalogue),
    goal: `reported; ≤ ${STORAGE_BUDGET_MB} MB`,
    pass: value <= STORAGE_BUDGET_MB,
    samples: total.map(round),
  };
}
