import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_PATHS } from '#shared/contracts/reports';
import { createShop, type Api } from '#testing/factories';
import { checkInvariants, formatViolations } from '#testing/invariants';
import { fillPath } from '#testing/route-samples';
import { createTestApp, type TestContext } from '#testing/test-app';
import { poolStats } from '../db/client';
import { oldestOpenTransactionMs } from '../db/request-context';
import { saleIdempotency } from '../db/schema';

/**
 * Clients that hang up: a closed tab, a till that loses its signal, a phone that walks out of range.
 * Three hundred requests over a real socket are cut at random moments — before their body has
 * arrived, while their handler runs, while a CSV export streams — across every route of the route
 * matrix and the sale. Afterwards no transaction may be left open (none `idle in transaction` on
 * PostgreSQL, the pool all idle), every route answers as it did before, the books balance, and each
 * cut-off sale exists once or not at all: its retry with the same Idempotency-Key makes it exactly once.
 */
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof createShop>>;
let port: number;
let productId: number;
/** Every route of the route matrix (all but the public ones), its path filled for the shop's owner. */
let routes: Array<{ method: string; path: string }>;

beforeAll(async () => {
  ctx = await createTestApp();
  shop = await createShop(ctx.app);
  const res = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, {
    name: 'Sunlight soap',
    sellingPrice: 120,
    stock: 100_000,
    vatRate: 18,
  });
  expect(res.statusCode, res.body).toBe(201);
  productId = (res.json() as { id: number }).id;
  // Some history, so the reports and the CSV have rows to read.
  for (let i = 0; i < 20; i++) expect((await sell(shop.ownerApi, randomUUID())).statusCode).toBe(201);
  routes = ctx.app.routeTable
    .filter((r) => r.access.kind !== 'public')
    .map((r) => ({ method: r.method, path: fillPath(r.url, shop.business.id) }));
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => ctx.close());

const saleBody = () => JSON.stringify({ items: [{ productId, quantity: 1 }], paymentMethod: 'cash' });
const sell = (api: Api, key: string) =>
  api.post(`/api/businesses/${shop.business.id}/sales`, JSON.parse(saleBody()), { 'idempotency-key': key });

type Cut = { kind: 'none' } | { kind: 'after'; ms: number } | { kind: 'midBody' } | { kind: 'firstByte' };

/**
 * One HTTP/1.1 request on its own socket, cut as `cut` says: `after` hangs up that many ms after
 * sending it whole, `midBody` sends the headers and half the body and hangs up, `firstByte` hangs up
 * on the first byte of the answer. Resolves with the status when the answer was read, else null.
 */
