import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { testLankaQr } from '#testing/lankaqr-fixtures';
import { addByBarcode, addProduct, newShop, post } from '../offline/offline-helpers';

// The customer display. The till opens it as a popup (no second screen in the
// test's Chromium: the Window Management API's permission is not granted, so a plain window), and
// the display follows the till over the BroadcastChannel, in the customer's own language.

/** Read from a metre or two away: no serious or critical axe violation (contrast included). */
async function expectReadable(display: Page, what: string) {
  const { violations } = await new AxeBuilder({ page: display })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order');
  const report = serious.flatMap((v) => v.nodes.slice(0, 5).map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? v.help}`));
  expect(report, `${what}\n${report.join('\n')}`).toEqual([]);
}

test('the customer display shows the cart and total, speaks Sinhala on its own, and the change after a cash sale', async ({
  page,
  browser,
  context,
}) => {
  const { businessId } = await newShop(page, browser);
  const stamp = String(Date.now()).slice(-6);
  const sugar = `2000001${stamp}`;
  const dhal = `2000002${stamp}`;
  await post(page, `/api/businesses/${businessId}/products`, {
    name: 'Sugar 1kg',
    nameSi: 'සීනි 1kg',
    nameTa: 'சீனி 1kg',
    barcode: sugar,
    sellingPrice: 290,
    stock: 20,
    vatRate: 0,
  });
  await post(page, `/api/businesses/${businessId}/products`, {
    name: 'Red Dhal 1kg',
    barcode: dhal,
    sellingPrice: 410,
    stock: 20,
    vatRate: 0,
  });

  await page.goto('/pos');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Customer display' }).click();
  const display = await popup;
  await expect(display).toHaveURL(/\/pos\/display$/);
  const screen = display.getByTestId('customer-display');
  await expect(display.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  // No app shell: no navigation, no header of the till.
  await expect(display.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByText(/opened in a new window/)).toBeVisible();

  await addByBarcode(page, sugar);
  await addByBarcode(page, sugar);
  await addByBarcode(page, dhal);
  await expect(page.getByTestId('cart-total')).toHaveText('LKR 990.00');
  await expect(screen).toHaveAttribute('data-view', 'sale');
  const lines = display.getByTestId('display-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toHaveText(/Sugar 1kg\s*2\s*LKR 580\.00/);
  await expect(lines.nth(1)).toHaveText(/Red Dhal 1kg\s*1\s*LKR 410\.00/);
  await expect(display.getByTestId('display-total')).toHaveText('LKR 990.00');

  // The customer switches the display to Sinhala: its labels, money and names; the till stays in English.
  await display.getByRole('button', { name: 'සිංහල' }).click();
  await expect(screen).toHaveAttribute('lang', 'si');
  await expect(display.getByText('මුළු එකතුව')).toBeVisible();
  await expect(display.getByTestId('display-total')).toHaveText('රු. 990.00');
  await expect(lines.nth(0)).toContainText('සීනි 1kg');
  await expect(lines.nth(1)).toContainText('Red Dhal 1kg'); // no Sinhala name: the product's own
  // The Sinhala face is loaded, so the customer sees letters, not boxes.
  expect(await display.evaluate(() => document.fonts.check('1em "Kade Sinhala"', 'අ'))).toBe(true);
  await expect(page.getByTestId('cart-total')).toHaveText('LKR 990.00');
  await expectReadable(display, 'the cart in Sinhala');

  // A cash sale with 2,000 handed over: the display thanks the customer and shows the change.
  const tendered = page.getByRole('textbox', { name: 'Amount tendered' });
  await tendered.fill('2000');
  await tendered.press('Enter');
  await expect(page.getByTestId('receipt')).toBeVisible();
  await expect(screen).toHaveAttribute('data-view', 'paid');
  await expect(display.getByRole('heading', { name: 'ස්තුතියි!' })).toBeVisible();
  await expect(display.getByTestId('display-tendered')).toHaveText('රු. 2,000.00');
  await expect(display.getByTestId('display-change')).toHaveText('රු. 1,010.00');
  await expectReadable(display, 'the thank-you');

  // The choice is the device's: the display opened again still speaks Sinhala.
  await display.reload();
  await expect(display.getByTestId('customer-display')).toHaveAttribute('lang', 'si');
});

test("paying by LankaQR shows the sale's code on the customer display, its amount in the customer's language", async ({
  page,
  browser,
  context,
}) => {
  const { businessId } = await newShop(page, browser);
  const product = await addProduct(page, businessId, 'QR Biscuits', 1250, 10);
  const put = await page.request.put(`/api/businesses/${businessId}/lankaqr`, { data: { payload: testLankaQr() } });
  expect(put.status(), await put.text()).toBe(200);

  await page.goto('/pos');
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Customer display' }).click();
  const display = await popup;
  await display.getByRole('button', { name: 'தமிழ்' }).click();
  await expect(display.getByRole('heading', { name: 'வரவேற்கிறோம்' })).toBeVisible();

  await addByBarcode(page, product.barcode);
  await page
    .getByRole('group', { name: 'Payment' })
    .getByRole('button', { name: /LankaQR/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pay by LankaQR' });
  const tillCode = await dialog.getByTestId('lankaqr-code').getAttribute('data-payload');
  expect(tillCode).toBeTruthy();

  await expect(display.getByRole('heading', { name: 'LankaQR மூலம் செலுத்த ஸ்கேன் செய்யவும்' })).toBeVisible();
  await expect(display.getByTestId('display-qr')).toHaveAttribute('data-payload', tillCode!);
  await expect(display.getByTestId('display-qr-amount')).toHaveText('ரூ. 1,250.00');

  await dialog.getByRole('button', { name: 'Paid — confirm' }).click();
  await expect(page.getByTestId('receipt')).toBeVisible();
  await expect(display.getByRole('heading', { name: 'நன்றி!' })).toBeVisible();
  await expect(display.getByTestId('display-qr')).toHaveCount(0);
  await expect(display.getByTestId('display-change')).toHaveCount(0);
});
