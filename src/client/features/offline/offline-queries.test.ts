import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '#shared/contracts/auth';
import { currentUserQuery } from '#client/lib/auth';
import { recordAnswer } from '#client/lib/last-online';
import { queryClient } from '#client/lib/query-client';
import { queryKeys } from '#client/lib/query-keys';
import { posQuery, posVersion } from '../pos/api/pos-query';
import { deviceDb } from './device-db';
import { loadSnapshot } from './snapshots';
import { saveDeviceTerminal } from './terminal-store';
import './register';

const user = {
  id: 'cashier-1',
  email: 'c@example.com',
  firstName: 'Nimal',
  lastName: null,
  role: 'cashier',
  authProvider: 'pin',
  profileImageUrl: null,
  locale: null,
  business: { id: 3, name: 'Shop', status: 'active', timeZone: 'Asia/Colombo' },
} as unknown as CurrentUser;

let server: 'up' | 'down' | '401' = 'up';
const fetchUser = () => new QueryClient().fetchQuery(currentUserQuery);
const savedUser = () => loadSnapshot<CurrentUser>('auth.user', 'device');

beforeEach(async () => {
  await Promise.all([deviceDb.snapshots.clear(), deviceDb.terminals.clear()]);
  server = 'up';
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (server === 'down') throw new TypeError('Failed to fetch');
      if (server === '401')
        return new Response(JSON.stringify({ message: 'Not signed in' }), { status: 401, headers: { 'content-type': 'application/json' } });
      return new Response(JSON.stringify(user), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  await saveDeviceTerminal({
    businessId: 3,
    terminalId: 1,
    code: 'T1',
    name: 'Till',
    deviceId: 'd',
    invoicePrefix: 'INV-',
    lastNumber: 0,
    offlineLimitHours: 12,
  });
  await expect(fetchUser()).resolves.toMatchObject({ id: 'cashier-1' });
  await vi.waitFor(async () => expect(await savedUser()).toBeDefined());
});
afterEach(() => vi.unstubAllGlobals());

describe('currentUserQuery offline', () => {
  it('returns the saved user on a network error within the offline limit', async () => {
    server = 'down';
    await expect(fetchUser()).resolves.toMatchObject({ id: 'cashier-1', business: { id: 3 } });
  });

  it('rethrows past the offline limit', async () => {
    recordAnswer(Date.now() - 13 * 3_600_000);
    server = 'down';
    await expect(fetchUser()).rejects.toThrow(TypeError);
  });

  it('rethrows on a browser that is not a terminal', async () => {
    await deviceDb.terminals.clear();
    server = 'down';
    await expect(fetchUser()).rejects.toThrow(TypeError);
  });

  it('never falls back on a 401, and forgets the saved user', async () => {
    server = '401';
    await expect(fetchUser()).rejects.toMatchObject({ status: 401 });
    expect(await savedUser()).toBeUndefined();
    server = 'down';
    await expect(fetchUser()).rejects.toThrow(TypeError);
  });
});

describe('the till’s catalogue offline', () => {
  const pos = (price: number) => ({
    products: [{ id: 1, name: 'Tea', price, stock: 5 }],
    pricing: {},
    business: {},
    categories: [],
    recentSales: [],
  });

  it('answers from the device’s copy on a network error, per user', async () => {
    queryClient.setQueryData(queryKeys.auth.user, user);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(pos(100)), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const fresh = () => queryClient.fetchQuery({ ...posQuery(3), staleTime: 0, retry: false });
    await expect(fresh()).resolves.toMatchObject({ products: [{ price: 100 }] });
    await vi.waitFor(async () => expect((await loadSnapshot('pos', 'cashier-1@3'))?.data).toMatchObject({ products: [{ price: 100 }] }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fresh()).resolves.toMatchObject({ products: [{ price: 100 }] });
    // Another user on the same device has no copy: the error stands.
    queryClient.setQueryData(queryKeys.auth.user, { ...user, id: 'owner-1' });
    await expect(fresh()).rejects.toThrow(TypeError);
  });

  it('a repricing changes the version, a refetch with nothing new does not', () => {
    const a = posVersion(pos(100) as never);
    expect(posVersion(pos(100) as never)).toBe(a);
    expect(posVersion(pos(120) as never)).not.toBe(a);
  });
});
