import { expect, test, type Page } from '@playwright/test';
import { E2E_DOWN_URL } from '../support/servers';
import { registerViaApi, signInAsDemo, SUPER_ADMIN, uniqueEmail } from '../support/accounts';

test('unknown paths show the 404 page, signed out and signed in', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.request.post('/api/login');
  await page.goto('/also/not/here');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByTestId('role-badge')).toBeVisible();
});

test('a signed-out visitor on a signed-in page signs in and comes back to it', async ({ page }) => {
  const account = await registerViaApi(page, { firstName: 'Ruwan', lastName: 'Perera' });
  await page.context().clearCookies();
  await page.goto('/settings?tab=business');
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings%3Ftab%3Dbusiness$/);
  await signInWith(page, account.email, account.password);
  await expect(page).toHaveURL(/\/settings\?tab=business$/);
  await expect(page.getByTestId('display-name')).toHaveText('Ruwan Perera');
});

test('signing out on /inventory or /pos lands on the landing page, never a 404', async ({ page }) => {
  // Remember, across the reload, whether the 404 page was ever painted on the way out.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('404 Page Not Found')) sessionStorage.setItem('saw404', location.pathname);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  for (const path of ['/inventory', '/pos']) {
    await signInAsDemo(page);
    await page.goto(path);
    await expect(page.getByTestId('role-badge')).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Run your whole shop from one browser' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('saw404'))).toBeNull();
  }
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

async function signInWith(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).first().fill(email);
  await page.getByLabel('Password', { exact: true }).first().fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
