import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { openEmbedded } from '../db/embedded-open';
import { debtorEntries, goodsReceivedNotes, saleIdempotency, sales } from '../db/schema';
import { checkInvariants, formatViolations } from '#testing/invariants';
import { lockDataDir } from '../lib/data-dir-lock';
import { createBusiness, createUser, TEST_PASSWORD } from '#testing/factories';
import { withDatabase } from '#testing/global-setup';
import { startServer, type ServerProcess } from './server-process';

/**
 * The REAL server (a child process) takes concurrent sales, debtor payments and
 * goods receipts, is killed with SIGKILL mid-load and restarted on the same database. After every
 * kill: every sale that was answered 2xx exists; every sale that never got an answer, retried with
 * the same Idempotency-Key, is recorded exactly once; every answered payment and GRN exists; and
 * the invariants of src/testing/invariants.ts hold (stock ledger, debtor balances =
 * Σ entries and = what the API reports, sale totals, unique invoice numbers, idempotency keys).
 */

const CYCLES = 3;
const WORKERS = 8;
const SESSION_SECRET = 'crash-test-secret-crash-test-secret-0123456789';

interface Target {
  label: string;
  env: Record<string, string>;
  open(): Promise<{ handle: DatabaseHandle; release(): void }>;
  cleanup(): Promise<void>;
}

