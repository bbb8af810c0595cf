import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

test('the owner cannot price above the MRP: the dialog says so on the price, and the fixed product shows its MRP', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const name = `Marie Biscuits ${Date.now().toString(36)}`;
  const res = await page.request.post(`/api/businesses/${me.business.id}/products`, {
    data: { name, sellingPrice: 500, stock: 10, unit: 'pieces' },
  });
  expect(res.status()).toBe(201);

  await page.goto('/inventory');
  await page.getByLabel('Search products').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('MRP');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await dialog.getByLabel('MRP (Maximum Retail Price)').fill('450');
  await dialog.getByLabel('Tax Category').selectOption({ label: 'Exempt' });
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(dialog.getByText('Selling price cannot exceed the MRP')).toBeVisible();
  await expect(dialog.getByLabel('Selling Price *')).toHaveAttribute('aria-invalid', 'true');

  // the server refuses it too, whatever the form does
  const direct = await page.request.put(`/api/products/${(await res.json()).id}`, {
    data: { name, sellingPrice: 500, mrp: 450, stock: 10 },
  });
  expect(direct.status()).toBe(400);
  expect((await direct.json()).fieldErrors.sellingPrice).toEqual(['Selling price cannot exceed the MRP']);

  await dialog.getByLabel('Selling Price *').fill('450');
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('LKR 450.00');
  await expect(row).toContainText('MRP LKR 450.00');

  const saved = (await (await page.request.get(`/api/businesses/${me.business.id}/products`)).json()).find(
    (p: { name: string }) => p.name === name,
  );
  expect(saved).toMatchObject({ sellingPrice: 450, mrp: 450, taxCategory: 'exempt' });
});
