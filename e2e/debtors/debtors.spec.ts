import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { signInAsDemo } from '../support/accounts';

test('a debtor created on the screen is paid in two payments and becomes settled', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/debtors');
  await expect(page.getByRole('heading', { name: 'Debtor Management' })).toBeVisible();
  await expect(page.getByText('Track credit sales and manage collections')).toBeVisible();
  for (const card of ['Total Debtors', 'Total Outstanding', 'Overdue Amount', 'Average Debt']) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }
  // the demo business has an overdue debtor
  await expect(page.getByTestId('overdue-alert')).toContainText('Priyanka Fernando');

  // validation messages from the shared schema
  await page.getByRole('button', { name: 'Add Debtor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Debtor' });
  await dialog.getByRole('button', { name: 'Add Debtor' }).click();
  await expect(dialog.getByText('Customer name is required')).toBeVisible();
  await expect(dialog.getByText('Total debt is required')).toBeVisible();

  const name = `Asanka ${randomUUID().slice(0, 6)}`;
  await dialog.getByLabel('Customer Name').fill(name);
  await dialog.getByLabel('Phone').fill(`07${Math.floor(10_000_000 + Math.random() * 89_999_999)}`);
  await dialog.getByLabel('Total Debt (LKR)').fill('1000');
  await dialog.getByRole('button', { name: 'Add Debtor' }).click();
  await expect(page.getByText('Debtor created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search debtors' }).fill(name);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Active');
  await expect(card.getByTestId('debtor-remaining')).toHaveText('LKR 1,000.00');

  // first payment: 400 (default method cash, default date today)
  await card.getByRole('button', { name: 'Add Payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Record Payment' });
  await expect(pay.getByLabel('Payment Method')).toHaveValue('cash');
  await expect(pay.getByLabel('Payment Date')).not.toHaveValue('');
  await pay.getByLabel('Payment Amount (LKR)').fill('1000.01');
  await pay.getByRole('button', { name: 'Record Payment' }).click();
  await expect(pay.getByText('Amount cannot exceed outstanding debt')).toBeVisible();
  await pay.getByLabel('Payment Amount (LKR)').fill('400');
  await pay.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Payment recorded successfully')).toBeVisible();
  await expect(card.getByTestId('debtor-remaining')).toHaveText('LKR 600.00');

  // second payment settles it
  await card.getByRole('button', { name: 'Add Payment' }).click();
  await pay.getByLabel('Payment Amount (LKR)').fill('600');
  await pay.getByRole('button', { name: 'Record Payment' }).click();
  await expect(card.getByTestId('debtor-remaining')).toHaveText('LKR 0.00');
  await expect(card).toContainText('Settled');
  await expect(card.getByRole('button', { name: 'Add Payment' })).toBeDisabled();

  // search with no match → empty state
  await page.getByRole('searchbox', { name: 'Search debtors' }).fill('zzz-nobody-zzz');
  await expect(page.getByText('No Debtors Found')).toBeVisible();
  await expect(page.getByText('No debtors match your search criteria')).toBeVisible();

  // delete with confirmation
  await page.getByRole('searchbox', { name: 'Search debtors' }).fill(name);
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Debtor deleted successfully')).toBeVisible();
  await expect(card).toBeHidden();
});
