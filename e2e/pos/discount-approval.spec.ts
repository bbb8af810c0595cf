import { expect, test } from '@playwright/test';
import { openShiftViaApi, registerViaApi, uniqueEmail } from '../support/accounts';
import { applyViaApi, approveViaApi, superAdminPage } from '../support/subscription-helpers';

// A manager's approval at the till: a cashier's 20% line discount is above the business's 5% limit,
// so the till asks for a manager — a wrong PIN is refused with the reason, the owner's PIN approves
// it and the sale is recorded at the discounted price.

test('a cashier’s discount above the limit needs a manager’s PIN at the till', async ({ page, browser }) => {
  await registerViaApi(page, { firstName: 'Kamal', lastName: 'Silva' });
  const { businessId } = await applyViaApi(page, `Discount Shop ${uniqueEmail('d').slice(2, 10)}`, [1, 2]);
  const admin = await superAdminPage(browser);
  await approveViaApi(admin.page, businessId);
  await admin.close();
  const me = await (await page.request.get('/api/auth/user')).json();
  expect((await page.request.put(`/api/businesses/${businessId}/users/${me.id}/pin`, { data: { pin: '4826' } })).status()).toBe(204);
  const product = await page.request.post(`/api/businesses/${businessId}/products`, {
    data: { name: 'Ceylon Tea 400g', sku: 'CT-400', sellingPrice: 1000, stock: 10, vatRate: 0 },
  });
  expect(product.status()).toBe(201);
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
  await search.fill('ct-400');
  await search.press('Enter');
  await till.getByRole('button', { name: 'Discount on Ceylon Tea 400g' }).click();
  const discount = till.getByRole('dialog', { name: 'Discount on Ceylon Tea 400g' });
  await discount.getByRole('radio', { name: 'Percent (%)' }).click();
  await discount.getByLabel('Discount (%)').fill('20');
  await expect(discount.getByTestId('discount-preview')).toHaveText('Discount: LKR 200.00');
  await discount.getByRole('button', { name: 'Apply Discount' }).click();
  await expect(till.getByTestId('cart-total')).toHaveText('LKR 800.00');

  await till.getByRole('button', { name: 'Cash', exact: true }).click();
  const approval = till.getByRole('dialog', { name: 'Manager approval' });
  await expect(approval.getByLabel('Manager', { exact: true })).toHaveValue(me.id);
  await approval.getByLabel('PIN', { exact: true }).fill('1111');
  await approval.getByRole('button', { name: 'Approve Discount' }).click();
  await expect(approval.getByText('That PIN is not right')).toBeVisible();
  await approval.getByLabel('PIN', { exact: true }).fill('4826');
  await approval.getByRole('button', { name: 'Approve Discount' }).click();
  await expect(approval).toBeHidden();
  const receipt = till.getByTestId('receipt');
  await expect(receipt).toContainText('INV-000001');
  await expect(receipt).toContainText('LKR 800.00');
  await ctx.close();

  const { sales } = await (await page.request.get(`/api/businesses/${businessId}/sales`)).json();
  expect(sales).toHaveLength(1);
  expect(sales[0].totalAmount).toBe(800);
});
