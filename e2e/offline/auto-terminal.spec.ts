import { expect, test } from '@playwright/test';
import { addProduct, newShop, sellForCash, serverSales, tillEnrolled, waitForServiceWorker, waitForSnapshots } from './offline-helpers';

// Terminals by default (decision 0016 §1): a browser that opens the till becomes a terminal with
// no one setting it up, so the first power cut finds it ready — it reloads with no network and
// sells, and the sale reaches the server once. A browser that is not a till (the shop asks first,
// and the owner said no) says so when it opens offline, instead of a sign-in form that cannot work.

test.use({ serviceWorkers: 'allow' });

test('a new browser opens the till, is till T1 without any set-up, reloads offline, sells, and the sale syncs once', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  const { businessId: b } = await newShop(page, browser);
  const rice = await addProduct(page, b, 'Samba Rice 1 kg', 250, 10);

  await page.goto('/pos');
  await tillEnrolled(page, 'T1');
  await page.screenshot({ path: '/tmp/till-enrolled-t1.png' });
  const list = await page.request.get(`/api/businesses/${b}/terminals`);
  const terminals = (await list.json()).terminals as { code: string; name: string; registered: boolean }[];
  expect(terminals).toHaveLength(1);
  expect(terminals[0]).toMatchObject({ code: 'T1', registered: true });
  expect(terminals[0].name).toMatch(/Chrome/);
  await page.getByTestId('till-enrolled').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('till-enrolled')).toBeHidden();

  await waitForServiceWorker(page);
  // Reloaded, it is still T1 and says nothing more.
  await expect(page.getByTestId('till-terminal')).toHaveText('Till T1');
  await expect(page.getByTestId('till-enrolled')).toHaveCount(0);
  await waitForSnapshots(page, ['pos']);

  // The power goes: the page reloads with no network and the till still sells, in its own series.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByPlaceholder('Search products or scan barcode...')).toBeVisible();
  await expect(page.getByTestId('till-terminal')).toHaveText('Till T1');
  await sellForCash(page, [rice.barcode], 'INV-T1-000001');
  await expect(page.getByTestId('sync-status')).toHaveText('Offline · 1 waiting');

  const salePosts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/sales$/.test(new URL(r.url()).pathname)) salePosts.push(r.url());
  });
  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveText('Online', { timeout: 60_000 });
  const sales = await serverSales(page, b);
  expect(sales.map((s) => `${s.invoiceNumber} ${s.totalAmount}`)).toEqual(['INV-T1-000001 250']);
  expect(salePosts).toHaveLength(1);
  // No second terminal was made on the way (the reloads found this browser already T1).
  expect(((await (await page.request.get(`/api/businesses/${b}/terminals`)).json()).terminals as unknown[]).length).toBe(1);
});

test('with the shop asking first, a browser whose owner said no is not a till: offline it says so, with a retry', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  const { businessId: b } = await newShop(page, browser);
  const off = await page.request.post('/api/business-settings', { data: { autoRegisterTerminals: false } });
  expect(off.status(), await off.text()).toBe(200);

  await page.goto('/pos');
  const prompt = page.getByTestId('till-enrol-prompt');
  await expect(prompt).toContainText('Make this browser till T1? It can then keep selling when the power or the connection goes.', {
    timeout: 30_000,
  });
  await expect(prompt.getByRole('button', { name: 'Make it T1' })).toBeVisible();
  await prompt.getByRole('button', { name: 'Not this browser' }).click();
  await expect(prompt).toBeHidden();

  // The "no" is kept on the device: reloaded, the till does not ask again, and no terminal was made.
  await waitForServiceWorker(page);
  await expect(page.getByPlaceholder('Search products or scan barcode...')).toBeVisible();
  // The till has read the kept "no" and everything else the question depends on, and did not ask.
  await expect(page.getByTestId('till-enrolment-settled')).toBeAttached();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByTestId('till-terminal')).toHaveCount(0);
  expect((await (await page.request.get(`/api/businesses/${b}/terminals`)).json()).terminals).toEqual([]);

  // Offline and reloaded: not the sign-in form, but what is going on.
  await context.setOffline(true);
  await page.reload();
  const offline = page.getByTestId('offline-not-till');
  await expect(offline.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(offline).toContainText('You are offline. This browser is not a till yet, so it cannot sell offline.');
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/offline-not-a-till.png' });
  const retry = offline.getByRole('button', { name: 'Try again' });
  await retry.click();
  await expect(offline).toBeVisible();

  // The connection is back: Try again opens the till, still signed in.
  await context.setOffline(false);
  await retry.click();
  await expect(page.getByPlaceholder('Search products or scan barcode...')).toBeVisible({ timeout: 20_000 });
  await expect(offline).toHaveCount(0);
});
