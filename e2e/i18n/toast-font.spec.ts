import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

// Toasts speak the reader's language in the page's own fonts: sonner brings a system font stack
// that has no Sinhala on most tills, which drew every Sinhala or Tamil toast as boxes.

test('a toast in Sinhala is drawn in the page font (Noto Sans Sinhala), not sonner’s system stack', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/pos');
  await expect(page.getByRole('heading', { name: 'Point of Sale' })).toBeVisible();
  // Saving the choice for the account fails (no answer): the screen switches and says so in a toast.
  await page.route('**/api/auth/user', (route) => (route.request().method() === 'PATCH' ? route.abort() : route.fallback()));
  await page.getByTestId('language-switcher').first().selectOption('si');
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(/[\u0D80-\u0DFF]/);
  const font = await toast.evaluate((el) => getComputedStyle(el).fontFamily);
  expect(font).toContain('Noto Sans Sinhala');
});
