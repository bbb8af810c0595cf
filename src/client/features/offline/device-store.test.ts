import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { deviceDb } from './device-db';
import { findDeviceSale, listDeviceSales, saveDeviceSale } from './device-sales';
import { loadSnapshot, saveSnapshot, saveSnapshotIfChanged, snapshotScope } from './snapshots';
import { forgetDeviceTerminal, getDeviceId, getDeviceTerminal, saveDeviceTerminal, takeInvoiceNumber } from './terminal-store';
import { offlineAllowed } from './sync-status';
import type { DeviceSale, DeviceTerminal } from './types';

const terminal: DeviceTerminal = {
  businessId: 3,
  terminalId: 11,
  code: 'T1',
  name: 'Front',
  deviceId: 'dev-1',
  invoicePrefix: 'INV-',
  lastNumber: 41,
  offlineLimitHours: 12,
};

beforeEach(async () => {
  await Promise.all([deviceDb.terminals.clear(), deviceDb.snapshots.clear(), deviceDb.deviceSales.clear(), deviceDb.meta.clear()]);
});

describe('terminal store', () => {
  it('keeps one device id', async () => {
    const id = await getDeviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await getDeviceId()).toBe(id);
  });

  it('takeInvoiceNumber never repeats, also when taken at once', async () => {
    await saveDeviceTerminal(terminal);
    const taken = await Promise.all(Array.from({ length: 50 }, () => takeInvoiceNumber(3)));
    const numbers = taken.map((t) => t.number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers[0]).toBe(42);
    expect(numbers[49]).toBe(91);
    expect(taken.find((t) => t.number === 42)?.invoiceNumber).toBe('INV-T1-000042');
  });

  it('a save with an older last number does not wind the series back', async () => {
    await saveDeviceTerminal(terminal);
    await takeInvoiceNumber(3);
    await saveDeviceTerminal({ ...terminal, lastNumber: 10 });
    expect((await takeInvoiceNumber(3)).number).toBe(43);
    // Another terminal registered on this browser starts from its own server number.
    await saveDeviceTerminal({ ...terminal, terminalId: 12, code: 'T2', lastNumber: 5 });
    expect((await takeInvoiceNumber(3)).invoiceNumber).toBe('INV-T2-000006');
  });

  it('forgets the terminal; a browser without one cannot number', async () => {
    await saveDeviceTerminal(terminal);
    await forgetDeviceTerminal(3);
    expect(await getDeviceTerminal(3)).toBeNull();
    await expect(takeInvoiceNumber(3)).rejects.toThrow();
  });
});

describe('snapshots', () => {
  it('round-trip per name and scope; a cashier’s and an owner’s stay apart', async () => {
    await saveSnapshot('pos', snapshotScope('owner', 3), { products: [1, 2] }, 'v1');
    await saveSnapshot('pos', snapshotScope('cashier', 3), { products: [9] }, 'v9');
    expect(await loadSnapshot('pos', snapshotScope('owner', 3))).toMatchObject({ data: { products: [1, 2] }, version: 'v1' });
    expect(await loadSnapshot('pos', snapshotScope('cashier', 3))).toMatchObject({ data: { products: [9] } });
    expect(await loadSnapshot('pos', snapshotScope('owner', 4))).toBeUndefined();
  });

  it('saves again only when the version changed', async () => {
    expect(await saveSnapshotIfChanged('pos', 's', { a: 1 }, 'v1')).toBe(true);
    expect(await saveSnapshotIfChanged('pos', 's', { a: 2 }, 'v1')).toBe(false);
    expect((await loadSnapshot('pos', 's'))?.data).toEqual({ a: 1 });
    expect(await saveSnapshotIfChanged('pos', 's', { a: 3 }, 'v2')).toBe(true);
    expect((await loadSnapshot('pos', 's'))?.data).toEqual({ a: 3 });
  });
});

describe('device sales', () => {
  const sale = (key: string, invoiceNumber: string, soldAt: string, shiftKey?: string) =>
    ({ key, businessId: 3, invoiceNumber, soldAt, shiftKey, synced: false, sale: {}, request: {} }) as unknown as DeviceSale;

  it('finds by invoice number and lists by time and shift', async () => {
    await saveDeviceSale(sale('a', 'INV-T1-000001', '2026-11-24T08:00:00.000Z', 'shift-1'));
    await saveDeviceSale(sale('b', 'INV-T1-000002', '2026-11-24T09:00:00.000Z', 'shift-2'));
    await saveDeviceSale({ ...sale('c', 'INV-T1-000003', '2026-11-24T10:00:00.000Z'), businessId: 4 });
    expect((await findDeviceSale(3, 'INV-T1-000002'))?.key).toBe('b');
    expect(await findDeviceSale(4, 'INV-T1-000002')).toBeUndefined();
    expect((await listDeviceSales(3)).map((s) => s.key)).toEqual(['a', 'b']);
    expect((await listDeviceSales(3, { since: '2026-11-24T08:30:00.000Z' })).map((s) => s.key)).toEqual(['b']);
    expect((await listDeviceSales(3, { shiftKey: 'shift-1' })).map((s) => s.key)).toEqual(['a']);
  });
});

describe('offlineAllowed', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it.each([
    ['within the limit', terminal, now - 11 * 3_600_000, true],
    ['at the limit', terminal, now - 12 * 3_600_000, true],
    ['past the limit', terminal, now - 12 * 3_600_000 - 1, false],
    ['never online on this device', terminal, null, false],
    ['not a terminal', null, now, false],
  ] as const)('%s', (_name, t, last, allowed) => expect(offlineAllowed(t, last, now)).toBe(allowed));
});
