import { expect, test } from '@playwright/test';
import { addProduct, newShop, post, registerThisBrowser, sellForCash, serverSales } from './offline-helpers';

// Two tills offline at once (decision 0016 §2): two tills, each its own terminal, both offline,
// both sell the shop's last unit. Both sales are kept (the goods have left the shop), stock goes to
// −1, and the owner sees one stock exception on the dashboard.

test('two tills offline sell the last unit: both sales kept, stock −1, one exception for the owner', async ({ page, browser, context }) => {
  test.setTimeout(180_000);
  const { businessId: b, account } = await newShop(page, browser);
  const last = await addProduct(page, b, 'Last Kithul Treacle', 900, 1);
  await post(page, `/api/businesses/${b}/terminals`, { code: 'T1', name: 'Front counter' });
  await post(page, `/api/businesses/${b}/terminals`, { code: 'T2', name: 'Back counter' });
  await registerThisBrowser(page, 'T1');

  // The second till: another browser, the same owner signed in, registered as T2.
  const other = await browser.newContext();
  const page2 = await other.newPage();
  expect((await page2.request.post('/api/auth/login', { data: { email: account.email, password: account.password } })).status()).toBe(200);
  await registerThisBrowser(page2, 'T2');

  await context.setOffline(true);
  await other.setOffline(true);
  await sellForCash(page, [last.barcode], 'INV-T1-000001');
  await sellForCash(page2, [last.barcode], 'INV-T2-000001');
  await expect(page.getByTestId('sync-status')).toHaveText('Offline · 1 waiting');
  await expect(page2.getByTestId('sync-status')).toHaveText('Offline · 1 waiting');

  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveText('Online', { timeout: 30_000 });
  await other.setOffline(false);
  await expect(page2.getByTestId('sync-status')).toHaveText('Online', { timeout: 30_000 });
  await other.close();

  expect((await serverSales(page, b)).map((s) => s.invoiceNumber).sort()).toEqual(['INV-T1-000001', 'INV-T2-000001']);
  const products = (await (await page.request.get(`/api/businesses/${b}/products`)).json()) as
    { id: number; stock: number }[] | { products: { id: number; stock: number }[] };
  const list = Array.isArray(products) ? products : products.products;
  expect(list.find((p) => p.id === last.id)?.stock).toBe(-1);
  const exceptions = await (await page.request.get(`/api/businesses/${b}/sale-exceptions`)).json();
  expect(exceptions.openCount).toBe(1);
  expect(exceptions.exceptions).toMatchObject([{ kind: 'oversold', invoiceNumber: 'INV-T2-000001', productId: last.id }]);

  // The owner sees it on the dashboard, in words.
  await page.goto('/');
  await expect(page.getByText('Offline sales to check')).toBeVisible();
  await expect(page.getByText(/Sold 1 of Last Kithul Treacle with 0 in stock/)).toBeVisible();
});
