import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { applyViaApi, approveViaApi, superAdminPage } from '../support/subscription-helpers';

test('an admin sets, changes and removes their manager PIN on the Users page; the till can then check it', async ({ page, browser }) => {
  await registerViaApi(page);
  const { businessId } = await applyViaApi(page, `PIN Shop ${Date.now()}`, [1]);
  const admin = await superAdminPage(browser);
  await approveViaApi(admin.page, businessId);
  await admin.close();
  const me = await (await page.request.get('/api/auth/user')).json();
  const verify = (pin: string) =>
    page.request.post(`/api/businesses/${businessId}/discount-approvals/verify`, { data: { userId: me.id, pin } });

  await page.goto('/users');
  const card = page.getByTestId('user-card').filter({ hasText: '(You)' });
  await expect(card.getByTestId('manager-pin-badge')).toHaveCount(0);
  await card.getByRole('button', { name: 'Set manager PIN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set your manager PIN' });
  const pin = dialog.getByLabel('PIN', { exact: true });
  const confirm = dialog.getByLabel('Type the PIN again');
  // Masked, with the numeric keypad on a phone.
  await expect(pin).toHaveAttribute('type', 'password');
  await expect(pin).toHaveAttribute('inputmode', 'numeric');
  // The dialog on its own (as e2e/a11y checks the others): no serious or critical axe violation.
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .include('[role="dialog"]')
    .analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await pin.fill('12');
  await confirm.fill('12');
  await dialog.getByRole('button', { name: 'Save PIN' }).click();
  await expect(dialog.getByText('PIN must be 4 to 8 digits')).toBeVisible();
  await pin.fill('2468');
  await confirm.fill('2469');
  await dialog.getByRole('button', { name: 'Save PIN' }).click();
  await expect(dialog.getByText('The two PINs do not match')).toBeVisible();
  await confirm.fill('2468');
  await dialog.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('Manager PIN saved', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('manager-pin-badge')).toHaveText('Manager PIN set');
  await page.screenshot({ path: '/tmp/pin-users.png' });
  expect((await verify('2468')).status()).toBe(200);
  const managers = await (await page.request.get(`/api/businesses/${businessId}/managers`)).json();
  expect(managers).toEqual([{ id: me.id, name: 'Kamal Silva' }]);

  await card.getByRole('button', { name: 'Change manager PIN' }).click();
  const change = page.getByRole('dialog', { name: 'Change your manager PIN' });
  await change.getByLabel('PIN', { exact: true }).fill('97531');
  await change.getByLabel('Type the PIN again').fill('97531');
  await change.getByRole('button', { name: 'Save PIN' }).click();
  await expect(change).toHaveCount(0);
  expect((await verify('2468')).status()).toBe(403);
  expect((await verify('97531')).status()).toBe(200);

  await card.getByRole('button', { name: 'Change manager PIN' }).click();
  await page.getByRole('dialog', { name: 'Change your manager PIN' }).getByRole('button', { name: 'Remove PIN' }).click();
  await expect(page.getByText('Manager PIN removed', { exact: true })).toBeVisible();
  await expect(card.getByTestId('manager-pin-badge')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Set manager PIN' })).toBeVisible();
  expect((await verify('97531')).status()).toBe(403);
});

test('the Settings page saves the cashier discount limit and the shifts switch', async ({ page, browser }) => {
  await registerViaApi(page);
  const { businessId } = await applyViaApi(page, `Limit Shop ${Date.now()}`, [1]);
  const admin = await superAdminPage(browser);
  await approveViaApi(admin.page, businessId);
  await admin.close();

  await page.goto('/settings');
  const till = page.getByTestId('settings-till');
  const limit = till.getByLabel('Cashier Discount Limit (%)');
  await expect(limit).toHaveValue('5.00');
  const shifts = till.getByRole('switch', { name: 'Cashiers Work in Shifts' });
  await expect(shifts).toBeChecked();
  await limit.fill('120');
  await page.getByRole('button', { name: 'Save Settings' }).first().click();
  await expect(till.getByText('Discount limit must be between 0 and 100%')).toBeVisible();
  await limit.fill('12.5');
  await shifts.click();
  await page.getByRole('button', { name: 'Save Settings' }).first().click();
  await expect(page.getByText('Settings Saved', { exact: true })).toBeVisible();
  const saved = await (await page.request.get('/api/business-settings')).json();
  expect(saved).toMatchObject({ cashierDiscountLimitPercent: 12.5, cashiersWorkInShifts: false });
  await page.reload();
  await expect(page.getByTestId('settings-till').getByLabel('Cashier Discount Limit (%)')).toHaveValue('12.50');
  await expect(page.getByTestId('settings-till').getByRole('switch', { name: 'Cashiers Work in Shifts' })).not.toBeChecked();
});
