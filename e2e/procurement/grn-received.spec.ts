import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

test('a GRN starts at what is still to come; receiving nothing asks for a reason, which the GRN shows', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const b = me.business.id as number;
  const tag = randomUUID().slice(0, 6);
  const product = await (
    await page.request.post(`/api/businesses/${b}/products`, { data: { name: `Coconut Oil ${tag}`, sellingPrice: 900, stock: 0 } })
  ).json();
  const supplier = await (await page.request.post(`/api/businesses/${b}/suppliers`, { data: { name: `Lanka Oils ${tag}` } })).json();
  const order = await (
    await page.request.post('/api/purchase-orders', {
      data: { supplierId: supplier.id, status: 'approved', items: [{ productId: product.id, quantity: 10, unitPrice: 700 }] },
    })
  ).json();
  // an earlier delivery brought 4 of the 10
  const first = await page.request.post('/api/goods-received-notes', {
    data: { purchaseOrderId: order.id, receivedDate: '2026-11-20', items: [{ productId: product.id, receivedQuantity: 4 }] },
  });
  expect(first.status()).toBe(201);

  await page.goto('/procurement');
  await page.getByRole('button', { name: 'Create GRN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Goods Received Note' });
  await dialog.getByLabel('Purchase Order').selectOption({ label: `${order.orderNumber} — ${supplier.name}` });
  const received = dialog.getByLabel('Received', { exact: true });
  await expect(received).toHaveValue('6');
  await expect(dialog.getByText('Already received: 4')).toBeVisible();

  // the delivery is turned away: 0 received → confirm with a reason
  await received.fill('0');
  await dialog.getByRole('button', { name: 'Save GRN' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Nothing received?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Save as Rejected' }).click();
  await expect(confirm.getByText('Say why nothing was received')).toBeVisible();
  await confirm.getByLabel('Reason').fill('Tins dented, sent back with the driver');
  await confirm.getByRole('button', { name: 'Save as Rejected' }).click();
  await expect(page.getByText('Goods received note saved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const grns = await (await page.request.get(`/api/businesses/${b}/goods-received-notes`)).json();
  const rejected = grns.find((g: { purchaseOrderId: number; status: string }) => g.purchaseOrderId === order.id && g.status === 'rejected');
  expect(rejected.rejectionReason).toBe('Tins dented, sent back with the driver');

  await page.getByRole('tab', { name: 'Goods Received Notes' }).click();
  await page.getByRole('button', { name: `View ${rejected.grnNumber}` }).click();
  await expect(page.getByTestId('grn-rejection-reason')).toContainText('Tins dented, sent back with the driver');
});
