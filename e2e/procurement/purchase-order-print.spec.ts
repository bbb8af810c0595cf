import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

test('the PO dialog shows long names and four-digit prices whole; a PO prints and shares as a PDF', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const b = me.business.id as number;
  const tag = randomUUID().slice(0, 6);
  const supplierName = `Hayleys Consumer Distributors (Pvt) Ltd ${tag}`;
  const supplier = await (await page.request.post(`/api/businesses/${b}/suppliers`, { data: { name: supplierName } })).json();
  const product = await (
    await page.request.post(`/api/businesses/${b}/products`, {
      data: { name: `Anchor Full Cream Milk Powder 400g ${tag}`, sellingPrice: 1350, buyingPrice: 1000, stock: 5 },
    })
  ).json();

  await page.goto('/procurement');
  await page.getByRole('button', { name: 'Create PO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Purchase Order' });
  await dialog.getByLabel('Supplier').selectOption({ label: supplierName });
  await dialog.getByLabel('Product').selectOption({ label: product.name });
  const price = dialog.getByLabel('Unit Price');
  await expect(price).toHaveValue('1000');
  await price.fill('12345.50');
  await dialog.getByLabel('Quantity').fill('10');
  // nothing cut: the fields are wide enough for what they hold
  for (const field of [price, dialog.getByLabel('Supplier')]) {
    const fits = await field.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
  }
  expect((await dialog.boundingBox())!.width).toBeGreaterThan(900);
  await page.screenshot({ path: '/tmp/e2/po-dialog.png' });
  await dialog.getByRole('button', { name: 'Create Order' }).click();
  await expect(page.getByText('Purchase order created successfully')).toBeVisible();

  const orders = await (await page.request.get(`/api/businesses/${b}/purchase-orders`)).json();
  const order = orders.find((o: { supplierId: number }) => o.supplierId === supplier.id);
  await page.getByRole('button', { name: `View ${order.orderNumber}` }).click();
  const view = page.getByRole('dialog', { name: `Purchase Order ${order.orderNumber}` });
  await expect(view.getByRole('link', { name: 'Print' })).toHaveAttribute('href', `/api/purchase-orders/${order.id}/pdf`);
  const pdf = await page.request.get(`/api/purchase-orders/${order.id}/pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // desktop Chromium cannot share files: Share downloads the PDF
  const download = page.waitForEvent('download');
  await view.getByRole('button', { name: 'Share' }).click();
  expect((await download).suggestedFilename()).toBe(`purchase-order-${order.orderNumber}.pdf`);
});
