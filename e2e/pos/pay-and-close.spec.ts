import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { applyViaApi, approveViaApi, superAdminPage } from '../support/subscription-helpers';

// Paying and closing the day at the till (decision 0013): open a shift with a float, sell for cash
// with the change shown, split cash + card, park a basket, serve another customer, recall it, close
// the shift counting the notes and coins, and the Z report prints.

// 13 digits, distinct within the run: three taken in the same millisecond differ by the counter.
let barcodes = 0;
const barcode = () => `27${String(Date.now()).slice(-7)}${String(barcodes++ % 1000).padStart(3, '0')}${Math.floor(Math.random() * 10)}`;

async function addByBarcode(page: Page, code: string) {
  const search = page.getByPlaceholder('Search products or scan barcode...');
  await search.fill(code);
  await search.press('Enter');
  await expect(search).toHaveValue('');
}

async function closeReceipt(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('receipt')).toBeHidden();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
}

test('a shift at the till: float, cash with change, split cash + card, park and recall, close counting notes, the Z report prints', async ({
  page,
  browser,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await registerViaApi(page, { firstName: 'Kamal', lastName: 'Silva' });
  const { businessId } = await applyViaApi(page, `Shift Shop ${uniqueEmail('s').slice(2, 10)}`, [1, 2]);
  const admin = await superAdminPage(browser);
  // The till's own prompt opens the owner's shift below.
  await approveViaApi(admin.page, businessId, { ownerShift: false });
  await admin.close();
  const products = { jaggery: barcode(), rice: barcode(), oil: barcode() };
  for (const [name, code, price] of [
    ['Kithul Jaggery', products.jaggery, 1357],
    ['Red Rice 5 kg', products.rice, 1200],
    ['Coconut Oil 1 l', products.oil, 800],
  ] as const) {
    const res = await page.request.post(`/api/businesses/${businessId}/products`, {
      data: { name, barcode: code, sellingPrice: price, stock: 20, vatRate: 0 },
    });
    expect(res.status()).toBe(201);
  }

  // "Cashiers work in shifts" is on by default: the till asks for a shift before the first sale.
  await page.goto('/pos');
  await expect(page.getByTestId('shift-required')).toBeVisible();
  await addByBarcode(page, products.jaggery);
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  const open = page.getByRole('dialog', { name: 'Open a shift' });
  await open.getByLabel('Opening float (LKR)').fill('5,000');
  await open.getByRole('button', { name: 'Open shift' }).click();
  await expect(open).toBeHidden();
  await expect(page.getByTestId('shift-required')).toBeHidden();

  // Cash: a 5,000 note for 1,357.00, the change in large type, Enter completes.
  await page.getByRole('button', { name: 'Add 5,000.00' }).click();
  const tendered = page.getByRole('textbox', { name: 'Amount tendered' });
  await expect(tendered).toHaveValue('5000');
  await expect(page.getByTestId('change-due')).toHaveText('LKR 3,643.00');
  await tendered.press('Enter');
  await expect(page.getByTestId('receipt')).toContainText('INV-000001');
  let receipt = page.getByTestId('receipt');
  await expect(receipt.getByTestId('receipt-change')).toContainText('5,000.00');
  await expect(receipt.getByTestId('receipt-change')).toContainText('3,643.00');
  await closeReceipt(page);

  // Split: 500 in cash (F1 with 500 typed), the rest by card with its slip's reference.
  await addByBarcode(page, products.rice);
  await tendered.fill('500');
  await page.keyboard.press('F1');
  await expect(page.getByTestId('pay-part')).toHaveCount(1);
  await expect(page.getByTestId('pay-due')).toHaveText('LKR 700.00');
  await page.getByRole('textbox', { name: 'Reference' }).fill('AUTH-42');
  await page.getByRole('button', { name: 'Card', exact: true }).click();
  await expect(page.getByTestId('receipt')).toContainText('INV-000002');
  receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('Split');
  await expect(receipt.getByTestId('receipt-payments')).toContainText('500.00');
  await expect(receipt.getByTestId('receipt-payments')).toContainText('700.00');
  await expect(receipt.getByTestId('receipt-payments')).toContainText('Ref AUTH-42');
  await closeReceipt(page);

  // Park a basket (F9) with a note, serve the next customer, then recall it (F10).
  await addByBarcode(page, products.oil);
  await page.keyboard.press('F9');
  const park = page.getByRole('dialog', { name: 'Park this sale' });
  await park.getByLabel('Note (optional)').fill('Mrs Perera');
  await park.getByRole('button', { name: 'Park Sale' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();

  await addByBarcode(page, products.jaggery);
  await page.keyboard.press('F2');
  await expect(page.getByTestId('receipt')).toContainText('INV-000003');
  await closeReceipt(page);

  await page.keyboard.press('F10');
  const parked = page.getByRole('dialog', { name: 'Parked sales' });
  const basket = parked.getByTestId('parked-sale').filter({ hasText: 'Mrs Perera' });
  await expect(basket).toContainText('Kamal Silva');
  await basket.getByRole('button', { name: 'Recall' }).click();
  await expect(parked).toBeHidden();
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Coconut Oil 1 l' })).toHaveValue('1');
  await expect(page.getByTestId('cart-total')).toHaveText('LKR 800.00');
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await expect(page.getByTestId('receipt')).toContainText('INV-000004');
  await closeReceipt(page);

  // Close: the drawer holds 5,000 + 1,357 + 500 + 800 = 7,657.00, counted in notes and coins.
  await page.getByRole('button', { name: /^Shift since/ }).click();
  await page.getByRole('menuitem', { name: 'Close Shift' }).click();
  const close = page.getByTestId('close-shift-dialog');
  await expect(close.getByTestId('close-expected')).toHaveText('LKR 7,657.00');
  for (const [note, count] of [
    ['5,000', 1],
    ['1,000', 2],
    ['500', 1],
    ['100', 1],
    ['50', 1],
    ['5', 1],
    ['2', 1],
  ] as const)
    await close.getByLabel(`How many LKR ${note}`, { exact: true }).fill(String(count));
  await expect(close.getByTestId('close-over-short')).toContainText('0.00');
  await close.getByRole('button', { name: 'Close shift' }).click();

  const z = page.getByRole('dialog').filter({ hasText: 'Z REPORT' });
  await expect(z).toContainText('Z no.');
  await expect(z).toContainText('7,657.00');
  await z.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.keyboard.press('Escape');
  // The shift is closed: the till asks for a new one before the next sale.
  await expect(page.getByTestId('shift-required')).toBeVisible();
});
