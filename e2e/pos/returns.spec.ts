import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { applyViaApi, approveViaApi, superAdminPage } from '../support/subscription-helpers';

// Returns, exchanges and voids at the till: scan a receipt's barcode (the invoice number typed into
// the search and Enter, as a scanner types it), return one item to cash, print the credit note; an
// exchange with a price difference; a void from the sales list; the X report shows the refund.

let codes = 0;
const barcode = () => `28${String(Date.now()).slice(-7)}${String(codes++ % 1000).padStart(3, '0')}${Math.floor(Math.random() * 10)}`;

/** A fresh shop (the owner's shift open), VAT-registered when asked: its credit note is a tax document. */
async function aShop(page: Page, browser: import('@playwright/test').Browser, registered: boolean) {
  await registerViaApi(page, { firstName: 'Ruwan', lastName: 'Perera' });
  const { businessId } = await applyViaApi(page, `Returns Shop ${uniqueEmail('r').slice(2, 10)}`, registered ? [1, 2, 7] : [1, 2]);
  const admin = await superAdminPage(browser);
  await approveViaApi(admin.page, businessId);
  await admin.close();
  if (registered) {
    const config = await page.request.put(`/api/tax/configuration/${businessId}`, {
      data: {
        vatRate: 18,
        nbtRate: 0,
        ssclRate: 2.5,
        ssclLiableShare: 50,
        vatRegistered: true,
        tin: '134567890',
        vatNumber: '134567890-7000',
        annualVatThreshold: 60_000_000,
        quarterlyVatThreshold: 15_000_000,
        incomeTaxMode: 'company',
        companyIncomeTaxRate: 30,
      },
    });
    expect(config.ok()).toBe(true);
  }
  return businessId;
}

async function product(page: Page, businessId: number, name: string, price: number, vatRate = 0) {
  const code = barcode();
  const res = await page.request.post(`/api/businesses/${businessId}/products`, {
    data: { name, barcode: code, sellingPrice: price, stock: 20, vatRate },
  });
  expect(res.status()).toBe(201);
  return code;
}

async function typeIntoSearch(page: Page, code: string) {
  const search = page.getByPlaceholder('Search products or scan barcode...');
  await search.fill(code);
  await search.press('Enter');
  await expect(search).toHaveValue('');
}

async function closeReceipt(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('receipt')).toBeHidden();
}

/** Prints (window.print stubbed) and reads page 1 as Chromium would print it. */
async function printedText(page: Page, file: string) {
  await page.emulateMedia({ media: 'print' });
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  await page.emulateMedia({ media: 'screen' });
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
});

test('scan the receipt, return one item to cash, print the credit note; the X report shows the refund', async ({ page, browser }) => {
  const businessId = await aShop(page, browser, true);
  const codes = {
    kettle: await product(page, businessId, 'Electric Kettle', 4720, 18),
    tea: await product(page, businessId, 'Ceylon Tea 400g', 1180, 18),
    mug: await product(page, businessId, 'Clay Mug', 590, 18),
  };
  await page.goto('/pos');
  for (const c of Object.values(codes)) await typeIntoSearch(page, c);
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('INV-000001');
  // The receipt prints its number as a Code 128 barcode.
  await expect(receipt.getByTestId('invoice-barcode')).toHaveAttribute('data-value', 'INV-000001');
  await closeReceipt(page);

  // The scanner types the number and Enter into the till's search: the sale opens for a return.
  await typeIntoSearch(page, 'INV-000001');
  const dialog = page.getByRole('dialog', { name: 'Return items of INV-000001' });
  await expect(dialog.getByTestId('return-line')).toHaveCount(3);
  const sale = await (await page.request.get(`/api/businesses/${businessId}/sales/by-invoice/INV-000001`)).json();
  const tea = sale.items.find((i: { name: string }) => i.name === 'Ceylon Tea 400g');
  await dialog.getByLabel('Quantity to return of Ceylon Tea 400g').fill('1');
  // The refund is the line's share, as the sale charged it (here all of the line: 1,180.00 with its VAT).
  await expect(dialog.getByTestId('return-total')).toHaveText(`LKR ${tea.total.toLocaleString('en-LK', { minimumFractionDigits: 2 })}`);
  await expect(dialog.getByTestId('return-total')).toHaveText('LKR 1,180.00');
  await dialog.getByRole('button', { name: 'Refund LKR 1,180.00' }).click();

  const note = page.getByRole('dialog', { name: 'Credit note' });
  const preview = note.getByTestId('credit-note-preview');
  await expect(preview).toContainText('CREDIT NOTE');
  await expect(preview).toContainText('CN-000001');
  await expect(preview).toContainText('INV-000001');
  await expect(preview).toContainText('1,180.00');
  await note.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const printed = await printedText(page, '/tmp/kade-credit-note.pdf');
  expect(printed).toContain('CREDIT NOTE');
  expect(printed).toContain('CN-000001');
  expect(printed).toContain('INV-000001');
  expect(printed).toContain('Ceylon Tea 400g');
  expect(printed).toMatch(/VAT reversed:?\s+-?180\.00/);
  await page.keyboard.press('Escape');
  await expect(note).toBeHidden();

  // Scanned again, the sale shows what came back already.
  await typeIntoSearch(page, 'INV-000001');
  const again = page.getByRole('dialog', { name: 'Return items of INV-000001' });
  await expect(again.getByTestId('return-line').filter({ hasText: 'Ceylon Tea 400g' })).toContainText('returned 1 · returnable 0');
  await page.keyboard.press('Escape');

  // The X report: the cash refund, by method.
  await page.getByRole('button', { name: /^Shift since/ }).click();
  await page.getByRole('menuitem', { name: 'X report' }).click();
  const x = page.getByTestId('shift-report');
  await expect(x.getByTestId('report-refunds-by-method')).toContainText('Cash (1)');
  await expect(x.getByTestId('report-refunds-by-method')).toContainText('-1,180.00');
});

