/** The device store as lib/offline-snapshot.ts sees it (registered by register.ts, loaded on first use). */
import type { DeviceSnapshots } from '#client/lib/offline-snapshot';
import { lastOnlineAt } from '#client/lib/last-online';
import type { SaleRequest } from '#shared/contracts/sales';
import { listPending } from './outbox';
import { deleteSnapshot, loadSnapshot, saveSnapshot, saveSnapshotIfChanged } from './snapshots';
import { offlineAllowed } from './sync-status';
import { getDeviceTerminal } from './terminal-store';

export const deviceSnapshots: DeviceSnapshots = {
  saveSnapshot,
  saveSnapshotIfChanged,
  loadSnapshot,
  deleteSnapshot,
  offlineAllowedFor: async (businessId) => offlineAllowed(await getDeviceTerminal(businessId), lastOnlineAt()),
  pendingSaleQuantities,
};

/** What the device sold that the server has not recorded yet: its saved catalogue's stock is before them. */
async function pendingSaleQuantities(businessId: number): Promise<Map<number, number>> {
  const sold = new Map<number, number>();
  for (const item of await listPending(businessId)) {
    if (item.kind !== 'sale') continue;
    for (const line of (item.body as SaleRequest).items) {
      const id = Number(line.productId);
      sold.set(id, (sold.get(id) ?? 0) + Number(line.quantity));
    }
  }
  return sold;
}
