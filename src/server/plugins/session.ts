import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BusinessStatus, MembershipRole, ModuleKey, UserRole } from '#shared/permissions';
import type { Database } from '../db/client';

import { sessions, users } from '../db/schema';
import { AppError } from '../lib/app-error';

export const SESSION_COOKIE = 'kade.sid';
export const IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** Sliding the idle expiry costs a write; do it at most every few minutes, not on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

interface SessionData {
  createdAt: number;
  lastSeenAt: number;
}

export interface AuthContext {
  /** The hash of the session token: what the sessions table stores. */
  sidHash: string;
  user: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    role: UserRole;
    authProvider: string;
    profileImageUrl: string | null;
    isDemo: boolean;
  };
  business: {
    id: number;
    name: string;
    status: BusinessStatus;
    membershipRole: MembershipRole;
    modules: ModuleKey[];
  } | null;
  /** The business's till version (`kade_pos_version`), when the route asked for it (`config.withPosVersion`). */
  posVersion?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** The route's answer is versioned by `kade_pos_version`: read it with the session, in the same round trip. */
    withPosVersion?: boolean;
  }
}

/** Tokens are random; only their SHA-256 is stored, so a database leak reveals no live session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The session, its user, the user's business and its modules — and the transaction is bound to
 * that business (`kade.business_id`, row-level security) in the same call: `kade_session_lookup`
 * (migration 0014), whose plan PostgreSQL keeps per connection. Parameter-free (the hash is hex
 * we computed), so on PostgreSQL it travels with the request's `begin` and binding in one round
 * trip (db/statement-batching.ts).
 */
export async function loadAuthContext(
  db: Database,
  sidHash: string,
  opts: { posVersion?: boolean } = {},
): Promise<(AuthContext & { sess: SessionData }) | null> {
  if (!/^[0-9a-f]{64}$/.test(sidHash)) return null;
  const result = await db.execute(sql.raw(`select * from kade_session_lookup('${sidHash}', ${opts.posVersion ? 'true' : 'false'})`));
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) return null;
  const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const business =
    row.business_id != null && row.business_name != null && row.business_status && row.membership_role
      ? {
          id: Number(row.business_id),
          name: String(row.business_name),
          status: row.business_status as BusinessStatus,
          membershipRole: row.membership_role as MembershipRole,
          modules: json<ModuleKey[] | null>(row.modules) ?? [],
        }
      : null;
  return {
    sidHash,
    sess: json<SessionData>(row.sess),
    user: {
      id: String(row.id),
      email: String(row.email),
      firstName: (row.first_name as string | null) ?? null,
      lastName: (row.last_name as string | null) ?? null,
      role: row.role as UserRole,
      authProvider: String(row.auth_provider),
      profileImageUrl: (row.profile_image_url as string | null) ?? null,
      isDemo: row.is_demo === true || row.is_demo === 't',
    },
    business,
    ...(row.pos_version != null ? { posVersion: String(row.pos_version) } : {}),
  };
}

function expiryFor(sess: SessionData): Date {
  return new Date(Math.min(sess.lastSeenAt + IDLE_TIMEOUT_MS, sess.createdAt + ABSOLUTE_TIMEOUT_MS));
}

export function registerSessions(app: FastifyInstance, db: Database) {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api') && !request.url.startsWith('/auth')) return;
    if (request.routeOptions.config?.outsideRequestTransaction === true) return;
    const token = readSessionToken(request);
    if (!token) return;
    const ctx = await loadAuthContext(db, hashToken(token), { posVersion: request.routeOptions.config?.withPosVersion === true });
    if (!ctx) return;
    const now = Date.now();
    if (now - ctx.sess.lastSeenAt > TOUCH_INTERVAL_MS) {
      const sess = { ...ctx.sess, lastSeenAt: now };
      await db
        .update(sessions)
        .set({ sess, expire: expiryFor(sess) })
        .where(eq(sessions.sid, ctx.sidHash));
    }
    const { sess: _sess, ...auth } = ctx;
    request.auth = auth;
  });
}

function readSessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/** Start a fresh session for the user: the old one (if any) is destroyed, so the id changes at login. */
export async function startSession(db: Database, request: FastifyRequest, reply: FastifyReply, userId: string) {
  // Every way in (password, cashier, social, test account) passes here: a deactivated user stops here.
  const [account] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, userId)).limit(1);
  if (account && !account.isActive) throw new AppError('ACCOUNT_DEACTIVATED');
  const old = readSessionToken(request);
  if (old) await db.delete(sessions).where(eq(sessions.sid, hashToken(old)));
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const sess: SessionData = { createdAt: now, lastSeenAt: now };
  await db.insert(sessions).values({ sid: hashToken(token), sess, expire: expiryFor(sess), userId });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    signed: true,
    maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
  });
}

export async function endSession(db: Database, request: FastifyRequest, reply: FastifyReply) {
  const token = readSessionToken(request);
  if (token) await db.delete(sessions).where(eq(sessions.sid, hashToken(token)));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export async function endAllSessionsOf(db: Database, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
