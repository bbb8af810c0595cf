/**
 * The till's queries keep working offline (docs/decisions/0016-offline-till.md): each answer is
 * saved on the device, off the hot path (once the opening screen has its data and the browser is
 * idle, lib/idle.ts), and a request that gets no answer returns the saved one.
 * The device store (IndexedDB, features/offline) is loaded only when needed and registered by the
 * app at start (`setDeviceSnapshots`): lib never imports a feature, and the landing page never
 * pays for Dexie.
 */
import type { CurrentUser } from '#shared/contracts/auth';
import { ApiError } from './api';
import { afterOpening } from './idle';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';

export type DeviceSnapshots = {
  saveSnapshot: (name: string, scope: string, data: unknown, version?: string) => Promise<void>;
  saveSnapshotIfChanged: (name: string, scope: string, data: unknown, version: string) => Promise<boolean>;
  loadSnapshot: (name: string, scope: string) => Promise<{ data: unknown; version?: string; savedAt: number } | undefined>;
  deleteSnapshot: (name: string, scope: string) => Promise<void>;
  /** This device is a terminal of the business and last reached the server within its offline limit. */
  offlineAllowedFor: (businessId: number) => Promise<boolean>;
  /** Product id → quantity sold on this device and not yet on the server (its outbox's sales). */
  pendingSaleQuantities: (businessId: number) => Promise<Map<number, number>>;
};

let loader: (() => Promise<DeviceSnapshots>) | null = null;

export function setDeviceSnapshots(load: () => Promise<DeviceSnapshots>): void {
  loader = load;
}

export async function deviceSnapshots(): Promise<DeviceSnapshots | null> {
  if (!loader) return null;
  try {
    return await loader();
  } catch {
    // No IndexedDB (a private window in some browsers): the app works online as before.
    return null;
  }
}

/** A request that got no answer: fetch's TypeError, an abort, a timeout (never an ApiError, which has a status). */
export function isNetworkError(err: unknown): boolean {
  if (err instanceof ApiError) return false;
  if (err instanceof TypeError) return true;
  const name = (err as { name?: string } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError' || name === 'NetworkError';
}

/** The signed-in user's snapshots (a cashier's and an owner's never mix), or null when no one is known. */
export function currentScope(businessId?: number): string | null {
  const user = queryClient.getQueryData<CurrentUser>(queryKeys.auth.user);
  if (!user) return null;
  return `${user.id}@${businessId ?? user.business?.id ?? 0}`;
}

type SnapshotOptions<T> = {
  businessId?: number;
  /** A cheap fingerprint of the answer: saved only when it changed. */
  versionOf?: (data: T) => string;
  /** Brings the saved answer up to date with what the device did since (sales still in its outbox). */
  offline?: (saved: T, store: DeviceSnapshots) => Promise<T>;
};

/** Fetches; on success saves the answer for later, on no answer returns the saved one (else rethrows). */
export async function withOfflineSnapshot<T>(name: string, fetcher: () => Promise<T>, opts: SnapshotOptions<T> = {}): Promise<T> {
  const scope = currentScope(opts.businessId);
  try {
    const data = await fetcher();
    if (scope) afterOpening(() => void saveLater(name, scope, data, opts.versionOf));
    return data;
  } catch (err) {
    if (!scope || !isNetworkError(err)) throw err;
    const store = await deviceSnapshots();
    const saved = await store?.loadSnapshot(name, scope);
    if (!store || !saved) throw err;
    return opts.offline ? opts.offline(saved.data as T, store) : (saved.data as T);
  }
}

async function saveLater<T>(name: string, scope: string, data: T, versionOf?: (data: T) => string) {
  const store = await deviceSnapshots();
  if (!store) return;
  if (versionOf) await store.saveSnapshotIfChanged(name, scope, data, versionOf(data)).catch(() => undefined);
  else await store.saveSnapshot(name, scope, data).catch(() => undefined);
}

const USER_SNAPSHOT = 'auth.user';
/** The last signed-in user is the device's, not a user's: it is what a reload offline signs in as. */
const DEVICE_SCOPE = 'device';

/**
 * Set while a user is saved on the device: a visitor's 401 (the landing page, the sign-in page) then
 * has nothing to forget and never loads the device store (Dexie) for it.
 */
const USER_SAVED_FLAG = 'kade.deviceUser';

function userSavedFlag(on?: boolean): boolean {
  try {
    if (on === true) localStorage.setItem(USER_SAVED_FLAG, '1');
    if (on === false) localStorage.removeItem(USER_SAVED_FLAG);
    return localStorage.getItem(USER_SAVED_FLAG) === '1';
  } catch {
    // No storage: assume a user may be saved, so one is never left behind.
    return true;
  }
}

export function rememberUser(user: CurrentUser): void {
  userSavedFlag(true);
  afterOpening(() => void deviceSnapshots().then((s) => s?.saveSnapshot(USER_SNAPSHOT, DEVICE_SCOPE, user).catch(() => undefined)));
}

export async function forgetUser(): Promise<void> {
  if (!userSavedFlag()) return;
  await (await deviceSnapshots())?.deleteSnapshot(USER_SNAPSHOT, DEVICE_SCOPE).catch(() => undefined);
  userSavedFlag(false);
}

/**
 * After a failed /auth/user: the saved user when the request got no answer and this device may
 * still sell offline (a terminal within its offline limit); otherwise the error. A 401 signs out
 * for good: the saved user goes.
 */
export async function offlineUser(err: unknown): Promise<CurrentUser> {
  if (!isNetworkError(err)) {
    if (err instanceof ApiError && err.status === 401) await forgetUser();
    throw err;
  }
  const store = await deviceSnapshots();
  const saved = (await store?.loadSnapshot(USER_SNAPSHOT, DEVICE_SCOPE).catch(() => undefined))?.data as CurrentUser | undefined;
  const businessId = saved?.business?.id;
  if (!store || !saved || businessId === undefined || !(await store.offlineAllowedFor(businessId))) throw err;
  return saved;
}
