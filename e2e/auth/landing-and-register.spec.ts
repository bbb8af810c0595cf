import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';

test('a visitor sees the landing page, registers, and lands in the shell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Run your whole shop from one browser' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Your Free Trial' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Watch Demo' })).toBeVisible();
  // module cards come from GET /api/modules
  const cards = page.getByTestId('module-cards');
  await expect(cards.getByRole('heading', { name: 'Point of Sale' })).toBeVisible();
  await expect(cards.locator('[data-testid^="module-card-"]')).toHaveCount(7);
  await expect(cards.getByText('Essential')).toBeVisible();
  await expect(cards.getByText('Government Required')).toBeVisible();
  await expect(page.getByTestId('complete-package')).toContainText('LKR 15,000');
  await expect(page.getByText('LKR 119,999')).toBeVisible();
  await expect(page.getByText('Only 20 seats available')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Made for Sri Lankan compliance' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Get Started navigates to /api/login, which leads to the sign-in page's Register tab
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/login\?tab=register$/);
  await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByText('Secure authentication powered by OAuth 2.0')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Last name is required')).toBeVisible();

  const email = uniqueEmail('owner');
  await form.getByLabel('First name').fill('Sunil');
  await form.getByLabel('Last name').fill('Fernando');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('shop-pass-1');
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('role-badge')).toHaveText('Admin');
  await expect(page.getByTestId('display-name')).toHaveText('Sunil Fernando');
  // a new admin has no business: modules are not usable and do not navigate
  await expect(page.getByTestId('module-state-pos')).toHaveText('Inactive');
  await expect(page.getByTestId('account-status')).toContainText('No subscription');
  await page.getByText('Point of Sale', { exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('a duplicate registration shows the server message', async ({ page }) => {
  const email = uniqueEmail('dup');
  const res = await page.request.post('/api/auth/register', { data: { email, password: 'shop-pass-1', firstName: 'A', lastName: 'B' } });
  expect(res.status()).toBe(201);
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('First name').fill('A');
  await form.getByLabel('Last name').fill('B');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('shop-pass-1');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('An account with this email already exists')).toBeVisible();
});

test('every sign-up button opens Register; Sign In opens the sign-in tab', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Your Free Trial' }).first().click();
  await expect(page).toHaveURL(/\/login\?tab=register$/);
  await expect(page.getByRole('form', { name: 'Register' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
});
