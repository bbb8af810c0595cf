import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '#shared/contracts/auth';
import { queryClient } from '#client/lib/query-client';
import { queryKeys } from '#client/lib/query-keys';
import { deviceDb } from '#client/features/offline/device-db';
import { loadSnapshot } from '#client/features/offline/snapshots';
import { saveDeviceTerminal, takeInvoiceNumber } from '#client/features/offline/terminal-store';
import '#client/features/offline/register';
import { tillLankaQrQuery } from '../api/get-till-lankaqr';
import { lankaqrReference } from './lankaqr-reference';

const user = { id: 'cashier-1', business: { id: 3 } } as unknown as CurrentUser;
const SAVED = { payload: '000201…', merchantName: 'KADE TEST SHOP', merchantCity: 'COLOMBO' };
const terminal = (over: { invoicePrefix?: string; lastNumber?: number } = {}) =>
  saveDeviceTerminal({
    businessId: 3,
    terminalId: 1,
    code: 'T1',
    name: 'Till',
    deviceId: 'd',
    invoicePrefix: 'INV-',
    lastNumber: 0,
    offlineLimitHours: 12,
    ...over,
  });

beforeEach(async () => {
  await Promise.all([deviceDb.snapshots.clear(), deviceDb.terminals.clear()]);
  queryClient.setQueryData(queryKeys.auth.user, user);
});
afterEach(() => vi.unstubAllGlobals());

describe('the till’s LankaQR offline', () => {
  it('is kept on the device and answered from it when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(SAVED), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const fresh = () => queryClient.fetchQuery({ ...tillLankaQrQuery(3), staleTime: 0, retry: false });
    await expect(fresh()).resolves.toEqual(SAVED);
    await vi.waitFor(async () => expect((await loadSnapshot('lankaqr', 'cashier-1@3'))?.data).toEqual(SAVED));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fresh()).resolves.toEqual(SAVED);
  });
});

describe('the reference a sale’s LankaQR carries', () => {
  it('at a registered terminal: the next number of its series, the one the sale takes', async () => {
    await terminal({ lastNumber: 41 });
    expect(await lankaqrReference(3)).toBe('INV-T1-000042');
    expect((await takeInvoiceNumber(3)).invoiceNumber).toBe('INV-T1-000042');
    expect(await lankaqrReference(3)).toBe('INV-T1-000043');
  });

  it('elsewhere (or with a prefix too long for 25 characters): a short reference from a sale-attempt key', async () => {
    const key = () => 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    expect(await lankaqrReference(3, key)).toBe('S-A1B2C3D4E5');
    await terminal({ invoicePrefix: 'KADE-COLOMBO-MAIN-STREET-' });
    expect(await lankaqrReference(3, key)).toBe('S-A1B2C3D4E5');
  });
});
