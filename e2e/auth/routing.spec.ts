import { expect, test } from '@playwright/test';
import { E2E_DOWN_URL } from '../../playwright.config';
import { SUPER_ADMIN, uniqueEmail } from '../support/accounts';

test('unknown paths show the 404 page, signed out and signed in', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.request.post('/api/login');
  await page.goto('/also/not/here');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByTestId('role-badge')).toBeVisible();
});

test('the super admin sees the Super Admin menu first; others are turned away from /super-admin', async ({ page }) => {
  await page.request.post('/api/auth/login', { data: { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password } });
  await page.goto('/');
  await expect(page.getByTestId('role-badge')).toHaveText('Super Admin');
  const firstItem = page.getByRole('navigation').first().getByRole('listitem').first();
  await expect(firstItem).toContainText('Super Admin');

  await page.context().clearCookies();
  await page.request.post('/api/auth/register', { data: { email: uniqueEmail(), password: 'shop-pass-1', firstName: 'A', lastName: 'B' } });
  await page.goto('/super-admin');
  await expect(page.getByText("You don't have permission to access this page")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('when the database is unreachable the Service Unavailable screen shows', async ({ page }) => {
  const res = await page.request.get(`${E2E_DOWN_URL}/api/auth/user`);
  expect(res.status()).toBe(503);
  expect(await res.json()).toMatchObject({ message: 'Authentication service unavailable' });
  await page.goto(`${E2E_DOWN_URL}/`);
  await expect(page.getByRole('heading', { name: 'Service Unavailable' })).toBeVisible();
  await expect(page.getByText('Please contact the administrator.')).toBeVisible();
});
