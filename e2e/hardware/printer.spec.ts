import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { decodeEscPos, fromPng, pixelDifference, renderToImage, toPng, type EscPosEvent } from '#testing/escpos';
import { addByBarcode, addProduct, newShop } from '../offline/offline-helpers';
import { installFakeSerialPrinter, takePrinted } from './fake-serial';

// The receipt printer and the cash drawer proven in Chromium: a receipt printer on Web Serial
// (faked in the page, every byte kept), paired in Settings → Printers; its test page; auto-print
// with the drawer after a cash sale and none after a card sale; then the same sale reprinted in
// English, Sinhala and Tamil at 58 and 80 mm, decoded in Node as a printer would and compared with
// reference images (UPDATE_PRINT_REFERENCES=1 writes them; a missing one fails).

const REFERENCES = join(dirname(fileURLToPath(import.meta.url)), 'references');
const UPDATE = process.env.UPDATE_PRINT_REFERENCES === '1';
/**
 * The sale's date and time are printed and differ from run to run; nothing else does (a fixed shop
 * name, products, the first invoice number of a new shop). A whole new date and time line is at most
 * ~20 glyphs of ~24×24 dots ≈ 11,500 dots: 1.5% of the 80 mm Sinhala receipt (576 × ~1,300 dots),
 * a little more of the shorter 58 mm one. 2% admits that and nothing more: a receipt in the other
 * script differs by far more (checked below, so the comparison can fail).
 */
const THRESHOLD = 0.02;

const events = (bytes: Uint8Array) => decodeEscPos(bytes);
const ofType = <T extends EscPosEvent['type']>(ev: EscPosEvent[], type: T) =>
  ev.filter((e): e is Extract<EscPosEvent, { type: T }> => e.type === type);

async function setSettings(page: Page, data: Record<string, unknown>) {
  const res = await page.request.post('/api/business-settings', { data });
  expect(res.status(), await res.text()).toBe(200);
}

async function printersCard(page: Page) {
  await page.goto('/settings');
  const card = page.getByTestId('settings-printers');
  await expect(card).toBeVisible();
  return card;
}

