import { expect, test, type Page } from '@playwright/test';
import { isValidEan13 } from '#shared/domain/ean13';
import { signInAsDemo } from '../support/accounts';

// Shelf labels. The owner ticks two products (one without a barcode) on the
// products list, opens the labels screen, and prints A4 3 × 8 sheets and a 50 × 25 mm roll.

/** Each page's size in PDF points, from the MediaBoxes of a PDF Chromium wrote. */
function pdfPageSizes(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => ({ width: Number(m[1]), height: Number(m[2]) }));
}
const MM = 72 / 25.4;

async function addProduct(page: Page, businessId: number, data: Record<string, unknown>) {
  const res = await page.request.post(`/api/businesses/${businessId}/products`, { data: { stock: 10, unit: 'pieces', ...data } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number };
}

test('labels for two chosen products: 24 to an A4 3 × 8 page, a generated EAN-13, the Sinhala name, and the printed page sizes', async ({
  page,
}) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const tag = Date.now().toString(36);
  const dhal = await addProduct(page, me.business.id, {
    name: `Mysore Dhal ${tag}`,
    nameSi: `මයිසූර් පරිප්පු ${tag}`,
    sellingPrice: 420,
    mrp: 450,
  });
  const soap = await addProduct(page, me.business.id, { name: `Lux Soap ${tag}`, sellingPrice: 95, barcode: `LUX-${tag}` });

  await page.goto('/inventory');
  await page.getByLabel('Search products').fill(tag);
  await page.getByRole('checkbox', { name: `Choose Mysore Dhal ${tag} for labels` }).click();
  await page.getByRole('checkbox', { name: `Choose Lux Soap ${tag} for labels` }).click();
  await page.getByRole('link', { name: 'Print labels (2)' }).click();
  await expect(page).toHaveURL(/\/inventory\/labels\?productIds=\d+,\d+$/);

  await page.getByLabel('Label stock').selectOption('a4-3x8');
  await expect(page.getByTestId('label')).toHaveCount(2);
  // 24 Dhal and the soap: a full sheet and one more.
  await page.getByRole('spinbutton', { name: `Copies of Mysore Dhal ${tag}` }).fill('24');
  await expect(page.getByTestId('labels-summary')).toHaveText('Labels: 25 · Pages: 2');
  const pages = page.getByTestId('label-page');
  await expect(pages).toHaveCount(2);
  await expect(pages.nth(0).getByTestId('label')).toHaveCount(24);
  await expect(pages.nth(1).getByTestId('label')).toHaveCount(1);

  const generated = page.locator(`[data-testid="label"][data-product-id="${dhal.id}"]`).first().getByTestId('label-barcode');
  await expect(generated).toHaveAttribute('data-symbology', 'ean13');
  const code = (await generated.getAttribute('data-value'))!;
  expect(code).toBe(`20${String(dhal.id).padStart(10, '0')}${code[12]}`);
  expect(isValidEan13(code)).toBe(true);
  await expect(generated.locator('svg path').first()).toBeAttached();
  const soapLabel = page.locator(`[data-testid="label"][data-product-id="${soap.id}"]`);
  await expect(soapLabel.getByTestId('label-barcode')).toHaveAttribute('data-symbology', 'code128');
  await expect(soapLabel.getByTestId('label-barcode')).toHaveAttribute('data-value', `LUX-${tag}`);

  // On screen a sheet is A4 (210 mm = 793.7 CSS px wide); printed, A4 pages with the sheet's margins.
  expect((await pages.nth(0).boundingBox())!.width).toBeCloseTo((210 * 96) / 25.4, 0);
  const a4 = pdfPageSizes(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(a4).toHaveLength(2);
  for (const size of a4) {
    expect(size.width).toBeCloseTo(210 * MM, 0);
    expect(size.height).toBeCloseTo(297 * MM, 0);
  }
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Labels' })).toBeHidden();
  const printed = await pages.nth(0).boundingBox();
  expect(printed!.width).toBeCloseTo((210 * 96) / 25.4, 0); // 3 × 70 mm, no side margins
  await page.emulateMedia({ media: null }); // page.pdf() prints with print media again

  // A 50 × 25 mm roll: one label a page, the page the label.
  await page.getByLabel('Label stock').selectOption('roll-50x25');
  await expect(pages).toHaveCount(25);
  const roll = pdfPageSizes(await page.pdf({ preferCSSPageSize: true }));
  expect(roll).toHaveLength(25);
  expect(roll[0].width).toBeCloseTo(50 * MM, 0);
  expect(roll[0].height).toBeCloseTo(25 * MM, 0);

  // In Sinhala: the Sinhala name, in the bundled Sinhala face; the soap has none and stays English.
  await page.getByLabel('Label language').selectOption('si');
  const sinhala = page.locator(`[data-testid="label"][data-product-id="${dhal.id}"]`).first();
  await expect(sinhala).toContainText(`මයිසූර් පරිප්පු ${tag}`);
  await expect(soapLabel).toContainText(`Lux Soap ${tag}`);
  expect(await sinhala.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Kade Sinhala');
  await expect.poll(() => page.evaluate(() => document.fonts.check('12px "Kade Sinhala"', 'ම'))).toBe(true);
});
