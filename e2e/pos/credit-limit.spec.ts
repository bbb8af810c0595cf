import { expect, test } from '@playwright/test';
import { openShiftViaApi, registerViaApi, uniqueEmail } from '../support/accounts';
import { applyViaApi, approveViaApi, superAdminPage } from '../support/subscription-helpers';

// Credit limits at the till: a cashier's credit sale that takes the customer over their credit
// limit is refused by the server with the limit and the balance; the till asks for an admin's PIN
// and, approved, the same sale goes through.

test('a cashier’s credit sale over the customer’s limit needs an admin’s PIN at the till', async ({ page, browser }) => {
  await registerViaApi(page, { firstName: 'Kamal', lastName: 'Silva' });
  const { businessId } = await applyViaApi(page, `Credit Shop ${uniqueEmail('c').slice(2, 10)}`, [1, 2, 3]);
  const admin = await superAdminPage(browser);
  await approveViaApi(admin.page, businessId);
  await admin.close();
  const me = await (await page.request.get('/api/auth/user')).json();
  expect((await page.request.put(`/api/businesses/${businessId}/users/${me.id}/pin`, { data: { pin: '4826' } })).status()).toBe(204);
  const product = await page.request.post(`/api/businesses/${businessId}/products`, {
    data: { name: 'Basmati Rice 5kg', sku: 'BR-5', sellingPrice: 1900, stock: 10, vatRate: 0 },
  });
  expect(product.status()).toBe(201);
  const debtor = await page.request.post(`/api/businesses/${businessId}/debtors`, {
    data: { name: 'Kamal Perera', phone: '0771234567', totalDebt: 4200, creditLimit: 5000 },
  });
  expect(debtor.status()).toBe(201);
  const cashier = { email: uniqueEmail('cashier'), password: 'till-pass-1' };
  const created = await page.request.post(`/api/businesses/${businessId}/users`, {
    data: { ...cashier, firstName: 'Nimali', lastName: 'Till', role: 'cashier' },
  });
  expect(created.status()).toBe(201);

  const ctx = await browser.newContext();
  const till = await ctx.newPage();
  expect((await till.request.post('/api/auth/cashier/login', { data: cashier })).status()).toBe(200);
  await openShiftViaApi(till, 1000);
  await till.goto('/');
  const search = till.getByPlaceholder('Search products or scan barcode...');
  await search.fill('br-5');
  await search.press('Enter');
  await expect(till.getByTestId('cart-total')).toHaveText('LKR 1,900.00');

  await till.getByRole('button', { name: 'Credit', exact: true }).click();
  const customer = till.getByRole('dialog', { name: 'Customer Information' });
  await customer.getByLabel('Customer Name *').fill('Kamal Perera');
  await customer.getByLabel('Phone Number *').fill('0771234567');
  await customer.getByRole('button', { name: 'Complete Credit Sale' }).click();

  const approval = till.getByRole('dialog', { name: 'Manager approval' });
  await expect(approval).toContainText(
    'Kamal Perera may owe at most LKR 5,000.00 and owes LKR 4,200.00; this sale would make it LKR 6,100.00 — an admin must approve',
  );
  await approval.getByLabel('PIN', { exact: true }).fill('4826');
  await approval.getByRole('button', { name: 'Approve credit over the limit' }).click();
  await expect(approval).toBeHidden();
  const receipt = till.getByTestId('receipt');
  await expect(receipt).toContainText('INV-000001');
  await expect(receipt).toContainText('LKR 6,100.00');
  await till.screenshot({ path: '/tmp/e2/credit-limit-receipt.png' });
  await ctx.close();

  const debtors = await (await page.request.get(`/api/businesses/${businessId}/debtors`)).json();
  expect(debtors[0].remainingAmount).toBe(6100);
});
