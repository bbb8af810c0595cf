import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

test('View All opens the sales list: search by invoice, open a sale, reprint it; page through', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const all = await (await page.request.get(`/api/businesses/${me.business.id}/sales?limit=100`)).json();
  expect(all.sales.length).toBeGreaterThan(25);
  const target = all.sales[3];

  await page.goto('/');
  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/sales$/);
  await expect(page.getByRole('heading', { name: 'Sales', exact: true })).toBeVisible();
  const table = page.getByTestId('sales-list');
  await expect(table.getByRole('row')).toHaveCount(26);
  await expect(page.getByText('Page 1')).toBeVisible();
  await page.getByRole('button', { name: 'Older' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect(table).toContainText(all.sales[25].invoiceNumber);
  await page.getByRole('button', { name: 'Newer' }).click();
  await expect(table).toContainText(all.sales[0].invoiceNumber);

  await page.getByLabel('Invoice number').fill(target.invoiceNumber);
  await page.getByLabel('Payment method').selectOption(target.paymentMethod);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: target.invoiceNumber }).click();
  const detail = page.getByRole('dialog', { name: `Sale ${target.invoiceNumber}` });
  await expect(detail.getByRole('table', { name: 'Items sold' })).toBeVisible();
  await expect(detail).toContainText(new Intl.NumberFormat('en-LK', { minimumFractionDigits: 2 }).format(target.totalAmount));
  await page.screenshot({ path: '/tmp/f-sale-detail.png' });
  await detail.getByRole('button', { name: 'Reprint' }).click();
  await expect(page.getByRole('dialog')).toContainText(target.invoiceNumber);
  await expect(page.getByRole('dialog').getByRole('button', { name: /print/i }).first()).toBeVisible();
});
