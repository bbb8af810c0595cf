import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '#shared/contracts/auth';
import { ADMIN_PATHS } from '#shared/contracts/admin';
import { buildApp } from '../app';
import type { Database, DatabaseHandle, Tx } from '../db/client';
import { APP_ROLE, openBoundTransaction, type TransactionBinding } from '../db/request-context';
import { AppError } from '../lib/app-error';
import { pgErrorCode } from '../lib/app-error';
import { getTenant } from '../plugins/access';
import { apiClient, createShop, createSuperAdmin } from '#testing/factories';
import type { TestApp } from '#testing/test-app';
import { createTestDatabase } from '#testing/test-db';

/**
 * Row-level security as defence in depth (docs/security.md "Row-level security"). The app here runs
 * on a pool of ONE connection, so every request shares it.
 */

/** Platform tables: read before any business is known (session lookup) or billing records; no RLS by design. */
const PLATFORM_TABLES_WITH_BUSINESS_ID = ['business_users', 'business_modules', 'subscriptions'];

let handle: DatabaseHandle;
let db: Database;
let app: TestApp;
let uploadsDir: string;

/** Runs `fn` exactly as a request's queries run: role kade_app, the given binding; always rolled back. */
async function asApp<T>(binding: TransactionBinding, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const open = await openBoundTransaction(db, binding);
  try {
    return await fn(open.tx);
  } finally {
    await open.end(false);
  }
}

/** The error a statement fails with, inside a savepoint so the transaction stays usable. */
async function failureOf(tx: Tx, statement: ReturnType<typeof sql>): Promise<string | undefined> {
  try {
    await tx.transaction(async (sp) => {
      await sp.execute(statement);
    });
  } catch (err) {
    return pgErrorCode(err) ?? String(err);
  }
  return undefined;
}

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

async function tenantTables(): Promise<string[]> {
  const rows = rowsOf<{ table_name: string }>(
    await db.execute(sql`
      select c.table_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'business_id' and t.table_type = 'BASE TABLE'
      order by 1`),
  );
  return rows.map((r) => r.table_name).filter((t) => !PLATFORM_TABLES_WITH_BUSINESS_ID.includes(t));
}

async function count(exec: Database | Tx, table: string, businessId?: number): Promise<number> {
  const where = businessId == null ? sql`` : sql` where business_id = ${businessId}`;
  const rows = rowsOf<{ n: number | string }>(await exec.execute(sql`select count(*)::int as n from ${sql.identifier(table)}${where}`));
  return Number(rows[0].n);
}

beforeAll(async () => {
  handle = await createTestDatabase({ poolSize: 1 });
  db = handle.db;
  uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'kade-uploads-'));
  app = await buildApp({
    db,
    sessionSecret: 'test-secret-test-secret-test-secret-0123456789',
    isProduction: false,
    uploadsDir,
    throttle: { perAccount: { max: 1000, windowMs: 60_000 }, perIp: { max: 10_000, windowMs: 60_000 } },
  });
  // A deliberately careless route: no business filter at all. Only the policies keep it honest.
  app.get('/api/test/rls-probe', { config: { access: { kind: 'business', permission: 'pos:read' } } }, async () => {
    const who = rowsOf<{ role: string; business: string }>(
      await app.db.execute(sql`select current_user as role, current_setting('kade.business_id', true) as business`),
    )[0];
    const products = rowsOf<{ business_id: number; name: string }>(await app.db.execute(sql`select business_id, name from products`));
    return { ...who, products };
  });
  // Writes, then fails: the whole request must roll back.
  app.post('/api/test/rls-write-then-fail', { config: { access: { kind: 'business', permission: 'pos:read' } } }, async (req) => {
    const { businessId } = getTenant(req);
    await app.db.execute(sql`insert into categories (business_id, name) values (${businessId}, 'Rolled back')`);
    throw new AppError('RECORD_EXISTS');
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

describe('the application role', () => {
  it('is no superuser, has no BYPASSRLS, cannot log in, owns no table and inherits from no role', async () => {
    const [role] = rowsOf<{ rolsuper: boolean; rolbypassrls: boolean; rolcanlogin: boolean }>(
      await db.execute(sql`select rolsuper, rolbypassrls, rolcanlogin from pg_roles where rolname = ${APP_ROLE}`),
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, rolcanlogin: false });
    const owned = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from pg_class c join pg_roles r on r.oid = c.relowner where r.rolname = ${APP_ROLE}`),
    );
    expect(Number(owned[0].n)).toBe(0);
    const memberships = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from pg_auth_members m join pg_roles r on r.oid = m.member where r.rolname = ${APP_ROLE}`,
      ),
    );
    expect(Number(memberships[0].n)).toBe(0);
    // SECURITY DEFINER functions run as the owner, past the policies: kade_app may call none of them.
    const definers = rowsOf<{ proname: string }>(
      await db.execute(sql`
        select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prosecdef and has_function_privilege(${APP_ROLE}, p.oid, 'EXECUTE')`),
    );
    expect(definers).toEqual([]);
  });

  it('is who every request runs as, with the business of its session', async () => {
    const shop = await createShop(app);
    const res = await shop.cashierApi.get('/api/test/rls-probe');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: APP_ROLE, business: String(shop.business.id) });
  });
});

