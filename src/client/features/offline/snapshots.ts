/**
 * The till's data on the device (docs/decisions/0016-offline-till.md): the last answer of each query the till needs
 * offline, per user and business, so a cashier's and an owner's never mix.
 */
import { deviceDb } from './device-db';

const rowId = (name: string, scope: string) => `${name}|${scope}`;

/** The scope of a signed-in user's snapshots. */
export const snapshotScope = (userId: string, businessId: number | null | undefined) => `${userId}@${businessId ?? 0}`;

export async function saveSnapshot<T>(name: string, scope: string, data: T, version?: string): Promise<void> {
  await deviceDb.snapshots.put({ id: rowId(name, scope), name, scope, data, version, savedAt: Date.now() });
}

export async function loadSnapshot<T>(name: string, scope: string): Promise<{ data: T; version?: string; savedAt: number } | undefined> {
  const row = await deviceDb.snapshots.get(rowId(name, scope));
  if (!row) return undefined;
  return { data: row.data as T, version: row.version, savedAt: row.savedAt };
}

/** Saves only when the version differs from the kept one (a 5 MB catalogue is not rewritten for nothing). */
export async function saveSnapshotIfChanged<T>(name: string, scope: string, data: T, version: string): Promise<boolean> {
  const row = await deviceDb.snapshots.get(rowId(name, scope));
  if (row?.version === version) return false;
  await saveSnapshot(name, scope, data, version);
  return true;
}

export async function deleteSnapshot(name: string, scope: string): Promise<void> {
  await deviceDb.snapshots.delete(rowId(name, scope));
}