async function reprint(page: Page, invoice: string): Promise<EscPosEvent[]> {
  await page.goto('/pos');
  await page.getByRole('button', { name: `Show receipt ${invoice}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Receipt' });
  await expect(dialog.getByTestId('receipt')).toContainText(invoice);
  await dialog.getByRole('button', { name: 'Print' }).click();
  const ev = events(await takePrinted(page));
  await page.keyboard.press('Escape');
  return ev;
}

function compareWithReference(name: string, ev: EscPosEvent[], dots: number, outDir: string) {
  const { image } = renderToImage(ev, dots);
  const png = toPng(image);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, `${name}.png`), png);
  const file = join(REFERENCES, `${name}.png`);
  if (UPDATE) {
    mkdirSync(REFERENCES, { recursive: true });
    writeFileSync(file, png);
  }
  expect(existsSync(file), `reference ${file} is missing: run with UPDATE_PRINT_REFERENCES=1 and look at it`).toBe(true);
  const diff = pixelDifference(image, fromPng(readFileSync(file)));
  expect(diff, `${name}: ${(diff * 100).toFixed(2)}% of dots differ`).toBeLessThan(THRESHOLD);
  return image;
}

/** The fraction of inked dots in rows y0..y1 (the Sinhala receipt's line areas must not be blank). */
function ink(image: ReturnType<typeof renderToImage>['image'], y0: number, y1: number) {
  let on = 0;
  for (let y = y0; y < y1; y++)
    for (let x = 0; x < image.width; x++) if (image.bits[y * image.rowBytes + (x >> 3)] & (0x80 >> (x & 7))) on++;
  return on / ((y1 - y0) * image.width);
}

test('a serial receipt printer: pairing, test page, auto-print with the drawer for cash only, receipts in three languages', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  await installFakeSerialPrinter(page);
  const { businessId } = await newShop(page, browser);
  await setSettings(page, { businessName: 'Kade Print Test', receiptLanguage: 'en', invoiceTemplate: 'thermal-80mm' });
  const tea = await addProduct(page, businessId, 'Ceylon Tea 100g', 450, 50);
  const oil = await addProduct(page, businessId, 'Coconut Oil 1L', 720.5, 50);

  // Settings → Printers: Web Serial, paired through the (fake) port picker; a test page.
  let card = await printersCard(page);
  await card.getByRole('radio', { name: 'Serial (COM port)' }).check();
  await card.getByRole('button', { name: 'Pair printer' }).click();
  await expect(card.getByTestId('paired-printer')).toContainText('Serial 0416:5011');
  await card.getByRole('button', { name: 'Print a test page' }).click();
  const testPage = events(await takePrinted(page));
  expect(ofType(testPage, 'cut')).toHaveLength(1);
  expect(ofType(testPage, 'raster').length).toBeGreaterThan(0); // its Sinhala and Tamil lines are an image
  expect(ofType(testPage, 'drawerKick')).toHaveLength(0);

  await card.getByRole('switch', { name: 'Print automatically after each sale' }).click();
  await card.getByRole('switch', { name: 'A cash drawer is connected to this printer' }).click();
  await expect(card.getByRole('switch', { name: 'A cash drawer is connected to this printer' })).toBeChecked();

  // A cash sale prints at once, the drawer pulsing first; a card sale prints without it.
  await page.goto('/pos');
  await addByBarcode(page, tea.barcode);
  await addByBarcode(page, oil.barcode);
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toBeVisible();
  const cashInvoice = (await receipt
    .getByText(/^INV-\d{6}$/)
    .first()
    .textContent())!.trim();
  const cash = events(await takePrinted(page));
  expect(ofType(cash, 'drawerKick')).toHaveLength(1);
  expect(cash.findIndex((e) => e.type === 'drawerKick')).toBeLessThan(cash.findIndex((e) => e.type === 'text'));
  expect(ofType(cash, 'barcode').map((b) => [b.symbology, b.value])).toEqual([['code128', cashInvoice]]);
  expect(ofType(cash, 'cut')).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(receipt).toBeHidden();

  await addByBarcode(page, tea.barcode);
  await page.getByRole('button', { name: 'Card', exact: true }).click();
  await expect(receipt).toBeVisible();
  const cardInvoice = (await receipt
    .getByText(/^INV-\d{6}$/)
    .first()
    .textContent())!.trim();
  expect(cardInvoice).not.toBe(cashInvoice);
  const cardPrint = events(await takePrinted(page));
  expect(ofType(cardPrint, 'drawerKick')).toHaveLength(0);
  expect(ofType(cardPrint, 'barcode').map((b) => b.value)).toEqual([cardInvoice]);
  expect(ofType(cardPrint, 'cut')).toHaveLength(1);
  await page.keyboard.press('Escape');

  // The cash sale reprinted (no drawer) in each receipt language, at 80 then 58 mm.
  const out = testInfo.outputPath('receipts');
  mkdirSync(out, { recursive: true });
  const images: Record<string, ReturnType<typeof renderToImage>['image']> = {};
  for (const width of [80, 58] as const) {
    card = await printersCard(page);
    await card.getByLabel('Paper width').selectOption(String(width));
    const dots = width === 80 ? 576 : 384;
    const columns = width === 80 ? 48 : 32;
    for (const language of ['en', 'si', 'ta'] as const) {
      await setSettings(page, { receiptLanguage: language });
      const ev = await reprint(page, cashInvoice);
      expect(ofType(ev, 'drawerKick')).toHaveLength(0);
      expect(ofType(ev, 'cut')).toHaveLength(1);
      if (language === 'en') {
        // The printer's own Code 128; an image receipt draws it in the image (compared below).
        expect(ofType(ev, 'barcode').map((b) => b.value)).toEqual([cashInvoice]);
        // English prints in the printer's own font (text mode): no image, lines within the paper's columns.
        expect(ofType(ev, 'raster')).toHaveLength(0);
        const { textLines } = renderToImage(ev, dots);
        writeFileSync(join(out, `receipt-en-${width}.txt`), textLines.join('\n'));
        const text = textLines.join('\n');
        expect(text).toContain('Kade Print Test');
        expect(text).toContain(cashInvoice);
        expect(text).toContain('Ceylon Tea 100g');
        expect(text).toContain('Coconut Oil 1L');
        expect(text).toContain('1,170.50');
        for (const line of textLines) expect(line.length, line).toBeLessThanOrEqual(columns);
      } else {
        expect(ofType(ev, 'raster').length).toBeGreaterThan(0);
        const image = compareWithReference(`receipt-${language}-${width}`, ev, dots, out);
        expect(image.width).toBe(dots);
        images[`${language}-${width}`] = image;
      }
    }
  }

  // The Sinhala receipt really has ink in its lines (not a blank image), and the comparison can fail:
  // the Tamil receipt is far from the Sinhala reference.
  const si = images['si-80'];
  const top = Math.floor(si.height * 0.1);
  const bottom = Math.floor(si.height * 0.7);
  for (let y = top; y < bottom; y += 80) expect(ink(si, y, y + 80), `ink in rows ${y}–${y + 80}`).toBeGreaterThan(0.005);
  expect(pixelDifference(images['ta-80'], si)).toBeGreaterThan(THRESHOLD * 2);

  // "Open drawer" at the till: a reason is required; then the pulse alone, and the record.
  await page.goto('/pos');
  await page.getByRole('button', { name: 'Open drawer' }).click();
  const drawer = page.getByRole('dialog', { name: 'Open the cash drawer' });
  await drawer.getByRole('button', { name: 'Open drawer' }).click();
  await expect(drawer.getByText('Give a reason')).toBeVisible();
  await drawer.getByLabel('Reason').fill('Change for a customer');
  await drawer.getByRole('button', { name: 'Open drawer' }).click();
  await expect(drawer).toBeHidden();
  const kick = events(await takePrinted(page));
  expect(kick.map((e) => e.type)).toEqual(['init', 'drawerKick']);
  const opens = await (await page.request.get(`/api/businesses/${businessId}/drawer-opens`)).json();
  expect(opens.opens.map((o: { reason: string }) => o.reason)).toEqual(['Change for a customer']);
});
