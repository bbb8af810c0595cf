import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { toZonedDateString, zonedMidnight } from '#shared/domain/time-zone';
import { signInAsDemo } from '../support/accounts';

// The browser says UTC; the shop (Demo Stores) keeps Colombo time.
test.use({ timezoneId: 'UTC' });

const SHOP_ZONE = 'Asia/Colombo';

/** A product sold once now through the API: its name and the sale's invoice number. */
async function sellNow(page: Page, opts: { price: number; buyingPrice: number }) {
  const me = await (await page.request.get('/api/auth/user')).json();
  const name = `Report Tea ${randomUUID().slice(0, 6)}`;
  const created = await page.request.post(`/api/businesses/${me.business.id}/products`, {
    data: { name, sellingPrice: opts.price, buyingPrice: opts.buyingPrice, stock: 5, taxCategory: 'exempt' },
  });
  expect(created.status()).toBe(201);
  const sale = await page.request.post(`/api/businesses/${me.business.id}/sales`, {
    data: { items: [{ productId: (await created.json()).id, quantity: 1 }], paymentMethod: 'cash' },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(sale.status()).toBe(201);
  return { name, invoiceNumber: (await sale.json()).invoiceNumber as string };
}

test("today's sale is in the cards and the export while the browser's date is still yesterday", async ({ page }) => {
  await signInAsDemo(page);
  const sold = await sellNow(page, { price: 250_000, buyingPrice: 150_000 });
  // 00:30 in Colombo today = 19:00 UTC yesterday: the browser's calendar is a day behind the shop's.
  const shopToday = toZonedDateString(new Date(), SHOP_ZONE);
  const [y, m, d] = shopToday.split('-').map(Number);
  const browserNow = new Date(zonedMidnight(y, m, d, SHOP_ZONE).getTime() + 30 * 60_000);
  expect(browserNow.toISOString().slice(0, 10)).not.toBe(shopToday);
  await page.clock.setFixedTime(browserNow);

  await page.goto('/reports');
  await expect(page.getByLabel('From')).toHaveValue(`${shopToday.slice(0, 8)}01`);
  await expect(page.getByLabel('To')).toHaveValue(shopToday);
  // ranked by revenue, the sale is among the month's top products, with its unit
  const top = page.getByTestId('top-products').getByRole('listitem').filter({ hasText: sold.name });
  await expect(top).toContainText('1 piece sold');
  await expect(top).toContainText('LKR 250,000.00');
  // every amount stays inside the card, at a desktop width and on a phone
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const card = (await page.getByTestId('top-products').boundingBox())!;
    for (const amount of await page.getByTestId('top-product-revenue').all()) {
      const box = (await amount.boundingBox())!;
      expect(box.x + box.width, `at ${width}px`).toBeLessThanOrEqual(card.x + card.width + 0.5);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByTestId('profit-totals')).toContainText('Cost of goods sold');
  // the Total Sales card is the shop's month to date (the server's default range), this sale included
  const me = await (await page.request.get('/api/auth/user')).json();
  const summary = await (await page.request.get(`/api/businesses/${me.business.id}/sales-summary`)).json();
  expect(summary.range).toEqual({ from: `${shopToday.slice(0, 8)}01`, to: shopToday });
  expect(summary.totalSales).toBeGreaterThanOrEqual(250_000);
  const money = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(summary.totalSales);
  await expect(page.locator('[data-slot="stat-card"]', { hasText: 'Total Sales' })).toContainText(`LKR ${money}`);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export Sales' }).click()]);
  expect(download.suggestedFilename()).toBe(`sales-report-${shopToday.slice(0, 8)}01-to-${shopToday}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  const row = csv.split('\r\n').find((line) => line.startsWith(`${sold.invoiceNumber},`));
  expect(row).toContain(`${shopToday} `);
  expect(row).toContain('250000.00');

  // the inventory export covers the same range: what the product sold, cost and earned in it
  const [inventory] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export Inventory' }).click()]);
  const stock = await readFile((await inventory.path())!, 'utf8');
  const line = stock.split('\r\n').find((l) => l.startsWith(`${sold.name},`));
  expect(line).toMatch(/,1,250000\.00,150000\.00,100000\.00$/);
});

test('changing the range changes the cards, the chart and the top products', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/reports');
  const totalSales = page.locator('[data-slot="stat-card"]', { hasText: 'Total Sales' });
  await expect(totalSales).not.toContainText('LKR 0.00');
  await expect(page.getByTestId('top-products')).toBeVisible();

  // a month before the shop opened: nothing sold
  await page.getByLabel('From').fill('2020-01-01');
  await page.getByLabel('To').fill('2020-01-31');
  await expect(totalSales).toContainText('LKR 0.00');
  await expect(totalSales).toContainText('0 sales');
  await expect(page.getByText('No sales in this range')).toBeVisible();
  await expect(page.locator('[data-slot="stat-card"]', { hasText: 'Average Order Value' })).toContainText('LKR 0.00');
  await expect(page.getByRole('link', { name: 'Export Sales' })).toHaveAttribute('href', /from=2020-01-01&to=2020-01-31/);

  // a day of demo sales, all taxed at one VAT rate: the Tax Summary shows that VAT once, with no total
  // repeating it; the exempt goods sold (rice, bread, vegetables) are a line of their own, without VAT
  const yesterday = toZonedDateString(new Date(Date.now() - 86_400_000), SHOP_ZONE);
  await page.getByLabel('From').fill(yesterday);
  await page.getByLabel('To').fill(yesterday);
  const tax = page.getByTestId('tax-summary');
  await expect(tax.getByText('VAT 18%')).toHaveCount(1);
  await expect(tax.getByText(/^VAT:/)).toHaveCount(1);
  await expect(tax.getByText('All rates')).toHaveCount(0);
  await expect(tax.getByText(/^Sales without VAT/)).toHaveCount(1);

  // a reversed range is refused on the page, not sent
  await page.getByLabel('From').fill('2030-01-01');
  await expect(page.getByRole('alert').filter({ hasText: 'From must be on or before To' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Sales' })).toBeDisabled();
});
