import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

// Importing and exporting products in the browser: a products file goes through the preview, a
// column the guesser cannot know is mapped by hand, the commit writes the products and the till
// finds them; the export brings them back out in the import's format.

/** A shop's own spreadsheet: "Our price" is no name Kade knows, so the price is mapped by hand. */
function productsCsv(suffix: string) {
  return [
    'Item name,SKU,Our price,Qty,Unit,සිංහල නම',
    `Kottu Mix ${suffix},E2E-${suffix}-1,250,12,pieces,කොත්තු මික්ස්`,
    `Papadam ${suffix},E2E-${suffix}-2,120.50,30,pieces,`,
    `No Price ${suffix},E2E-${suffix}-3,,5,pieces,`,
  ].join('\r\n');
}

async function chooseFile(page: Page, name: string, text: string) {
  await page.getByLabel('Products file to import').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

async function downloaded(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  const bytes = readFileSync((await file.path())!);
  return { name: file.suggestedFilename(), bytes, text: bytes.toString('utf8') };
}

test('a products CSV through the preview: a column mapped by hand, committed, found at the till; the export brings them back', async ({
  page,
}) => {
  await signInAsDemo(page);
  const suffix = Date.now().toString(36);
  await page.goto('/import-export');
  await expect(page.getByRole('heading', { level: 1, name: 'Import & export' })).toBeVisible();
  const products = page.getByRole('region', { name: 'Products' });
  for (const list of ['Customers', 'Debtors', 'Suppliers']) await expect(page.getByRole('region', { name: list })).toBeVisible();

  // The template has the import's columns.
  const template = await downloaded(page, async () => {
    await products.getByRole('button', { name: 'Template' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
  });
  expect(template.name).toMatch(/\.csv$/);
  expect(template.text.split(/\r?\n/)[0]).toContain('Selling price');

  await chooseFile(page, 'my-stock.csv', productsCsv(suffix));
  const panel = page.getByRole('region', { name: 'my-stock.csv' });
  await expect(panel.getByTestId('import-status')).toHaveText('Ready to import', { timeout: 30_000 });
  // Without a price column every row is refused: nothing to import yet.
  await expect(panel.getByTestId('import-count-rejected')).toContainText('3');
  await expect(panel.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
  await expect(panel.getByLabel(/^Name \(Sinhala\)/)).toHaveValue('5'); // a Sinhala header, guessed

  await panel.getByLabel(/^Selling price/).selectOption({ label: 'Our price' });
  await expect(panel.getByTestId('import-status')).toHaveText('Ready to import', { timeout: 30_000 });
  await expect(panel.getByTestId('import-count-create')).toContainText('2');
  await expect(panel.getByTestId('import-count-rejected')).toContainText('1');
  await expect(panel.getByTestId('import-sample')).toContainText(`Kottu Mix ${suffix}`);
  const errors = panel.getByTestId('import-errors');
  await expect(errors.getByRole('row', { name: /^4 Selling price/ })).toBeVisible();

  const rejected = await downloaded(page, () => panel.getByRole('button', { name: 'Download rejected rows (CSV)' }).click());
  expect(rejected.text).toContain(`No Price ${suffix}`);
  expect(rejected.text).not.toContain(`Kottu Mix ${suffix}`);

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await panel.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(panel.getByTestId('import-result-summary')).toHaveText('2 created, 0 updated (0 unchanged, 1 rejected)', {
    timeout: 30_000,
  });

  // The same file again changes nothing.
  await chooseFile(page, 'my-stock.csv', productsCsv(suffix));
  await expect(panel.getByTestId('import-status')).toHaveText('Ready to import', { timeout: 30_000 });
  await panel.getByLabel(/^Selling price/).selectOption({ label: 'Our price' });
  await expect(panel.getByTestId('import-status')).toHaveText('Ready to import', { timeout: 30_000 });
  await expect(panel.getByTestId('import-count-unchanged')).toContainText('2');
  await expect(panel.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();

  const exported = await downloaded(page, async () => {
    await products.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
  });
  const lines = exported.text.replace(/^\uFEFF/, '').split(/\r?\n/);
  expect(lines[0]).toBe(template.text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]);
  const kottu = lines.find((l) => l.includes(`E2E-${suffix}-1`));
  expect(kottu).toContain(`Kottu Mix ${suffix}`);
  expect(kottu).toContain('කොත්තු මික්ස්');
  expect(kottu).toMatch(/,250(\.00)?,/);
  expect(lines.some((l) => l.includes(`E2E-${suffix}-3`))).toBe(false);

  const workbook = await downloaded(page, async () => {
    await products.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Excel' }).click();
  });
  expect(workbook.name).toMatch(/\.xlsx$/);
  expect(workbook.bytes.subarray(0, 2).toString('latin1')).toBe('PK'); // a zip: an Excel workbook

  await page.goto('/pos');
  await page.getByPlaceholder('Search products or scan barcode...').fill(`Papadam ${suffix}`);
  await page.getByRole('button', { name: `Add Papadam ${suffix} to cart` }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('LKR 120.50');
});

/** What sticks out of the screen's right edge (scrolling tables excepted: their rows scroll inside them). */
function overflowing(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => !el.parentElement?.closest('[data-slot="table-container"]'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.right > window.innerWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()} ${el.textContent?.slice(0, 40)}`),
  );
}

test('a file that is not a spreadsheet, or has no rows, is refused on the screen; in Sinhala on a phone the preview fits', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/import-export');
  await page
    .getByLabel('Products file to import')
    .setInputFiles({ name: 'prices.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByTestId('import-file-error')).toContainText('Upload a CSV or Excel (.xlsx) file');
  // What the browser cannot tell, the server says: a header and no rows.
  await chooseFile(page, 'empty.csv', 'Name,Selling price\r\n');
  await expect(page.getByText(/The file has no rows to import/)).toBeVisible({ timeout: 30_000 });

  // The language, as a shop owner chooses it on a phone: in the header's one menu (the user's saved
  // language wins over the device's, so the demo user goes back to English at the end for the other tests).
  await chooseLanguageOnAPhone(page, 'සිංහල');
  try {
    await inSinhalaOnAPhone(page);
  } finally {
    await chooseLanguageOnAPhone(page, 'English');
    await expect.poll(async () => (await (await page.request.get('/api/auth/user')).json()).locale).toBe('en');
  }
});

async function chooseLanguageOnAPhone(page: Page, language: string) {
  await page.getByTestId('phone-menu').click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

async function inSinhalaOnAPhone(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'ආයාත සහ අපනයන' })).toBeVisible();
  const suffix = Date.now().toString(36);
  await page.getByLabel('ආයාත කිරීමට භාණ්ඩ ගොනුව').setInputFiles({
    name: 'phone.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`නම,විකුණුම් මිල,SKU\r\nලුණු ${suffix},80,PH-${suffix}\r\nසීනි ${suffix},abc,PH2-${suffix}\r\n`, 'utf8'),
  });
  const panel = page.getByRole('region', { name: 'phone.csv' });
  await expect(panel.getByTestId('import-status')).toHaveText('ආයාත කිරීමට සූදානම්', { timeout: 30_000 });
  await expect(panel.getByRole('button', { name: 'පේළි 1 ක් ආයාත කරන්න' })).toBeEnabled();
  await expect(panel.getByTestId('import-errors')).toContainText('විකුණුම් මිල');
  expect(await overflowing(page)).toEqual([]);
}
