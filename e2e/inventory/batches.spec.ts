import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

// Batches at the till: the batch a sale takes first (first-expiring-first-out) has
// expired, so the till warns before payment and asks an admin's PIN; with it the sale is recorded
// and the expired batch is the one sold.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('an expired batch at the till asks for an admin’s PIN before payment', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const b = me.business.id as number;
  expect((await page.request.put(`/api/businesses/${b}/users/${me.id}/pin`, { data: { pin: '4826' } })).status()).toBe(204);
  const tag = randomUUID().slice(0, 6);
  const sku = `SYR-${tag}`;
  const product = await (
    await page.request.post(`/api/businesses/${b}/products`, {
      data: { name: `Cough Syrup ${tag}`, sku, sellingPrice: 650, stock: 0, vatRate: 0, tracksBatches: true },
    })
  ).json();
  const supplier = await (await page.request.post(`/api/businesses/${b}/suppliers`, { data: { name: `Pharma ${tag}` } })).json();
  const order = await (
    await page.request.post('/api/purchase-orders', {
      data: { supplierId: supplier.id, status: 'approved', items: [{ productId: product.id, quantity: 10, unitPrice: 400 }] },
    })
  ).json();
  const grn = await page.request.post('/api/goods-received-notes', {
    data: {
      purchaseOrderId: order.id,
      receivedDate: inDays(-60),
      items: [
        { productId: product.id, receivedQuantity: 2, batchNumber: 'OLD-1', expiryDate: inDays(-3) },
        { productId: product.id, receivedQuantity: 8, batchNumber: 'NEW-2', expiryDate: inDays(300) },
      ],
    },
  });
  expect(grn.status(), await grn.text()).toBe(201);

  await page.goto('/pos');
  const search = page.getByPlaceholder('Search products or scan barcode...');
  await search.fill(sku.toLowerCase());
  await search.press('Enter');
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  // The till warns before sending anything: the batch sold first expired (its catalogue says when).
  await expect(approval).toContainText(`Cough Syrup ${tag}: the batch sold first expired on ${inDays(-3)}`);
  await approval.getByLabel('Manager', { exact: true }).selectOption(me.id);
  await approval.getByLabel('PIN', { exact: true }).fill('1111');
  await approval.getByRole('button', { name: 'Approve sale' }).click();
  await expect(approval.getByText('That PIN is not right')).toBeVisible();
  await approval.getByLabel('PIN', { exact: true }).fill('4826');
  await approval.getByRole('button', { name: 'Approve sale' }).click();
  await expect(approval).toBeHidden();
  await expect(page.getByTestId('receipt')).toContainText('LKR 650.00');

  const report = await (await page.request.get(`/api/businesses/${b}/batches/expiry?bucket=expired`)).json();
  const old = report.batches.find((x: { batchNumber: string }) => x.batchNumber === 'OLD-1');
  expect(old.quantity).toBe(1);
});
