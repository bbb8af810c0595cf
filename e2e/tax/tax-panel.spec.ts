import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

test('record an expense, generate a calculation, see it, and download the three exports', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/tax-panel');
  await expect(page.getByRole('heading', { name: 'Tax Management Panel' })).toBeVisible();
  await expect(page.getByText('Total Revenue')).toBeVisible();
  await expect(page.getByLabel('From')).toBeVisible();

  // Record an expense.
  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(page.getByTestId('category-ENT').getByText('Non-deductible')).toBeVisible();
  await page.getByRole('button', { name: 'Record Expense' }).click();
  await expect(page.getByText('Amount is required')).toBeVisible();
  await page.getByLabel('Amount (Rs.)').fill('1234.50');
  await page.getByLabel('Category').selectOption({ label: 'Transport (TRN)' });
  await page.getByLabel('Description').fill('E2E delivery hire');
  await page.getByRole('button', { name: 'Record Expense' }).click();
  await expect(page.getByText('Expense recorded successfully')).toBeVisible();

  // Generate this month's calculation.
  await page.getByRole('tab', { name: 'Calculations' }).click();
  await page.getByRole('button', { name: 'Generate Tax Calculation' }).click();
  await expect(page.getByText('Tax calculation completed successfully')).toBeVisible();
  const month = await page.getByLabel('Month').inputValue();
  await expect(page.getByTestId(`calculation-${month}`)).toBeVisible();
  await expect(page.getByTestId(`calculation-${month}`).getByText('VAT (18%)', { exact: false })).toBeVisible();
  await expect(page.getByTestId(`taxable-income-${month}`)).toContainText('Revenue − cost of goods sold − deductible expenses');

  // Snapshot shows it.
  await page.getByRole('tab', { name: 'Snapshot' }).click();
  await expect(page.getByText('Latest tax estimate')).toBeVisible();
  await expect(page.getByTestId('latest-breakdown').getByText(month, { exact: false })).toBeVisible();
  await expect(page.getByText('VAT Payable (18%)')).toBeVisible();
  // Income tax is an estimate on profit: sales net of VAT − cost of goods sold − deductible expenses.
  await expect(page.getByTestId('latest-breakdown').getByText('Estimated taxable income')).toBeVisible();
  await expect(page.getByTestId('latest-breakdown').getByText('Estimated income tax (30%)')).toBeVisible();
  await expect(page.getByText('Not calculated')).toHaveCount(0);

  // Exports.
  await page.getByRole('tab', { name: 'Reports' }).click();
  for (const [label, ext] of [
    ['Tax estimate (PDF)', 'pdf'],
    ['Financial Data (CSV)', 'csv'],
    ['Audit Report (Excel)', 'xlsx'],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: label }).click();
    expect((await download).suggestedFilename()).toBe(`tax-report-${month}.${ext}`);
  }
  await expect(page.getByText('Report exported successfully').first()).toBeVisible();

  // Alerts and Security tabs render real content: the alerts are worded on the client from their codes.
  await page.getByRole('tab', { name: 'Alerts' }).click();
  await expect(
    page
      .getByText(/^(Alert|Warning|Info): /)
      .or(page.getByText('No exceptions detected', { exact: false }))
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/alerts\.codes\./)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByText('Passwords are hashed with Argon2id', { exact: false })).toBeVisible();
  await page.getByRole('tab', { name: 'Audit' }).click();
  // The trail names the entry by what happened (the code stays in the cell's title).
  await expect(page.locator('td[title="tax_calculation.create"]').first()).toHaveText('Created');
});
