import { inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { authThrottle } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';

export interface ThrottleLimits {
  /** Failed attempts for one account from one IP within the window. */
  perAccount: { max: number; windowMs: number };
  /** Failed attempts from one IP, any account, per day. */
  perIp: { max: number; windowMs: number };
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  perAccount: { max: 10, windowMs: 15 * 60 * 1000 },
  perIp: { max: 100, windowMs: 24 * 60 * 60 * 1000 },
};

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait and try again later.';

function keysFor(ip: string, email: string, limits: ThrottleLimits) {
  return [
    { key: `acct:${email.trim().toLowerCase()}|${ip}`, ...limits.perAccount },
    { key: `ip:${ip}`, ...limits.perIp },
  ];
}

/** 429 with Retry-After when either counter is spent; checked before the password is. */
export async function assertSignInAllowed(db: Database, ip: string, email: string, limits: ThrottleLimits) {
  const keys = keysFor(ip, email, limits);
  const rows = await db
    .select()
    .from(authThrottle)
    .where(
      inArray(
        authThrottle.key,
        keys.map((k) => k.key),
      ),
    );
  const now = Date.now();
  let retryAfterMs = 0;
  for (const row of rows) {
    const limit = keys.find((k) => k.key === row.key)!;
    if (row.windowEndsAt.getTime() > now && row.failures >= limit.max)
      retryAfterMs = Math.max(retryAfterMs, row.windowEndsAt.getTime() - now);
  }
  if (retryAfterMs > 0) {
    const retryAfterSeconds = String(Math.ceil(retryAfterMs / 1000));
    throw new AppError('RATE_LIMITED', { headers: { 'Retry-After': retryAfterSeconds } });
  }
}

export async function recordSignInFailure(db: Database, ip: string, email: string, limits: ThrottleLimits) {
  for (const k of keysFor(ip, email, limits)) {
    const windowEnds = new Date(Date.now() + k.windowMs);
    await db.execute(sql`
      insert into auth_throttle (key, failures, window_ends_at) values (${k.key}, 1, ${windowEnds})
      on conflict (key) do update set
        failures = case when auth_throttle.window_ends_at <= now() then 1 else auth_throttle.failures + 1 end,
        window_ends_at = case when auth_throttle.window_ends_at <= now() then excluded.window_ends_at else auth_throttle.window_ends_at end`);
  }
}

/** A successful sign-in forgives that account's failures from this IP (not the IP's daily count). */
export async function clearAccountFailures(db: Database, ip: string, email: string, limits: ThrottleLimits) {
  await db.delete(authThrottle).where(inArray(authThrottle.key, [keysFor(ip, email, limits)[0].key]));
}