describe('policies', () => {
  let demoBusinessId: number;

  beforeAll(async () => {
    // The demo account fills nearly every tenant table (catalogue, sales, debtors, CRM, procurement, tax).
    const res = await apiClient(app).post(AUTH_PATHS.testLogin);
    expect(res.statusCode).toBe(200);
    demoBusinessId = res.json().user.business.id;
  });

  it('every tenant table (a business_id column) has RLS enabled AND forced and a policy; kade_app may use it', async () => {
    const tables = await tenantTables();
    expect(tables.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const table of tables) {
      const [rel] = rowsOf<{ relrowsecurity: boolean; relforcerowsecurity: boolean }>(
        await db.execute(sql`select relrowsecurity, relforcerowsecurity from pg_class where oid = ${`public.${table}`}::regclass`),
      );
      const policies = rowsOf<{ cmd: string; qual: string | null; with_check: string | null }>(
        await db.execute(sql`select cmd, qual, with_check from pg_policies where schemaname = 'public' and tablename = ${table}`),
      );
      const selects = policies.some((p) => (p.cmd === 'ALL' || p.cmd === 'SELECT') && p.qual?.includes('kade.business_id'));
      const checksWrites = policies.some((p) => (p.cmd === 'ALL' || p.cmd === 'INSERT') && p.with_check?.includes('kade.business_id'));
      const [priv] = rowsOf<{ can: boolean }>(
        await db.execute(sql`select has_table_privilege(${APP_ROLE}, ${`public.${table}`}, 'SELECT, INSERT') as can`),
      );
      if (!rel.relrowsecurity || !rel.relforcerowsecurity || !selects || !checksWrites || !priv.can) missing.push(table);
    }
    // A new tenant table needs, in its migration: ENABLE + FORCE ROW LEVEL SECURITY and the
    // tenant_isolation policy of 0012_rls.sql.
    expect(missing).toEqual([]);
  });

  it('keeps the list of platform tables without RLS honest: they exist, and nothing else is exempt', async () => {
    const rows = rowsOf<{ relname: string }>(
      await db.execute(sql`
        select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity order by 1`),
    );
    const withoutRls = rows.map((r) => r.relname);
    expect(withoutRls).toEqual(expect.arrayContaining(PLATFORM_TABLES_WITH_BUSINESS_ID));
    expect(withoutRls.sort()).toEqual(
      [
        'auth_throttle',
        'backup_runs',
        'business_modules',
        'business_users',
        'businesses',
        'modules',
        'sessions',
        'subscriptions',
        'user_identities',
        'users',
      ].sort(),
    );
  });

  it('a query with no business set returns no rows from any tenant table, though rows exist', async () => {
    const tables = await tenantTables();
    const populated: string[] = [];
    for (const table of tables) if ((await count(db, table)) > 0) populated.push(table);
    // The check means something only if most tables hold rows.
    expect(populated).toEqual(
      expect.arrayContaining(['products', 'sales', 'sale_items', 'customers', 'debtors', 'debtor_entries', 'audit_trail']),
    );
    expect(populated.length).toBeGreaterThan(15);
    const seen = await asApp({ businessId: null, platform: false }, async (tx) => {
      const out: Record<string, number> = {};
      for (const table of tables) out[table] = await count(tx, table);
      return out;
    });
    expect(Object.values(seen).every((n) => n === 0)).toBe(true);
  });

  it("with a business set, shows exactly that business's rows and refuses to write another's", async () => {
    const other = await createShop(app);
    const tables = await tenantTables();
    const expected: Record<string, number> = {};
    for (const table of tables) expected[table] = await count(db, table, demoBusinessId);
    await asApp({ businessId: demoBusinessId, platform: false }, async (tx) => {
      for (const table of tables) expect({ table, n: await count(tx, table) }).toEqual({ table, n: expected[table] });
      // WITH CHECK: a row for another business is refused outright ...
      expect(await failureOf(tx, sql`insert into categories (business_id, name) values (${other.business.id}, 'Intruder')`)).toBe('42501');
      // ... and so is moving one of ours over to it.
      expect(await failureOf(tx, sql`update products set business_id = ${other.business.id}`)).toBe('42501');
      // Another business's rows are invisible to UPDATE and DELETE too.
      const updated = rowsOf(
        await tx.execute(sql`update business_settings set business_name = 'Hijacked' where business_id = ${other.business.id} returning 1`),
      );
      expect(updated).toHaveLength(0);
      expect(await failureOf(tx, sql`insert into categories (business_id, name) values (${demoBusinessId}, 'Ours')`)).toBeUndefined();
    });
    const [settings] = rowsOf<{ business_name: string }>(
      await db.execute(sql`select business_name from business_settings where business_id = ${other.business.id}`),
    );
    expect(settings.business_name).not.toBe('Hijacked');
  });

  it('on the platform path (kade.platform on) every business is visible', async () => {
    const all = await count(db, 'products');
    expect(all).toBeGreaterThan(0);
    expect(await asApp({ businessId: null, platform: true }, (tx) => count(tx, 'products'))).toBe(all);
  });

  it('the audit trail: kade_app may INSERT (its business or none), never UPDATE or DELETE', async () => {
    const other = await createShop(app);
    const before = await count(db, 'audit_trail');
    await asApp({ businessId: demoBusinessId, platform: false }, async (tx) => {
      expect(
        await failureOf(tx, sql`insert into audit_trail (business_id, action, entity_type) values (${demoBusinessId}, 'test', 'rls')`),
      ).toBeUndefined();
      expect(
        await failureOf(tx, sql`insert into audit_trail (business_id, action, entity_type) values (null, 'test', 'rls')`),
      ).toBeUndefined();
      expect(
        await failureOf(tx, sql`insert into audit_trail (business_id, action, entity_type) values (${other.business.id}, 'test', 'rls')`),
      ).toBe('42501');
      expect(await failureOf(tx, sql`update audit_trail set action = 'forged'`)).toBe('42501');
      expect(await failureOf(tx, sql`delete from audit_trail`)).toBe('42501');
      expect(await failureOf(tx, sql`truncate audit_trail`)).toBe('42501');
    });
    // Even on the platform path the trail stays append-only.
    await asApp({ businessId: null, platform: true }, async (tx) => {
      expect(await failureOf(tx, sql`update audit_trail set action = 'forged'`)).toBe('42501');
      expect(await failureOf(tx, sql`delete from audit_trail`)).toBe('42501');
    });
    expect(await count(db, 'audit_trail')).toBe(before);
  });
});

