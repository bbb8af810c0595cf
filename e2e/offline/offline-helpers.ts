import { randomUUID } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { applyViaApi, approveViaApi, superAdminPage } from '../support/subscription-helpers';

// Shared steps of the offline till's browser tests (decision 0016).

let barcodes = 0;
export const barcode = () =>
  `29${String(Date.now()).slice(-7)}${String(barcodes++ % 1000).padStart(3, '0')}${Math.floor(Math.random() * 10)}`;

/** A new shop with every module, approved, its owner signed in on `page`; no shift is opened. */
export async function newShop(page: Page, browser: Browser): Promise<{ businessId: number; account: { email: string; password: string } }> {
  const account = await registerViaApi(page, { firstName: 'Nimal', lastName: 'Fernando' });
  const { businessId } = await applyViaApi(page, `Offline Shop ${uniqueEmail('o').slice(2, 10)}`, [1, 2, 3, 4, 5, 6, 7]);
  const admin = await superAdminPage(browser);
  await approveViaApi(admin.page, businessId, { ownerShift: false });
  await admin.close();
  // The owner sells without shifts here (shifts offline have their own spec).
  const settings = await page.request.post('/api/business-settings', { data: { cashiersWorkInShifts: false, crmEnabled: true } });
  expect(settings.status(), await settings.text()).toBe(200);
  return { businessId, account };
}

export async function post<T = Record<string, unknown>>(page: Page, url: string, data: unknown, status = 201): Promise<T> {
  const res = await page.request.post(url, { data, headers: { 'Idempotency-Key': randomUUID() } });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

export async function addProduct(page: Page, businessId: number, name: string, price: number, stock: number) {
  const code = barcode();
  const p = await post<{ id: number }>(page, `/api/businesses/${businessId}/products`, {
    name,
    barcode: code,
    sellingPrice: price,
    stock,
    vatRate: 0,
  });
  return { id: p.id, barcode: code, name };
}

/**
 * The owner makes this browser the terminal from the till's menu (decision 0016 §1). Where Kade's
 * service worker runs, the till first made the browser a terminal by itself (`enrolledAs`, the next
 * free code): the owner then moves it to the one named by hand.
 */
export async function registerThisBrowser(page: Page, code: string, opts: { enrolledAs?: string } = {}) {
  await page.goto('/pos');
  if (opts.enrolledAs) await tillEnrolled(page, opts.enrolledAs);
  await page.getByRole('button', { name: /^Shift/ }).click();
  await page.getByRole('menuitem', { name: 'Set up this till…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up this till' });
  await dialog.getByRole('radio', { name: new RegExp(`${code} · `) }).click();
  await dialog.getByRole('button', { name: `Use this browser as ${code}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('till-terminal')).toHaveText(`Till ${code}`);
}

/** The till made this browser terminal `code` by itself, and says so (the shop's default). */
export async function tillEnrolled(page: Page, code: string) {
  await expect(page.getByTestId('till-enrolled')).toHaveText(new RegExp(`This browser is now till ${code}: it can sell offline\\.`), {
    timeout: 30_000,
  });
  await expect(page.getByTestId('till-terminal')).toHaveText(`Till ${code}`);
}

/** The service worker controls the page (installed on the first visit, in charge after a reload). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Rows of a store of the device's IndexedDB ('kade-device'), read raw. */
export async function deviceRows<T = Record<string, unknown>>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(async (name) => {
    const open = indexedDB.open('kade-device');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const rows = await new Promise<unknown[]>((resolve, reject) => {
      const req = db.transaction(name).objectStore(name).getAll();
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    db.close();
    return rows;
  }, store) as Promise<T[]>;
}

/** Waits until the till's catalogue (and whatever else the till saved) is on the device. */
export async function waitForSnapshots(page: Page, names: string[]) {
  await expect
    .poll(async () => {
      const rows = await deviceRows<{ name: string }>(page, 'snapshots');
      return names.every((n) => rows.some((r) => r.name === n));
    })
    .toBe(true);
}

export async function addByBarcode(page: Page, code: string) {
  const search = page.getByPlaceholder('Search products or scan barcode...');
  await search.fill(code);
  await search.press('Enter');
  await expect(search).toHaveValue('');
}

export async function closeReceipt(page: Page) {
  const receipt = page.getByTestId('receipt');
  await page.keyboard.press('Escape');
  await expect(receipt).toBeHidden();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
}

/** One cash sale of `codes` (one each); the receipt shows its invoice number. */
export async function sellForCash(page: Page, codes: string[], invoiceNumber: string) {
  for (const code of codes) await addByBarcode(page, code);
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await expect(page.getByTestId('receipt')).toContainText(invoiceNumber);
  await closeReceipt(page);
}

export type ServerSale = {
  id: number;
  invoiceNumber: string;
  totalAmount: number;
  saleDate: string;
  paymentMethod: string;
  status?: string;
};

/** Every sale of the business (the admin's list, newest first, all pages). */
export async function serverSales(page: Page, businessId: number): Promise<ServerSale[]> {
  const out: ServerSale[] = [];
  let cursor: string | null = null;
  do {
    const res = await page.request.get(`/api/businesses/${businessId}/sales?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { sales: ServerSale[]; nextCursor: string | null };
    out.push(...body.sales);
    cursor = body.nextCursor;
  } while (cursor);
  return out;
}
