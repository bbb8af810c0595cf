import { expect, test, type Page } from '@playwright/test';
import {
  addProduct,
  deviceRows,
  newShop,
  post,
  registerThisBrowser,
  sellForCash,
  serverSales,
  waitForServiceWorker,
} from './offline-helpers';

// A shift and a return with no connection (decision 0016 §4): a registered terminal with no
// connection opens its cashier's shift, sells, returns one of those sales (the credit note prints
// at once, its number pending) and closes the shift (the Z prints from the device, numbered on
// sync). Back online, the server has the shift closed with those sales and the return exactly once.

// The till's dialogs (the shift's, the return's) load from the precache with no connection.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __prints: number }).__prints = 0;
    window.print = () => void ((window as unknown as { __prints: number }).__prints += 1);
  });
});

const prints = (page: Page) => page.evaluate(() => (window as unknown as { __prints: number }).__prints);

async function shiftMenu(page: Page, item: string) {
  await page.getByRole('button', { name: /^Shift/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

type ServerShift = { id: number; status: string; zNumber: number | null; openedAt: string; closedAt: string | null };
type ServerReturn = { kind: string; invoiceNumber: string; totalAmount: number; creditNoteNumber: string | null; shiftId: number | null };

test('offline at a terminal: open a shift, sell, return a sale, close with the Z printed; online the server has them once', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  const { businessId } = await newShop(page, browser);
  const tea = await addProduct(page, businessId, 'Ceylon Tea 200 g', 250, 20);
  await post(page, `/api/businesses/${businessId}/terminals`, { code: 'T1', name: 'Front counter' });
  await registerThisBrowser(page, 'T1', { enrolledAs: 'T2' });
  await waitForServiceWorker(page);
  // The till has read its shift once online (none open).
  await expect(page.getByRole('button', { name: 'Shift', exact: true })).toBeVisible();

  await context.setOffline(true);

  // Open the shift on the device.
  await shiftMenu(page, 'Open Shift');
  const open = page.getByTestId('open-shift-dialog');
  await open.getByLabel('Opening float (LKR)').fill('5000');
  await open.getByRole('button', { name: 'Open shift' }).click();
  await expect(open).toBeHidden();
  await expect(page.getByRole('button', { name: /^Shift since/ })).toBeVisible();

  // Two sales, numbered on the device.
  await sellForCash(page, [tea.barcode, tea.barcode], 'INV-T1-000001');
  await sellForCash(page, [tea.barcode], 'INV-T1-000002');

  // Cash out for the tea boy, queued after the shift's open.
  await shiftMenu(page, 'Cash out');
  const out = page.getByTestId('cash-out-dialog');
  await out.getByLabel('Amount (LKR)').fill('100');
  await out.getByLabel('Reason').fill('Tea for the staff');
  await out.getByRole('button', { name: 'Record' }).click();
  await expect(out).toBeHidden();

  // Return one tea of the first sale: found on the device, refunded in cash, the credit note at once.
  await page.getByRole('button', { name: /^Returns/ }).click();
  await expect(page.getByTestId('find-sale-offline')).toBeVisible();
  await page.getByLabel('Invoice number').fill('INV-T1-000001');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const ret = page.getByTestId('device-return-dialog');
  await ret.getByLabel('Quantity to return of Ceylon Tea 200 g').fill('1');
  await expect(ret.getByTestId('return-total')).toContainText('250.00');
  await ret.getByRole('button', { name: /^Refund/ }).click();
  const note = page.getByTestId('credit-note-preview');
  await expect(note).toContainText('Pending: given when synced');
  await expect(note).toContainText('INV-T1-000001');
  await page.keyboard.press('Escape');
  await expect(note).toBeHidden();

  // Close the shift: the device expects 5,000 + 750 − 100 − 250 = 5,400; the Z prints from the device.
  await shiftMenu(page, 'Close Shift');
  const close = page.getByTestId('close-shift-dialog');
  await expect(close.getByTestId('close-expected')).toContainText('5,400.00');
  await close.getByLabel('Counted cash (LKR)').fill('5400');
  await close.getByRole('button', { name: 'Close shift' }).click();
  const z = page.getByTestId('shift-report');
  await expect(z.getByTestId('report-z-pending')).toBeVisible();
  await expect(z.getByTestId('report-sales-count')).toContainText('2');
  await expect(z.getByTestId('report-expected')).toContainText('5,400.00');
  await page.getByTestId('print-shift-report').click();
  await expect.poll(() => prints(page)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Shift', exact: true })).toBeVisible();

  // Back online: the outbox sends the open, the sales, the return and the close, in that order.
  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveText('Online', { timeout: 30_000 });

  const shifts = (await (await page.request.get(`/api/businesses/${businessId}/shifts`)).json()) as ServerShift[];
  expect(shifts).toHaveLength(1);
  expect(shifts[0]).toMatchObject({ status: 'closed' });
  expect(shifts[0].zNumber).toBeGreaterThan(0);
  const report = await (await page.request.get(`/api/businesses/${businessId}/shifts/${shifts[0].id}/report`)).json();
  expect(report).toMatchObject({
    salesCount: 2,
    grossSales: 750,
    refunds: 250,
    cashRefunds: 250,
    cashOut: 100,
    expectedCash: 5400,
    countedCash: 5400,
  });

  const sales = await serverSales(page, businessId);
  expect(sales.map((s) => s.invoiceNumber).sort()).toEqual(['INV-T1-000001', 'INV-T1-000002']);
  const returns = (await (await page.request.get(`/api/businesses/${businessId}/returns`)).json()) as { returns: ServerReturn[] };
  expect(returns.returns).toHaveLength(1);
  expect(returns.returns[0]).toMatchObject({ kind: 'return', invoiceNumber: 'INV-T1-000001', totalAmount: 250, shiftId: shifts[0].id });
  expect(returns.returns[0].creditNoteNumber).toMatch(/^CN-/);
});

test('a shift opened online and closed with no connection: the close names the server shift; its Z counts the sales made either way', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  const { businessId } = await newShop(page, browser);
  const tea = await addProduct(page, businessId, 'Ceylon Tea 200 g', 250, 20);
  await post(page, `/api/businesses/${businessId}/terminals`, { code: 'T1', name: 'Front counter' });
  await registerThisBrowser(page, 'T1', { enrolledAs: 'T2' });
  await waitForServiceWorker(page);

  await shiftMenu(page, 'Open Shift');
  const open = page.getByTestId('open-shift-dialog');
  await open.getByLabel('Opening float (LKR)').fill('1000');
  await open.getByRole('button', { name: 'Open shift' }).click();
  await expect(open).toBeHidden();
  await expect(page.getByRole('button', { name: /^Shift since/ })).toBeVisible();
  await sellForCash(page, [tea.barcode], 'INV-T1-000001');

  await context.setOffline(true);
  await sellForCash(page, [tea.barcode], 'INV-T1-000002');
  await shiftMenu(page, 'Close Shift');
  const close = page.getByTestId('close-shift-dialog');
  await expect(close.getByTestId('close-expected')).toContainText('1,500.00');
  await close.getByLabel('Counted cash (LKR)').fill('1500');
  await close.getByRole('button', { name: 'Close shift' }).click();
  const z = page.getByTestId('shift-report');
  await expect(z.getByTestId('report-z-pending')).toBeVisible();
  await expect(z.getByTestId('report-sales-count')).toContainText('2');

  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveText('Online', { timeout: 30_000 });
  const shifts = (await (await page.request.get(`/api/businesses/${businessId}/shifts`)).json()) as ServerShift[];
  expect(shifts).toHaveLength(1);
  expect(shifts[0]).toMatchObject({ status: 'closed' });
  const report = await (await page.request.get(`/api/businesses/${businessId}/shifts/${shifts[0].id}/report`)).json();
  expect(report).toMatchObject({ salesCount: 2, cashSales: 500, expectedCash: 1500, countedCash: 1500, overShort: 0 });
  // The close went out naming the server's shift, waiting on nothing.
  const outbox = await deviceRows<{ kind: string; state: string; dependsOn?: string; body: { shiftId?: number } }>(page, 'outbox');
  const closes = outbox.filter((i) => i.kind === 'shift.close');
  expect(closes).toHaveLength(1);
  expect(closes[0]).toMatchObject({ state: 'done', body: { shiftId: shifts[0].id } });
  expect(closes[0].dependsOn).toBeUndefined();
});
