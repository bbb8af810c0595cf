import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '#scripts/client-build';
import { createTestApp, type TestContext } from '#testing/test-app';
import { registerJsonCompression } from './compression';

// A client build in miniature: index.html, hashed assets (with the build's Brotli/gzip siblings) and the real robots.txt.
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'kade-static-'));
const SCRIPT = `export const greeting = ${JSON.stringify('ආයුබෝවන් '.repeat(400))};\n`;
const STYLE = `.card{padding:1rem}\n`.repeat(200);

let ctx: TestContext;
beforeAll(async () => {
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script>',
  );
  writeFileSync(path.join(clientDir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(path.join(clientDir, 'assets', 'index-Ef56Gh78.css'), STYLE);
  copyFileSync(path.resolve(import.meta.dirname, '../../../public/robots.txt'), path.join(clientDir, 'robots.txt'));
  await precompress(clientDir);
  ctx = await createTestApp({ clientDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const decoded = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
};

describe('unknown paths', () => {
  it('serves a real robots.txt that keeps crawlers out of signed-in pages and the API', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    for (const path of ['/api/', '/pos', '/inventory', '/dashboard', '/settings', '/super-admin'])
      expect(res.body).toContain(`Disallow: ${path}`);
    expect(res.body).not.toContain('<!doctype html>');
  });

  it.each([
    '/assets/x.js',
    '/assets/index-Ab12Cd34.js.map',
    '/.env',
    '/wp-login.php',
    '/backup.sql',
    '/inventory/export.csv',
    '/.kade-build.json',
  ])('answers 404 for a missing file %s, not index.html', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('does not expose the prebuilt siblings by their own names', async () => {
    expect((await get('/assets/index-Ab12Cd34.js.br')).statusCode).toBe(404);
    expect((await get('/assets/index-Ab12Cd34.js.gz')).statusCode).toBe(404);
  });

  it.each(['/', '/inventory', '/pos', '/no-such-page', '/a/b/c?x=1.2'])('keeps the SPA fallback for the page route %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('compressed, cached assets', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ])('with Accept-Encoding "%s" sends the prebuilt %s file of a hashed asset, immutable for a year', async (accept, encoding) => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 3);
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('compresses CSS too, and sends identity when nothing is accepted', async () => {
    const css = await get('/assets/index-Ef56Gh78.css', { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBe('br');
    expect(decoded(css)).toBe(STYLE);
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
  });
});

describe('compressed JSON answers', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])('compresses a large JSON answer for "%s" as %s', async (accept, encoding) => {
    const res = await get('/api/docs/openapi.json', { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    const json = JSON.parse(decoded(res));
    expect(json).toHaveProperty('openapi');
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(json).length / 3);
  });

  it('sends identity when compression is not accepted, and leaves small answers alone', async () => {
    const plain = await get('/api/docs/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('openapi');
    const small = await get('/api/auth/providers', { 'accept-encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('devLogin');
  });

  it('never compresses an answer twice (the till keeps its own gzipped catalogue) nor a write', async () => {
    const app = Fastify();
    registerJsonCompression(app);
    const big = JSON.stringify({ rows: Array.from({ length: 500 }, (_, i) => ({ i, name: `Product ${i}` })) });
    app.get('/own', (_req, reply) =>
      reply.header('Content-Type', 'application/json').header('Content-Encoding', 'gzip').send(gzipSync(big)),
    );
    app.post('/write', (_req, reply) => reply.header('Content-Type', 'application/json').send(big));
    const own = await app.inject({ method: 'GET', url: '/own', headers: { 'accept-encoding': 'br, gzip' } });
    expect(own.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(own.rawPayload).toString()).toBe(big);
    const write = await app.inject({ method: 'POST', url: '/write', headers: { 'accept-encoding': 'br, gzip' } });
    expect(write.headers['content-encoding']).toBeUndefined();
    await app.close();
  });
});
