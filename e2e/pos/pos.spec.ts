import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

const code = () => `20${String(Date.now()).slice(-10)}${Math.floor(Math.random() * 10)}`;

test('add a category and a product in /inventory, sell it at /pos by barcode + Enter, see the receipt and the stock go down', async ({
  page,
}) => {
  await signInAsDemo(page);
  const suffix = Date.now().toString(36);
  const category = `E2E Snacks ${suffix}`;
  const name = `Kottu Mix ${suffix}`;
  const barcode = code();

  await page.goto('/inventory');
  await expect(page.getByRole('heading', { name: 'Inventory Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Category' }).click();
  const catDialog = page.getByRole('dialog', { name: 'Add New Category' });
  await catDialog.getByLabel('Category Name *').fill(category);
  await catDialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByText('Category created successfully')).toBeVisible();

  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  // the spec's messages show for an empty form
  await dialog.getByLabel('Selling Price *').fill('');
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(dialog.getByText('Product name is required')).toBeVisible();
  await expect(dialog.getByText('Selling price is required')).toBeVisible();

  await dialog.getByLabel('Product Name *').fill(name);
  await dialog.getByLabel('Barcode').fill(barcode);
  await dialog.getByLabel('Category', { exact: true }).selectOption(category);
  await dialog.getByLabel('Selling Price *').fill('250');
  await dialog.getByLabel('Stock Quantity *').fill('12');
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product created successfully')).toBeVisible();
  await page.getByLabel('Search products').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('12 pieces');
  await expect(row).toContainText('N/A');
  await expect(row).toContainText('In Stock');

  await page.goto('/pos');
  await expect(page.getByRole('heading', { name: 'Point of Sale' })).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  const search = page.getByPlaceholder('Search products or scan barcode...');
  await search.fill(barcode);
  await search.press('Enter');
  await expect(search).toHaveValue('');
  await expect(page.getByText('Cart (1)')).toBeVisible();
  await search.fill(barcode);
  await search.press('Enter');
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${name}` })).toHaveValue('2');
  // The demo shop is VAT-registered and its shelf prices include VAT: 2 × 250 = 500 paid, with
  // 500 × 18/118 = 76.27 VAT inside it.
  await expect(page.getByTestId('cart-total')).toHaveText('LKR 500.00');
  await expect(page.getByTestId('cart-vatIncluded')).toContainText('76.27');

  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await expect(page.getByText('Sale Completed')).toBeVisible();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('Demo Stores');
  await expect(receipt).toContainText(name);
  await expect(receipt.getByTestId('receipt-vatIncluded')).toContainText('VAT included (18%)');
  await expect(receipt.getByTestId('receipt-vatIncluded')).toContainText('76.27');
  await expect(receipt).not.toContainText('NBT');
  await expect(receipt).toContainText('LKR 500.00');
  await expect(receipt).toContainText('Thank you');
  const invoice = (await receipt
    .getByText(/^INV-\d{6}$/)
    .first()
    .textContent())!.trim();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(`${invoice}.txt`);
  await page.keyboard.press('Escape');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  // the sale is listed under Recent Sales and its receipt can be shown again
  await page.getByRole('button', { name: `Show receipt ${invoice}` }).click();
  await expect(page.getByTestId('receipt')).toContainText(name);
  await page.keyboard.press('Escape');

  await page.goto('/inventory');
  await page.getByLabel('Search products').fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('10 pieces');
});

test('a fractional kg sale and a credit sale that needs name and phone', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const name = `Loose Sugar ${Date.now().toString(36)}`;
  const created = await page.request.post(`/api/businesses/${me.business.id}/products`, {
    data: { name, sellingPrice: 320, stock: 5, unit: 'kg', vatRate: 0 },
  });
  expect(created.status()).toBe(201);
  const product = await created.json();

  await page.goto('/pos');
  await page.getByPlaceholder('Search products or scan barcode...').fill(name);
  await page.getByRole('button', { name: `Add ${name} to cart` }).click();
  const qty = page.getByRole('spinbutton', { name: `Quantity of ${name}` });
  await qty.fill('0.250');
  await qty.press('Enter');
  await expect(page.getByTestId('cart-total')).toHaveText('LKR 80.00');

  await page.getByRole('button', { name: 'Credit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer Information' });
  const complete = dialog.getByRole('button', { name: 'Complete Credit Sale' });
  await expect(complete).toBeDisabled();
  await dialog.getByLabel('Customer Name *').fill('Sunil Fernando');
  await expect(complete).toBeDisabled();
  await dialog.getByLabel('Phone Number *').fill('0771112233');
  await expect(complete).toBeEnabled();
  await complete.click();
  await expect(page.getByText('Sale Completed')).toBeVisible();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('Sunil Fernando');
  await expect(receipt).toContainText('0.25');
  await expect(receipt).toContainText('LKR 80.00');

  const inv = await (await page.request.get(`/api/businesses/${me.business.id}/inventory`)).json();
  expect(inv.products.find((p: { id: number }) => p.id === product.id).stock).toBe(4.75);
});
