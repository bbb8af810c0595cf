import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { gazetteDate } from '#shared/contracts/tax-invoice-paths';

// One time zone everywhere. The browser's clock reads 18:45 UTC on New Year's
// Eve: 00:15 on 1 Jan 2027 in Colombo, the demo shop's zone. A browser in UTC and one in Colombo
// must show the same (the shop's) day, month and year in every picker and "today", and print a
// sale on the shop's clock. Only the browser's clock is faked: the server's is real, so the sale's
// assertions are worked out from the time the server gave it.
const SHOP_ZONE = 'Asia/Colombo';
const BROWSER_NOW = new Date('2026-12-31T18:45:00Z');
const SHOP_TODAY = '2027-01-01';
const UTC_TODAY = '2026-12-31';

const dayIn = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(iso));
const shownAt = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

async function businessId(page: Page): Promise<number> {
  return (await (await page.request.get('/api/auth/user')).json()).business.id as number;
}

async function sellOne(page: Page, bid: number): Promise<{ id: number; invoiceNumber: string; saleDate: string }> {
  const products = (await (await page.request.get(`/api/businesses/${bid}/products`)).json()) as { id: number; stock: number }[];
  const res = await page.request.post(`/api/businesses/${bid}/sales`, {
    data: { items: [{ productId: products.find((p) => p.stock > 5)!.id, quantity: 1 }], paymentMethod: 'cash' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(res.status()).toBe(201);
  return res.json();
}

for (const browserZone of ['UTC', SHOP_ZONE]) {
  test.describe(`a browser in ${browserZone} at 18:45 UTC on 31 Dec`, () => {
    test.use({ timezoneId: browserZone });
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(BROWSER_NOW);
      await signInAsDemo(page);
    });

    test("every picker's default and the dashboard's today are the shop's day", async ({ page }) => {
      await page.goto('/');
      // The browser's own calendar is what the screens must not use: in UTC it is still 2026.
      const browserDay = await page.evaluate(() => {
        const d = new Date();
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      });
      expect(browserDay).toBe(browserZone === 'UTC' ? UTC_TODAY : SHOP_TODAY);

      await expect(page.getByTestId('shop-today')).toHaveText('Today: 01 Jan 2027');

      await page.goto('/reports');
      await expect(page.getByLabel('From', { exact: true })).toHaveValue(SHOP_TODAY);
      await expect(page.getByLabel('To', { exact: true })).toHaveValue(SHOP_TODAY);

      await page.goto('/sales');
      await expect(page.getByLabel('From', { exact: true })).toHaveAttribute('max', SHOP_TODAY);
      await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('max', SHOP_TODAY);

      // The tax panel's range, its period (a new month and year in Colombo) and an expense's date.
      await page.goto('/tax-panel');
      await expect(page.locator('#tax-from')).toHaveValue(SHOP_TODAY);
      await expect(page.locator('#tax-to')).toHaveValue(SHOP_TODAY);
      await page.getByRole('tab', { name: 'Calculations' }).click();
      await expect(page.getByLabel('Month')).toHaveValue('2027-01');
      await page.getByRole('tab', { name: 'Categories' }).click();
      await expect(page.locator('#expense-date')).toHaveValue(SHOP_TODAY);

      await page.goto('/procurement');
      await page.getByRole('button', { name: 'Create GRN' }).click();
      await expect(page.getByRole('dialog', { name: 'Create Goods Received Note' }).locator('input[name="receivedDate"]')).toHaveValue(
        SHOP_TODAY,
      );

      await page.goto('/debtors');
      await page.getByRole('button', { name: 'Add Payment' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Record Payment' }).getByLabel('Payment Date')).toHaveValue(SHOP_TODAY);
    });

    test('a sale is on the shop clock in the sales list and its filter, the receipt and the tax invoice', async ({ page }) => {
      await page.addInitScript(() => {
        window.print = () => undefined;
      });
      const bid = await businessId(page);
      const sale = await sellOne(page, bid);
      const issued = await page.request.post(`/api/businesses/${bid}/sales/${sale.id}/tax-invoice`, {
        data: {
          buyerName: 'Ceylon Traders (Pvt) Ltd',
          buyerAddress: '45 Galle Road, Colombo 03',
          buyerPhone: '0112345678',
          buyerTin: '987654321-7000',
        },
      });
      expect(issued.status()).toBe(201);
      const invoice = (await issued.json()) as { serialNumber: string; issuedAt: string };
      const shopDay = dayIn(sale.saleDate, SHOP_ZONE);
      const expected = shownAt(sale.saleDate, SHOP_ZONE);

      // The sales list: the row's time, and the From–To filter read as the shop's days.
      await page.goto('/sales');
      const search = page.getByRole('search', { name: 'Find sales' });
      await search.getByLabel('Invoice number').fill(sale.invoiceNumber);
      await search.getByLabel('From', { exact: true }).fill(previousDay(shopDay));
      await search.getByLabel('To', { exact: true }).fill(previousDay(shopDay));
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByText('No sales match these filters')).toBeVisible();
      await search.getByLabel('From', { exact: true }).fill(shopDay);
      await search.getByLabel('To', { exact: true }).fill(shopDay);
      await search.getByRole('button', { name: 'Search' }).click();
      const row = page.getByRole('row').filter({ hasText: sale.invoiceNumber });
      await expect(row).toContainText(expected);

      // The tax invoice: its time on screen, its dates on the 80 mm roll.
      await row.getByRole('button', { name: sale.invoiceNumber }).click();
      const detail = page.getByRole('dialog', { name: `Sale ${sale.invoiceNumber}` });
      await detail.getByRole('button', { name: `Tax invoice ${invoice.serialNumber}` }).click();
      const taxDialog = page.getByRole('dialog', { name: `Tax invoice for sale ${sale.invoiceNumber}` });
      await expect(taxDialog).toContainText(shownAt(invoice.issuedAt, SHOP_ZONE));
      await taxDialog.getByRole('button', { name: /80 mm/ }).click();
      const roll = page.locator('.kade-print-root[data-paper="roll-80mm"]');
      // A serial in the gazette's pattern (the default) prints its dates MM/DD/YYYY.
      await expect(roll).toContainText(gazetteDate(dayIn(invoice.issuedAt, SHOP_ZONE)));
      await expect(roll).toContainText(gazetteDate(shopDay));

      // The receipt prints the sale's time on the shop's clock, never the browser's clock or zone.
      await page.goto('/pos');
      const recent = page.getByRole('list', { name: 'Recent Sales' }).getByRole('listitem').filter({ hasText: sale.invoiceNumber });
      const receipt = page.getByTestId('receipt');
      // The till first draws its recent sales from the device, then from the server: a click that
      // lands as the list is redrawn is lost (a cashier clicks again), so the test clicks again too.
      await expect(async () => {
        await recent.getByRole('button', { name: `Show receipt ${sale.invoiceNumber}` }).click();
        await expect(receipt).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await expect(receipt).toContainText(expected);
      if (browserZone !== SHOP_ZONE) await expect(receipt).not.toContainText(shownAt(sale.saleDate, browserZone));
    });
  });
}
