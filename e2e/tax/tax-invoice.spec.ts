import { execFileSync } from 'node:child_process';
import { expect, test, type Download, type Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { applyViaApi, approveViaApi, superAdminPage } from '../support/subscription-helpers';

// VAT at the till, end to end (decision 0008): a new shop (not VAT-registered) sells at the shelf
// price with no VAT line; the owner registers for VAT in the tax panel; the next sale's receipt
// shows the VAT inside the price; a tax invoice is issued from that sale on the sales screen and
// downloads as a PDF whose text holds the buyer's TIN and the total in words; a reprint says COPY.

/** A registered shop's first tax invoice, in the gazette's pattern (the default): 26DEC_0001_00001. */
const FIRST_SERIAL = /^\d\d[A-Z]{3}_0001_00001$/;

const BUYER = { name: 'Ceylon Traders (Pvt) Ltd', address: '45 Galle Road, Colombo 03', phone: '0112345678', tin: '987654321-7000' };

/** The downloaded PDF's text (Poppler's pdftotext). */
async function pdfText(download: Download): Promise<string> {
  const file = `/tmp/kade-e2e-${download.suggestedFilename()}`;
  await download.saveAs(file);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
}

/** Sells one unit (by barcode) for cash at the till and answers the receipt's text. */
async function sellForCash(page: Page, barcode: string): Promise<string> {
  await page.goto('/pos');
  const search = page.getByPlaceholder('Search products or scan barcode...');
  await search.fill(barcode);
  await search.press('Enter');
  await expect(search).toHaveValue('');
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toBeVisible();
  const text = (await receipt.innerText()).replace(/\s+/g, ' ');
  await page.keyboard.press('Escape');
  await expect(receipt).toBeHidden();
  return text;
}

test('an unregistered shop charges no VAT; once registered, a sale shows the VAT inside the price and gets a tax invoice (PDF, COPY on reprint)', async ({
  page,
  browser,
}) => {
  // window.print() opens the system dialog; the roll is read from the print root instead.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await registerViaApi(page, { firstName: 'Kamal', lastName: 'Silva' });
  const { businessId } = await applyViaApi(page, `Tax Invoice Shop ${uniqueEmail('t').slice(2, 10)}`, [1, 2, 7]);
  const admin = await superAdminPage(browser);
  await approveViaApi(admin.page, businessId);
  await admin.close();
  const barcode = `479${String(Date.now()).slice(-9)}`;
  const product = await page.request.post(`/api/businesses/${businessId}/products`, {
    data: { name: 'Ceylon Tea 400g', barcode, sellingPrice: 118, stock: 20, vatRate: 18 },
  });
  expect(product.status()).toBe(201);

  // Not registered (the default): the shelf price is the total, and the receipt has no VAT line.
  const first = await sellForCash(page, barcode);
  expect(first).toContain('INV-000001');
  expect(first).toContain('118.00');
  expect(first).not.toMatch(/VAT/);

  // The owner registers for VAT in the tax panel.
  await page.goto('/tax-panel');
  await page.getByRole('button', { name: 'Edit configuration' }).click();
  await page.getByLabel('VAT registered').check();
  await page.getByLabel('TIN', { exact: true }).fill('134567890');
  await page.getByLabel('VAT number').fill('134567890-7000');
  await page.getByRole('button', { name: 'Save configuration' }).click();
  await expect(page.getByText('Tax configuration saved')).toBeVisible();
  // Its tax invoices are numbered in the gazette's pattern unless the owner picks the plain one.
  await expect(page.getByTestId('serial-preview-gazette')).toContainText(/\d\d[A-Z]{3}_0001_00001 dated \d\d\/\d\d\/\d{4}/);
  await expect(page.getByRole('radio', { name: /YYMMM_QQQQ_XXXXX/ })).toBeChecked();

  // The next sale: the same shelf price, with the VAT (18/118 of it) inside.
  const second = await sellForCash(page, barcode);
  expect(second).toContain('INV-000002');
  expect(second).toMatch(/VAT included \(18%\):? 18\.00/);
  expect(second).toMatch(/LKR 118\.00/);

  // Sales screen → the sale → Issue tax invoice.
  await page.goto('/sales');
  await page.getByRole('button', { name: 'INV-000002' }).click();
  const sale = page.getByRole('dialog', { name: 'Sale INV-000002' });
  await sale.getByRole('button', { name: 'Issue tax invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tax invoice for sale INV-000002' });
  await dialog.getByRole('button', { name: 'Issue tax invoice' }).click();
  await expect(dialog.getByText('Buyer name is required')).toBeVisible();
  await dialog.getByLabel('Buyer name').fill(BUYER.name);
  await dialog.getByLabel('Buyer address').fill(BUYER.address);
  await dialog.getByLabel('Buyer TIN or VAT number').fill(BUYER.tin);
  await dialog.getByRole('button', { name: 'Issue tax invoice' }).click();
  // The purchaser's telephone is a required particular.
  await expect(dialog.getByText('Buyer phone is required')).toBeVisible();
  await dialog.getByLabel('Buyer phone').fill(BUYER.phone);
  await dialog.getByRole('button', { name: 'Issue tax invoice' }).click();
  await expect(dialog.getByTestId('tax-invoice-serial')).toHaveText(FIRST_SERIAL);
  const serial = await dialog.getByTestId('tax-invoice-serial').innerText();

  // The first download is the original.
  let download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PDF' }).click();
  const original = await download;
  expect(original.suggestedFilename()).toBe(`tax-invoice-${serial}.pdf`);
  const text = await pdfText(original);
  expect(text).toContain('TAX INVOICE');
  expect(text).toContain(BUYER.tin);
  expect(text).toContain('Total in words: Rupees One Hundred Eighteen Only');
  expect(text).toContain('TIN: 134567890');
  expect(text).toMatch(/VAT @ 18%\s+LKR 18\.00/);
  expect(text).toMatch(/Taxable value @ 18%\s+LKR 100\.00/);
  expect(text).toContain(`Serial number: ${serial}`);
  expect(text).toMatch(/Date of invoice: \d\d\/\d\d\/\d{4}/);
  expect(text).toContain(`Telephone: ${BUYER.phone}`);
  expect(text).not.toMatch(/\bCOPY\b/);

  // A reprint says COPY.
  const reprint = dialog.getByRole('button', { name: 'Reprint PDF (COPY)' });
  await expect(reprint).toBeVisible();
  download = page.waitForEvent('download');
  await reprint.click();
  const copy = await download;
  expect(copy.suggestedFilename()).toBe(`tax-invoice-${serial}-copy.pdf`);
  const copyText = await pdfText(copy);
  expect(copyText).toMatch(/\bCOPY\b/);
  expect(copyText).toContain(BUYER.tin);
  await expect(dialog.getByText('Printed 2 times: every further print says COPY.')).toBeVisible();

  // The 80 mm roll shares the counter: a third print, so a COPY too, with the same fields.
  await dialog.getByRole('button', { name: 'Reprint 80 mm (COPY)' }).click();
  const roll = page.locator('.kade-print-root[data-paper="roll-80mm"]');
  await expect(roll).toContainText('COPY');
  await expect(roll).toContainText(serial);
  await expect(roll).toContainText(BUYER.tin);
  await expect(roll).toContainText('Rupees One Hundred Eighteen Only');
  await expect(dialog.getByText('Printed 3 times: every further print says COPY.')).toBeVisible();

  // The first sale (not registered then) offers no tax invoice.
  await page.keyboard.press('Escape');
  await expect(sale.getByRole('button', { name: `Tax invoice ${serial}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'INV-000001' }).click();
  await expect(page.getByRole('dialog', { name: 'Sale INV-000001' }).getByText('LKR 118.00').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Issue tax invoice' })).toHaveCount(0);
});

test('at the till, before paying: the cashier takes the buyer’s details, and the paid sale’s tax invoice is issued and downloads', async ({
  page,
  browser,
}) => {
  await registerViaApi(page, { firstName: 'Nirmala', lastName: 'Fernando' });
  const { businessId } = await applyViaApi(page, `Till Invoice Shop ${uniqueEmail('t').slice(2, 10)}`, [1, 2, 7]);
  const admin = await superAdminPage(browser);
  await approveViaApi(admin.page, businessId);
  await admin.close();
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
  const barcode = `479${String(Date.now()).slice(-9)}`;
  const made = await page.request.post(`/api/businesses/${businessId}/products`, {
    data: { name: 'Ceylon Tea 400g', barcode, sellingPrice: 118, stock: 20, vatRate: 18 },
  });
  expect(made.status()).toBe(201);

  await page.goto('/pos');
  const search = page.getByPlaceholder('Search products or scan barcode...');
  await search.fill(barcode);
  await search.press('Enter');
  await search.fill(barcode);
  await search.press('Enter');
  // The till previews as the server prices: 2 × 118.00 with 36.00 VAT inside.
  await expect(page.getByTestId('cart-total')).toContainText('236.00');
  await expect(page.getByTestId('cart-vatIncluded')).toContainText('36.00');

  await page.getByRole('button', { name: 'Tax invoice for this sale' }).click();
  const ask = page.getByRole('dialog', { name: 'Tax invoice for this sale' });
  await ask.getByLabel('Buyer name').fill(BUYER.name);
  await ask.getByLabel('Buyer address').fill(BUYER.address);
  await ask.getByLabel('Buyer phone').fill(BUYER.phone);
  await ask.getByLabel('Buyer TIN or VAT number').fill(BUYER.tin);
  await ask.getByRole('button', { name: 'Use these details' }).click();
  await expect(page.getByTestId('till-tax-invoice')).toContainText(`Tax invoice for ${BUYER.name} (TIN ${BUYER.tin})`);

  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Tax invoice for sale INV-000001' });
  await expect(dialog.getByTestId('tax-invoice-serial')).toHaveText(FIRST_SERIAL);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PDF' }).click();
  const text = await pdfText(await download);
  expect(text).toContain(BUYER.tin);
  expect(text).toContain('Rupees Two Hundred Thirty Six Only');
  expect(text).not.toMatch(/\bCOPY\b/);
  // The next sale asks for none unless the cashier asks again.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Tax invoice for this sale' })).toBeVisible();
});
