import { expect, test } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { applyViaApi, approveViaApi, superAdminPage } from '../support/subscription-helpers';

test('a cashier sells at the till (no sidebar) and the owner sees the stock go down', async ({ page, browser }) => {
  await registerViaApi(page, { firstName: 'Amara', lastName: 'Dias' });
  const { businessId } = await applyViaApi(page, `Cashier Shop ${uniqueEmail('c').slice(2, 10)}`, [1, 2]);
  const admin = await superAdminPage(browser);
  await approveViaApi(admin.page, businessId);
  await admin.close();

  const product = await page.request.post(`/api/businesses/${businessId}/products`, {
    data: { name: 'Highland Yoghurt', sku: 'HY-80', sellingPrice: 80, stock: 10 },
  });
  expect(product.status()).toBe(201);
  const cashier = { email: uniqueEmail('cashier'), password: 'till-pass-1' };
  const created = await page.request.post(`/api/businesses/${businessId}/users`, {
    data: { ...cashier, firstName: 'Nimali', lastName: 'Till', role: 'cashier' },
  });
  expect(created.status()).toBe(201);

  const ctx = await browser.newContext();
  const till = await ctx.newPage();
  const login = await till.request.post('/api/auth/cashier/login', { data: cashier });
  expect(login.status()).toBe(200);
  await till.goto('/');
  await expect(till.getByRole('heading', { name: 'Point of Sale' })).toBeVisible();
  // The business's cashiers work in shifts (the default): the till asks for the opening float first.
  await till.getByTestId('shift-required').getByRole('button', { name: 'Open Shift' }).click();
  const open = till.getByRole('dialog', { name: 'Open a shift' });
  await open.getByLabel('Opening float (LKR)').fill('2500');
  await open.getByRole('button', { name: 'Open shift' }).click();
  await expect(till.getByTestId('shift-required')).toBeHidden();
  const search = till.getByPlaceholder('Search products or scan barcode...');
  await search.fill('hy-80');
  await search.press('Enter');
  await till.getByRole('button', { name: 'Increase quantity of Highland Yoghurt' }).click();
  await till.getByRole('button', { name: 'Increase quantity of Highland Yoghurt' }).click();
  await expect(till.getByRole('spinbutton', { name: 'Quantity of Highland Yoghurt' })).toHaveValue('3');
  await till.getByRole('button', { name: 'Card', exact: true }).click();
  await expect(till.getByText('Sale Completed')).toBeVisible();
  await expect(till.getByTestId('receipt')).toContainText('INV-000001');
  await expect(till.getByTestId('receipt')).toContainText('Card');
  await expect(till.getByTestId('receipt')).toContainText('Proprietor: Kamal Silva');
  await till.keyboard.press('Escape');
  await expect(till.getByRole('link', { name: /Inventory/ })).toHaveCount(0);
  await ctx.close();

  const inv = await (await page.request.get(`/api/businesses/${businessId}/inventory`)).json();
  expect(inv.products[0].stock).toBe(7);
});
