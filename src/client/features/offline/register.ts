/**
 * Imported once by main.tsx: tells lib where the device store is, without loading it (IndexedDB and
 * Dexie come in their own chunk, the first time a query saves or needs a snapshot).
 */
import { setDeviceSnapshots } from '#client/lib/offline-snapshot';

setDeviceSnapshots(() => import('./device-snapshots').then((m) => m.deviceSnapshots));