test('an exchange with a price difference: one item back, a dearer one out, the customer pays the difference, both documents shown', async ({
  page,
  browser,
}) => {
  const businessId = await aShop(page, browser, false);
  const shirt = await product(page, businessId, 'Cotton Shirt M', 1500);
  const dearer = await product(page, businessId, 'Cotton Shirt L Premium', 2300);
  await page.goto('/pos');
  await typeIntoSearch(page, shirt);
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await expect(page.getByTestId('receipt')).toContainText('INV-000001');
  await closeReceipt(page);

  await page.keyboard.press('F11');
  const find = page.getByRole('dialog', { name: 'Find a sale' });
  await find.getByLabel('Invoice number').fill('INV-000001');
  await find.getByRole('button', { name: 'Find' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return items of INV-000001' });
  await dialog.getByLabel('Quantity to return of Cotton Shirt M').fill('1');
  await expect(dialog.getByTestId('return-total')).toHaveText('LKR 1,500.00');
  await dialog.getByRole('button', { name: 'Exchange' }).click();
  await expect(dialog).toBeHidden();

  await typeIntoSearch(page, dearer);
  await expect(page.getByTestId('exchange-credit')).toHaveText('Return credit LKR 1,500.00');
  // The customer pays 2,300.00 − 1,500.00 = 800.00, with a 1,000 note.
  const tendered = page.getByRole('textbox', { name: 'Amount tendered' });
  await tendered.fill('1000');
  await expect(page.getByTestId('change-due')).toHaveText('LKR 200.00');
  await tendered.press('Enter');

  const both = page.getByRole('dialog', { name: 'Exchange' });
  await expect(both.getByTestId('credit-note')).toContainText('CN-000001');
  await expect(both.getByTestId('credit-note')).toContainText('INV-000001');
  await expect(both).toContainText('INV-000002');
  await expect(both).toContainText('Cotton Shirt L Premium');
  const invoice = await (await page.request.get(`/api/businesses/${businessId}/sales/by-invoice/INV-000002`)).json();
  expect(invoice).toMatchObject({ totalAmount: 2300, payments: [{ method: 'cash', amount: 2300 }], cashTendered: 2500, changeDue: 200 });
  const original = await (await page.request.get(`/api/businesses/${businessId}/sales/by-invoice/INV-000001`)).json();
  expect(original.status).toBe('returned');
  await both.getByRole('button', { name: 'Print' }).click();
  const printed = await printedText(page, '/tmp/kade-exchange.pdf');
  expect(printed).toContain('CN-000001');
  expect(printed).toContain('INV-000002');
  await page.keyboard.press('Escape');
  await expect(both).toBeHidden();

  // Back the other way: the dearer shirt for the cheaper one, the customer is paid 800.00.
  await typeIntoSearch(page, 'INV-000002');
  const back = page.getByRole('dialog', { name: 'Return items of INV-000002' });
  await back.getByLabel('Quantity to return of Cotton Shirt L Premium').fill('1');
  await back.getByRole('button', { name: 'Exchange' }).click();
  await typeIntoSearch(page, shirt);
  await expect(page.getByTestId('exchange-owed')).toHaveText('Pay the customer LKR 800.00');
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Exchange' })).toContainText('INV-000003');
  const third = await (await page.request.get(`/api/businesses/${businessId}/sales/by-invoice/INV-000003`)).json();
  expect(third).toMatchObject({ totalAmount: 1500, payments: [{ method: 'cash', amount: 1500 }] });
  const second = await (await page.request.get(`/api/businesses/${businessId}/sales/by-invoice/INV-000002`)).json();
  const credit = await (await page.request.get(`/api/businesses/${businessId}/returns/${second.returns[0].id}`)).json();
  expect(credit).toMatchObject({ creditNoteNumber: 'CN-000002', totalAmount: 2300 });
  expect(credit.refund.map((r: { method: string; amount: number }) => [r.method, r.amount])).toEqual([
    ['cash', 1500],
    ['cash', 800],
  ]);
});

test('an admin voids a sale from the sales list; it reads VOID', async ({ page, browser }) => {
  const businessId = await aShop(page, browser, false);
  const rice = await product(page, businessId, 'Samba Rice 5 kg', 1450);
  await page.goto('/pos');
  await typeIntoSearch(page, rice);
  await page.getByRole('button', { name: 'Card', exact: true }).click();
  await expect(page.getByTestId('receipt')).toContainText('INV-000001');
  await closeReceipt(page);

  await page.goto('/sales');
  await page.getByRole('button', { name: 'INV-000001' }).click();
  const detail = page.getByRole('dialog', { name: 'Sale INV-000001' });
  await expect(detail.getByTestId('sale-detail-status')).toHaveText('Completed');
  await detail.getByRole('button', { name: 'Void sale' }).click();
  const voiding = page.getByRole('dialog', { name: 'Void INV-000001' });
  await voiding.getByLabel('Reason').fill('Rang up the wrong customer');
  await voiding.getByRole('button', { name: 'Void sale' }).click();
  await expect(voiding).toBeHidden();
  await expect(detail.getByTestId('sale-detail-status')).toHaveText('Void');
  await expect(detail.getByTestId('sale-detail-returns')).toContainText('Void');
  await expect(detail.getByRole('button', { name: 'Void sale' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Reprint' }).click();
  await expect(page.getByTestId('receipt').getByTestId('receipt-void')).toHaveText('VOID');
});
