import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

test('stock adjustments: an owner scans a product into a New adjustment, takes 2 out as damaged, and sees it listed with its value at cost', async ({
  page,
}) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const b = me.business.id;
  const tag = Date.now().toString(36);
  const name = `Coconut Oil 1L ${tag}`;
  const barcode = `20${Date.now().toString().slice(-10)}`;
  const res = await page.request.post(`/api/businesses/${b}/products`, {
    data: { name, barcode, sellingPrice: 950, buyingPrice: 720.5, stock: 30, unit: 'pieces' },
  });
  expect(res.status()).toBe(201);
  const productId = (await res.json()).id;

  await page.goto('/inventory/adjustments');
  await page.getByRole('button', { name: 'New adjustment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New adjustment' });
  // The scanner types the code and Enter, as at the till.
  await dialog.getByLabel('Product', { exact: true }).fill(barcode);
  await dialog.getByLabel('Product', { exact: true }).press('Enter');
  await expect(dialog.getByTestId('adjustment-product')).toContainText(`${name} — 30`);
  // Without a reason the dialog says why.
  await dialog.getByLabel(/^Quantity/).fill('2');
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(dialog.getByText('Say why the stock changed')).toBeVisible();
  await dialog.getByLabel('Reason').selectOption({ label: 'Damaged' });
  await dialog.getByLabel('Note').fill('Bottles cracked in delivery');
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(dialog).toBeHidden();

  // Listed (newest first) with its reason, note and value at cost: 2 × 720.50 taken out.
  await page.getByLabel('Product', { exact: true }).fill(name);
  const table = page.getByRole('table', { name: 'Stock adjustments' });
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('−2');
  await expect(row).toContainText('Damaged');
  await expect(row).toContainText('Bottles cracked in delivery');
  await expect(row).toContainText('720.50');
  await expect(row).toContainText('-1,441.00');
  await expect(page.getByTestId('adjustment-totals')).toContainText('-1,441.00');
  // A reason the list does not hold filters it away.
  await page.getByLabel('Reason').selectOption({ label: 'Found' });
  await expect(page.getByText('No adjustments')).toBeVisible();

  const product = (await (await page.request.get(`/api/businesses/${b}/products`)).json()).find((p: { id: number }) => p.id === productId);
  expect(product.stock).toBe(28);
});

test('stock adjustments: the owner writes off the demo’s expired cheese batch with reason Expired, and Expiry lists it no more', async ({
  page,
}) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const b = me.business.id as number;
  const name = 'Kotmale Cheese Slices 200g';
  const cheese = (await (await page.request.get(`/api/businesses/${b}/products`)).json()).find((p: { name: string }) => p.name === name);
  const held = await (await page.request.get(`/api/businesses/${b}/products/${cheese.id}/batches`)).json();
  const expired = held.batches.find((x: { batchNumber: string }) => x.batchNumber === 'KC-2610');
  expect(expired).toMatchObject({ expired: true });

  // Listed as expired before the write-off.
  await page.goto('/inventory/expiry?bucket=expired');
  await expect(page.getByTestId('expiry-row').filter({ hasText: 'KC-2610' })).toHaveCount(1);

  await page.goto('/inventory/adjustments');
  await page.getByRole('button', { name: 'New adjustment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New adjustment' });
  await dialog.getByLabel('Product', { exact: true }).fill(name);
  await dialog.getByLabel('Product', { exact: true }).press('Enter');
  await expect(dialog.getByTestId('adjustment-product')).toContainText(name);
  // Reason "Expired" picks the expired batch (the write-off); other reasons take the first to expire.
  await dialog.getByLabel('Reason').selectOption({ label: 'Damaged' });
  await expect(dialog.getByLabel('Batch', { exact: true }).locator('option:checked')).toHaveText('First to expire');
  await dialog.getByLabel('Reason').selectOption({ label: 'Expired' });
  await expect(dialog.getByLabel('Batch', { exact: true }).locator('option:checked')).toContainText('KC-2610');
  await expect(dialog.getByLabel('Batch', { exact: true }).locator('option:checked')).toContainText('expired');
  // More than the batch holds is refused before anything is sent.
  await dialog.getByLabel(/^Quantity/).fill(String(expired.quantity + 1));
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(dialog.getByText(`This batch holds only ${expired.quantity}`)).toBeVisible();
  await dialog.getByLabel(/^Quantity/).fill(String(expired.quantity));
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Product', { exact: true }).fill(name);
  const row = page.getByRole('table', { name: 'Stock adjustments' }).getByRole('row', { name: /KC-2610/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`−${expired.quantity}`);
  await expect(row).toContainText('Expired');

  await page.goto('/inventory/expiry?bucket=expired');
  await expect(page.getByRole('heading', { name: 'Expiry' })).toBeVisible();
  await expect(page.getByTestId('expiry-row').filter({ hasText: 'KC-2610' })).toHaveCount(0);
  const after = await (await page.request.get(`/api/businesses/${b}/products/${cheese.id}/batches`)).json();
  expect(after.batches.map((x: { batchNumber: string }) => x.batchNumber)).not.toContain('KC-2610');
});
