import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../db/client';
import { saleIdempotency, sales } from '../db/schema';
import { checkInvariants, formatViolations } from '#testing/invariants';
import { createBusiness, createUser, TEST_PASSWORD } from '#testing/factories';
import { withDatabase } from '#testing/global-setup';
import { LEADER_LOCK_KEY } from '../lib/leadership';
import { findNginx, startNginx, type NginxProcess } from './nginx-process';
import { startServer, type ServerProcess } from './server-process';

/**
 * Three real Kade processes behind Debian's nginx (docs/deploy/nginx-kade.conf)
 * on one fresh PostgreSQL database. Sales go through nginx from concurrent clients; the leading
 * node is killed with SIGKILL mid-load; requests that got no 2xx are retried with the same
 * Idempotency-Key. Then: every acknowledged sale exists once, retries are not doubled, the
 * invariants hold, a session, the sign-in throttle and the till's catalogue version agree across
 * nodes, and exactly one node leads background work at a time — another one after the kill.
 */
const SESSION_SECRET = 'multi-node-secret-multi-node-secret-0123456789';
const WORKERS = 8;
const adminUrl = inject('testDatabase').url;
const nginx = findNginx();
const skipReason = 'missing' in nginx ? nginx.missing : null;
if (skipReason) process.stdout.write(`multi-node.test: SKIPPED, ${skipReason}\n`);

type Answer = { status: number | 'no answer'; body: unknown; upstream: string | null; replayed: boolean };

async function send(
  url: string,
  init: { method?: string; cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  try {
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), cookie: init.cookie ?? '', ...init.headers },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const text = await res.text();
    const body = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return {
      status: res.status,
      body,
      upstream: res.headers.get('x-kade-upstream'),
      replayed: res.headers.get('idempotent-replayed') === 'true',
    };
  } catch {
    return { status: 'no answer', body: null, upstream: null, replayed: false };
  }
}
const is2xx = (a: Answer) => typeof a.status === 'number' && a.status >= 200 && a.status < 300;

