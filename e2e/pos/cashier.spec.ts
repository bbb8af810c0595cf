import { expect, test } from '@playwright/test';
import { aCashier, aProduct, signedIn, signInAs } from '../support/kit';

test('a cashier sells at the till (no sidebar) and the owner sees the stock go down', async ({ page, browser }) => {
  const { shop } = await signedIn(page, 'owner', { modules: ['pos', 'inventory'] });
  await aProduct(shop, { name: 'Highland Yoghurt', sku: 'HY-80', sellingPrice: 80, stock: 10 });
  const cashier = await aCashier(shop, { firstName: 'Nimali' });

  const ctx = await browser.newContext();
  const till = await ctx.newPage();
  await signInAs(till, cashier);
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

  const inv = await (await page.request.get(`/api/businesses/${shop.businessId}/inventory`)).json();
  expect(inv.products[0].stock).toBe(7);
});
