import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

/** axe (WCAG 2.1 A/AA and best practices) as e2e/a11y checks every screen: no serious or critical violation. */
async function expectAccessible(page: Page, what: string, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order');
  const report = serious.flatMap((v) => v.nodes.slice(0, 5).map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? v.help}`));
  expect(report, `${what}\n${report.join('\n')}`).toEqual([]);
}

const phone = () => `07${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;

test("a cheque sale's cheque is bounced on the Cheques page and the customer owes it again", async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const b = me.business.id as number;

  const product = await page.request.post(`/api/businesses/${b}/products`, {
    data: { name: `Basmati ${randomUUID().slice(0, 6)}`, sellingPrice: 1357, stock: 20, vatRate: 0 },
  });
  expect(product.status()).toBe(201);
  const name = `Dilani ${randomUUID().slice(0, 6)}`;
  const customerPhone = phone();
  const customer = await page.request.post(`/api/businesses/${b}/customers`, { data: { name, phone: customerPhone } });
  expect(customer.status()).toBe(201);

  // Paid in full by a cheque through the sale route.
  const number = String(Math.floor(100_000 + Math.random() * 899_999));
  const sale = await page.request.post(`/api/businesses/${b}/sales`, {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      items: [{ productId: (await product.json()).id, quantity: 1 }],
      customerId: (await customer.json()).id,
      payments: [{ method: 'cheque', amount: 1357, chequeNumber: number, chequeBank: 'Sampath Bank', chequeDate: '2026-11-30' }],
    },
  });
  expect(sale.status()).toBe(201);
  const invoice = (await sale.json()).invoiceNumber as string;

  await page.goto('/cheques');
  await expect(page.getByRole('heading', { name: 'Cheques' })).toBeVisible();
  const row = page.getByTestId(`cheque-row-${number}`);
  await expect(row).toContainText(name);
  await expect(row).toContainText('Sampath Bank');
  await expect(row).toContainText(invoice);
  await expect(row).toContainText('LKR 1,357.00');
  await expect(row.getByTestId('cheque-status')).toHaveText('Pending');
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, '/cheques');

  await row.getByRole('button', { name: `Deposit cheque ${number}` }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit cheque' });
  await deposit.getByRole('button', { name: 'Mark deposited' }).click();
  await expect(row.getByTestId('cheque-status')).toHaveText('Deposited');

  await row.getByRole('button', { name: `Mark cheque ${number} bounced` }).click();
  const bounce = page.getByRole('dialog', { name: 'Cheque bounced' });
  await expect(bounce).toContainText(`is added back to ${name}'s debt`);
  await expectAccessible(page, 'the bounce dialog', '[role="dialog"]');
  await bounce.getByLabel('Note (optional)').fill('Refer to drawer');
  await bounce.getByRole('button', { name: 'Mark bounced' }).click();
  await expect(page.getByText(`Cheque bounced: ${name} now owes LKR 1,357.00`)).toBeVisible();
  await expect(row.getByTestId('cheque-status')).toHaveText('Bounced');
  await expect(row.getByRole('button')).toHaveCount(0);

  // Only bounced cheques: it is there.
  await page.getByLabel('Status', { exact: true }).selectOption('bounced');
  await expect(page.getByTestId(`cheque-row-${number}`)).toBeVisible();

  // The debtor owes the cheque's amount; the statement names the cheque and the sale.
  await page.goto('/debtors');
  await page.getByRole('searchbox', { name: 'Search debtors' }).fill(customerPhone);
  const card = page.getByRole('article', { name });
  await expect(card.getByTestId('debtor-remaining')).toHaveText('LKR 1,357.00');
  await card.getByRole('button', { name: 'Statement' }).click();
  const ledger = page.getByRole('dialog', { name: `${name}: invoices and payments` });
  await expect(ledger.getByTestId('debtor-invoices').getByRole('row').nth(1)).toContainText(
    `Bounced cheque ${number} (Sampath Bank) for ${invoice}`,
  );
});
