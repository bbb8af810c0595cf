import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_PATHS } from '#shared/contracts/reports';
import { SALES_PATHS } from '#shared/contracts/sales';
import { TAX_PATHS } from '#shared/contracts/tax';
import { createShop } from '#testing/factories';
import { insertProduct } from '#testing/procurement-fixtures';
import { replicaClusterUnavailable, startReplicaCluster, type ReplicaCluster } from '#testing/replica-cluster';
import { buildApp } from '../app';
import { openPostgres, type DatabaseHandle } from './client';
import { ReadReplica } from './replica';

/**
 * A real streaming replica (pg_basebackup -R from a throw-away primary, testing/replica-cluster.ts):
 * reports, exports and the tax panel read there under the same row-level security; the till and
 * writes stay on the primary; a stopped or lagging replica falls back to the primary unnoticed.
 */
const unavailable = replicaClusterUnavailable();
if (unavailable) console.warn(`replica.test.ts skipped: ${unavailable}`);

/** Test-only route: where (and as whom) a `readReplica` request's transaction runs. */
const PROBE = '/api/businesses/:businessId/replica-probe';
const probeAccess = { kind: 'business', permission: 'business:manage', module: 'reports' } as const;

let cluster: ReplicaCluster;
let primary: DatabaseHandle;
let replicaHandle: DatabaseHandle;
let replica: ReadReplica;
let app: Awaited<ReturnType<typeof buildApp>>;
let uploadsDir: string;
let shop: Awaited<ReturnType<typeof createShop>>;
let productId: number;

describe.skipIf(unavailable)('read replica (DATABASE_REPLICA_URL)', () => {
  beforeAll(async () => {
    cluster = await startReplicaCluster();
    primary = openPostgres(cluster.primaryUrl, 5);
    await primary.migrate();
    replicaHandle = openPostgres(cluster.replicaUrl, 5);
    replica = new ReadReplica(replicaHandle.db, { maxLagMs: 1000, checkEveryMs: 100 });
    uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'kade-uploads-'));
    app = await buildApp({
      db: primary.db,
      sessionSecret: 'test-secret-test-secret-test-secret-0123456789',
      isProduction: false,
      uploadsDir,
      replica,
    });
    app.get(PROBE, { config: { access: probeAccess, readReplica: true } }, async () => {
      const r = await app.db.execute(
        sql`select pg_is_in_recovery() as standby, current_user as role, current_setting('kade.business_id') as business,
              (select count(*) from products) as products`,
      );
      return (r as unknown as { rows: unknown[] }).rows[0];
    });
    await app.ready();
    shop = await createShop(app);
    await createShop(app).then((other) => insertProduct(app.db, other.business.id, { name: 'Not ours', stock: 5 }));
    productId = (await insertProduct(app.db, shop.business.id, { name: 'Tea', stock: 1_000_000, sellingPriceCents: 25_000 })).id;
    await cluster.waitForReplay();
    await replica.check();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await primary?.close();
    await replicaHandle?.close();
    cluster?.close();
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });

  const probe = (cookie?: string) =>
    app.inject({
      method: 'GET',
      url: PROBE.replace(':businessId', String(shop.business.id)),
      headers: { cookie: cookie ?? shop.ownerApi.cookie! },
    });
  const sell = () =>
    shop.cashierApi.post(
      SALES_PATHS.sales(shop.business.id),
      { items: [{ productId, quantity: 1 }], paymentMethod: 'cash' },
      { 'idempotency-key': randomUUID() },
    );
  const todaysSales = async () => {
    const res = await shop.ownerApi.get(REPORTS_PATHS.salesSummary(shop.business.id));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { salesCount: number };
  };

  it('runs a readReplica request on the replica, as kade_app bound to the session’s business (row-level security)', async () => {
    expect(replica.state).toBe('fresh');
    const res = await probe();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ standby: true, role: 'kade_app', business: String(shop.business.id), products: 1 });
  });

  it('sends reports, CSV exports and the tax panel to the replica; the till and writes to the primary', async () => {
    const before = replica.stats.replicaTransactions;
    const b = shop.business.id;
    for (const url of [
      REPORTS_PATHS.salesSummary(b),
      REPORTS_PATHS.inventorySummary(b),
      `${REPORTS_PATHS.salesCsv(b)}?from=2026-01-01&to=2026-01-31`,
      TAX_PATHS.panelData(b),
    ]) {
      const res = await shop.ownerApi.get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    expect(replica.stats.replicaTransactions - before).toBe(4);

    const onTill = replica.stats.replicaTransactions;
    expect((await shop.cashierApi.get(SALES_PATHS.pos(b))).statusCode).toBe(200);
    const sale = await sell();
    expect(sale.statusCode, sale.body).toBe(201);
    expect(replica.stats.replicaTransactions).toBe(onTill);
  });

  it('reads the owner’s own writes from the primary: a browser that just wrote carries kade.wrote for a few seconds', async () => {
    const res = await shop.ownerApi.post(TAX_PATHS.expenseCategories(shop.business.id), { name: 'Replica check', code: 'RPL' });
    expect(res.statusCode, res.body).toBe(201);
    const wrote = res.cookies.find((c) => c.name === 'kade.wrote');
    expect(wrote?.maxAge).toBe(2);
    expect((await probe(`${shop.ownerApi.cookie}; kade.wrote=1`)).json()).toMatchObject({ standby: false, role: 'kade_app', products: 1 });
  });

  it('falls back to the primary, with no error, when the replica is stopped; returns to it when it is back', async () => {
    await cluster.waitForReplay();
    const soldBefore = await todaysSales();
    cluster.stopReplica();
    const fallbacks = replica.stats.primaryFallbacks;
    const res = await probe();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ standby: false, business: String(shop.business.id), products: 1 });
    expect(replica.state).toBe('down');
    expect((await sell()).statusCode).toBe(201);
    expect((await todaysSales()).salesCount).toBe(soldBefore.salesCount + 1);
    expect(replica.stats.primaryFallbacks).toBeGreaterThan(fallbacks);

    cluster.startReplica();
    await cluster.waitForReplay();
    await replica.check();
    expect(replica.state).toBe('fresh');
    expect((await probe()).json()).toMatchObject({ standby: true });
  }, 30_000);

  it('falls back to the primary while the replica lags past the limit (replay paused), and returns once it catches up', async () => {
    await cluster.onReplica('select pg_wal_replay_pause()');
    try {
      const sale = await sell();
      expect(sale.statusCode, sale.body).toBe(201);
      // The sale's WAL reaches the replica but is not replayed: the lag grows with the clock.
      await new Promise((r) => setTimeout(r, replica.maxLagMs + 300));
      await replica.check();
      expect(replica.state).toBe('lagging');
      expect(replica.lagMs).toBeGreaterThan(replica.maxLagMs);
      const res = await probe();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ standby: false });
    } finally {
      await cluster.onReplica('select pg_wal_replay_resume()');
    }
    await cluster.waitForReplay();
    await replica.check();
    expect(replica.state).toBe('fresh');
    expect((await probe()).json()).toMatchObject({ standby: true });
  }, 30_000);
});
