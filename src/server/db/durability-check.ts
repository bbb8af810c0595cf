import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** Settings without which a committed sale can vanish (or the data directory be corrupted) in a power cut. */
export const DURABILITY_SETTINGS = ['fsync', 'synchronous_commit', 'full_page_writes'] as const;

export class NotDurableError extends Error {}

/** The settings (of the three) that are off, as the server reports them with SHOW. */
export async function settingsOff(db: Database): Promise<string[]> {
  const off: string[] = [];
  for (const name of DURABILITY_SETTINGS) {
    const rows = (await db.execute(sql.raw(`show ${name}`))) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
    const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
    if (String(list[0]?.[name]).toLowerCase() === 'off') off.push(name);
  }
  return off;
}

/**
 * Production refuses a database that does not wait for the disk: a PostgreSQL server configured
 * with any of the three off (docs/decisions/0009-durable-embedded-database.md). Development and
 * tests may run so.
 */
export async function assertDurable(db: Database, isProduction: boolean): Promise<void> {
  if (!isProduction) return;
  const off = await settingsOff(db);
  if (!off.length) return;
  throw new NotDurableError(
    `the database has ${off.map((s) => `${s} = off`).join(', ')}. In production (NODE_ENV=production) Kade ` +
      'refuses to run on a database that can lose acknowledged sales in a power cut. Turn ' +
      `${off.join(', ')} on in postgresql.conf (ALTER SYSTEM SET … = on, then reload), or leave DATABASE_URL unset to use the embedded PostgreSQL.`,
  );
}
