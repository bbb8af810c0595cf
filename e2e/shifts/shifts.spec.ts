import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

// Shifts on the Shifts page: an admin opens a shift with a float, sells through the API,
// takes cash out, closes the shift counting notes and coins (expected and over/short shown before
// confirming), and the Z report shows and prints on one 80 mm page and on A4.

const MM_PER_PT = 25.4 / 72;

async function printToPdf(page: Page, file: string) {
  await page.getByTestId('print-shift-report').click();
  await page.emulateMedia({ media: 'print' });
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  await page.emulateMedia({ media: 'screen' });
  const info = execFileSync('pdfinfo', [file]).toString();
  const [, w] = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info)!;
  return {
    pages: Number(/Pages:\s+(\d+)/.exec(info)![1]),
    widthMm: Number(w) * MM_PER_PT,
    page1: execFileSync('pdftotext', ['-layout', '-f', '1', '-l', '1', file, '-']).toString(),
  };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
});

test('an admin opens a shift, sells, takes cash out, closes counting notes and prints the Z report', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const b = me.business.id as number;
  // The demo user's shift (seeded or opened at sign-in) is closed first: this test opens its own.
  const current = await (await page.request.get(`/api/businesses/${b}/shifts/current`)).json();
  if (current.shift) {
    const x = await (await page.request.get(`/api/businesses/${b}/shifts/${current.shift.id}/report`)).json();
    const closed = await page.request.post(`/api/businesses/${b}/shifts/${current.shift.id}/close`, {
      data: { countedCash: x.expectedCash },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(closed.status()).toBe(200);
  }

  await page.goto('/shifts');
  await expect(page.getByRole('heading', { name: 'Shifts' })).toBeVisible();
  await page.getByRole('button', { name: 'Open shift' }).click();
  const open = page.getByRole('dialog', { name: 'Open a shift' });
  await open.getByLabel('Opening float (LKR)').fill('5,000');
  await open.getByRole('button', { name: 'Open shift' }).click();
  await expect(open).toBeHidden();
  const shift = (await (await page.request.get(`/api/businesses/${b}/shifts/current`)).json()).shift;
  expect(shift).toMatchObject({ status: 'open', openingFloat: 5000 });

  // Two sales through the API: cash 1,357.00 (5,000 tendered) and card 2,714.00.
  const product = await page.request.post(`/api/businesses/${b}/products`, {
    data: { name: `Shift Basmati ${randomUUID().slice(0, 6)}`, sellingPrice: 1357, stock: 20, vatRate: 0 },
  });
  const productId = (await product.json()).id as number;
  for (const data of [
    { items: [{ productId, quantity: 1 }], payments: [{ method: 'cash', amount: 1357 }], cashTendered: 5000 },
    { items: [{ productId, quantity: 2 }], payments: [{ method: 'card', amount: 2714 }] },
  ]) {
    const sale = await page.request.post(`/api/businesses/${b}/sales`, { data, headers: { 'Idempotency-Key': randomUUID() } });
    expect(sale.status(), await sale.text()).toBe(201);
    expect((await sale.json()).shiftId).toBe(shift.id);
  }

  // Cash out from the shift's detail.
  const row = page.getByTestId(`shift-row-${shift.id}`);
  await row.getByRole('button', { name: 'View' }).click();
  await page.getByTestId('shift-detail').getByRole('button', { name: 'Cash out' }).click();
  const out = page.getByRole('dialog', { name: 'Cash out' });
  await out.getByLabel('Amount (LKR)').fill('500');
  await out.getByLabel('Reason').fill('Paid the bread supplier');
  await out.getByRole('button', { name: 'Record' }).click();
  await expect(out).toBeHidden();

  // Close: 5,000 + 1,357 − 500 = 5,857.00 expected; counted 5,855.00 in notes and coins: short 2.00.
  await row.getByRole('button', { name: 'View' }).click();
  await expect(page.getByTestId('shift-detail')).toContainText('Paid the bread supplier');
  await page.getByTestId('shift-detail').getByRole('button', { name: 'Close shift' }).click();
  const close = page.getByTestId('close-shift-dialog');
  await expect(close.getByTestId('close-expected')).toHaveText('LKR 5,857.00');
  for (const [note, count] of [
    ['5,000', '1'],
    ['500', '1'],
    ['100', '3'],
    ['50', '1'],
    ['5', '1'],
  ]) {
    await close.getByLabel(`How many LKR ${note}`, { exact: true }).fill(count);
  }
  await expect(close.getByLabel('Counted cash (LKR)')).toHaveValue('5855');
  await expect(close.getByTestId('close-over-short')).toHaveText('LKR -2.00');
  await close.getByRole('button', { name: 'Close shift' }).click();

  const report = page.getByTestId('shift-report');
  await expect(report.getByTestId('report-title')).toHaveText(/^Z REPORT Z no\. \d+$/);
  await expect(report.getByTestId('report-expected')).toContainText('5,857.00');
  await expect(report.getByTestId('report-counted')).toContainText('5,855.00');
  await expect(report.getByTestId('report-over-short')).toContainText('-2.00');
  await expect(report.getByTestId('report-sales-count')).toContainText('2');

  const roll = await printToPdf(page, '/tmp/kade-z-80mm.pdf');
  expect(roll.page1).toMatch(/Z REPORT Z no\. \d+/);
  expect(roll.page1).toContain('5,857.00');
  expect(roll.page1).toContain('-2.00');
  expect(roll.pages).toBe(1);
  expect(roll.widthMm).toBeGreaterThan(79);
  expect(roll.widthMm).toBeLessThan(81);

  await page.getByLabel('Paper').selectOption('a4');
  const a4 = await printToPdf(page, '/tmp/kade-z-a4.pdf');
  expect(a4.page1).toMatch(/Z REPORT Z no\. \d+/);
  expect(a4.page1).toContain('2,714.00');
  expect(a4.pages).toBe(1);
  expect(a4.widthMm).toBeGreaterThan(209);
  expect(a4.widthMm).toBeLessThan(211);

  await page.keyboard.press('Escape');
  await expect(row).toContainText('Short LKR 2.00');
  await expect(page.getByTestId('over-short-totals')).toBeVisible();
});
