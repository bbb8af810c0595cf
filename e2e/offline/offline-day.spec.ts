import { expect, test, type Page } from '@playwright/test';
import {
  addByBarcode,
  addProduct,
  closeReceipt,
  newShop,
  post,
  registerThisBrowser,
  sellForCash,
  serverSales,
  waitForServiceWorker,
  waitForSnapshots,
} from './offline-helpers';

// A day offline at the till (decision 0016): a registered terminal opened online, the connection
// gone, the page reloaded — it still opens, sells 20 sales (cash, split, credit to a customer the
// device knows), returns one of them and prints; back online, the server has each of them exactly once, with its
// terminal number and the time it was made; stock and the debt are right; a second sync sends nothing.

test.use({ serviceWorkers: 'allow' });

const number = (n: number) => `INV-T1-${String(n).padStart(6, '0')}`;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __prints: number }).__prints = 0;
    window.print = () => void ((window as unknown as { __prints: number }).__prints += 1);
  });
});

async function splitCashAndCard(page: Page, code: string, cash: string, invoiceNumber: string) {
  await addByBarcode(page, code);
  await page.getByRole('textbox', { name: 'Amount tendered' }).fill(cash);
  await page.keyboard.press('F1');
  await expect(page.getByTestId('pay-part')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Reference' }).fill('AUTH-7');
  await page.getByRole('button', { name: 'Card', exact: true }).click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText(invoiceNumber);
  await expect(receipt).toContainText('Split');
  await closeReceipt(page);
}

async function creditToCustomer(page: Page, code: string, customer: string, invoiceNumber: string) {
  await page.getByRole('button', { name: 'Select Customer' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Customer' });
  await picker.getByRole('searchbox', { name: 'Search customers' }).fill(customer);
  await picker
    .getByRole('button', { name: new RegExp(customer) })
    .first()
    .click();
  await expect(page.getByTestId('selected-customer')).toHaveText(customer);
  await addByBarcode(page, code);
  await page.getByRole('button', { name: 'Credit', exact: true }).click();
  const credit = page.getByRole('dialog', { name: 'Customer Information' });
  await expect(credit.getByLabel('Customer Name *')).toHaveValue(customer);
  await credit.getByRole('button', { name: 'Complete Credit Sale' }).click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText(invoiceNumber);
  await expect(receipt).toContainText(customer);
  await closeReceipt(page);
}

test('a day offline: the till reloads with no network, sells 20 sales, and they reach the server exactly once', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(300_000);
  const { businessId: b } = await newShop(page, browser);
  const rice = await addProduct(page, b, 'Samba Rice 1 kg', 250, 100);
  const dhal = await addProduct(page, b, 'Mysore Dhal 500 g', 120, 50);
  await post(page, `/api/businesses/${b}/customers`, { name: 'Sunil Perera', phone: '0771234999' });
  await post(page, `/api/businesses/${b}/terminals`, { code: 'T1', name: 'Front counter' });

  await registerThisBrowser(page, 'T1', { enrolledAs: 'T2' });
  await waitForServiceWorker(page);
  // The customer picker once online: the till's customers are kept on the device.
  await page.getByRole('button', { name: 'Select Customer' }).click();
  await expect(page.getByRole('dialog', { name: 'Select Customer' }).getByText('Sunil Perera')).toBeVisible();
  await page.keyboard.press('Escape');
  await waitForSnapshots(page, ['pos', 'customers']);

  // The connection is gone, and the page is reloaded: the till opens from the device.
  const offlineFrom = Date.now();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByPlaceholder('Search products or scan barcode...')).toBeVisible();
  await expect(page.getByTestId('till-terminal')).toHaveText('Till T1');

  // 16 cash sales (even ones with a dhal too), 2 split cash + card, 1 on credit, 1 cash printed.
  for (let n = 1; n <= 16; n++) await sellForCash(page, n % 2 === 0 ? [rice.barcode, dhal.barcode] : [rice.barcode], number(n));
  await splitCashAndCard(page, dhal.barcode, '100', number(17));
  await splitCashAndCard(page, dhal.barcode, '50', number(18));
  await creditToCustomer(page, rice.barcode, 'Sunil Perera', number(19));
  await addByBarcode(page, rice.barcode);
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText(number(20));
  await page.getByRole('dialog', { name: 'Receipt' }).getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1);
  await closeReceipt(page);
  // A return of sale 3 (one rice), found on the device; its credit note prints at once.
  await page.getByRole('button', { name: /^Returns/ }).click();
  await page.getByLabel('Invoice number').fill(number(3));
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const ret = page.getByTestId('device-return-dialog');
  await ret.getByLabel('Quantity to return of Samba Rice 1 kg').fill('1');
  await expect(ret.getByTestId('return-total')).toContainText('250.00');
  await ret.getByRole('button', { name: /^Refund/ }).click();
  const note = page.getByTestId('credit-note-preview');
  await expect(note).toContainText('Pending: given when synced');
  await page.keyboard.press('Escape');
  await expect(note).toBeHidden();
  await expect(page.getByTestId('sync-status')).toHaveText('Offline · 21 waiting');
  // The shelf figures follow the device's own sales, also after another reload with no network.
  const card = (name: string) => page.getByRole('button', { name: new RegExp(name) }).first();
  await expect(card('Mysore Dhal')).toContainText('Stock: 40');
  await page.reload();
  await expect(card('Samba Rice')).toContainText('Stock: 82');
  await expect(card('Mysore Dhal')).toContainText('Stock: 40');

  // Back online: the outbox sends them in order.
  const salePosts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/sales$/.test(new URL(r.url()).pathname)) salePosts.push(r.url());
  });
  const onlineAt = Date.now();
  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveText('Online', { timeout: 60_000 });

  const sales = await serverSales(page, b);
  expect(sales.map((s) => s.invoiceNumber).sort()).toEqual(Array.from({ length: 20 }, (_, i) => number(i + 1)));
  for (const s of sales) {
    const at = Date.parse(s.saleDate);
    expect(at, s.invoiceNumber).toBeGreaterThanOrEqual(offlineFrom - 1000);
    expect(at, s.invoiceNumber).toBeLessThanOrEqual(onlineAt + 1000);
  }
  expect(sales.filter((s) => s.paymentMethod === 'split')).toHaveLength(2);
  expect(sales.filter((s) => s.paymentMethod === 'credit')).toHaveLength(1);
  // Rice: 16 cash + 1 credit + 1 printed = 18, one back on the shelf; dhal: 8 + 2 split = 10.
  const products = async () => {
    const body = await (await page.request.get(`/api/businesses/${b}/products`)).json();
    return (Array.isArray(body) ? body : body.products) as { id: number; stock: number }[];
  };
  const stockOf = async (id: number) => (await products()).find((p) => p.id === id)?.stock;
  expect(await stockOf(rice.id)).toBe(100 - 18 + 1);
  expect(await stockOf(dhal.id)).toBe(50 - 10);
  const debtors = (await (await page.request.get(`/api/businesses/${b}/debtors`)).json()) as { name: string; remainingAmount: number }[];
  expect(debtors.find((d) => d.name === 'Sunil Perera')?.remainingAmount).toBe(250);
  const total = sales.reduce((sum, s) => sum + s.totalAmount, 0);
  expect(total).toBe(18 * 250 + 10 * 120);
  const returns = (await (await page.request.get(`/api/businesses/${b}/returns`)).json()) as {
    returns: { invoiceNumber: string; totalAmount: number; creditNoteNumber: string | null }[];
  };
  expect(returns.returns).toHaveLength(1);
  expect(returns.returns[0]).toMatchObject({ invoiceNumber: number(3), totalAmount: 250 });
  expect(returns.returns[0].creditNoteNumber).toMatch(/^CN-/);

  // A second sync sends nothing: the page reloaded online, its outbox is empty.
  const sent = salePosts.length;
  await page.reload();
  const badge = page.getByTestId('sync-status');
  await expect(badge).toHaveText('Online');
  // The engine's first run on the reloaded page has ended; then the run an 'online' event starts
  // ends too (the badge counts ended runs), and neither sent anything.
  const runsEnded = async () => Number(await badge.getAttribute('data-sync-runs'));
  await expect.poll(runsEnded).toBeGreaterThan(0);
  const before = await runsEnded();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(runsEnded).toBeGreaterThan(before);
  expect(salePosts.length).toBe(sent);
  expect((await serverSales(page, b)).length).toBe(20);
  expect(((await (await page.request.get(`/api/businesses/${b}/returns`)).json()) as { returns: unknown[] }).returns).toHaveLength(1);
});
