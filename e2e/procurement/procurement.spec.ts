import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

test('a supplier and an order are created, approved and received; the stock rises', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const businessId = me.business.id as number;
  const tag = randomUUID().slice(0, 6);
  const productName = `Kithul Treacle ${tag}`;
  const created = await page.request.post(`/api/businesses/${businessId}/products`, {
    data: { name: productName, sku: `KT-${tag}`, sellingPrice: 650, buyingPrice: 480, stock: 3, unit: 'pieces' },
  });
  expect(created.status()).toBe(201);
  const product = await created.json();
  const stockOf = async () => {
    const list = await (await page.request.get(`/api/businesses/${businessId}/procurement/products`)).json();
    return list.products.find((p: { id: number }) => p.id === product.id)?.stock as number;
  };
  expect(await stockOf()).toBe(3);

  await page.goto('/procurement');
  await expect(page.getByRole('heading', { name: 'Procurement Management' })).toBeVisible();
  await expect(page.getByText('Manage purchase orders and supplier relationships')).toBeVisible();
  for (const card of [
    'Total Purchase Orders',
    'Pending Orders',
    'Monthly Procurement',
    'Low Stock Alerts',
    'Top Suppliers',
    'Recent Orders',
    'Pending Deliveries',
  ]) {
    await expect(page.getByText(card, { exact: true }).first()).toBeVisible();
  }

  // supplier: validation, then created
  await page.getByRole('button', { name: 'Add Supplier' }).click();
  const supplierDialog = page.getByRole('dialog', { name: 'Add Supplier' });
  await supplierDialog.getByRole('button', { name: 'Add Supplier' }).click();
  await expect(supplierDialog.getByText('Supplier name is required')).toBeVisible();
  const supplierName = `Sinha Traders ${tag}`;
  await supplierDialog.getByLabel('Supplier Name').fill(supplierName);
  await supplierDialog.getByLabel('Contact Person').fill('Nuwan Silva');
  await supplierDialog.getByLabel('Email').fill(`nuwan-${tag}@sinha.lk`);
  await supplierDialog.getByRole('button', { name: 'Add Supplier' }).click();
  await expect(page.getByText('Supplier created successfully')).toBeVisible();
  await page.getByRole('tab', { name: 'Suppliers' }).click();
  await page.getByPlaceholder('Search suppliers by name, contact person, or email...').fill(`NUWAN-${tag}`);
  await expect(page.getByRole('heading', { name: supplierName })).toBeVisible();
  await page.getByPlaceholder('Search suppliers by name, contact person, or email...').fill('no such supplier');
  await expect(page.getByText('No suppliers match your search criteria')).toBeVisible();

  // purchase order: the product fills the unit price, totals follow
  await page.getByRole('button', { name: 'Create PO' }).click();
  const poDialog = page.getByRole('dialog', { name: 'Create Purchase Order' });
  await poDialog.getByLabel('Supplier').selectOption({ label: supplierName });
  await poDialog.getByLabel('Product').selectOption({ label: `${productName} (KT-${tag})` });
  await expect(poDialog.getByLabel('Unit Price')).toHaveValue('480');
  await poDialog.getByLabel('Quantity').fill('5');
  await expect(poDialog.getByTestId('po-grand-total')).toHaveText('LKR 2,400.00');
  await expect(poDialog.getByRole('button', { name: 'Remove item' })).toBeDisabled();
  await poDialog.getByRole('button', { name: 'Create Order' }).click();
  await expect(page.getByText('Purchase order created successfully')).toBeVisible();

  const orders = await (await page.request.get(`/api/businesses/${businessId}/purchase-orders`)).json();
  const order = orders.find((o: { supplierName: string }) => o.supplierName === supplierName);
  expect(order.status).toBe('pending');

  // approve it by editing
  await page.getByRole('tab', { name: 'Purchase Orders' }).click();
  await page.getByRole('button', { name: `Edit ${order.orderNumber}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Purchase Order' });
  await editDialog.getByLabel('Status').selectOption('approved');
  await editDialog.getByRole('button', { name: 'Update Order' }).click();
  await expect(page.getByText('Purchase order updated successfully')).toBeVisible();

  // receive it
  await page.getByRole('button', { name: 'Create GRN' }).click();
  const grnDialog = page.getByRole('dialog', { name: 'Create Goods Received Note' });
  await grnDialog.getByLabel('Purchase Order').selectOption({ label: `${order.orderNumber} — ${supplierName}` });
  await expect(grnDialog.getByLabel('Supplier')).toHaveValue(supplierName);
  // the received quantity starts at what was ordered
  await expect(grnDialog.getByLabel('Received', { exact: true })).toHaveValue('5');
  await grnDialog.getByRole('button', { name: 'Save GRN' }).click();
  await expect(page.getByText('Goods received note saved successfully')).toBeVisible();
  await page.getByRole('tab', { name: 'Goods Received Notes' }).click();
  await expect(page.getByText(`For ${order.orderNumber}`)).toBeVisible();

  expect(await stockOf()).toBe(8);
  const after = await (await page.request.get(`/api/businesses/${businessId}/purchase-orders`)).json();
  expect(after.find((o: { id: number }) => o.id === order.id).status).toBe('delivered');

  // the inventory screen shows the new stock
  await page.goto('/inventory');
  const row = page.getByRole('row').filter({ hasText: productName });
  await expect(row).toBeVisible();
  await expect(row).toContainText('8');
});
