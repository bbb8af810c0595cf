import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

test('a credit sale at the till creates the debtor; two payments settle it', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const product = `Loose Tea ${randomUUID().slice(0, 6)}`;
  const created = await page.request.post(`/api/businesses/${me.business.id}/products`, {
    data: { name: product, sellingPrice: 500, stock: 20, vatRate: 0 },
  });
  expect(created.status()).toBe(201);

  // sell two on credit at the till
  await page.goto('/pos');
  await page.getByPlaceholder('Search products or scan barcode...').fill(product);
  await page.getByRole('button', { name: `Add ${product} to cart` }).click();
  await page.getByRole('button', { name: `Add ${product} to cart` }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('LKR 1,000.00');
  await page.getByRole('button', { name: 'Credit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer Information' });
  const customer = `Kasun ${randomUUID().slice(0, 6)}`;
  const phone = `07${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
  await dialog.getByLabel('Customer Name *').fill(customer);
  await dialog.getByLabel('Phone Number *').fill(phone);
  await dialog.getByRole('button', { name: 'Complete Credit Sale' }).click();
  await expect(page.getByText('Sale Completed')).toBeVisible();
  await page.keyboard.press('Escape');

  // the debtor is there with the sale's total, due by the payment terms
  await page.goto('/debtors');
  await page.getByRole('searchbox', { name: 'Search debtors' }).fill(phone);
  const card = page.getByRole('article', { name: customer });
  await expect(card).toContainText('Active');
  await expect(card.getByTestId('debtor-remaining')).toHaveText('LKR 1,000.00');
  await expect(card).toContainText('Due Date');

  const pay = page.getByRole('dialog', { name: 'Record Payment' });
  await card.getByRole('button', { name: 'Add Payment' }).click();
  await pay.getByLabel('Payment Amount (LKR)').fill('250');
  await pay.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Payment recorded successfully')).toBeVisible();
  await expect(card.getByTestId('debtor-remaining')).toHaveText('LKR 750.00');

  await card.getByRole('button', { name: 'Add Payment' }).click();
  await pay.getByLabel('Payment Amount (LKR)').fill('750');
  await pay.getByRole('button', { name: 'Record Payment' }).click();
  await expect(card.getByTestId('debtor-remaining')).toHaveText('LKR 0.00');
  await expect(card).toContainText('Settled');
});
