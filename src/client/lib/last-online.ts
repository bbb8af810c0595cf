/**
 * When the device last reached the server, and whether the last request did (docs/decisions/0016-offline-till.md:
 * a cashier keeps selling until `offlineLimitHours` after it). No React, no Dexie: api.ts reports
 * every answer here, and the landing page must not pay for the device store.
 */
const STORAGE_KEY = 'kade.lastOnlineAt';
/** localStorage is written at most this often: a busy till answers many requests a second. */
const WRITE_EVERY_MS = 5_000;

let lastAt: number | null = null;
let written = 0;
let reached: boolean | null = null;
const listeners = new Set<() => void>();

function readStored(): number | null {
  try {
    const n = Number(globalThis.localStorage?.getItem(STORAGE_KEY));
    return Number.isFinite(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

/** The server answered (any status: it is reachable). */
export function recordAnswer(now = Date.now()): void {
  lastAt = now;
  if (now - written >= WRITE_EVERY_MS) {
    written = now;
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, String(now));
    } catch {
      // Private mode or a full store: the in-memory time still serves this page.
    }
  }
  setReached(true);
}

/** A request got no answer. */
export function recordNoAnswer(): void {
  setReached(false);
}

function setReached(value: boolean | null) {
  if (reached === value) return;
  reached = value;
  listeners.forEach((l) => l());
}

/** Epoch ms of the last answer from the server on this device, or null if none is known. */
export function lastOnlineAt(): number | null {
  return lastAt ?? (lastAt = readStored());
}

/** true / false after a request; null before any (or after the network came back). */
export const lastRequestReached = () => reached;
export const forgetLastRequest = () => setReached(null);

export function subscribeReached(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
