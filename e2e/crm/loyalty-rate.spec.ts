import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

test('Settings show what loyalty gives back (1% by default) and warn above 10%', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/settings');
  const pointsPerRupee = page.getByLabel('Points per Rupee');
  await expect(pointsPerRupee).toHaveValue('0.01');
  const note = page.getByTestId('loyalty-return');
  await expect(note).toContainText('Customers get 1% back');
  await expect(note.getByRole('alert')).toHaveCount(0);

  await pointsPerRupee.fill('1');
  await expect(note).toContainText('Customers get 100% back');
  await expect(note.getByRole('alert')).toContainText('more than 10% of every sale');
  await page.screenshot({ path: '/tmp/e2/loyalty-warning.png', fullPage: false });
});
