import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const SUPER_ADMIN = { email: 'platform@kade.test', password: 'platform-pass-1', firstName: 'Platform', lastName: 'Owner' };

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@kade.test`;

/** Register through the API in the page's context (its cookies become the page's session). */
export async function registerViaApi(page: Page, overrides: Partial<typeof SUPER_ADMIN> = {}) {
  const account = { email: uniqueEmail(), password: 'shop-pass-1', firstName: 'Kamal', lastName: 'Silva', ...overrides };
  const res = await page.request.post('/api/auth/register', { data: account });
  expect(res.status()).toBe(201);
  return account;
}

export async function signInViaUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).first().fill(email);
  await page.getByLabel('Password', { exact: true }).first().fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function signInAsSuperAdmin(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password } });
  expect(res.status()).toBe(200);
}

/**
 * Opens the signed-in user's shift with `openingFloat` in the drawer, through the API as the till's
 * prompt does ("Cashiers work in shifts" is on by default): 201, or 409 when one is already open.
 */
export async function openShiftViaApi(page: Page, openingFloat = 0) {
  const me = await (await page.request.get('/api/auth/user')).json();
  const res = await page.request.post(`/api/businesses/${me.business.id}/shifts`, {
    data: { openingFloat },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect([201, 409], await res.text()).toContain(res.status());
}

/** The development test account: the active "Demo Stores" with all seven modules, its user's shift open. */
export async function signInAsDemo(page: Page) {
  const res = await page.request.post('/api/login');
  expect(res.status()).toBe(200);
  await openShiftViaApi(page);
}
