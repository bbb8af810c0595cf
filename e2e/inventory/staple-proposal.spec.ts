import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

test('a new product filed under a staple food is proposed exempt, and the tax panel lists a standard-rated staple for review', async ({
  page,
}) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const b = me.business.id as number;
  const tag = Date.now().toString(36);

  // The dialog proposes exempt for the demo's "Rice & Grains", and standard again for "Household".
  await page.goto('/inventory');
  await page.getByRole('button', { name: 'Add Product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await dialog.getByLabel('Product Name *').fill(`Suduru Samba ${tag}`);
  await dialog.getByLabel('Category', { exact: true }).selectOption('Rice & Grains');
  await expect(dialog.getByLabel('Tax Category')).toHaveValue('exempt');
  await expect(dialog.getByText(/Proposed exempt/)).toBeVisible();
  await dialog.getByLabel('Category', { exact: true }).selectOption('Household');
  await expect(dialog.getByLabel('Tax Category')).toHaveValue('standard');
  await dialog.getByLabel('Category', { exact: true }).selectOption('Rice & Grains');
  await expect(dialog.getByLabel('VAT Rate (%)')).toHaveCount(0);
  await dialog.getByLabel('Selling Price *').fill('320');
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(dialog).toBeHidden();
  const all = (await (await page.request.get(`/api/businesses/${b}/products`)).json()) as { name: string; taxCategory: string }[];
  expect(all.find((p) => p.name === `Suduru Samba ${tag}`)?.taxCategory).toBe('exempt');

  // One the owner keeps standard-rated shows on the tax panel's alerts for review.
  const crackers = `Rice Crackers ${tag}`;
  const made = await page.request.post(`/api/businesses/${b}/products`, {
    data: { name: crackers, category: 'Rice & Grains', sellingPrice: 250, stock: 5, taxCategory: 'standard' },
  });
  expect(made.status()).toBe(201);
  await page.goto('/tax-panel');
  await page.getByRole('tab', { name: 'Alerts' }).click();
  const card = page.getByTestId('staple-review');
  await expect(card).toContainText('Staple foods charged VAT');
  await expect(card).toContainText(crackers);
  await expect(card).not.toContainText(`Suduru Samba ${tag}`);
});
