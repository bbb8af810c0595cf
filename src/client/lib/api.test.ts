import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api';

describe('API errors carry the server words, not the status', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a 409 reads as the server message; status and code stay apart', async () => {
    const body = { message: 'A customer with this phone number already exists', code: 'CONFLICT' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 409, headers: { 'content-type': 'application/json' } })),
    );
    const err = await api.post('/api/x', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const apiErr = err as ApiError;
    expect(apiErr.message).toBe('A customer with this phone number already exists');
    expect(`Failed to create customer: ${apiErr.message}`).not.toMatch(/409/);
    expect(apiErr.status).toBe(409);
    expect(apiErr.code).toBe('CONFLICT');
  });

  it('a body without JSON falls back to its text, then the status text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502, statusText: 'Bad Gateway' })),
    );
    const err = (await api.get('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe('Bad Gateway');
    expect(err.status).toBe(502);
  });
});