function rawRequest(method: string, path: string, cut: Cut, body?: string, headers: Record<string, string> = {}) {
  return new Promise<number | null>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const done = (status: number | null) => {
      socket.destroy();
      resolve(status);
    };
    const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', `Cookie: ${shop.ownerApi.cookie}`, 'Connection: close'];
    for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
    if (body !== undefined) lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`);
    socket.on('connect', () => {
      const head = lines.join('\r\n') + '\r\n\r\n';
      if (cut.kind === 'midBody') {
        socket.write(head + (body ?? '').slice(0, Math.floor((body ?? '').length / 2)));
        setTimeout(() => done(null), 5);
        return;
      }
      socket.write(head + (body ?? ''));
      if (cut.kind === 'after') setTimeout(() => done(null), cut.ms);
    });
    socket.on('data', (chunk) => {
      if (cut.kind === 'firstByte') return done(null);
      answer += chunk.toString('latin1');
    });
    socket.on('end', () => done(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', () => done(null));
  });
}

async function statuses(paths: string[]) {
  const out: Record<string, number | null> = {};
  for (const p of paths) out[p] = await rawRequest('GET', p, { kind: 'none' });
  return out;
}

/** Waits until nothing this process started is still open: no transaction, the pool all idle. */
async function settled() {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const pool = poolStats(ctx.db);
    const quiet = oldestOpenTransactionMs() === 0 && (!pool || (pool.waiting === 0 && pool.idle === pool.total));
    if (quiet || Date.now() > deadline) return quiet;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function idleInTransaction(): Promise<number> {
  const res = await ctx.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
  );
  return (res as unknown as { rows: { n: number }[] }).rows[0].n;
}

describe('clients that hang up', () => {
  it('leave no transaction open, change no answer and make each sale once at most', async () => {
    const csv = `${REPORTS_PATHS.salesCsv(shop.business.id)}?from=2000-01-01&to=2100-12-31`;
    const reads = [...routes.filter((r) => r.method === 'GET').map((r) => r.path), csv];
    const before = await statuses(reads);
    const saleKeys: string[] = [];
    const random = seeded(39);
    const jobs: Array<() => Promise<unknown>> = [];
    // Every route once: a read cut while it runs, a write cut before its body has arrived (cut
    // after, a write's handler would change the shop the reads are compared on; the sales below
    // are cut while their handler runs).
    for (const { method, path } of routes) {
      if (method === 'GET') jobs.push(() => rawRequest('GET', path, { kind: 'after', ms: Math.floor(random() * 40) }));
      else jobs.push(() => rawRequest(method, path, { kind: 'midBody' }, JSON.stringify({ note: 'cut off '.repeat(8) })));
    }
    // Then sales (cut mid-handler or mid-body) and streamed CSV exports up to 300 at least.
    for (let i = 0; jobs.length < Math.max(300, routes.length + 60); i++) {
      if (i % 3 === 2) {
        jobs.push(() => rawRequest('GET', csv, { kind: 'firstByte' }));
        continue;
      }
      const key = randomUUID();
      saleKeys.push(key);
      const cut: Cut = i % 3 === 0 ? { kind: 'after', ms: Math.floor(random() * 30) } : { kind: 'midBody' };
      jobs.push(() => rawRequest('POST', `/api/businesses/${shop.business.id}/sales`, cut, saleBody(), { 'Idempotency-Key': key }));
    }
    shuffle(jobs, random);
    // Eight at a time, as a busy shop's tills and phones would.
    for (let i = 0; i < jobs.length; i += 8) await Promise.all(jobs.slice(i, i + 8).map((job) => job()));

    expect(await settled(), 'a transaction or pooled connection is still held').toBe(true);
    expect(await idleInTransaction()).toBe(0);
    expect(await statuses(reads)).toEqual(before);

    // Every cut-off sale was made whole or not at all; its retry makes it exactly once.
    const made = await ctx.db
      .select({ n: count() })
      .from(saleIdempotency)
      .where(and(eq(saleIdempotency.businessId, shop.business.id), inArray(saleIdempotency.key, saleKeys)));
    expect(made[0].n).toBeLessThanOrEqual(saleKeys.length);
    for (const key of saleKeys) expect([200, 201]).toContain((await sell(shop.ownerApi, key)).statusCode);
    const once = await ctx.db
      .select({ key: saleIdempotency.key, saleId: saleIdempotency.saleId })
      .from(saleIdempotency)
      .where(and(eq(saleIdempotency.businessId, shop.business.id), inArray(saleIdempotency.key, saleKeys)));
    expect(once).toHaveLength(saleKeys.length);
    expect(new Set(once.map((r) => r.saleId)).size).toBe(saleKeys.length);
    const report = await checkInvariants(ctx.db, { businessId: shop.business.id });
    expect(report.violations, formatViolations(report)).toEqual([]);
    process.stdout.write(`Hang-ups: ${jobs.length} requests cut, ${made[0].n} of ${saleKeys.length} cut-off sales had been made\n`);
  }, 180_000);

  it('reports on the health check that no transaction is open and how the pool stands', async () => {
    const res = await rawRequest('GET', '/api/health', { kind: 'none' });
    expect(res).toBe(200);
    const health = (await ctx.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health).toMatchObject({ status: 'ok', oldestTransactionMs: 0 });
    expect(health.pool).toMatchObject({ size: 10, waiting: 0 });
  });
});

function shuffle<T>(items: T[], random: () => number) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
}

/** A small deterministic generator, so a failure can be run again the same way. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}