describe('requests', () => {
  it('of two businesses, interleaved on one connection, never see each other’s rows', async () => {
    const a = await createShop(app);
    const b = await createShop(app);
    for (const [shop, tag] of [
      [a, 'A'],
      [b, 'B'],
    ] as const) {
      for (let i = 0; i < 3; i++) {
        const res = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, {
          name: `${tag}-${i}`,
          sellingPrice: 10,
          stock: 1,
        });
        expect(res.statusCode).toBe(201);
      }
    }
    const calls = Array.from({ length: 40 }, (_, i) => {
      const [shop, tag] = i % 2 === 0 ? ([a, 'A'] as const) : ([b, 'B'] as const);
      return i % 4 < 2
        ? shop.cashierApi.get('/api/test/rls-probe').then((res) => ({ tag, shop, kind: 'probe' as const, res }))
        : shop.ownerApi.get(`/api/businesses/${shop.business.id}/products`).then((res) => ({ tag, shop, kind: 'list' as const, res }));
    });
    const results = await Promise.all(calls);
    for (const { tag, shop, kind, res } of results) {
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const rows: { name: string; business_id?: number }[] = kind === 'probe' ? body.products : body;
      expect(rows.map((r) => r.name).sort()).toEqual([`${tag}-0`, `${tag}-1`, `${tag}-2`]);
      if (kind === 'probe') {
        expect(body.business).toBe(String(shop.business.id));
        expect(new Set(rows.map((r) => r.business_id))).toEqual(new Set([shop.business.id]));
      }
    }
  });

  it('roll back everything they wrote when they fail', async () => {
    const shop = await createShop(app);
    const res = await shop.ownerApi.post('/api/test/rls-write-then-fail');
    expect(res.statusCode).toBe(409);
    const rows = rowsOf(await db.execute(sql`select 1 from categories where business_id = ${shop.business.id} and name = 'Rolled back'`));
    expect(rows).toHaveLength(0);
  });

  it('to platform pages take the explicit path: kade.platform on, and an audit entry per platform write', async () => {
    const admin = await createSuperAdmin(app);
    const shop = await createShop(app);
    const pending = await createShop(app, { status: 'pending' });
    const audited = async () =>
      rowsOf<{ user_id: string; entity_id: string }>(
        await db.execute(sql`select user_id, entity_id from audit_trail where action = 'platform.access' order by id`),
      );
    const before = (await audited()).length;
    // A platform read spans businesses and changes nothing (no GET writes, not even audit rows).
    const res = await admin.api.get(ADMIN_PATHS.metrics);
    expect(res.statusCode).toBe(200);
    expect(res.json().totalCustomers).toBeGreaterThanOrEqual(2);
    expect(await audited()).toHaveLength(before);
    // A platform write is recorded, with who did it and through which route.
    const approved = await admin.api.post(ADMIN_PATHS.approveBusiness(pending.business.id), {});
    expect(approved.statusCode).toBe(200);
    const after = await audited();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toEqual({ user_id: admin.user.id, entity_id: 'POST /api/admin/businesses/:id/approve' });
    // A business owner is refused before any platform binding happens, and nothing is recorded.
    expect((await shop.ownerApi.post(ADMIN_PATHS.approveBusiness(pending.business.id), {})).statusCode).toBe(403);
    expect(await audited()).toHaveLength(before + 1);
  });
});
