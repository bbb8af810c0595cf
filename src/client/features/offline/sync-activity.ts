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

let runsEnded = 0;

/**
 * How many of the engine's runs have ended on this page, sending or not. The header's badge carries
 * it (data-sync-runs), so a check that a run sent nothing can wait for the run rather than a time.
 */
export const syncRunsEnded = () => runsEnded;

export function endSyncRun(): void {
  runsEnded++;
  listeners.forEach((l) => l());
}
