import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

test('inventory: demo catalogue with stats and low-stock alert; edit, search and delete a product', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const name = `Ceylon Cashews ${Date.now().toString(36)}`;
  const sku = `CSH-${Date.now().toString(36)}`;
  const res = await page.request.post(`/api/businesses/${me.business.id}/products`, {
    data: { name, sku, sellingPrice: 1200, stock: 30, unit: 'pieces' },
  });
  expect(res.status()).toBe(201);

  await page.goto('/inventory');
  await expect(page.getByText('Manage your products and stock levels')).toBeVisible();
  for (const title of ['Total Products', 'Categories', 'Low Stock Items', 'Total Inventory Value']) {
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Low Stock Alert')).toBeVisible();
  // the demo shop's out-of-stock milk is in the alert
  await expect(page.getByRole('list', { name: 'Low Stock Alert' })).toContainText('Kotmale Fresh Milk 1L');

  // search by SKU
  await page.getByLabel('Search products').fill(sku);
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('N/A');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await dialog.getByLabel('Buying Price').fill('950');
  await dialog.getByLabel('Stock Quantity *').fill('4.000');
  await dialog.getByLabel('Reason for the stock change *').selectOption({ label: 'Count correction' });
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await expect(row).toContainText('LKR 950.00');
  await expect(row).toContainText('4 pieces');
  await expect(row).toContainText('Low Stock');

  await page.getByLabel('Search products').fill('no such product zzz');
  await expect(page.getByText('No products match your search criteria.')).toBeVisible();
  await page.getByLabel('Search products').fill(sku);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this product?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted successfully')).toBeVisible();
  await expect(page.getByText('No products found')).toBeVisible();
});
