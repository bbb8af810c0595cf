import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { prefetchOpeningData } from './prefetch';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Answers the current user at once and holds every other request, recording what was asked. */
function stubServer(user: unknown) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      return url === '/api/auth/user' ? Promise.resolve(json(user)) : new Promise<Response>(() => undefined);
    }),
  );
  return asked;
}

const business = { id: 7, status: 'active', timeZone: 'Asia/Colombo' };

describe('prefetchOpeningData: the till does not wait for React to ask for its data', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it('on /pos, asks for the modules and the catalogue together as soon as the user is known', async () => {
    const asked = stubServer({ id: 'u1', role: 'owner', business });
    prefetchOpeningData('/pos');
    await vi.waitFor(() => expect(asked).toHaveLength(3));
    expect(asked).toEqual(['/api/auth/user', '/api/businesses/7/subscribed-modules', '/api/businesses/7/pos']);
  });

  it('a cashier opens the till on any path', async () => {
    const asked = stubServer({ id: 'u2', role: 'cashier', business });
    prefetchOpeningData('/');
    await vi.waitFor(() => expect(asked).toContain('/api/businesses/7/pos'));
  });

  it('another screen only gets the modules; a suspended business nothing more', async () => {
    const asked = stubServer({ id: 'u1', role: 'owner', business });
    prefetchOpeningData('/inventory');
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    queryClient.clear();
    const suspended = stubServer({ id: 'u1', role: 'owner', business: { ...business, status: 'suspended' } });
    prefetchOpeningData('/pos');
    await vi.waitFor(() => expect(suspended).toEqual(['/api/auth/user']));
    await new Promise((r) => setTimeout(r, 20));
    expect(suspended).toEqual(['/api/auth/user']);
    expect(asked).not.toContain('/api/businesses/7/pos');
  });
});
