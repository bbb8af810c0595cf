import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '#scripts/client-build';
import { createTestApp, type TestContext } from '#testing/test-app';

// The offline till's files as the build writes them (vite-plugin-pwa, docs/decisions/0016-offline-till.md): the
// service worker and its Workbox runtime at the root, next to the web manifest and the icons.
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'kade-pwa-'));
const MANIFEST = { name: 'Kade', short_name: 'Kade', start_url: '/pos', display: 'standalone', icons: [] };
const SW = `importScripts("./workbox-2fbc6a65.js");\n${'self.__precache.push("assets/x.js");\n'.repeat(100)}`;

let ctx: TestContext;
beforeAll(async () => {
  mkdirSync(path.join(clientDir, 'icons'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(clientDir, 'sw.js'), SW);
  writeFileSync(path.join(clientDir, 'workbox-2fbc6a65.js'), 'define([], function () {});\n'.repeat(100));
  writeFileSync(path.join(clientDir, 'manifest.webmanifest'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(clientDir, 'icons', 'kade-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  await precompress(clientDir);
  ctx = await createTestApp({ clientDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('the service worker and the web manifest', () => {
  it('serves /sw.js as JavaScript that the browser revalidates on every update check', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(SW);
  });

  it('serves the Workbox runtime as JavaScript, not the SPA', async () => {
    const res = await get('/workbox-2fbc6a65.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('serves /manifest.webmanifest as a web manifest', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toEqual(MANIFEST);
  });

  it('serves the icons as PNG', async () => {
    const res = await get('/icons/kade-192.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it.each(['/workbox-00000000.js', '/sw.js.map', '/icons/none.png'])('answers 404 for a missing %s, never index.html', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('lets the page register its own-origin worker and manifest (CSP)', async () => {
    const csp = String((await get('/pos')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
