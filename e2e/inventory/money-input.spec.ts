import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

/** What a person pastes into a money or quantity field is read as they mean it, or refused by the field. */
async function productNamed(page: Page, businessId: number, name: string) {
  const res = await page.request.get(`/api/businesses/${businessId}/products`);
  const products = (await res.json()) as { name: string; sellingPrice: number; stock: number }[];
  return products.find((p) => p.name === name);
}

async function paste(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await field.fill('');
  await field.focus();
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press('ControlOrMeta+V');
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('money input: pasting "Rs. 450" into Selling Price saves 450.00; "abc" shows the field\'s message and saves nothing', async ({
  page,
}) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const businessId = me.business.id as number;
  await page.goto('/inventory');

  const name = `Pasted price ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add Product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await dialog.getByLabel('Product Name *').fill(name);
  const price = dialog.getByLabel('Selling Price *');
  await paste(page, price, 'Rs. 450');
  await expect(price).toHaveValue('Rs. 450');
  await paste(page, dialog.getByLabel('Stock Quantity *'), '1,250');
  await price.focus();
  await dialog.getByLabel('Buying Price').focus();
  await expect(price).toHaveValue('450'); // shown as the number it was read as once the field is left
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product created successfully')).toBeVisible();
  expect(await productNamed(page, businessId, name)).toMatchObject({ sellingPrice: 450, stock: 1250 });
  await page.getByLabel('Search products').fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('LKR 450.00');

  const refused = `Refused price ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add Product' }).first().click();
  await dialog.getByLabel('Product Name *').fill(refused);
  await paste(page, price, 'abc');
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(dialog.getByText('Selling price must be a number, like 1250.50')).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveValue('abc');
  await page.screenshot({ path: '/tmp/kade-money-input-refused.png' });

  // A barcode pasted into the stock field is refused by the same field, with the bound.
  await price.fill('450');
  await paste(page, dialog.getByLabel('Stock Quantity *'), '4790001234567');
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(dialog.getByText('Stock must be at most 1,000,000')).toBeVisible();
  expect(await productNamed(page, businessId, refused)).toBeUndefined();
});

test('money input on a PO line: "Rs. 480" is read as 480; a barcode pasted into Quantity is refused by the field and the dialog stays up', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.goto('/procurement');
  await page.getByRole('button', { name: 'Create PO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Purchase Order' });
  await dialog.getByLabel('Supplier').selectOption({ index: 1 });
  await dialog.getByLabel('Product').selectOption({ index: 1 });
  await paste(page, dialog.getByLabel('Unit Price'), 'Rs. 480');
  await paste(page, dialog.getByLabel('Quantity'), '2');
  await expect(dialog.getByTestId('po-line-total')).toHaveText('LKR 960.00');
  await paste(page, dialog.getByLabel('Quantity'), '4790001234567');
  await expect(dialog.getByTestId('po-line-total')).toHaveText('LKR 0.00');
  await dialog.getByRole('button', { name: 'Create Order' }).click();
  await expect(dialog.getByText('Quantity must be at most 100,000')).toBeVisible();
});
