/** The device store as lib/offline-snapshot.ts sees it (registered by register.ts, loaded on first use). */
import type { DeviceSnapshots } from '../../lib/offline-snapshot';
import { lastOnlineAt } from '../../lib/last-online';
import { deleteSnapshot, loadSnapshot, saveSnapshot, saveSnapshotIfChanged } from './snapshots';
import { offlineAllowed } from './sync-status';
import { getDeviceTerminal } from './terminal-store';

export const deviceSnapshots: DeviceSnapshots = {
  saveSnapshot,
  saveSnapshotIfChanged,
  loadSnapshot,
  deleteSnapshot,
  offlineAllowedFor: async (businessId) => offlineAllowed(await getDeviceTerminal(businessId), lastOnlineAt()),
};
