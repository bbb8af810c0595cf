import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

const phone = () => `07${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;

test('the overdue alert names the largest debt first; a debtor shows its invoices and payments', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const b = me.business.id as number;

  // An overdue debtor whose name sorts last but who owes the most.
  const big = `Zuhair ${randomUUID().slice(0, 6)}`;
  const made = await page.request.post(`/api/businesses/${b}/debtors`, {
    data: { name: big, phone: phone(), totalDebt: '987654', dueDate: '2026-01-01' },
  });
  expect(made.status()).toBe(201);

  // Two credit sales to one customer, then a payment that covers the first and part of the second.
  const product = await page.request.post(`/api/businesses/${b}/products`, {
    data: { name: `Dhal ${randomUUID().slice(0, 6)}`, sellingPrice: 1000, stock: 20, vatRate: 0 },
  });
  const customer = { name: `Kasun ${randomUUID().slice(0, 6)}`, phone: phone() };
  const invoices: string[] = [];
  for (const quantity of [1, 2]) {
    const sale = await page.request.post(`/api/businesses/${b}/sales`, {
      headers: { 'idempotency-key': randomUUID() },
      data: { items: [{ productId: (await product.json()).id, quantity }], paymentMethod: 'credit', debtorInfo: customer },
    });
    expect(sale.status()).toBe(201);
    invoices.push((await sale.json()).invoiceNumber);
  }

  await page.goto('/debtors');
  const alert = page.getByTestId('overdue-alert');
  await expect(alert.getByRole('listitem').first()).toContainText(big);

  await page.getByRole('searchbox', { name: 'Search debtors' }).fill(customer.phone);
  const card = page.getByRole('article', { name: customer.name });
  await card.getByRole('button', { name: 'Add Payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Record Payment' });
  await pay.getByLabel('Payment Amount (LKR)').fill('1500');
  await pay.getByRole('button', { name: 'Record Payment' }).click();
  await expect(card.getByTestId('debtor-remaining')).toHaveText('LKR 1,500.00');

  await card.getByRole('button', { name: 'Statement' }).click();
  const ledger = page.getByRole('dialog', { name: `${customer.name}: invoices and payments` });
  const rows = ledger.getByTestId('debtor-invoices').getByRole('row');
  await expect(rows.nth(1)).toContainText(invoices[0]);
  await expect(rows.nth(1)).toContainText('Paid');
  await expect(rows.nth(2)).toContainText(invoices[1]);
  await expect(rows.nth(2)).toContainText('LKR 500.00');
  await expect(rows.nth(2)).toContainText('Partly paid');
  await expect(ledger.getByTestId('debtor-payments')).toContainText('LKR 1,500.00');
  await expect(ledger.getByTestId('debtor-payments')).toContainText('Cash');
  await page.screenshot({ path: '/tmp/e2/debtor-ledger.png' });
});
