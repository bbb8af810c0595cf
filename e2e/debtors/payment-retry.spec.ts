import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { signInAsDemo } from '../support/accounts';

// The payment dialog sends one Idempotency-Key per payment. The first answer is
// lost after the server recorded the payment; pressing Record Payment again replays it: one payment.
test('a payment whose answer was lost, recorded again, is recorded once', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/debtors');
  await page.getByRole('button', { name: 'Add Debtor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Debtor' });
  const name = `Retry ${randomUUID().slice(0, 6)}`;
  await dialog.getByLabel('Customer Name').fill(name);
  await dialog.getByLabel('Total Debt (LKR)').fill('1000');
  await dialog.getByRole('button', { name: 'Add Debtor' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search debtors' }).fill(name);
  const card = page.getByRole('article', { name });

  const keys: (string | null)[] = [];
  let lose = true;
  await page.route('**/api/debtors/*/payments', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? null);
    const response = await route.fetch(); // the server records the payment…
    if (lose) {
      lose = false;
      return route.abort('connectionreset'); // …and the answer never reaches the shop
    }
    return route.fulfill({ response });
  });

  await card.getByRole('button', { name: 'Add Payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Record Payment' });
  await pay.getByLabel('Payment Amount (LKR)').fill('400');
  await pay.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Failed to record payment')).toBeVisible();
  await pay.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Payment recorded successfully')).toBeVisible();
  await expect(card.getByTestId('debtor-remaining')).toHaveText('LKR 600.00');

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);

  // The next payment is a new one: a new key, recorded.
  await card.getByRole('button', { name: 'Add Payment' }).click();
  await pay.getByLabel('Payment Amount (LKR)').fill('100');
  await pay.getByRole('button', { name: 'Record Payment' }).click();
  await expect(card.getByTestId('debtor-remaining')).toHaveText('LKR 500.00');
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(keys[0]);
});
