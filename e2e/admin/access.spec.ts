import { expect, test } from '@playwright/test';
import { registerViaApi, signInAsSuperAdmin } from '../support/accounts';

test('non-super-admins are told Access Denied and sent to the dashboard; the API answers 403', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/super-admin');
  await expect(page.getByText("You don't have permission to access this page")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/admin/metrics')).status()).toBe(403);
});

test('the super admin sees live metrics, growth and system health', async ({ page }) => {
  await signInAsSuperAdmin(page);
  await page.goto('/super-admin');
  await expect(page.getByTestId('admin-metrics')).toContainText('Total Customers');
  await expect(page.getByTestId('admin-metrics')).toContainText('Monthly Revenue');
  await expect(page.getByTestId('admin-metrics')).toContainText('Active Subscriptions');
  await expect(page.getByTestId('admin-metrics')).toContainText('Pending Approvals');
  await expect(page.getByTestId('growth-panel').locator('li')).toHaveCount(6);
  await expect(page.getByTestId('health-panel')).toContainText('Up');
  await expect(page.getByTestId('health-panel')).toContainText('Server uptime');
});
