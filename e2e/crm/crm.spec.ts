import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { signInAsDemo } from '../support/accounts';

const phone = () => `07${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;

test('a customer is created, edited and deleted on the CRM screen', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/crm');
  await expect(page.getByRole('heading', { name: 'Customer Relationship Management' })).toBeVisible();
  for (const title of ['Total Customers', 'Top Spenders', 'Most Loyal', 'Recent Customers']) {
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Add Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  await expect(dialog.getByText('Customer name is required')).toBeVisible();

  const first = `Sanduni${randomUUID().slice(0, 5)}`;
  await dialog.getByLabel('Name').fill(`${first} Herath`);
  await dialog.getByLabel('Phone').fill(phone());
  await dialog.getByLabel('Customer Type').selectOption('vip');
  await dialog.getByLabel('Rating').selectOption('4');
  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  await expect(page.getByText('Customer created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox').fill(first);
  const card = page.getByTestId('customer-card').filter({ hasText: `${first} Herath` });
  await expect(card).toContainText('VIP');
  await expect(card).toContainText('CUST-');

  await card.getByRole('button', { name: `Edit ${first} Herath` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Customer' });
  await edit.getByLabel('Name').fill(`${first} Bandara`);
  await edit.getByRole('button', { name: 'Update Customer' }).click();
  await expect(page.getByText('Customer updated successfully')).toBeVisible();
  const edited = page.getByTestId('customer-card').filter({ hasText: `${first} Bandara` });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: `Delete ${first} Bandara` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`Are you sure you want to delete ${first} Bandara?`);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Customer deleted successfully')).toBeVisible();
  await expect(page.getByText('No Customers Found')).toBeVisible();
});

test('with CRM and loyalty on, a customer shows their points and a manual adjustment updates them', async ({ page }) => {
  await signInAsDemo(page);
  const settings = await page.request.get('/api/business-settings');
  expect(await settings.json()).toMatchObject({ crmEnabled: true, loyaltyEnabled: true });

  await page.goto('/crm');
  await page.getByRole('searchbox').fill('Kamal Perera');
  const kamal = page.getByTestId('customer-card').filter({ hasText: 'Kamal Perera' });
  await expect(kamal).toContainText('Platinum');
  await expect(kamal.getByTestId('customer-points')).toHaveText(/[\d,]+ pts/);

  // a fresh customer: 0 points, then +250 through the loyalty tab
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
  const name = `Loyal${randomUUID().slice(0, 5)} Perera`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  await expect(page.getByText('Customer created successfully')).toBeVisible();
  await page.getByRole('searchbox').fill(name);
  const card = page.getByTestId('customer-card').filter({ hasText: name });
  await expect(card.getByTestId('customer-points')).toHaveText('0 pts');
  await card.getByRole('button', { name: `Details for ${name}` }).click();
  const detail = page.getByRole('dialog', { name });
  await detail.getByRole('tab', { name: 'Loyalty Points' }).click();
  await detail.getByLabel('Points', { exact: true }).fill('250');
  await detail.getByLabel('Reason').fill('Welcome bonus');
  await detail.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Loyalty points updated')).toBeVisible();
  await expect(detail.getByText('Welcome bonus')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card.getByTestId('customer-points')).toHaveText('250 pts');
});
