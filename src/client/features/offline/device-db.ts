/**
 * The device's own database (docs/decisions/0016-offline-till.md): IndexedDB through Dexie, 'kade-device'. It keeps
 * what the till needs when the connection is gone: the till's snapshots, this browser's terminal,
 * the outbox of writes still to send, the sales made here, and small facts (`meta`).
 */
import Dexie, { type EntityTable } from 'dexie';
import type { DeviceSale, DeviceTerminal, OutboxItem } from './types';

/** One saved answer (a catalogue, a customer list), per user and business (`scope`). */
export type SnapshotRow = { id: string; name: string; scope: string; data: unknown; version?: string; savedAt: number };
export type MetaRow = { key: string; value: unknown };

export type KadeDeviceDb = Dexie & {
  snapshots: EntityTable<SnapshotRow, 'id'>;
  outbox: EntityTable<OutboxItem, 'seq'>;
  deviceSales: EntityTable<DeviceSale, 'key'>;
  terminals: EntityTable<DeviceTerminal, 'businessId'>;
  meta: EntityTable<MetaRow, 'key'>;
};

export const DEVICE_DB_NAME = 'kade-device';

function openDeviceDb(): KadeDeviceDb {
  const db = new Dexie(DEVICE_DB_NAME) as KadeDeviceDb;
  db.version(1).stores({
    snapshots: 'id, [name+scope]',
    // `key` unique: the same write queued twice is one item. [state+seq]: the engine's next item,
    // and the header's counts (one index fewer to keep up on each of a sync's writes).
    outbox: '++seq, &key, [state+seq]',
    deviceSales: 'key, [businessId+invoiceNumber], [businessId+soldAt], shiftKey',
    terminals: 'businessId',
    meta: 'key',
  });
  return db;
}

export const deviceDb: KadeDeviceDb = openDeviceDb();

/** The outbox items in one state, in `seq` order. */
export const outboxInState = (state: OutboxItem['state']) =>
  deviceDb.outbox.where('[state+seq]').between([state, Dexie.minKey], [state, Dexie.maxKey]);

export async function getMeta<T>(key: string): Promise<T | undefined> {
  return (await deviceDb.meta.get(key))?.value as T | undefined;
}

export async function setMeta(key: string, value: unknown): Promise<void> {
  await deviceDb.meta.put({ key, value });
}
