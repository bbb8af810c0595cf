import { expect, test } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { applyViaApi, approveViaApi, superAdminPage } from '../support/subscription-helpers';

test("an admin resets a cashier's password and deactivates / reactivates them; a deactivated cashier is told why", async ({
  page,
  browser,
}) => {
  await registerViaApi(page);
  const { businessId } = await applyViaApi(page, `Status Shop ${Date.now()}`, [1]);
  const admin = await superAdminPage(browser);
  await approveViaApi(admin.page, businessId);
  await admin.close();
  const email = uniqueEmail('cashier');
  const created = await page.request.post(`/api/businesses/${businessId}/users`, {
    data: { email, password: 'till-pass-1', firstName: 'Nimali', lastName: 'Till', role: 'cashier' },
  });
  expect(created.status()).toBe(201);

  const till = await browser.newContext();
  const cashier = await till.newPage();
  const cashierLogin = (password: string) => cashier.request.post('/api/auth/cashier/login', { data: { email, password } });
  expect((await cashierLogin('till-pass-1')).status()).toBe(200);

  await page.goto('/users');
  const card = page.getByTestId('user-card').filter({ hasText: 'Nimali Till' });
  await card.getByRole('button', { name: 'Reset password' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset password for Nimali Till' });
  await reset.getByLabel('New password').fill('123');
  await reset.getByRole('button', { name: 'Set password' }).click();
  await expect(reset.getByText('Password must be at least 6 characters')).toBeVisible();
  await reset.getByLabel('New password').fill('new-till-pass-2');
  await reset.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password reset', { exact: true })).toBeVisible();
  // the cashier's session ended with the reset; the new password works
  expect((await cashier.request.get('/api/auth/user')).status()).toBe(401);
  expect((await cashierLogin('till-pass-1')).status()).toBe(401);
  expect((await cashierLogin('new-till-pass-2')).status()).toBe(200);

  await card.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(card.getByText('Deactivated')).toBeVisible();
  await page.screenshot({ path: '/tmp/f-users.png' });
  expect((await cashier.request.get('/api/auth/user')).status()).toBe(401);

  // the cashier's sign-in page says why
  await cashier.goto('/cashier');
  await cashier.getByLabel('Email').fill(email);
  await cashier.getByLabel('Password', { exact: true }).fill('new-till-pass-2');
  await cashier.getByRole('button', { name: /sign in|login/i }).click();
  await expect(cashier.getByText('This account has been deactivated. Ask your business admin to reactivate it.')).toBeVisible();

  await card.getByRole('button', { name: 'Reactivate' }).click();
  await expect(card.getByText('Deactivated')).toHaveCount(0);
  expect((await cashierLogin('new-till-pass-2')).status()).toBe(200);
  await till.close();
});
