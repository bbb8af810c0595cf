/** The outbox's counts for the header (sync-status.ts loads this, and Dexie with it, when idle). */
import { liveQuery } from 'dexie';
import { outboxInState } from './device-db';

export type OutboxCounts = { waiting: number; problems: number };

export async function readCounts(): Promise<OutboxCounts> {
  const [waiting, problems] = await Promise.all([
    Promise.all([outboxInState('queued').count(), outboxInState('sending').count()]).then(([q, s]) => q + s),
    outboxInState('problem').count(),
  ]);
  return { waiting, problems };
}

/** Calls `onCounts` now and after every change of the outbox (liveQuery hears other tabs' writes too); answers a stop. */
export function watchCounts(onCounts: (c: OutboxCounts) => void): () => void {
  const sub = liveQuery(readCounts).subscribe({ next: onCounts, error: () => undefined });
  return () => sub.unsubscribe();
}