/** Who holds the leader lock: the pids of the Kade processes named in application_name. */
async function leaderPids(admin: pg.Client): Promise<number[]> {
  const r = await admin.query<{ app: string }>(
    `select a.application_name as app from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.objid = $1 and l.database = (select oid from pg_database where datname = current_database())`,
    [LEADER_LOCK_KEY],
  );
  return r.rows.map((row) => Number(row.app.split(':').pop()));
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

describe.skipIf(skipReason !== null)('three Kade processes behind nginx on one PostgreSQL', () => {
  it(
    'keeps every acknowledged sale once through a SIGKILL of the leader, and agrees on sessions, throttles and the till',
    { timeout: 120_000 },
    async () => {
      const started = Date.now();
      const name = `kade_multinode_${randomBytes(5).toString('hex')}`;
      const root = new pg.Client({ connectionString: adminUrl });
      await root.connect();
      await root.query(`create database ${name}`);
      await root.end();
      const url = withDatabase(adminUrl, name);
      cleanups.push(async () => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      });
      const tmp = mkdtempSync(path.join(os.tmpdir(), 'kade-multinode-'));
      cleanups.push(async () => rmSync(tmp, { recursive: true, force: true }));

      // The shop, written before any node runs.
      const setup = openPostgres(url, 2);
      await setup.migrate();
      const email = `multi-${randomUUID()}@example.lk`;
      const owner = await createUser(setup.db, { email, role: 'admin' });
      const b = (await createBusiness(setup.db, { ownerId: owner.id })).id;
      await setup.close();

      const env = (i: number) => ({ DATABASE_URL: url, SESSION_SECRET, TRUST_PROXY: 'true', DATA_DIR: path.join(tmp, `node${i}`) });
      const nodes: ServerProcess[] = await Promise.all([0, 1, 2].map((i) => startServer(env(i))));
      cleanups.push(async () => void (await Promise.all(nodes.map((n) => n.stop('SIGKILL')))));
      const ports = nodes.map((n) => Number(new URL(n.baseUrl).port));
      const proxy: NginxProcess = await startNginx('bin' in nginx ? nginx.bin : '', path.join(tmp, 'nginx'), ports);
      cleanups.push(() => proxy.stop());
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      cleanups.push(() => admin.end());

      // A session made through nginx works on every node directly: sessions are rows, signed with the shared secret.
      const login = await fetch(`${proxy.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: TEST_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      for (const n of nodes) expect((await send(`${n.baseUrl}/api/auth/user`, { cookie })).status).toBe(200);

      // The sign-in throttle counts failures on every node together (10 per account and address).
      const victim = `nobody-${randomUUID()}@example.lk`;
      const from = { 'x-forwarded-for': '203.0.113.9' };
      for (let i = 0; i < 10; i++) {
        const a = await send(`${nodes[i % 3].baseUrl}/api/auth/login`, {
          method: 'POST',
          body: { email: victim, password: 'wrong-password-1' },
          headers: from,
        });
        expect(a.status).toBe(401);
      }
      expect(
        (
          await send(`${nodes[1].baseUrl}/api/auth/login`, {
            method: 'POST',
            body: { email: victim, password: 'wrong-password-1' },
            headers: from,
          })
        ).status,
      ).toBe(429);

      // Products, then the till's catalogue version: the same ETag from every node, and a 304 across nodes.
      const productIds: number[] = [];
      for (let i = 0; i < 4; i++) {
        const p = await send(`${proxy.baseUrl}/api/businesses/${b}/products`, {
          method: 'POST',
          cookie,
          body: { name: `Node product ${i}`, sellingPrice: 120 + i * 15.5, stock: 100_000, vatRate: i % 2 ? 18 : 0 },
        });
        expect(p.status).toBe(201);
        productIds.push((p.body as { id: number }).id);
      }
      const etags = await Promise.all(
        nodes.map(async (n) => (await fetch(`${n.baseUrl}/api/businesses/${b}/pos`, { headers: { cookie } })).headers.get('etag')),
      );
      expect(new Set(etags).size).toBe(1);
      const cross = await fetch(`${nodes[2].baseUrl}/api/businesses/${b}/pos`, { headers: { cookie, 'if-none-match': etags[0]! } });
      expect(cross.status).toBe(304);

      // Exactly one node leads background work.
      let leaders = await leaderPids(admin);
      for (let t = 0; leaders.length === 0 && t < 50; t++)
        leaders = await new Promise((r) => setTimeout(r, 100)).then(() => leaderPids(admin));
      expect(leaders).toHaveLength(1);
      const leaderIndex = nodes.findIndex((n) => n.proc.pid === leaders[0]);
      expect(leaderIndex).toBeGreaterThanOrEqual(0);

      // Load through nginx from WORKERS clients; the leader is killed mid-load.
      type SaleRequest = { key: string; body: unknown; answer: Answer };
      const acknowledged = new Map<string, SaleRequest>();
      const unacknowledged: SaleRequest[] = [];
      const upstreams = new Set<string>();
      let stop = false;
      let answers = 0;
      let maxLeaders = 0;
      const worker = async () => {
        while (!stop) {
          const lines = [...new Set([productIds[answers % 4], productIds[(answers + 1 + Math.floor(Math.random() * 3)) % 4]])];
          const body = {
            items: lines.map((productId) => ({ productId, quantity: 1 + (answers % 3) })),
            paymentMethod: answers % 2 ? 'cash' : 'card',
          };
          const key = randomUUID();
          const answer = await send(`${proxy.baseUrl}/api/businesses/${b}/sales`, {
            method: 'POST',
            cookie,
            body,
            headers: { 'idempotency-key': key },
          });
          answers++;
          if (answer.upstream) upstreams.add(answer.upstream);
          if (is2xx(answer)) acknowledged.set(key, { key, body, answer });
          else unacknowledged.push({ key, body, answer });
        }
      };
      const running = Array.from({ length: WORKERS }, worker);
      const sampler = (async () => {
        while (!stop) {
          maxLeaders = Math.max(maxLeaders, (await leaderPids(admin)).length);
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
      while (answers < 60) await new Promise((r) => setTimeout(r, 10));
      await nodes[leaderIndex].stop('SIGKILL');
      const killedAt = answers;
      // Leadership moves to a live node (the retry interval is 3 s).
      let after: number[] = [];
      for (let t = 0; t < 100; t++) {
        after = await leaderPids(admin);
        if (after.length === 1 && after[0] !== leaders[0]) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      while (answers < killedAt + 60) await new Promise((r) => setTimeout(r, 10));
      stop = true;
      await Promise.all([...running, sampler]);
      expect(after).toHaveLength(1);
      expect(nodes.filter((n, i) => i !== leaderIndex).map((n) => n.proc.pid)).toContain(after[0]);
      expect(maxLeaders).toBe(1);
      expect(upstreams.size, 'nginx spread the sales over the nodes').toBeGreaterThanOrEqual(2);

      // Retry every sale without a 2xx, with its key: recorded once, a second retry replays it.
      let replayedRetries = 0;
      for (const req of unacknowledged) {
        const first = await send(`${proxy.baseUrl}/api/businesses/${b}/sales`, {
          method: 'POST',
          cookie,
          body: req.body,
          headers: { 'idempotency-key': req.key },
        });
        expect(first.status, JSON.stringify(first)).toBe(201);
        if (first.replayed) replayedRetries++;
        const again = await send(`${proxy.baseUrl}/api/businesses/${b}/sales`, {
          method: 'POST',
          cookie,
          body: req.body,
          headers: { 'idempotency-key': req.key },
        });
        expect(again.replayed).toBe(true);
        expect((again.body as { id: number }).id).toBe((first.body as { id: number }).id);
        acknowledged.set(req.key, { ...req, answer: first });
      }

      // Every acknowledged sale is there once; no sale without a key the clients hold.
      const check = openPostgres(url, 2);
      try {
        const ids = [...acknowledged.values()].map((r) => (r.answer.body as { id: number }).id);
        expect(new Set(ids).size).toBe(ids.length);
        const [keys] = await check.db.select({ n: count() }).from(saleIdempotency).where(eq(saleIdempotency.businessId, b));
        const [saleCount] = await check.db.select({ n: count() }).from(sales).where(eq(sales.businessId, b));
        expect(Number(saleCount.n)).toBe(acknowledged.size);
        expect(Number(keys.n)).toBe(acknowledged.size);
        const report = await checkInvariants(check.db, { businessId: b });
        expect(formatViolations(report)).toBe('');
      } finally {
        await check.close();
      }
      process.stdout.write(
        `multi-node: ${JSON.stringify({ sales: acknowledged.size, retried: unacknowledged.length, replayedRetries, upstreams: upstreams.size, seconds: Math.round((Date.now() - started) / 1000) })}\n`,
      );
    },
  );
});
