import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

// Script and markup typed by users (product and customer names) must show as text in the SPA and
// on receipts: no element is created from it and no script runs.
const PAYLOAD = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;

test('script payloads in product and customer names render as text in inventory, the till and the receipt', async ({ page }) => {
  page.on('dialog', () => {
    throw new Error('a dialog opened: user text ran as script');
  });
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const name = `Evil ${Date.now().toString(36)} ${PAYLOAD}`;
  const product = await page.request.post(`/api/businesses/${me.business.id}/products`, {
    data: { name, sku: `XSS-${Date.now().toString(36)}`, sellingPrice: 10, stock: 5, vatRate: 0 },
  });
  expect(product.status()).toBe(201);

  await page.goto('/inventory');
  await page.getByLabel('Search products').fill('Evil');
  await expect(page.getByText(name).first()).toBeVisible();

  await page.goto('/pos');
  await page.getByPlaceholder('Search products or scan barcode...').fill('Evil');
  await page.getByRole('button', { name: `Add ${name} to cart` }).click();
  await page.getByRole('button', { name: 'Credit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer Information' });
  await dialog.getByLabel('Customer Name *').fill(`Mallory ${PAYLOAD}`);
  await dialog.getByLabel('Phone Number *').fill(`07${Math.floor(10_000_000 + Math.random() * 89_999_999)}`);
  await dialog.getByRole('button', { name: 'Complete Credit Sale' }).click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText(name);
  await expect(receipt).toContainText(`Mallory ${PAYLOAD}`);

  // nothing from the payload became markup or ran
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
