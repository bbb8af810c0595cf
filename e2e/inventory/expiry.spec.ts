import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

// A GRN line of a product that tracks batches records its batch number and
// expiry (the fields show only for such products); the batch then appears in Inventory → Expiry,
// valued at cost, and the dashboard's card counts what expires this month.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('receive a GRN with a batch and its expiry, then see it in the expiry report', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const b = me.business.id as number;
  const tag = randomUUID().slice(0, 6);
  const product = await (
    await page.request.post(`/api/businesses/${b}/products`, {
      data: { name: `Amoxicillin 250mg ${tag}`, category: `Pharmacy ${tag}`, sellingPrice: 40, stock: 0, tracksBatches: true },
    })
  ).json();
  const plain = await (
    await page.request.post(`/api/businesses/${b}/products`, { data: { name: `Bandage ${tag}`, sellingPrice: 90, stock: 0 } })
  ).json();
  const supplier = await (await page.request.post(`/api/businesses/${b}/suppliers`, { data: { name: `Hemas ${tag}` } })).json();
  const order = await (
    await page.request.post('/api/purchase-orders', {
      data: {
        supplierId: supplier.id,
        status: 'approved',
        items: [
          { productId: product.id, quantity: 50, unitPrice: 25 },
          { productId: plain.id, quantity: 5, unitPrice: 60 },
        ],
      },
    })
  ).json();

  await page.goto('/procurement');
  await page.getByRole('button', { name: 'Create GRN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Goods Received Note' });
  await dialog.getByLabel('Purchase Order').selectOption({ label: `${order.orderNumber} — ${supplier.name}` });
  const rows = dialog.getByTestId('grn-item-row');
  // Only the batch-tracked product's line asks for its batch.
  await expect(rows.nth(1).getByLabel('Batch No.')).toHaveCount(0);
  await rows.nth(0).getByLabel('Batch No.').fill(`AMX-${tag}`);
  await rows.nth(0).getByLabel('Expiry date').fill(inDays(20));
  await dialog.getByRole('button', { name: 'Save GRN' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/inventory/expiry');
  await expect(page.getByRole('heading', { name: 'Expiry' })).toBeVisible();
  await page.getByLabel('Category').selectOption(`Pharmacy ${tag}`);
  const row = page.getByTestId('expiry-row').filter({ hasText: `Amoxicillin 250mg ${tag}` });
  await expect(row).toContainText(`AMX-${tag}`);
  await expect(row).toContainText('50');
  // 50 at a cost of 25: LKR 1,250.00, in the "within 30 days" bucket.
  await expect(row).toContainText('1,250.00');
  await expect(page.getByTestId('expiry-total-d30')).toContainText('1,250.00');
  await page.getByTestId('expiry-total-expired').click();
  await expect(page.getByTestId('expiry-row')).toHaveCount(0);
  await expect(page).toHaveURL(/bucket=expired/);

  // The same screen in Sinhala.
  await page.addInitScript(() => localStorage.setItem('kade.locale', 'si'));
  expect((await page.request.patch('/api/auth/user', { data: { locale: 'si' } })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'කල් ඉකුත්වීම' })).toBeVisible();
  expect((await page.request.patch('/api/auth/user', { data: { locale: 'en' } })).status()).toBe(200);
});
