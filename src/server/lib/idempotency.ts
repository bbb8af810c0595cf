/**
 * Idempotency-Key for every money-moving write that is not a sale
 * (docs/decisions/0012-idempotency-everywhere.md). A route wraps its write in a few lines:
 *
 *   async (req, reply) => idempotent(app.db, req, reply, { operation: 'debtor.payment', status: 201 },
 *     () => recordPayment(app.db, getTenant(req), req.params.id, req.body)),
 *
 * - No key: the write runs as it always did (the key is accepted, not required).
 * - A key: it is claimed FIRST in the request's own transaction (one per request, decision 0002).
 *   A concurrent request with the same key waits on the row until the first commits, then replays.
 * - The same key with the same operation, path and body: the first answer again (status and body,
 *   header `Idempotent-Replayed: true`), nothing written.
 * - The same key with anything else: 422 IDEMPOTENCY_KEY_REUSED.
 * A write that fails rolls its transaction back, the claim with it: a failed request may be retried
 * under the same key. Sales keep their own table (their claim is part of the sale's one statement).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '#shared/contracts/idempotency';
import type { Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { getTenant } from '../plugins/access';
import { AppError } from './app-error';

/** Keys are kept this long; a claim purges its business's older ones (no timer, no leader needed). */
export const IDEMPOTENCY_RETENTION_DAYS = 30;
/** A claim deletes at most this many expired keys, skipping rows another claim is deleting. */
const PURGE_BATCH = 100;

export interface IdempotentWrite {
  /** Names the write, e.g. 'grn.create': the same key may not be reused for another operation. */
  operation: string;
  /** The status a first (not replayed) answer is sent with. */
  status: number;
}

/** Reads the optional header: undefined when absent, 400 when malformed. */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || key === '') return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  return key;
}

/** Runs `write` at most once per Idempotency-Key and sends its answer (or the first one's). */
export async function idempotent<T>(
  db: Executor,
  req: FastifyRequest,
  reply: FastifyReply,
  options: IdempotentWrite,
  write: () => Promise<T>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(req);
  if (!key) return reply.status(options.status).send(await write());
  const { businessId } = getTenant(req);
  const requestHash = hashRequest(options.operation, req);
  const claimed = await claimKey(db, { businessId, key, operation: options.operation, requestHash });
  if (!claimed) return replay(db, reply, { businessId, key, requestHash });
  const body = await write();
  // Stored as JSON, as it is sent: a replay answers the very same body.
  const response = body === undefined ? null : (JSON.parse(JSON.stringify(body)) as unknown);
  await db.execute(sql`
    update ${idempotencyKeys} set status_code = ${options.status}, response = ${JSON.stringify(response)}::jsonb
    where business_id = ${businessId} and key = ${key}`);
  return reply.status(options.status).send(body);
}

type Claim = { businessId: number; key: string; operation: string; requestHash: string };

/**
 * Inserts the key (a concurrent insert of the same key waits here for the first to commit or roll
 * back) and, in the same statement, purges a batch of this business's expired keys.
 */
async function claimKey(db: Executor, c: Claim): Promise<boolean> {
  const result = await db.execute(sql`
    with purge as (
      delete from ${idempotencyKeys} where ctid in (
        select ctid from ${idempotencyKeys}
        where business_id = ${c.businessId} and key <> ${c.key}
          and created_at < now() - make_interval(days => ${IDEMPOTENCY_RETENTION_DAYS})
        limit ${PURGE_BATCH} for update skip locked)
    )
    insert into ${idempotencyKeys} (business_id, key, operation, request_hash)
    values (${c.businessId}, ${c.key}, ${c.operation}, ${c.requestHash})
    on conflict do nothing returning key`);
  return rowsOf(result).length > 0;
}

async function replay(db: Executor, reply: FastifyReply, c: Omit<Claim, 'operation'>): Promise<FastifyReply> {
  const [row] = rowsOf<{ request_hash: string; status_code: number | null; response: unknown }>(
    await db.execute(sql`
      select request_hash, status_code, response from ${idempotencyKeys}
      where business_id = ${c.businessId} and key = ${c.key}`),
  );
  if (!row || row.request_hash !== c.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  // Claimed and answered in one transaction, so a committed claim has its answer; kept as a guard.
  if (row.status_code == null) throw new AppError('REQUEST_IN_PROGRESS');
  reply.header('Idempotent-Replayed', 'true').status(row.status_code);
  return row.response == null ? reply.send() : reply.send(row.response);
}

/** The operation, path parameters, query and body, in a canonical JSON form (keys sorted). */
function hashRequest(operation: string, req: FastifyRequest): string {
  const canonical = canonicalJson({ operation, params: req.params ?? null, query: req.query ?? null, body: req.body ?? null });
  return createHash('sha256').update(canonical).digest('hex');
}

export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

function rowsOf<R = Record<string, unknown>>(result: unknown): R[] {
  const r = result as { rows?: R[] } | R[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}
