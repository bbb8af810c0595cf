import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { applyViaApi, approveViaApi, superAdminPage } from '../support/subscription-helpers';

// A registered terminal at the till (decision 0016 §1–2): an owner makes this browser terminal T1
// from the till's menu; it numbers its own series online, keeps selling with the connection gone
// (the receipts print at once from the device), and the queued sales reach the server once it is
// back.

let barcodes = 0;
const barcode = () => `28${String(Date.now()).slice(-7)}${String(barcodes++ % 1000).padStart(3, '0')}${Math.floor(Math.random() * 10)}`;

async function addByBarcode(page: Page, code: string) {
  const search = page.getByPlaceholder('Search products or scan barcode...');
  await search.fill(code);
  await search.press('Enter');
  await expect(search).toHaveValue('');
}

/** One cash sale of the whole cart; the receipt shows `invoiceNumber` and is closed again. */
async function sellForCash(page: Page, code: string, invoiceNumber: string) {
  await addByBarcode(page, code);
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(invoiceNumber);
  await page.keyboard.press('Escape');
  await expect(receipt).toBeHidden();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
}

test('terminal T1: registered from the till, sells online and offline in its own series, and the offline sales sync', async ({
  page,
  browser,
  context,
}) => {
  await registerViaApi(page, { firstName: 'Kamal', lastName: 'Silva' });
  const { businessId } = await applyViaApi(page, `Till Shop ${uniqueEmail('t').slice(2, 10)}`, [1, 2]);
  const admin = await superAdminPage(browser);
  await approveViaApi(admin.page, businessId);
  await admin.close();
  const code = barcode();
  const product = await page.request.post(`/api/businesses/${businessId}/products`, {
    data: { name: 'Kithul Jaggery', barcode: code, sellingPrice: 250, stock: 20, vatRate: 0 },
  });
  expect(product.status()).toBe(201);
  const created = await page.request.post(`/api/businesses/${businessId}/terminals`, { data: { code: 'T1', name: 'Front counter' } });
  expect(created.status(), await created.text()).toBe(201);

  // The owner makes this browser T1 from the till's menu.
  await page.goto('/pos');
  await expect(page.getByTestId('till-terminal')).toHaveCount(0);
  await page.getByRole('button', { name: /^Shift/ }).click();
  await page.getByRole('menuitem', { name: 'Set up this till…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up this till' });
  await dialog.getByRole('radio', { name: /T1 · Front counter/ }).click();
  await dialog.getByRole('button', { name: 'Use this browser as T1' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('This browser is now T1')).toBeVisible();
  await expect(page.getByTestId('till-terminal')).toHaveText('Till T1');

  // Online: the server records the terminal's first number.
  await sellForCash(page, code, 'INV-T1-000001');

  // The connection drops: two sales print their receipts at once, numbered on the device.
  await context.setOffline(true);
  await sellForCash(page, code, 'INV-T1-000002');
  await sellForCash(page, code, 'INV-T1-000003');
  await expect(page.getByTestId('sync-status')).toHaveText('Offline · 2 waiting');
  const queued = await page.evaluate(async () => {
    const open = indexedDB.open('kade-device');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const items = await new Promise<{ state: string; body: { offline?: boolean; terminal: { number: number } } }[]>((resolve) => {
      const req = db.transaction('outbox').objectStore('outbox').getAll();
      req.onsuccess = () => resolve(req.result);
    });
    db.close();
    return items.map((i) => ({ state: i.state, offline: i.body.offline, number: i.body.terminal.number }));
  });
  expect(queued).toEqual([
    { state: 'queued', offline: true, number: 2 },
    { state: 'queued', offline: true, number: 3 },
  ]);

  // Back online: the outbox sends them (the header's badge returns to Online); the server has exactly
  // the three, with their numbers.
  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveText('Online', { timeout: 20_000 });
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/businesses/${businessId}/sales`);
        const { sales } = (await res.json()) as { sales: { invoiceNumber: string; totalAmount: number }[] };
        return sales.map((s) => `${s.invoiceNumber} ${s.totalAmount}`).sort();
      },
      { timeout: 10_000 },
    )
    .toEqual(['INV-T1-000001 250', 'INV-T1-000002 250', 'INV-T1-000003 250']);
});
