import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

const code = () => `21${String(Date.now()).slice(-10)}${Math.floor(Math.random() * 10)}`;

async function businessId(page: Page): Promise<number> {
  const me = await (await page.request.get('/api/auth/user')).json();
  return me.business.id as number;
}

/** A product with no taxes, so the points are easy to check: total = price × quantity. */
async function taxFreeProduct(page: Page, price: number) {
  const barcode = code();
  const name = `Loyalty Tea ${barcode.slice(-5)}`;
  const res = await page.request.post(`/api/businesses/${await businessId(page)}/products`, {
    data: { name, barcode, sellingPrice: price, stock: 50, vatRate: 0 },
  });
  expect(res.status()).toBe(201);
  return { name, barcode };
}

async function crmPoints(page: Page, customer: string): Promise<number> {
  await page.goto('/crm');
  await page.getByRole('searchbox').fill(customer);
  const card = page.getByTestId('customer-card').filter({ hasText: customer }).first();
  const text = await card.getByTestId('customer-points').textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

async function enableLoyalty(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Business Settings' })).toBeVisible();
  const crm = page.getByRole('switch', { name: 'Enable CRM' });
  if ((await crm.getAttribute('aria-checked')) !== 'true') await crm.click();
  const loyalty = page.getByRole('switch', { name: 'Enable Loyalty Points' });
  if ((await loyalty.getAttribute('aria-checked')) !== 'true') await loyalty.click();
  await page.getByLabel('Points per Rupee').fill('1.00');
  await page.getByRole('button', { name: 'Save Settings' }).first().click();
  await expect(page.getByText('Your business settings have been saved successfully.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Enable CRM' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Enable Loyalty Points' })).toHaveAttribute('aria-checked', 'true');
}

async function selectCustomer(page: Page, customer: string) {
  await page.getByRole('button', { name: 'Select Customer' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Customer' });
  await picker.getByRole('searchbox', { name: 'Search customers' }).fill(customer);
  await picker
    .getByRole('button', { name: new RegExp(customer) })
    .first()
    .click();
  await expect(page.getByTestId('selected-customer')).toHaveText(customer);
}

async function addByBarcode(page: Page, barcode: string) {
  const search = page.getByPlaceholder('Search products or scan barcode...');
  await search.fill(barcode);
  await search.press('Enter');
  await expect(search).toHaveValue('');
}

test('with CRM and loyalty on, a sale to a customer earns points that show in /crm', async ({ page }) => {
  await signInAsDemo(page);
  await enableLoyalty(page);
  const customer = 'Kamal Perera';
  const before = await crmPoints(page, customer);
  const product = await taxFreeProduct(page, 250);

  await page.goto('/pos');
  await expect(page.getByRole('heading', { name: 'Point of Sale' })).toBeVisible();
  await selectCustomer(page, customer);
  await expect(page.getByTestId('customer-balance')).toHaveText(String(before));
  await addByBarcode(page, product.barcode);
  await addByBarcode(page, product.barcode);
  await expect(page.getByTestId('cart-total')).toHaveText('LKR 500.00');
  await page.getByRole('button', { name: 'Cash', exact: true }).click();

  await expect(page.getByText('Sale Complete', { exact: true })).toBeVisible();
  await expect(page.getByText('Customer earned 500 loyalty points! Inventory updated.')).toBeVisible();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText(customer);
  await expect(receipt).toContainText(/Points earned:\s*500/);
  await expect(receipt).toContainText(new RegExp(`Loyalty balance:\\s*${before + 500}`));
  await page.keyboard.press('Escape');
  // the customer clears after the sale
  await expect(page.getByRole('button', { name: 'Select Customer' })).toBeVisible();

  expect(await crmPoints(page, customer)).toBe(before + 500);
});

test("the demo business's receipt is an INVOICE with its TIN and VAT number (a TAX INVOICE is issued on request)", async ({ page }) => {
  await signInAsDemo(page);
  const profile = await (await page.request.get(`/api/businesses/${await businessId(page)}/tax-invoice-profile`)).json();
  expect(profile).toMatchObject({ vatRegistered: true });
  const product = await taxFreeProduct(page, 120);

  await page.goto('/pos');
  await addByBarcode(page, product.barcode);
  await page.getByRole('button', { name: 'Card', exact: true }).click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByText('INVOICE', { exact: true })).toBeVisible();
  await expect(receipt).not.toContainText('TAX INVOICE');
  await expect(receipt).toContainText(`TIN: ${profile.tin}`);
  await expect(receipt).toContainText(`VAT No.: ${profile.vatNumber}`);

  // the downloaded text receipt says the same
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray();
  const body = Buffer.concat(text).toString('utf8');
  expect(body).toMatch(/^\s+INVOICE$/m);
  expect(body).not.toContain('TAX INVOICE');
  expect(body).toContain(`TIN: ${profile.tin}`);
});

test('redeeming points at the till takes them off the total and shows on the receipt', async ({ page }) => {
  await signInAsDemo(page);
  await enableLoyalty(page);
  const customer = 'Kamal Perera';
  const before = await crmPoints(page, customer);
  expect(before).toBeGreaterThan(100);
  const product = await taxFreeProduct(page, 250);

  await page.goto('/pos');
  await selectCustomer(page, customer);
  await addByBarcode(page, product.barcode);
  await page.getByLabel('Use points as a discount').fill('100');
  await expect(page.getByText('Points used (100 points)')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('LKR 150.00');
  await page.getByRole('button', { name: 'Cash', exact: true }).click();

  await expect(page.getByText('Customer earned 150 loyalty points! Inventory updated.')).toBeVisible();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText(/Discount:\s*-100\.00/);
  await expect(receipt).toContainText(/Points redeemed:\s*100/);
  await expect(receipt).toContainText(/Points earned:\s*150/);
  await expect(receipt).toContainText(new RegExp(`Loyalty balance:\\s*${before - 100 + 150}`));
  await expect(receipt).toContainText('LKR 150.00');
  await page.keyboard.press('Escape');

  expect(await crmPoints(page, customer)).toBe(before + 50);
});

test('a customer added from the till picker is selected and prefills the credit dialog', async ({ page }) => {
  await signInAsDemo(page);
  await enableLoyalty(page);
  const product = await taxFreeProduct(page, 80);
  const suffix = String(Date.now()).slice(-7);
  const name = `Till Customer ${suffix}`;
  const phone = `071${suffix}`;

  await page.goto('/pos');
  await page.getByRole('button', { name: 'Select Customer' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Customer' });
  await picker.getByRole('searchbox', { name: 'Search customers' }).fill(`nobody-${suffix}`);
  await expect(picker.getByText('No customers found. Add customers in the CRM section first.')).toBeVisible();
  await picker.getByRole('button', { name: 'Add Customer' }).click();
  await picker.getByLabel('Customer Name *').fill(name);
  await picker.getByLabel('Phone Number').fill(phone);
  await picker.getByRole('button', { name: 'Add Customer' }).click();
  await expect(page.getByTestId('selected-customer')).toHaveText(name);
  await expect(page.getByTestId('customer-balance')).toHaveText('0');

  await addByBarcode(page, product.barcode);
  await page.getByRole('button', { name: 'Credit', exact: true }).click();
  const credit = page.getByRole('dialog', { name: 'Customer Information' });
  await expect(credit.getByLabel('Customer Name *')).toHaveValue(name);
  await expect(credit.getByLabel('Phone Number *')).toHaveValue(phone);
  await credit.getByRole('button', { name: 'Complete Credit Sale' }).click();
  await expect(page.getByText('Customer earned 80 loyalty points! Inventory updated.')).toBeVisible();
  await expect(page.getByTestId('receipt')).toContainText(name);
});
