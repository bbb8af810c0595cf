import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

test('the reports screen is fed and exports both CSVs from the server', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/reports');
  for (const card of [
    'Total Sales',
    'Average Order Value',
    "Today's Sales",
    'Outstanding Debt',
    'Sales Performance',
    'Top Selling Products',
    'Low Stock Alert',
    'Tax Summary',
  ]) {
    await expect(page.getByText(card, { exact: true }).first()).toBeVisible();
  }

  const today = new Date();
  const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await page.getByLabel('From').fill(`${iso.slice(0, 8)}01`);
  await page.getByLabel('To').fill(iso);

  const [sales] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export Sales' }).click()]);
  expect(sales.suggestedFilename()).toBe(`sales-report-${iso.slice(0, 8)}01-to-${iso}.csv`);
  const salesText = await readFile((await sales.path())!, 'utf8');
  expect(salesText.charCodeAt(0)).toBe(0xfeff);
  expect(salesText.slice(1).split('\r\n')[0]).toBe(
    'Invoice Number,Date,Customer,Payment Method,Subtotal,VAT,NBT,Total,Status,Type,Credit Note Number',
  );

  const [inventory] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export Inventory' }).click()]);
  expect(inventory.suggestedFilename()).toMatch(/^inventory-report-\d{4}-\d{2}-\d{2}\.csv$/);
  const inventoryText = await readFile((await inventory.path())!, 'utf8');
  expect(inventoryText.slice(1).split('\r\n')[0]).toBe(
    'Name,SKU,Category,Buying Price,Selling Price,Stock,Low Stock Threshold,Status,' +
      'Sold in Range,Net Sales in Range,Cost of Goods Sold in Range,Gross Profit in Range',
  );
});
