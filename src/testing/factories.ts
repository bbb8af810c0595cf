import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { MODULE_KEYS, type BusinessStatus, type ModuleKey, type UserRole } from '../shared/permissions';
import type { Database } from '../server/db/client';
import {
  businesses,
  businessModules,
  businessSettings,
  businessUsers,
  modules,
  sessions,
  subscriptions,
  taxConfigurations,
  users,
} from '../server/db/schema';
import { DEFAULT_TAX_CONFIG } from '../shared/domain/tax';
import { hashPassword } from '../server/kernel/password';
import { hashToken, SESSION_COOKIE, IDLE_TIMEOUT_MS } from '../server/plugins/session';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'correct-horse-battery';
let cachedHash: Promise<string> | undefined;

export async function createUser(
  db: Database,
  opts: { role?: UserRole; email?: string; password?: string; firstName?: string; lastName?: string } = {},
) {
  const passwordHash = opts.password ? await hashPassword(opts.password) : await (cachedHash ??= hashPassword(TEST_PASSWORD));
  const [user] = await db
    .insert(users)
    .values({
      email: opts.email ?? `user-${randomUUID()}@example.lk`,
      passwordHash,
      firstName: opts.firstName ?? 'Test',
      lastName: opts.lastName ?? 'User',
      role: opts.role ?? 'admin',
      authProvider: 'email',
    })
    .returning();
  return user;
}

export async function createBusiness(
  db: Database,
  opts: { ownerId?: string; status?: BusinessStatus; modules?: readonly ModuleKey[]; name?: string } = {},
) {
  const [business] = await db
    .insert(businesses)
    .values({
      name: opts.name ?? `Shop ${randomBytes(3).toString('hex')}`,
      ownerName: 'Owner',
      email: `shop-${randomUUID()}@example.lk`,
      status: opts.status ?? 'active',
    })
    .returning();
  const wanted = opts.modules ?? MODULE_KEYS;
  const all = await db.select().from(modules);
  const chosen = all.filter((m) => (wanted as readonly string[]).includes(m.key));
  if (chosen.length && business.status === 'active')
    await db.insert(businessModules).values(chosen.map((m) => ({ businessId: business.id, moduleId: m.id })));
  await db.insert(subscriptions).values({
    businessId: business.id,
    selectedModules: chosen.map((m) => m.id),
    monthlyAmountCents: chosen.reduce((s, m) => s + m.monthlyPriceCents, 0),
    setupFeeCents: 150_000,
    status: business.status === 'active' ? 'active' : 'pending',
  });
  await db.insert(businessSettings).values({ businessId: business.id, businessName: business.name });
  if (opts.ownerId) await db.insert(businessUsers).values({ businessId: business.id, userId: opts.ownerId, role: 'owner' });
  return business;
}

export async function addMember(db: Database, businessId: number, userId: string, role: 'owner' | 'admin' | 'cashier') {
  await db.insert(businessUsers).values({ businessId, userId, role });
}

/** A signed session cookie for the user, written straight to the sessions table (no password round-trip). */
export async function sessionCookieFor(app: TestApp, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await app.db.insert(sessions).values({
    sid: hashToken(token),
    sess: { createdAt: now, lastSeenAt: now },
    expire: new Date(now + IDLE_TIMEOUT_MS),
    userId,
  });
  return `${SESSION_COOKIE}=${app.signCookie(token)}`;
}

export type Api = ReturnType<typeof apiClient>;

/** JSON requests through inject() as one signed-in user (or anonymous when cookie is undefined). */
export function apiClient(app: TestApp, cookie?: string) {
  const call = (method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
    });
  return {
    cookie,
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) => call('POST', url, body ?? {}, headers),
    put: (url: string, body?: unknown, headers?: Record<string, string>) => call('PUT', url, body ?? {}, headers),
    patch: (url: string, body?: unknown, headers?: Record<string, string>) => call('PATCH', url, body ?? {}, headers),
    delete: (url: string, headers?: Record<string, string>) => call('DELETE', url, undefined, headers),
  };
}

/**
 * The usual cast of a tenant test: an owner of an active business with every module, a cashier of it,
 * and an owner of another business. Override status or modules for gating tests.
 */
export async function createShop(app: TestApp, opts: { status?: BusinessStatus; modules?: readonly ModuleKey[] } = {}) {
  const owner = await createUser(app.db, { role: 'admin' });
  const business = await createBusiness(app.db, { ownerId: owner.id, ...opts });
  const cashier = await createUser(app.db, { role: 'cashier' });
  await addMember(app.db, business.id, cashier.id, 'cashier');
  return {
    business,
    owner,
    cashier,
    ownerApi: apiClient(app, await sessionCookieFor(app, owner.id)),
    cashierApi: apiClient(app, await sessionCookieFor(app, cashier.id)),
  };
}

export async function createSuperAdmin(app: TestApp) {
  const user = await createUser(app.db, { role: 'super_admin' });
  return { user, api: apiClient(app, await sessionCookieFor(app, user.id)) };
}

/**
 * The business's tax configuration from a date (default: a year ago, so today's sales use it):
 * VAT-registered or not, shelf prices inclusive or not, the seeded rates otherwise. A row, as the
 * tax panel's save inserts one (effective-dated, never edited).
 */
export async function setTaxConfiguration(
  db: Database,
  businessId: number,
  o: { vatRegistered: boolean; pricesIncludeVat: boolean; effectiveFrom?: string; tin?: string; vatNumber?: string; vatRateBp?: number },
) {
  const effectiveFrom = o.effectiveFrom ?? new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  await db.insert(taxConfigurations).values({
    businessId,
    effectiveFrom,
    ...DEFAULT_TAX_CONFIG,
    vatRegistered: o.vatRegistered,
    pricesIncludeVat: o.pricesIncludeVat,
    ...(o.vatRateBp === undefined ? {} : { vatRateBp: o.vatRateBp }),
    tin: o.tin ?? (o.vatRegistered ? '134567890' : null),
    vatNumber: o.vatNumber ?? (o.vatRegistered ? '134567890-7000' : null),
  });
}
