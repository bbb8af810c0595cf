/**
 * The sales made on this device (docs/decisions/0016-offline-till.md): for a reprint, a return of a sale not yet
 * synced, and the device's own Z report.
 */
import Dexie from 'dexie';
import { deviceDb } from './device-db';
import type { DeviceSale } from './types';

export async function saveDeviceSale(s: DeviceSale): Promise<void> {
  await deviceDb.deviceSales.put(s);
}

export async function findDeviceSale(businessId: number, invoiceNumber: string): Promise<DeviceSale | undefined> {
  return deviceDb.deviceSales.where('[businessId+invoiceNumber]').equals([businessId, invoiceNumber]).first();
}

export async function getDeviceSale(key: string): Promise<DeviceSale | undefined> {
  return deviceDb.deviceSales.get(key);
}

/** Oldest first; `since` is an ISO time (soldAt at or after it). */
export async function listDeviceSales(businessId: number, opts: { shiftKey?: string; since?: string } = {}): Promise<DeviceSale[]> {
  const from = opts.since ?? Dexie.minKey;
  const sales = await deviceDb.deviceSales
    .where('[businessId+soldAt]')
    .between([businessId, from], [businessId, Dexie.maxKey], true, true)
    .toArray();
  return opts.shiftKey === undefined ? sales : sales.filter((s) => s.shiftKey === opts.shiftKey);
}

/** The server has the sale: its answer becomes the receipt's record. */
export async function markDeviceSaleSynced(key: string, sale: DeviceSale['sale']): Promise<void> {
  await deviceDb.deviceSales.update(key, { synced: true, sale });
}
