/**
 * Someone using Kade's API in a test, with their own session: the same calls whether the test
 * drives the app in process (Vitest, `inject()`) or a running server over HTTP (Playwright's
 * specs, the bench). The session cookie an answer sets is sent with every later call, as a
 * browser would.
 */
import type { TestApp } from '#testing/test-app';

/** A parsed JSON answer: as loose as JSON.parse's, unless the caller names the contract's type. */
type Json = ReturnType<typeof JSON.parse>;

export interface Answer<T = Json> {
  status: number;
  body: T;
}

export interface Agent {
  get<T = Json>(path: string): Promise<Answer<T>>;
  /** A JSON body, or a FormData for a multipart upload. */
  post<T = Json>(path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer<T>>;
  put<T = Json>(path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer<T>>;
  delete<T = Json>(path: string, headers?: Record<string, string>): Promise<Answer<T>>;
  /** The cookies the server set (the session among them), for a browser context to take the session over. */
  cookies(): { name: string; value: string }[];
}

type Send = (
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
) => Promise<{ status: number; text: string; setCookie: string[] }>;

function agentOver(send: Send, cookie?: string): Agent {
  const jar = new Map<string, string>();
  if (cookie) jar.set(cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1));
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await send(method, path, body, cookie ? { cookie, ...headers } : headers);
    for (const set of res.setCookie) {
      const [pair] = set.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      // A cleared cookie (signed out) leaves the jar.
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(set)) jar.delete(name);
      else jar.set(name, value);
    }
    let parsed: unknown = res.text;
    try {
      parsed = res.text ? JSON.parse(res.text) : undefined;
    } catch {
      // Not JSON (a PDF, a CSV): the text as it came.
    }
    return { status: res.status, body: parsed as Json };
  };
  return {
    get: (path) => call('GET', path),
    post: (path, body, headers) => call('POST', path, body ?? {}, headers),
    put: (path, body, headers) => call('PUT', path, body ?? {}, headers),
    delete: (path, headers) => call('DELETE', path, undefined, headers),
    cookies: () => [...jar].map(([name, value]) => ({ name, value })),
  };
}

/** An agent of the app in this process (Vitest): every call is a Fastify `inject()`; `cookie` signs it in from the start. */
export function injectAgent(app: TestApp, cookie?: string): Agent {
  return agentOver(async (method, url, body, headers) => {
    const res = await app.inject({ method: method as 'GET', url, headers, ...(body === undefined ? {} : { payload: body as string }) });
    const raw = res.headers['set-cookie'];
    return { status: res.statusCode, text: res.body, setCookie: raw === undefined ? [] : Array.isArray(raw) ? raw : [raw] };
  }, cookie);
}

/** An agent of a server at `baseUrl` (Playwright's specs): every call is a real HTTP request. */
export function httpAgent(baseUrl: string): Agent {
  return agentOver(async (method, path, body, headers) => {
    const form = body instanceof FormData;
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: form || body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    return { status: res.status, text: await res.text(), setCookie: res.headers.getSetCookie() };
  });
}
