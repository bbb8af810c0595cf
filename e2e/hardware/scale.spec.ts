import { expect, test } from '@playwright/test';
import { newShop, post, registerThisBrowser, waitForServiceWorker, waitForSnapshots } from '../offline/offline-helpers';
import { signInAsDemo } from '../support/accounts';

// Weighing-scale barcodes at the till. The owner gives a product sold by the kg
// its scale item code (PLU) in the product form; a keyboard-wedge scanner then types the scale's
// labels into the till's search box with Enter (the default rules: 21 weight, 23 price).

test('a scale label typed into the till adds the weighed product: a weight, a price, a bad check digit, an unknown PLU', async ({
  page,
}) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const name = `Scale Beans ${Date.now().toString(36)}`;
  // Exempt: no VAT whatever the demo shop's tax configuration, so the line is the label's price.
  const created = await page.request.post(`/api/businesses/${me.business.id}/products`, {
    data: { name, sellingPrice: 480, stock: 50, unit: 'kg', taxCategory: 'exempt' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/inventory');
  await page.getByLabel('Search products').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await dialog.getByLabel('Scale item code (PLU)').fill('12345');
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(dialog).toBeHidden();
  const id = ((await created.json()) as { id: number }).id;
  const list = (await (await page.request.get(`/api/businesses/${me.business.id}/products`)).json()) as { id: number; scaleCode: string }[];
  expect(list.find((p) => p.id === id)?.scaleCode).toBe('12345');

  await page.goto('/pos');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search products' });
  const quantity = page.getByRole('spinbutton', { name: `Quantity of ${name}` });
  const total = page.getByTestId('cart-total');

  // 21 + 12345 + 00750 g + check digit: 0.750 kg × LKR 480.00 = LKR 360.00.
  await search.fill('2112345007502');
  await search.press('Enter');
  await expect(quantity).toHaveValue(/^0\.750?$/);
  await expect(total).toHaveText('LKR 360.00');
  await expect(search).toHaveValue('');

  // 23 + 12345 + LKR 100.00: the nearest gram is 0.208 kg (LKR 99.84), added to the same line.
  await search.fill('2312345100009');
  await search.press('Enter');
  await expect(quantity).toHaveValue('0.958');
  await expect(total).toHaveText('LKR 459.84');

  // A misread label (its check digit wrong) adds nothing and says so.
  await search.fill('2112345007503');
  await search.press('Enter');
  await expect(page.getByText('This scale label did not read correctly (its check digit is wrong): scan it again')).toBeVisible();
  await expect(quantity).toHaveValue('0.958');

  // A PLU no product has.
  await search.fill('2154321007502');
  await search.press('Enter');
  await expect(page.getByText('No product with scale code 54321')).toBeVisible();
  await expect(total).toHaveText('LKR 459.84');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the shop’s own rules reach the till and still read labels with no network after a reload', async ({ page, browser, context }) => {
    test.setTimeout(120_000);
    const { businessId: b } = await newShop(page, browser);
    await post(page, `/api/businesses/${b}/products`, {
      name: 'Loose Sugar',
      sellingPrice: 480,
      stock: 20,
      unit: 'kg',
      taxCategory: 'exempt',
      scaleCode: '4321',
    });
    // Only a 22 layout with a 4-digit PLU and a 6-digit weight: the default 21 labels no longer read.
    const rules = await page.request.put(`/api/businesses/${b}/scale-barcodes`, {
      data: { rules: [{ prefix: '22', itemDigits: 4, kind: 'weight', decimals: 3 }] },
    });
    expect(rules.status()).toBe(200);
    await post(page, `/api/businesses/${b}/terminals`, { code: 'T1', name: 'Front counter' });
    await registerThisBrowser(page, 'T1');
    await waitForServiceWorker(page);
    await waitForSnapshots(page, ['pos', 'scale-barcodes']);

    await context.setOffline(true);
    await page.reload();
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await expect(search).toBeVisible();
    await expect(page.getByTestId('till-terminal')).toHaveText('Till T1');

    // 22 + 4321 + 000750 g + check digit.
    await search.fill('2243210007508');
    await search.press('Enter');
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Loose Sugar' })).toHaveValue(/^0\.750?$/);
    await expect(page.getByTestId('cart-total')).toHaveText('LKR 360.00');
    // A default-layout label is an unknown code under these rules.
    await search.fill('2112345007502');
    await search.press('Enter');
    await expect(page.getByText('No product with barcode or SKU "2112345007502"')).toBeVisible();
  });
});
