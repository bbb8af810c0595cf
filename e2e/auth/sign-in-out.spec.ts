import { expect, test } from '@playwright/test';
import { signInViaUi, uniqueEmail } from '../support/accounts';

test('sign in shows the busy state and the shell; logout returns to the landing page', async ({ page }) => {
  const email = uniqueEmail('signin');
  const reg = await page.request.post('/api/auth/register', {
    data: { email, password: 'shop-pass-1', firstName: 'Nadee', lastName: 'Jay' },
  });
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

test('with no social provider configured the sign-in page is e-mail only; provider entry points lead back', async ({ page }) => {
  const providers = await (await page.request.get('/api/auth/providers')).json();
  expect(providers).toMatchObject({ oidc: false, google: false, github: false, facebook: false });

  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Register', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Social Login' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Email & Password' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Continue with/ })).toHaveCount(0);
  await expect(page.getByText('Secure authentication powered by OAuth 2.0')).toBeVisible();

  // a stale bookmark to a provider entry point ends on the sign-in page with a notice
  await page.goto('/auth/google');
  await expect(page).toHaveURL(/\/login\?error=provider_not_configured/);
  await expect(page.getByText('That sign-in provider is not configured yet')).toBeVisible();
  // /api/login (every landing button) is the sign-in page itself when no OpenID provider is set
  await page.goto('/api/login');
  await expect(page).toHaveURL(/\/login$/);
  // a refused social sign-in explains itself
  await page.goto('/login?error=email_not_verified');
  await expect(page.getByTestId('social-error')).toContainText('An account with this email already exists');
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
