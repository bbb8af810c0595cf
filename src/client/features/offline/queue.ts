/**
 * The outbox's rules, pure (docs/decisions/0016-offline-till.md): which item goes next, how long a retry waits, and
 * what an answer means. sync.ts applies them; queue.test.ts pins them down.
 */
import { IDEMPOTENCY_MESSAGES } from '#shared/contracts/idempotency';
import type { OutboxItem } from './types';

export const BACKOFF_FIRST_MS = 1000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: 1 s, 2 s, 4 s … 5 min. */
export function backoffMs(attempts: number): number {
  if (attempts <= 0) return 0;
  // 2^19 s is far past the cap: no overflow for any attempt count.
  return Math.min(BACKOFF_FIRST_MS * 2 ** Math.min(attempts - 1, 19), BACKOFF_CAP_MS);
}

/**
 * The key of the item this one needs first: its `dependsOn`, else what its body names (a close's
 * or a cash movement's shift open, a return's sale), so a caller that forgot `dependsOn` still waits.
 */
export function dependencyOf(item: Pick<OutboxItem, 'dependsOn' | 'body'>): string | undefined {
  if (item.dependsOn) return item.dependsOn;
  const body = item.body as { openKey?: unknown; saleKey?: unknown } | null;
  if (typeof body?.openKey === 'string') return body.openKey;
  if (typeof body?.saleKey === 'string') return body.saleKey;
  return undefined;
}

export type NextPick =
  | { kind: 'send'; item: OutboxItem }
  /** The next item in order is in back-off: nothing goes before it (the order is kept). */
  | { kind: 'wait'; until: number }
  | { kind: 'idle' };

/**
 * The next item to send among the outbox's items: the first in `seq` order that is queued, whose
 * dependency is done. A problem does not hold up later items; an item whose dependency is not done
 * waits (it is skipped: what it needs comes earlier, or is a problem the owner sees).
 */
export function pickNext(items: readonly OutboxItem[], now: number): NextPick {
  const byKey = new Map(items.map((i) => [i.key, i]));
  const ordered = [...items].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  for (const item of ordered) {
    if (item.state !== 'queued' && item.state !== 'sending') continue;
    const needs = dependencyOf(item);
    if (needs !== undefined && byKey.get(needs)?.state !== 'done') continue;
    if (item.nextAttemptAt > now) return { kind: 'wait', until: item.nextAttemptAt };
    return { kind: 'send', item };
  }
  return { kind: 'idle' };
}

/** What came back from one attempt: a status with its error body, or no answer at all. */
export type Attempt = { status: number; code?: string; message?: string; retryAfterMs?: number } | { networkError: true; message?: string };

export type Verdict = 'done' | 'retry' | 'problem';

/** 2xx done (a replayed sale's 201 too); no answer, 5xx, 408, 429 retried; any other 4xx a problem. */
export function classify(attempt: Attempt): Verdict {
  if ('networkError' in attempt) return 'retry';
  const { status } = attempt;
  if (status >= 200 && status < 300) return 'done';
  if (status >= 500 || status === 408 || status === 429) return 'retry';
  // The same key still being written by an earlier attempt: its answer will come on the next try.
  if (status === 409 && isInProgress(attempt)) return 'retry';
  return 'problem';
}

const isInProgress = (a: { code?: string; message?: string }) =>
  a.code === 'REQUEST_IN_PROGRESS' || a.code === 'SALE_IN_PROGRESS' || a.message === IDEMPOTENCY_MESSAGES.inProgress;

/** The item after an attempt: done with its result, a problem kept with its error, or queued again after a back-off (at least the server's Retry-After). */
export function applyVerdict(item: OutboxItem, attempt: Attempt, result: unknown, now: number): OutboxItem {
  const verdict = classify(attempt);
  const attempts = item.attempts + 1;
  if (verdict === 'done') return { ...item, state: 'done', attempts, result, lastError: undefined, nextAttemptAt: 0 };
  const lastError = {
    status: 'status' in attempt ? attempt.status : 0,
    ...('code' in attempt && attempt.code ? { code: attempt.code } : {}),
    message: attempt.message ?? '',
  };
  if (verdict === 'problem') return { ...item, state: 'problem', attempts, lastError, nextAttemptAt: 0 };
  // A busy server's Retry-After is a floor: the back-off never retries sooner than it asked.
  const wait = Math.max(backoffMs(attempts), ('retryAfterMs' in attempt && attempt.retryAfterMs) || 0);
  return { ...item, state: 'queued', attempts, lastError, nextAttemptAt: now + Math.min(wait, BACKOFF_CAP_MS) };
}
