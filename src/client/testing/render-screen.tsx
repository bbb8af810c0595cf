/**
 * Component tests of whole screens: the screen renders with a React Query client, a router and the
 * signed-in user it needs, and talks to a fake API at the fetch level, so that its own query hooks
 * and mutations run as in the browser. Every request is recorded for the test to assert.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import type { CurrentUser } from '#shared/contracts/auth';
import { AUTH_PATHS } from '#shared/contracts/auth-paths';
import i18n, { NAMESPACES } from '#client/lib/i18n';
import { queryKeys } from '#client/lib/query-keys';

/** The shop every screen test signs in to. */
export const BUSINESS_ID = 3;

/** The shop's owner (an admin of an active business). */
export const OWNER: CurrentUser = {
  id: '0b6c3a3e-8a4f-4c1e-9d7b-2f5a6c7d8e90',
  email: 'owner@perera.lk',
  firstName: 'Nimal',
  lastName: 'Perera',
  role: 'admin',
  authProvider: 'local',
  profileImageUrl: null,
  locale: null,
  business: { id: BUSINESS_ID, name: 'Perera Stores', status: 'active', timeZone: 'Asia/Colombo' },
};

/** A cashier of the same shop. */
export const CASHIER: CurrentUser = {
  ...OWNER,
  id: '5d1f0e2a-3b4c-4d5e-8f60-718293a4b5c6',
  email: 'sunil@perera.lk',
  firstName: 'Sunil',
  lastName: 'Silva',
  role: 'cashier',
};

/** One request the screen made. `body` is the parsed JSON, or the FormData as sent. */
export type FakeRequest = {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
};

/** A route's answer: a value (200 JSON; undefined: 204), a Response, or a function of the request giving either. */
export type Reply = unknown;
/** 'METHOD /path' (any query string) or 'METHOD /path?query' (that query only) → the answer. */
export type Routes = Record<string, Reply>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(reply: Reply, req: FakeRequest): Response {
  const value = typeof reply === 'function' ? (reply as (r: FakeRequest) => unknown)(req) : reply;
  if (value instanceof Response) return value.clone();
  return value === undefined ? new Response(null, { status: 204 }) : json(200, value);
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (body == null) return undefined;
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** Requests no route answered in the current test: it fails with their list (setupScreenTests). */
let unmatched: string[] = [];

/**
 * Replaces fetch with a fake API for the rest of the test. GET /api/auth/user answers `user` (the
 * screens' useAuth asks again on mount). An unknown request gets a 404, and fails the test.
 */
export function fakeApi(routes: Routes, user: CurrentUser | null = OWNER) {
  const calls: FakeRequest[] = [];
  const all: Routes = { [`GET ${AUTH_PATHS.user}`]: user ?? json(401, { message: 'Unauthorized' }), ...routes };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const parsed = new URL(url, 'http://kade.test');
      const req: FakeRequest = {
        method: (init.method ?? 'GET').toUpperCase(),
        url: parsed.pathname + parsed.search,
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: new Headers(init.headers),
        body: parseBody(init.body),
      };
      calls.push(req);
      const key = [`${req.method} ${req.url}`, `${req.method} ${req.path}`].find((k) => k in all);
      if (key === undefined) {
        unmatched.push(`${req.method} ${req.url}`);
        return json(404, { message: 'Not found' });
      }
      return answer(all[key], req);
    }),
  );
  return {
    calls,
    /** The requests to `method path` (path without its query string). */
    requests: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** A StatCard's figure and caption, found by its title. */
export function statCard(title: string) {
  const cards = [...document.querySelectorAll('[data-slot="stat-card"]')];
  const card = cards.find((c) => c.querySelector('p')?.textContent === title);
  if (!card) throw new Error(`no stat card "${title}" among: ${cards.map((c) => c.querySelector('p')?.textContent).join(', ')}`);
  const [, value, caption] = [...card.querySelectorAll('p')].map((p) => p.textContent);
  return { value, caption };
}

/**
 * Registers what every screen test needs: the English texts of every namespace, and cleanup. A whole
 * screen loads its code and data and is driven by user-event: on a busy two-core machine that takes
 * seconds, so a test may take 15 and findBy / waitFor wait up to 5 (not 1).
 */
export function setupScreenTests() {
  vi.setConfig({ testTimeout: 15_000 });
  configure({ asyncUtilTimeout: 5000 });
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(NAMESPACES);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    const stray = unmatched;
    unmatched = [];
    if (stray.length > 0) throw new Error(`requests no route of the fake API answers:\n${stray.join('\n')}`);
  });
}

/**
 * Renders a screen at `url`, signed in `as` a user (null: a visitor), with the fake API of `routes`.
 * `user` is user-event's, `location()` where the screen has navigated to since.
 */
export function renderScreen(
  ui: ReactElement,
  { routes = {}, as = OWNER, url = '/' }: { routes?: Routes; as?: CurrentUser | null; url?: string } = {},
) {
  const api = fakeApi(routes, as);
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (as) qc.setQueryData(queryKeys.auth.user, as);
  const where = { current: url };
  function Location() {
    const { pathname, search } = useLocation();
    where.current = pathname + search;
    return null;
  }
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...api, qc, user: userEvent.setup({ delay: null }), location: () => where.current };
}
