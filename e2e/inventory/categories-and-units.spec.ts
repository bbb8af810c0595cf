import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

test('categories are renamed and deleted; counted units show no decimals; search finds a barcode', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const tag = Date.now().toString(36);
  const category = `Snacks ${tag}`;
  expect((await page.request.post(`/api/businesses/${me.business.id}/categories`, { data: { name: category } })).status()).toBe(201);
  const product = `Murukku Pack ${tag}`;
  const barcode = `4790${String(Date.now()).slice(-9)}`;
  const res = await page.request.post(`/api/businesses/${me.business.id}/products`, {
    data: { name: product, barcode, category, sellingPrice: 1250, stock: 8, unit: 'pieces' },
  });
  expect(res.status()).toBe(201);

  await page.goto('/inventory');
  await page.getByLabel('Search products').fill(barcode);
  const row = page.getByRole('row', { name: new RegExp(product) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  // 8 pieces, not 8.000; the price stays on one line
  // Cells: image, product, category, stock, status, buying price, selling price.
  await expect(row.getByRole('cell').nth(3)).toHaveText('8 pieces');
  const price = row.getByRole('cell').nth(6);
  expect(await price.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap');

  await page.getByRole('button', { name: 'Manage Categories' }).click();
  const list = page.getByRole('dialog', { name: 'Categories' });
  await list.getByRole('button', { name: `Rename ${category}` }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Category' });
  await rename.getByLabel('Category Name *').fill(`Savoury ${tag}`);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category renamed')).toBeVisible();
  await expect(list.getByText(`Savoury ${tag}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row).toContainText(`Savoury ${tag}`);

  await page.getByRole('button', { name: 'Manage Categories' }).click();

  await list.getByRole('button', { name: `Delete Savoury ${tag}` }).click();
  await expect(page.getByText('Its 1 product stays in your inventory, without a category.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`Savoury ${tag} deleted; 1 product is now without a category`)).toBeVisible();
  await expect(list.getByText(`Savoury ${tag}`)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(row).toBeVisible();
  await expect(row).not.toContainText(`Savoury ${tag}`);
});
