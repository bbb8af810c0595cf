import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

// Returns and voids on the Z report: a cash sale partly returned to cash and a card sale voided in
// the same shift show as refunds by method and a voided sale; the expected cash is net of the cash
// refund.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
});

test('the Z report lists a cash refund and a voided sale, and expects the drawer without the refund', async ({ page }) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const b = me.business.id as number;
  const post = async (url: string, data: unknown, status: number) => {
    const res = await page.request.post(url, { data, headers: { 'Idempotency-Key': randomUUID() } });
    expect(res.status(), await res.text()).toBe(status);
    return res.json();
  };
  // This test's own shift: the demo user's open one is closed first.
  const current = await (await page.request.get(`/api/businesses/${b}/shifts/current`)).json();
  if (current.shift) {
    const x = await (await page.request.get(`/api/businesses/${b}/shifts/${current.shift.id}/report`)).json();
    await post(`/api/businesses/${b}/shifts/${current.shift.id}/close`, { countedCash: x.expectedCash }, 200);
  }
  const shift = await post(`/api/businesses/${b}/shifts`, { openingFloat: 1000 }, 201);
  const product = await post(
    `/api/businesses/${b}/products`,
    { name: `Return Dhal ${randomUUID().slice(0, 6)}`, sellingPrice: 250, stock: 20, vatRate: 0 },
    201,
  );
  const cash = await post(`/api/businesses/${b}/sales`, { items: [{ productId: product.id, quantity: 4 }], paymentMethod: 'cash' }, 201);
  const card = await post(`/api/businesses/${b}/sales`, { items: [{ productId: product.id, quantity: 2 }], paymentMethod: 'card' }, 201);
  const sale = await (await page.request.get(`/api/businesses/${b}/sales/${cash.id}`)).json();
  await post(
    `/api/businesses/${b}/sales/${cash.id}/returns`,
    { lines: [{ saleItemId: sale.items[0].id, quantity: 1 }], refund: [{ method: 'cash', amount: 250 }] },
    201,
  );
  await post(`/api/businesses/${b}/sales/${card.id}/void`, { reason: 'Wrong customer' }, 200);

  // 1,000 + 1,000 cash sales − 250 refunded = 1,750.00 expected.
  await page.goto('/shifts');
  const row = page.getByTestId(`shift-row-${shift.id}`);
  await row.getByRole('button', { name: 'View' }).click();
  await page.getByTestId('shift-detail').getByRole('button', { name: 'Close shift' }).click();
  const close = page.getByTestId('close-shift-dialog');
  await expect(close.getByTestId('close-expected')).toHaveText('LKR 1,750.00');
  await close.getByLabel('Counted cash (LKR)').fill('1750');
  await close.getByRole('button', { name: 'Close shift' }).click();

  const report = page.getByTestId('shift-report');
  await expect(report.getByTestId('report-title')).toHaveText(/^Z REPORT Z no\. \d+$/);
  await expect(report.getByTestId('report-refunds-by-method')).toContainText('Cash (1)');
  await expect(report.getByTestId('report-refunds-by-method')).toContainText('-250.00');
  await expect(report.getByTestId('report-refunds-by-method')).toContainText('Card (1)');
  await expect(report.getByTestId('report-voids')).toHaveText(/Voided sales \(1\)\s*-500\.00/);
  await expect(report.getByTestId('report-expected')).toContainText('1,750.00');
  await expect(report.getByTestId('report-over-short')).toContainText('0.00');
});
