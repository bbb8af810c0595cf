import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

// One sale, one time. Receipts, the till's recent sales and the dashboard show
// the sale on the shop's clock (Asia/Colombo for the demo shop), whatever the browser's zone; date
// inputs default to the shop's today.
const SHOP_ZONE = 'Asia/Colombo';
const shown = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));

async function sellOne(page: Page): Promise<{ invoiceNumber: string; saleDate: string }> {
  const user = await (await page.request.get('/api/auth/user')).json();
  const bid = user.business.id as number;
  const products = (await (await page.request.get(`/api/businesses/${bid}/products`)).json()) as { id: number; stock: number }[];
  const product = products.find((p) => p.stock > 5)!;
  const res = await page.request.post(`/api/businesses/${bid}/sales`, {
    data: { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'cash' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(res.status()).toBe(201);
  return res.json();
}

for (const browserZone of ['UTC', 'Asia/Colombo']) {
  test.describe(`a browser in ${browserZone}`, () => {
    test.use({ timezoneId: browserZone });

    test("shows a sale's time on the shop's clock on the till, the receipt and the dashboard", async ({ page }) => {
      await signInAsDemo(page);
      const sale = await sellOne(page);
      const expected = shown(sale.saleDate, SHOP_ZONE);
      const browserClock = shown(sale.saleDate, browserZone);
      // The two zones are 5½ hours apart: a UTC browser's own rendering can never pass for the shop's.
      if (browserZone !== SHOP_ZONE) expect(browserClock).not.toBe(expected);

      await page.goto('/pos');
      const recent = page.getByRole('list', { name: 'Recent Sales' }).getByRole('listitem').filter({ hasText: sale.invoiceNumber });
      await expect(recent).toContainText(expected);
      await recent.getByRole('button', { name: `Show receipt ${sale.invoiceNumber}` }).click();
      await expect(page.getByTestId('receipt')).toContainText(expected);
      if (browserZone !== SHOP_ZONE) await expect(page.getByTestId('receipt')).not.toContainText(browserClock);
      await page.keyboard.press('Escape');

      await page.goto('/');
      await expect(page.getByRole('listitem').filter({ hasText: sale.invoiceNumber })).toContainText(expected);
    });

    test("defaults a goods received note's date to the shop's today", async ({ page }) => {
      // 20:00 UTC on the 23rd is 01:30 on the 24th in Colombo: the calendars disagree.
      await page.clock.setFixedTime(new Date('2026-11-23T20:00:00Z'));
      await signInAsDemo(page);
      await page.goto('/procurement');
      await page.getByRole('button', { name: 'Create GRN' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Goods Received Note' });
      await expect(dialog.locator('input[name="receivedDate"]')).toHaveValue('2026-11-24');
    });
  });
}

test.describe('a new time zone in Settings', () => {
  test.use({ timezoneId: 'UTC' });

  test('applies at once on the till, without a reload', async ({ page }) => {
    await signInAsDemo(page);
    const sale = await sellOne(page);
    await page.goto('/settings');
    await page.getByLabel('Time Zone').selectOption('Asia/Dubai');
    await page.getByRole('button', { name: 'Save Settings' }).first().click();
    await expect(page.getByText('Settings Saved').first()).toBeVisible();
    try {
      await page.locator('a[href="/pos"]').first().click();
      const recent = page.getByRole('list', { name: 'Recent Sales' }).getByRole('listitem').filter({ hasText: sale.invoiceNumber });
      await expect(recent).toContainText(shown(sale.saleDate, 'Asia/Dubai'));
    } finally {
      const settings = await (await page.request.get('/api/business-settings')).json();
      await page.request.post('/api/business-settings', { data: { ...settings, timeZone: SHOP_ZONE } });
    }
  });
});
