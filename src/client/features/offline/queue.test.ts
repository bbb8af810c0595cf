import { describe, expect, it } from 'vitest';
import { applyVerdict, backoffMs, classify, dependencyOf, pickNext, type Attempt, type Verdict } from './queue';
import type { OutboxItem, OutboxState } from './types';

const item = (seq: number, state: OutboxState = 'queued', extra: Partial<OutboxItem> = {}): OutboxItem => ({
  seq,
  businessId: 1,
  userId: 'u1',
  kind: 'sale',
  key: `k${seq}`,
  body: {},
  label: `INV-${seq}`,
  createdAt: '2026-11-24T10:00:00.000Z',
  state,
  attempts: 0,
  nextAttemptAt: 0,
  ...extra,
});

describe('pickNext', () => {
  const now = 10_000;
  const cases: { name: string; items: OutboxItem[]; expected: string | { wait: number } | 'idle' }[] = [
    { name: 'nothing queued', items: [item(1, 'done'), item(2, 'set-aside')], expected: 'idle' },
    { name: 'the lowest seq first, whatever the array order', items: [item(3), item(1), item(2)], expected: 'k1' },
    { name: 'done items are passed over', items: [item(1, 'done'), item(2)], expected: 'k2' },
    { name: 'a problem does not block a later unrelated item', items: [item(1, 'problem'), item(2)], expected: 'k2' },
    {
      name: 'an item whose dependency is a problem waits; the next one goes',
      items: [item(1, 'problem'), item(2, 'queued', { dependsOn: 'k1' }), item(3)],
      expected: 'k3',
    },
    {
      name: 'an item whose dependency is done goes',
      items: [item(1, 'done'), item(2, 'queued', { dependsOn: 'k1' })],
      expected: 'k2',
    },
    {
      name: 'a dependency named only in the body (a close’s openKey) is waited for',
      items: [item(1, 'problem'), item(2, 'queued', { kind: 'shift.close', body: { openKey: 'k1' } }), item(3)],
      expected: 'k3',
    },
    {
      name: 'a dependency not in the list waits',
      items: [item(2, 'queued', { dependsOn: 'gone' })],
      expected: 'idle',
    },
    {
      name: 'the next item in back-off holds later ones (order is kept)',
      items: [item(1, 'queued', { nextAttemptAt: now + 500 }), item(2)],
      expected: { wait: now + 500 },
    },
    { name: 'back-off that has passed', items: [item(1, 'queued', { nextAttemptAt: now })], expected: 'k1' },
    { name: 'an item left sending (a closed tab) is sent again', items: [item(1, 'sending')], expected: 'k1' },
  ];
  it.each(cases)('$name', ({ items, expected }) => {
    const pick = pickNext(items, now);
    if (expected === 'idle') expect(pick).toEqual({ kind: 'idle' });
    else if (typeof expected === 'string') expect(pick.kind === 'send' && pick.item.key).toBe(expected);
    else expect(pick).toEqual({ kind: 'wait', until: expected.wait });
  });
});

describe('backoffMs', () => {
  it.each([
    [0, 0],
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [8, 128_000],
    [9, 256_000],
    [10, 300_000],
    [1000, 300_000],
  ])('after %i failed attempts waits %i ms', (attempts, ms) => expect(backoffMs(attempts)).toBe(ms));
});

describe('classify', () => {
  const cases: [string, Attempt, Verdict][] = [
    ['201 created', { status: 201 }, 'done'],
    ['200', { status: 200 }, 'done'],
    ['no answer', { networkError: true }, 'retry'],
    ['500', { status: 500 }, 'retry'],
    ['503', { status: 503 }, 'retry'],
    ['408', { status: 408 }, 'retry'],
    ['429', { status: 429 }, 'retry'],
    ['409 still in progress (same key)', { status: 409, code: 'REQUEST_IN_PROGRESS' }, 'retry'],
    ['400', { status: 400 }, 'problem'],
    ['403', { status: 403 }, 'problem'],
    ['404', { status: 404 }, 'problem'],
    ['409 another device', { status: 409, code: 'TERMINAL_OTHER_DEVICE' }, 'problem'],
    ['422', { status: 422, code: 'SOLD_AT_TOO_OLD' }, 'problem'],
    ['an unsendable item (status 0)', { status: 0, message: 'not on the sale' }, 'problem'],
  ];
  it.each(cases)('%s → %s', (_name, attempt, verdict) => expect(classify(attempt)).toBe(verdict));
});

describe('applyVerdict', () => {
  it('done keeps the answer and clears the last error', () => {
    const next = applyVerdict(item(1, 'sending', { lastError: { status: 500, message: 'x' } }), { status: 201 }, { id: 7 }, 0);
    expect(next).toMatchObject({ state: 'done', attempts: 1, result: { id: 7 } });
    expect(next.lastError).toBeUndefined();
  });
  it('a retry is queued again after the back-off, the attempt counted', () => {
    const next = applyVerdict(item(1, 'sending', { attempts: 2 }), { status: 503, message: 'down' }, undefined, 1000);
    expect(next).toMatchObject({ state: 'queued', attempts: 3, nextAttemptAt: 1000 + 4000, lastError: { status: 503, message: 'down' } });
  });
  it("a busy server's Retry-After is waited out when longer than the back-off, never shortened", () => {
    const busy = { status: 503, code: 'DATABASE_BUSY', message: 'busy' };
    expect(applyVerdict(item(1, 'sending'), { ...busy, retryAfterMs: 5000 }, undefined, 1000).nextAttemptAt).toBe(6000);
    expect(applyVerdict(item(1, 'sending', { attempts: 4 }), { ...busy, retryAfterMs: 2000 }, undefined, 0).nextAttemptAt).toBe(16_000);
    expect(applyVerdict(item(1, 'sending'), { ...busy, retryAfterMs: 86_400_000 }, undefined, 0).nextAttemptAt).toBe(5 * 60_000);
  });
  it('a refusal is a problem, kept with its error (never dropped)', () => {
    const next = applyVerdict(item(1, 'sending'), { status: 400, code: 'X', message: 'bad' }, undefined, 0);
    expect(next).toMatchObject({ state: 'problem', key: 'k1', lastError: { status: 400, code: 'X', message: 'bad' } });
  });
});

describe('dependencyOf', () => {
  it('dependsOn first, then the body’s openKey or saleKey', () => {
    expect(dependencyOf({ dependsOn: 'a', body: { openKey: 'b' } })).toBe('a');
    expect(dependencyOf({ body: { openKey: 'b' } })).toBe('b');
    expect(dependencyOf({ body: { saleKey: 'c' } })).toBe('c');
    expect(dependencyOf({ body: null })).toBeUndefined();
  });
});
