import { expect, test } from '@playwright/test';
import { signInViaUi, uniqueEmail } from '../support/accounts';

test('sign in shows the busy state and the shell; logout returns to the landing page', async ({ page }) => {
  const email = uniqueEmail('signin');
  const reg = await page.request.post('/api/auth/register', { data: { email, password: 'shop-pass-1', firstName: 'Nadee', lastName: 'Jay' } });
  expect(reg.status()).toBe(201);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).first().fill(email);
  await page.getByLabel('Password', { exact: true }).first().fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();

  await signInViaUi(page, email, 'shop-pass-1');
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page.getByTestId('display-name')).toHaveText('Nadee Jay');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(email);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Run your whole shop from one browser' })).toBeVisible();
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(401);
});

test('the development test account opens the active demo shop with every module', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Development Mode')).toBeVisible();
  await page.getByRole('button', { name: 'Sign In with Test Account' }).click();
  await expect(page.getByTestId('account-status')).toContainText('Active');
  for (const key of ['pos', 'inventory', 'debtors', 'crm', 'procurement', 'reports', 'tax']) {
    await expect(page.getByTestId(`module-state-${key}`)).toHaveText('Active');
  }
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Demo Stores');
});

test('social login buttons lead to the provider entry points', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Social Login' }).click();
  for (const name of ['Replit', 'Google', 'GitHub', 'Facebook']) {
    await expect(page.getByRole('button', { name: `Continue with ${name}` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/login\?error=provider_not_configured/);
  await expect(page.getByText('That sign-in provider is not configured yet')).toBeVisible();
});

test('small screens get the sidebar as a slide-over drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.request.post('/api/login');
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Inventory/ })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: /Inventory/ }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(drawer).toBeHidden();
});
