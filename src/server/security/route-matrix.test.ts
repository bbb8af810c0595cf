import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unregisteredCodes } from '#shared/messages';
import { hasPermission } from '#shared/permissions';
import { apiClient, createShop, createSuperAdmin, type Api } from '#testing/factories';
import { fillPath } from '#testing/route-samples';
import { createTestApp, type TestContext } from '#testing/test-app';
import type { RouteAccess, RouteEntry } from '../plugins/access';

/**
 * The route matrix (docs/security.md): generated from the registered route table, every API route is
 * called as each kind of caller, and the answer must be what its declared access allows. Refused
 * writes must change nothing. A path parameter without a sample (testing/route-samples.ts) fails the
 * test, so a new kind of route cannot slip past without someone deciding what to call it with.
 */
type Caller = 'anonymous' | 'cashier' | 'foreignAdmin' | 'pendingAdmin' | 'unsubscribedAdmin' | 'superAdmin';
/** allowed: the guard lets it through (the handler may still answer 400/404/409 for its own reasons). */
type Expectation = { refused: number } | { allowed: true; handlerMayRefuse?: boolean };

let ctx: TestContext;
let callers: Record<Caller, { api: Api; businessId: number }>;
let shopBusinessId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const shop = await createShop(ctx.app);
  const foreign = await createShop(ctx.app);
  const pending = await createShop(ctx.app, { status: 'pending' });
  const unsubscribed = await createShop(ctx.app, { modules: [] });
  const admin = await createSuperAdmin(ctx.app);
  shopBusinessId = shop.business.id;
  callers = {
    anonymous: { api: apiClient(ctx.app), businessId: shop.business.id },
    cashier: { api: shop.cashierApi, businessId: shop.business.id },
    foreignAdmin: { api: foreign.ownerApi, businessId: shop.business.id },
    pendingAdmin: { api: pending.ownerApi, businessId: pending.business.id },
    unsubscribedAdmin: { api: unsubscribed.ownerApi, businessId: unsubscribed.business.id },
    superAdmin: { api: admin.api, businessId: shop.business.id },
  };
});
afterAll(async () => ctx.close());

function expected(access: RouteAccess, caller: Caller, hasBusinessParam: boolean): Expectation {
  if (access.kind === 'public') return { allowed: true };
  if (caller === 'anonymous') return { refused: 401 };
  // Any signed-in user passes the guard; the service may still refuse a role (a cashier cannot apply for a business).
  if (access.kind === 'user') return { allowed: true, handlerMayRefuse: true };
  if (access.kind === 'platform') return caller === 'superAdmin' ? { allowed: true } : { refused: 403 };
  // business routes
  if (caller === 'superAdmin') return hasBusinessParam ? { refused: 404 } : { refused: 403 };
  if (caller === 'foreignAdmin') return hasBusinessParam ? { refused: 404 } : { allowed: true };
  if (caller === 'cashier') return hasPermission('cashier', access.permission) ? { allowed: true } : { refused: 403 };
  if (caller === 'pendingAdmin') return access.allowInactive ? { allowed: true } : { refused: 403 };
  if (caller === 'unsubscribedAdmin') return access.module ? { refused: 403 } : { allowed: true };
  return { allowed: true };
}

/** A fingerprint of every table's row count: a refused write must leave it unchanged. */
async function fingerprint(): Promise<string> {
  const tables = await ctx.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not in ('sessions', 'auth_throttle', '__drizzle_migrations') order by tablename`,
  );
  const names = (tables as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename);
  const counts = await ctx.db.execute(sql.raw(names.map((n) => `select '${n}' as t, count(*)::int as c from "${n}"`).join(' union all ')));
  return JSON.stringify((counts as unknown as { rows: unknown[] }).rows);
}

const CALLERS: Caller[] = ['anonymous', 'cashier', 'foreignAdmin', 'pendingAdmin', 'unsubscribedAdmin', 'superAdmin'];

describe('route matrix', () => {
  it('covers every registered API route for every kind of caller', async () => {
    const routes: RouteEntry[] = ctx.app.routeTable.filter((r) => r.access.kind !== 'public');
    expect(routes.length).toBeGreaterThan(5);
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const hasBusinessParam = route.url.includes(':businessId');
      for (const caller of CALLERS) {
        const { api, businessId } = callers[caller];
        const url = fillPath(route.url, hasBusinessParam ? businessId : shopBusinessId);
        const want = expected(route.access, caller, hasBusinessParam);
        const isWrite = route.method !== 'GET';
        // Refused writes, and every GET whatever its answer, must leave every table as it was.
        const watch = !isWrite || 'refused' in want;
        const before = watch ? await fingerprint() : '';
        const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
        const res = method === 'get' || method === 'delete' ? await api[method](url) : await api[method](url, {});
        checked++;
        const label = `${route.method} ${route.url} as ${caller}: got ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${label} (server error)`);
        // Every refusal carries a registered code, which the client's errors catalogue translates.
        if (res.statusCode >= 400) for (const problem of unregisteredCodes(res.json())) failures.push(`${label}: unregistered ${problem}`);
        if (!isWrite && (await fingerprint()) !== before) failures.push(`${label}: a GET changed data`);
        else if ('refused' in want) {
          if (res.statusCode !== want.refused) failures.push(`${label}, expected ${want.refused}`);
          if (isWrite && (await fingerprint()) !== before) failures.push(`${label}: a refused write changed data`);
        } else if (res.statusCode === 401 || (res.statusCode === 403 && !want.handlerMayRefuse)) {
          failures.push(`${label}, expected the guard to let it through`);
        }
      }
    }
    process.stdout.write(`Route matrix: ${routes.length} non-public routes × ${CALLERS.length} callers = ${checked} requests\n`);
    expect(failures).toEqual([]);
    expect(checked).toBe(routes.length * CALLERS.length);
    // Over a thousand requests (every route × every caller): more than the default 30 s on a busy
    // machine, as the fuzzer's walk is. A guard against a hang, not a speed goal.
  }, 180_000);
});
