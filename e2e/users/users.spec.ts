import { expect, test } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { applyViaApi, approveViaApi, superAdminPage } from '../support/subscription-helpers';

test('an admin creates two cashiers, sees the limit; a cashier signs in and reaches only the POS', async ({ page, browser }) => {
  await registerViaApi(page, { firstName: 'Sunil', lastName: 'Perera' });
  const { businessId } = await applyViaApi(page, `Till Shop ${uniqueEmail('t').slice(2, 10)}`, [1, 2]);
  const admin = await superAdminPage(browser);
  await approveViaApi(admin.page, businessId);
  await admin.close();

  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByTestId('user-counts')).toContainText('0 / 2');
  // the owner's own card has no delete button
  await expect(page.getByTestId('user-card')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  // the spec's validation messages
  await page.getByRole('button', { name: 'Create New User' }).click();
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).first().click();

  const cashiers = [uniqueEmail('cashier'), uniqueEmail('cashier')];
  for (const [i, email] of cashiers.entries()) {
    await page.getByRole('button', { name: 'Create New User' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First Name').fill(`Cashier${i + 1}`);
    await dialog.getByLabel('Last Name').fill('Till');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('till-pass-1');
    await expect(dialog.getByLabel('Role')).toHaveValue('cashier');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    // the toast for this cashier (the previous one's toast may still be showing)
    await expect(page.getByText(`${email} can now sign in.`)).toBeVisible();
    await expect(page.getByText('User Created').last()).toBeVisible();
    await expect(page.getByTestId('user-counts')).toContainText(`${i + 1} / 2`);
  }
  await expect(page.getByTestId('cashier-limit')).toContainText('Cashier Limit Reached');
  await page.getByRole('button', { name: 'Create New User' }).click();
  await expect(page.getByRole('option', { name: 'Cashier (Limit reached)' })).toBeDisabled();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).first().click();

  // search
  await page.getByLabel('Search users...').fill('cashier2');
  await expect(page.getByTestId('user-card')).toHaveCount(1);
  await page.getByLabel('Search users...').fill('');

  // a cashier at /cashier: the till only, no sidebar, every path is the POS
  const till = await browser.newContext();
  const cashierPage = await till.newPage();
  await cashierPage.goto('/cashier');
  await cashierPage.getByLabel('Email').fill(cashiers[0]);
  // the password box sits in a wrapper with the show/hide button; address it by type
  await cashierPage.locator('input[type="password"]').fill('till-pass-1');
  await cashierPage.getByRole('button', { name: 'Sign In to POS' }).click();
  await expect(cashierPage.getByText('Login Successful')).toBeVisible();
  await expect(cashierPage.getByRole('heading', { name: 'Point of Sale', level: 1 })).toBeVisible();
  await expect(cashierPage.getByTestId('role-badge')).toHaveText('Cashier');
  await expect(cashierPage.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  for (const path of ['/users', '/inventory', '/super-admin', '/anything']) {
    await cashierPage.goto(path);
    await expect(cashierPage.getByRole('heading', { name: 'Point of Sale', level: 1 })).toBeVisible();
  }
  expect((await cashierPage.request.get(`/api/businesses/${businessId}/users`)).status()).toBe(403);

  // deleting the cashier ends their session
  await page.getByRole('button', { name: `Delete Cashier1 Till` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User Deleted')).toBeVisible();
  await expect(page.getByTestId('user-counts')).toContainText('1 / 2');
  expect((await cashierPage.request.get('/api/auth/user')).status()).toBe(401);
  await till.close();
});