/** The embedded default (decision 0009): Kade starts its own PostgreSQL in DATA_DIR; a SIGKILL leaves it orphaned, the restart stops it. */
function embeddedTarget(): Target {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kade-crash-'));
  return {
    label: 'embedded PostgreSQL',
    env: { DATA_DIR: dataDir },
    async open() {
      const release = lockDataDir(dataDir);
      return { handle: await openEmbedded(dataDir, 2), release };
    },
    async cleanup() {
      // The last SIGKILL left the server's PostgreSQL running: opening stops it, closing ends the new one.
      const handle = await openEmbedded(dataDir, 1);
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresTarget(adminUrl: string): Promise<Target> {
  const name = `kade_crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kade-crash-pg-'));
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url, DATA_DIR: dataDir },
    async open() {
      return { handle: openPostgres(url, 2), release: () => {} };
    },
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

type Answer = { status: number; body: unknown; headers: Headers } | { status: 'no answer'; error: string };

class Client {
  cookie = '';
  constructor(public baseUrl: string) {}
  async send(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    try {
      const res = await fetch(this.baseUrl + url, {
        method,
        headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), cookie: this.cookie, ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
    } catch (err) {
      return { status: 'no answer', error: String((err as Error).cause ?? err) };
    }
  }
  async ok<T = Record<string, unknown>>(method: string, url: string, body?: unknown): Promise<T> {
    const a = await this.send(method, url, body);
    if (a.status === 'no answer' || a.status >= 300) throw new Error(`${method} ${url} → ${JSON.stringify(a)}`);
    return a.body as T;
  }
}

const is2xx = (a: Answer) => a.status !== 'no answer' && a.status >= 200 && a.status < 300;

type SaleRequest = { key: string; body: Record<string, unknown>; answer: Answer };
type Stats = {
  cycles: number;
  requests: number;
  answered2xx: number;
  answeredOther: number;
  unanswered: number;
  salesCommitted: number;
  saleRetries: number;
  retriesReplayed: number;
  retriesCreated: number;
  invariantChecks: number;
  productsChecked: number;
  debtorsChecked: number;
  salesChecked: number;
};

async function runCrashCycles(target: Target): Promise<Stats> {
  const stats: Stats = {
    cycles: 0,
    requests: 0,
    answered2xx: 0,
    answeredOther: 0,
    unanswered: 0,
    salesCommitted: 0,
    saleRetries: 0,
    retriesReplayed: 0,
    retriesCreated: 0,
    invariantChecks: 0,
    productsChecked: 0,
    debtorsChecked: 0,
    salesChecked: 0,
  };

  // 1. The shop and its owner, written before the server ever runs.
  const email = `crash-${randomUUID()}@example.lk`;
  let businessId: number;
  {
    const { handle, release } = await target.open();
    try {
      await handle.migrate();
      const owner = await createUser(handle.db, { email, role: 'admin' });
      businessId = (await createBusiness(handle.db, { ownerId: owner.id })).id;
    } finally {
      await handle.close();
      release();
    }
  }
  const env = { ...target.env, SESSION_SECRET };
  let server: ServerProcess = await startServer(env);
  const api = new Client(server.baseUrl);
  try {
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    api.cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    // 2. Catalogue, supplier, an approved order big enough for many receipts, three debtors.
    const b = businessId;
    const productIds: number[] = [];
    for (let i = 0; i < 6; i++) {
      const p = await api.ok<{ id: number }>('POST', `/api/businesses/${b}/products`, {
        name: `Crash product ${i}`,
        sellingPrice: 100 + i * 17.25,
        stock: 100_000,
        vatRate: i % 2 ? 18 : 0,
        ...(i === 5 ? { unit: 'kg' } : {}),
      });
      productIds.push(p.id);
    }
    const supplier = await api.ok<{ id: number }>('POST', `/api/businesses/${b}/suppliers`, { name: 'Crash Wholesale' });
    const order = await api.ok<{ id: number }>('POST', '/api/purchase-orders', {
      supplierId: supplier.id,
      status: 'approved',
      items: productIds.map((productId) => ({ productId, quantity: 100_000, unitPrice: 50 })),
    });
    const phones = ['0771000001', '0771000002', '0771000003'];
    const debtorIds: number[] = [];
    for (const [i, phone] of phones.entries()) {
      debtorIds.push(
        (await api.ok<{ id: number }>('POST', `/api/businesses/${b}/debtors`, { name: `Debtor ${i}`, phone, totalDebt: 50_000 })).id,
      );
    }

    const answeredSales = new Map<string, SaleRequest>();
    const paymentIds: number[] = [];
    const grnIds: number[] = [];
    const today = new Date().toISOString().slice(0, 10);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)];

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      // 3. Load from WORKERS concurrent clients until the kill.
      let killed = false;
      let answers = 0;
      const unansweredSales: SaleRequest[] = [];
      const worker = async () => {
        while (!killed) {
          const r = Math.random();
          stats.requests++;
          if (r < 0.6) {
            const credit = Math.random() < 0.3;
            const lines = [...new Set([pick(productIds), pick(productIds)])];
            const body = {
              items: lines.map((productId) => ({
                productId,
                quantity: productId === productIds[5] ? 0.25 : 1 + Math.floor(Math.random() * 3),
              })),
              paymentMethod: credit ? 'credit' : pick(['cash', 'card']),
              ...(credit ? { debtorInfo: { name: 'Credit customer', phone: pick(phones) } } : {}),
              ...(Math.random() < 0.2 ? { discountAmount: 1.5 } : {}),
            };
            const req: SaleRequest = { key: randomUUID(), body, answer: { status: 'no answer', error: 'pending' } };
            req.answer = await api.send('POST', `/api/businesses/${b}/sales`, body, { 'idempotency-key': req.key });
            if (is2xx(req.answer)) answeredSales.set(req.key, req);
            else if (req.answer.status === 'no answer') unansweredSales.push(req);
            tally(req.answer);
          } else if (r < 0.8) {
            const a = await api.send('POST', `/api/debtors/${pick(debtorIds)}/payments`, { amount: 1.25, paymentDate: today });
            if (is2xx(a)) paymentIds.push((a as { body: { payment: { id: number } } }).body.payment.id);
            tally(a);
          } else {
            const a = await api.send('POST', '/api/goods-received-notes', {
              purchaseOrderId: order.id,
              receivedDate: today,
              items: [
                { productId: pick(productIds), receivedQuantity: 2, condition: 'good' },
                { productId: productIds[0], receivedQuantity: 1, condition: Math.random() < 0.5 ? 'good' : 'damaged' },
              ].filter((item, i, all) => all.findIndex((o) => o.productId === item.productId) === i),
            });
            if (is2xx(a)) grnIds.push((a as { body: { id: number } }).body.id);
            tally(a);
          }
        }
      };
      const tally = (a: Answer) => {
        if (a.status === 'no answer') stats.unanswered++;
        else if (a.status >= 200 && a.status < 300) stats.answered2xx++;
        else stats.answeredOther++;
        answers++;
      };
      const running = Array.from({ length: WORKERS }, worker);
      // Kill mid-load: after some answers, at a random moment.
      while (answers < 30) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 400));
      await server.stop('SIGKILL');
      killed = true;
      await Promise.all(running);
      stats.cycles++;

      // 4. Restart on the same data: the stale lock of the killed pid is taken over.
      server = await startServer(env);
      api.baseUrl = server.baseUrl;

      for (const req of answeredSales.values()) {
        const sale = req.answer as { body: { id: number; invoiceNumber: string } };
        const got = await api.send('GET', `/api/businesses/${b}/sales/${sale.body.id}`);
        expect(got.status, `answered sale ${sale.body.invoiceNumber} lost after SIGKILL`).toBe(200);
        expect((got as { body: { invoiceNumber: string } }).body.invoiceNumber).toBe(sale.body.invoiceNumber);
      }
      // Retry what never got an answer with the same key: recorded once, whether it had committed or not.
      for (const req of unansweredSales) {
        stats.saleRetries++;
        const first = await api.send('POST', `/api/businesses/${b}/sales`, req.body, { 'idempotency-key': req.key });
        expect(first.status, JSON.stringify(first)).toBe(201);
        const replayed = (first as { headers: Headers }).headers.get('idempotent-replayed') === 'true';
        if (replayed) stats.retriesReplayed++;
        else stats.retriesCreated++;
        const again = await api.send('POST', `/api/businesses/${b}/sales`, req.body, { 'idempotency-key': req.key });
        expect(again.status).toBe(201);
        expect((again as { headers: Headers }).headers.get('idempotent-replayed')).toBe('true');
        expect((again as { body: { id: number } }).body.id).toBe((first as { body: { id: number } }).body.id);
        req.answer = first;
        answeredSales.set(req.key, req);
      }
      const apiDebtors = await api.ok<{ id: number; remainingAmount: number }[]>('GET', `/api/businesses/${b}/debtors`);

      // 5. Stop (gracefully, so the embedded database can be opened here) and check the database itself.
      await server.stop('SIGTERM');
      const { handle, release } = await target.open();
      try {
        const report = await checkInvariants(handle.db, { businessId: b });
        stats.invariantChecks++;
        expect(formatViolations(report), `invariants after kill ${cycle + 1} on ${target.label}`).toBe('');
        expect(report.checked.products).toBe(productIds.length);
        stats.productsChecked += report.checked.products;
        stats.debtorsChecked += report.checked.debtors;
        stats.salesChecked += report.checked.sales;
        for (const d of apiDebtors) expect(Math.round(d.remainingAmount * 100), `debtor ${d.id}`).toBe(report.debtorBalances.get(d.id));
        // One sale per key the client holds an answer for, and no sale without a key.
        const [keys] = await handle.db.select({ n: count() }).from(saleIdempotency).where(eq(saleIdempotency.businessId, b));
        const [saleCount] = await handle.db.select({ n: count() }).from(sales).where(eq(sales.businessId, b));
        expect(Number(saleCount.n)).toBe(Number(keys.n));
        // Keys of requests never answered and never retried do not exist here: every key is accounted for.
        expect(Number(keys.n)).toBe(answeredSales.size);
        stats.salesCommitted = answeredSales.size;
        if (paymentIds.length) {
          const [p] = await handle.db
            .select({ n: count() })
            .from(debtorEntries)
            .where(and(eq(debtorEntries.businessId, b), eq(debtorEntries.kind, 'payment'), inArray(debtorEntries.id, paymentIds)));
          expect(Number(p.n), 'answered payments lost').toBe(paymentIds.length);
        }
        if (grnIds.length) {
          const [g] = await handle.db
            .select({ n: count() })
            .from(goodsReceivedNotes)
            .where(and(eq(goodsReceivedNotes.businessId, b), inArray(goodsReceivedNotes.id, grnIds)));
          expect(Number(g.n), 'answered goods receipts lost').toBe(grnIds.length);
        }
      } finally {
        await handle.close();
        release();
      }
      if (cycle < CYCLES - 1) {
        server = await startServer(env);
        api.baseUrl = server.baseUrl;
      }
    }
  } finally {
    await server.stop('SIGKILL');
  }
  return stats;
}

const targets: { name: string; make: () => Promise<Target> }[] = [{ name: 'embedded PostgreSQL', make: async () => embeddedTarget() }];
// And as a deployment runs it (DATABASE_URL): on the tests' PostgreSQL server.
targets.push({ name: 'PostgreSQL', make: () => postgresTarget(inject('testDatabase').url) });

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe('crash safety: SIGKILL mid-load and restart', () => {
  for (const t of targets) {
    it(`keeps every answered write and the money/stock invariants across ${CYCLES} kills (${t.name})`, { timeout: 240_000 }, async () => {
      const target = await t.make();
      cleanups.push(() => target.cleanup());
      const stats = await runCrashCycles(target);
      // The counts, printed for the run's log; the assertions above are what make the test fail.
      process.stdout.write(`crash-safety ${t.name}: ${JSON.stringify(stats)}\n`);
      expect(stats.cycles).toBe(CYCLES);
      expect(stats.invariantChecks).toBe(CYCLES);
      expect(stats.answered2xx).toBeGreaterThan(CYCLES * 20);
    });
  }
});
