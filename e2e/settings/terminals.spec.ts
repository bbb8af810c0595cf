import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

// Settings → Terminals (docs/decisions/0016-offline-till.md): the owner names a till, sees it
// listed, retires it. The code is this run's own: browsers that opened the demo shop's till in other specs are T1, T2, … already.
test('the owner adds a terminal, sees it listed, and retires it', async ({ page }) => {
  const code = `S${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  await page.goto('/settings');
  const card = page.getByTestId('settings-terminals');
  await expect(card.getByText('Terminals', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Add Terminal' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Code').fill(code.toLowerCase());
  await dialog.getByLabel('Name').fill('Side counter');
  await dialog.getByRole('button', { name: 'Add Terminal' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Terminal ${code} added`)).toBeVisible();

  const row = card.getByRole('row', { name: code });
  await expect(row).toContainText('Side counter');
  await expect(row).toContainText('None yet'); // no invoice numbered yet
  await expect(row).toContainText('No'); // no device registered
  await expect(row).toContainText('Never');

  // The same code again is refused on the field.
  await card.getByRole('button', { name: 'Add Terminal' }).click();
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Name').fill('Another');
  await dialog.getByRole('button', { name: 'Add Terminal' }).click();
  await expect(dialog.getByText('A terminal with this code already exists')).toBeVisible();
  await dialog.getByText('Cancel', { exact: true }).click();
  await expect(dialog).toBeHidden();

  await row.getByRole('button', { name: `Retire ${code}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Retire terminal ${code}?`);
  await confirm.getByRole('button', { name: 'Retire' }).click();
  await expect(row).toContainText('Retired');
  await expect(row.getByRole('button', { name: `Retire ${code}` })).toHaveCount(0);

  const { terminals } = await (await page.request.get(`/api/businesses/${me.business.id}/terminals`)).json();
  expect(terminals.find((t: { code: string }) => t.code === code)).toMatchObject({ name: 'Side counter', isActive: false });
});

test('the offline limit is saved with the settings, 1 to 72 hours', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/settings');
  const limit = page.getByLabel('Offline limit (hours)');
  await expect(limit).toHaveValue(/^\d+$/);
  await limit.fill('99');
  await page.getByRole('button', { name: 'Save Settings' }).first().click();
  await expect(page.getByText('The offline limit must be between 1 and 72 hours')).toBeVisible();
  await limit.fill('8');
  await page.getByRole('button', { name: 'Save Settings' }).first().click();
  await expect(page.getByText('Your business settings have been saved successfully.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Offline limit (hours)')).toHaveValue('8');
});
