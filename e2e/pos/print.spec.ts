import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

// Printing: Print in the receipt dialog must put the receipt on page 1 at the
// paper's width — an 80 mm roll (one page for a short receipt) or A4 — not a blank page with a
// clipped scrap on page 2. The browser's print is emulated: print media, then page.pdf() with the
// page's own @page size, read back with poppler's pdftotext/pdfinfo.

const code = () => `23${String(Date.now()).slice(-10)}${Math.floor(Math.random() * 10)}`;
const MM_PER_PT = 25.4 / 72;

async function businessId(page: Page): Promise<number> {
  const me = await (await page.request.get('/api/auth/user')).json();
  return me.business.id as number;
}

async function setTemplate(page: Page, invoiceTemplate: 'thermal-80mm' | 'a4-standard') {
  const res = await page.request.post('/api/business-settings', { data: { invoiceTemplate } });
  expect(res.status()).toBe(200);
}

async function product(page: Page, name: string, price: number, unit = 'pieces') {
  const barcode = code();
  const res = await page.request.post(`/api/businesses/${await businessId(page)}/products`, {
    data: { name, barcode, unit, sellingPrice: price, stock: 50, vatRate: 0 },
  });
  expect(res.status()).toBe(201);
  return barcode;
}

/** Sells the products (by barcode) for cash at the till and answers the receipt's invoice number. */
async function sellForCash(page: Page, barcodes: string[]) {
  await page.goto('/pos');
  const search = page.getByPlaceholder('Search products or scan barcode...');
  for (const barcode of barcodes) {
    await search.fill(barcode);
    await search.press('Enter');
    await expect(search).toHaveValue('');
  }
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toBeVisible();
  return (await receipt
    .getByText(/^INV-\d{6}$/)
    .first()
    .textContent())!.trim();
}

/** Presses Print (the browser's dialog is stubbed), then prints to PDF as Chromium would. */
async function printToPdf(page: Page, file: string) {
  await page.getByRole('button', { name: 'Print' }).click();
  await page.emulateMedia({ media: 'print' });
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  await page.emulateMedia({ media: 'screen' });
  const info = execFileSync('pdfinfo', [file]).toString();
  const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
  const [, w] = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info)!;
  const page1 = execFileSync('pdftotext', ['-layout', '-f', '1', '-l', '1', file, '-']).toString();
  return { pages, widthMm: Number(w) * MM_PER_PT, page1 };
}

test.beforeEach(async ({ page }) => {
  // window.print() opens the system dialog; the test prints with page.pdf() instead.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await signInAsDemo(page);
});

test('an 80 mm receipt prints on one 80 mm page with the invoice number and the total', async ({ page }) => {
  await setTemplate(page, 'thermal-80mm');
  const barcode = await product(page, `Print Tea ${code().slice(-5)}`, 245.5);
  const invoice = await sellForCash(page, [barcode]);

  const pdf = await printToPdf(page, '/tmp/kade-print-80mm.pdf');
  expect(pdf.page1).toContain(invoice);
  expect(pdf.page1).toContain('245.50');
  expect(pdf.pages).toBe(1);
  expect(pdf.widthMm).toBeGreaterThan(79);
  expect(pdf.widthMm).toBeLessThan(81);
});

test('an A4 invoice prints on page 1 of an A4 sheet with the invoice number, units and the total', async ({ page }) => {
  await setTemplate(page, 'a4-standard');
  try {
    const rice = await product(page, `Print Rice ${code().slice(-5)}`, 240, 'kg');
    const soap = await product(page, `Print Soap ${code().slice(-5)}`, 120);
    const invoice = await sellForCash(page, [rice, soap, soap]);

    const pdf = await printToPdf(page, '/tmp/kade-print-a4.pdf');
    expect(pdf.page1).toContain(invoice);
    expect(pdf.page1).toMatch(/1\.000 kg/);
    expect(pdf.page1).toMatch(/2 pieces/);
    expect(pdf.page1).toContain('480.00');
    expect(pdf.pages).toBe(1);
    expect(pdf.widthMm).toBeGreaterThan(209);
    expect(pdf.widthMm).toBeLessThan(211);
  } finally {
    await setTemplate(page, 'thermal-80mm');
  }
});

test("a credit sale's printed invoice shows when it is due and what the customer owes after it", async ({ page }) => {
  await setTemplate(page, 'a4-standard');
  try {
    const barcode = await product(page, `Print Dhal ${code().slice(-5)}`, 350);
    await page.goto('/pos');
    const search = page.getByPlaceholder('Search products or scan barcode...');
    await search.fill(barcode);
    await search.press('Enter');
    await expect(search).toHaveValue('');
    await page.getByRole('button', { name: 'Credit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Customer Information' });
    await dialog.getByLabel('Customer Name *').fill('Sunethra Print');
    await dialog.getByLabel('Phone Number *').fill(`07${String(Date.now()).slice(-8)}`);
    await dialog.getByRole('button', { name: 'Complete Credit Sale' }).click();
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toContainText('Due date');
    await expect(receipt).toContainText('Balance outstanding');

    const pdf = await printToPdf(page, '/tmp/kade-print-credit-a4.pdf');
    expect(pdf.page1).toContain('Sunethra Print');
    expect(pdf.page1).toMatch(/Due date\s+\d{2} \w{3} \d{4}/);
    // a new debtor: the balance after the sale is this sale
    expect(pdf.page1).toMatch(/Balance outstanding\s+LKR 350\.00/);
    expect(pdf.pages).toBe(1);
  } finally {
    await setTemplate(page, 'thermal-80mm');
  }
});
