import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

test('stock history: an owner adjusts a product’s stock with a reason and sees it, with the balance, in its stock history', async ({
  page,
}) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const name = `Kithul Treacle ${Date.now().toString(36)}`;
  const res = await page.request.post(`/api/businesses/${me.business.id}/products`, {
    data: { name, sellingPrice: 850, stock: 24, unit: 'pieces' },
  });
  expect(res.status()).toBe(201);

  await page.goto('/inventory');
  await page.getByLabel('Search products').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await dialog.getByLabel('Stock Quantity *').fill('21');
  // A changed stock asks why; saving without a reason is refused on the field.
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(dialog.getByText('Say why the stock changed')).toBeVisible();
  await dialog.getByLabel('Reason for the stock change *').selectOption({ label: 'Damaged' });
  await dialog.getByLabel('Note').fill('Cracked bottles');
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await expect(row).toContainText('21 pieces');

  await row.getByRole('button', { name: `Stock history of ${name}` }).click();
  const history = page.getByRole('dialog', { name: `Stock history — ${name}` });
  const rows = history.getByRole('table', { name: 'Stock movements' }).getByRole('row');
  await expect(rows).toHaveCount(3); // header, the adjustment, the opening stock
  const adjustment = rows.nth(1);
  await expect(adjustment).toContainText('Adjustment');
  await expect(adjustment).toContainText('−3');
  await expect(adjustment.getByRole('cell').nth(3)).toHaveText('21');
  await expect(adjustment).toContainText('Damaged — Cracked bottles');
  await expect(adjustment).toContainText('Nimal Perera');
  const opening = rows.nth(2);
  await expect(opening).toContainText('Opening stock');
  await expect(opening.getByRole('cell').nth(2)).toHaveText('+24');
  await expect(opening.getByRole('cell').nth(3)).toHaveText('24');
  await expect(history.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});
