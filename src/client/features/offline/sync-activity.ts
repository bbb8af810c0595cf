/** Whether the outbox engine is sending right now (its own module: the header reads it without loading the engine). */
let syncing = false;
const listeners = new Set<() => void>();

export const isSyncing = () => syncing;

export function setSyncing(value: boolean): void {
  if (syncing === value) return;
  syncing = value;
  listeners.forEach((l) => l());
}

export function onSyncingChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
