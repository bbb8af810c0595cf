import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

// The installable, offline till (decision 0016 §3). The suite blocks service workers
// (playwright.config.ts); this spec is about them.
test.use({ serviceWorkers: 'allow' });

/** Width and height from a PNG's IHDR chunk (bytes 16–23). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

async function checkIcon(request: APIRequestContext, src: string, sizes: string) {
  const res = await request.get(src);
  expect(res.status(), src).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  const { width, height } = pngSize(await res.body());
  expect(`${width}x${height}`).toBe(sizes);
}

/** Resolves once a service worker controls the page: registered after the page's load, precached, activated, then a reload. */
async function waitForControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('Kade installs: the web manifest names it, starts at the till, and its icons load', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/);
  const res = await page.request.get('/manifest.webmanifest');
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = JSON.parse(await res.text());
  expect(manifest).toMatchObject({ name: 'Kade', short_name: 'Kade', start_url: '/pos', display: 'standalone' });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) await checkIcon(page.request, icon.src, icon.sizes);
  await checkIcon(page.request, (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!, '180x180');

  const sw = await page.request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-type']).toMatch(/javascript/);
});

test('the till opens with no network once it has been opened online', async ({ page, context }) => {
  await signInAsDemo(page);
  await page.goto('/pos');
  await expect(page.getByRole('heading', { name: 'Point of Sale' })).toBeVisible();
  await waitForControl(page);
  // The API is never the service worker's: it passed through to the server while online.
  const precached = await page.evaluate(async () =>
    (await Promise.all((await caches.keys()).map(async (k) => (await caches.open(k)).keys()))).flat().map((r) => new URL(r.url).pathname),
  );
  expect(precached).toContain('/index.html');
  expect(precached.some((p) => p.startsWith('/api'))).toBe(false);
  expect(precached.some((p) => /noto-sans-sinhala.*\.woff2$/.test(p))).toBe(true);
  expect(precached.some((p) => /noto-sans-tamil.*\.woff2$/.test(p))).toBe(true);
  expect(precached.some((p) => /\/assets\/pos-page-.*\.js$/.test(p))).toBe(true);

  await context.setOffline(true);
  const reloaded = await page.reload();
  // Answered by Kade's service worker from its precache, not the browser's "No internet" page.
  expect(reloaded?.fromServiceWorker()).toBe(true);
  expect(reloaded?.status()).toBe(200);
  await expect(page).toHaveTitle(/Kade/);
  // Kade's own screen renders with its styles, scripts and texts from the cache: the signed-in
  // shell's header, or the sign-in page while the device keeps no signed-in user (IndexedDB).
  await expect(page.getByText('Kade', { exact: true }).first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText('ERR_INTERNET_DISCONNECTED');

  // A server route is never answered with the app's page from the cache (navigateFallback's denylist).
  const api = await page.goto('/api/health').then(
    (res) => `answered ${res?.status()}`,
    (error: Error) => error.message,
  );
  expect(api).toContain('ERR_INTERNET_DISCONNECTED');
  await context.setOffline(false);
});
