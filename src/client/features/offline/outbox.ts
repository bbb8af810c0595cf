/**
 * The outbox (docs/decisions/0016-offline-till.md): writes made on the device, kept in IndexedDB in the order they
 * were made until the server has them. sync.ts sends them; this module queues and reads them.
 */
import { liveQuery } from 'dexie';
import { shopNow } from '#client/lib/shop-time';
import { deviceDb, outboxInState } from './device-db';
import type { OutboxItem } from './types';

export type NewOutboxItem = Pick<OutboxItem, 'businessId' | 'userId' | 'kind' | 'key' | 'body' | 'dependsOn' | 'label'>;

/** Queues a write; the same key twice is the first item (a double tap is one sale). */
export async function enqueue(item: NewOutboxItem): Promise<OutboxItem> {
  const queued = await deviceDb.transaction('rw', deviceDb.outbox, async () => {
    const existing = await deviceDb.outbox.where('key').equals(item.key).first();
    if (existing) return existing;
    const row: OutboxItem = {
      ...item,
      createdAt: shopNow().toISOString(),
      state: 'queued',
      attempts: 0,
      nextAttemptAt: 0,
    };
    const seq = await deviceDb.outbox.add(row);
    return { ...row, seq: seq as number };
  });
  return queued;
}

export async function getOutboxItem(key: string): Promise<OutboxItem | undefined> {
  return deviceDb.outbox.where('key').equals(key).first();
}

const isOutcome = (item: OutboxItem | undefined) => item?.state === 'done' || item?.state === 'problem';

/** Resolves with the item once it is done or a problem, or undefined after `timeoutMs`. */
export function waitForOutcome(key: string, timeoutMs: number): Promise<OutboxItem | undefined> {
  return new Promise((resolve) => {
    let settled = false;
    // The clock starts first: the subscription below may answer at once, and then stops it.
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    const finish = (item: OutboxItem | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Unsubscribed on the next turn: the subscription may answer synchronously, before it exists.
      setTimeout(() => sub.unsubscribe(), 0);
      resolve(item);
    };
    const sub = liveQuery(() => getOutboxItem(key)).subscribe({
      next: (item) => isOutcome(item) && finish(item),
      error: () => finish(undefined),
    });
  });
}

/** Try to send now (right after a sale is queued, or when the connection comes back). */
export function kickSync(): void {
  void import('./sync').then((m) => m.runSync()).catch(() => undefined);
}

/** Everything not done yet, oldest first (the header's list). */
export async function listPending(businessId?: number): Promise<OutboxItem[]> {
  const states = await Promise.all((['queued', 'sending', 'problem'] as const).map((s) => outboxInState(s).toArray()));
  const items = states.flat().sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  return businessId === undefined ? items : items.filter((i) => i.businessId === businessId);
}
