import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { signInAsDemo } from '../support/accounts';

type Exception = { id: number; kind: string; invoiceNumber: string | null; details: Record<string, number> };
const lkr = (n: number) => `LKR ${new Intl.NumberFormat('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;

const openExceptions = async (page: Page, bid: number) =>
  (await (await page.request.get(`/api/businesses/${bid}/sale-exceptions?status=open`)).json()) as { exceptions: Exception[] };

/**
 * The demo business's open price_changed exception; when the demo data has none, one made as a
 * till would: a registered terminal's sale made offline at a price below today's.
 */
async function priceChanged(page: Page, bid: number): Promise<Exception> {
  const seeded = (await openExceptions(page, bid)).exceptions.find((e) => e.kind === 'price_changed');
  if (seeded) return seeded;
  const created = await page.request.post(`/api/businesses/${bid}/terminals`, { data: { code: 'DX', name: 'Dashboard test till' } });
  expect(created.status(), await created.text()).toBe(201);
  const terminal = await created.json();
  const deviceId = randomUUID();
  const registered = await page.request.post(`/api/businesses/${bid}/terminals/${terminal.id}/register`, { data: { deviceId } });
  expect(registered.status(), await registered.text()).toBe(200);
  const products = (await (await page.request.get(`/api/businesses/${bid}/products`)).json()) as {
    id: number;
    stock: number;
    sellingPrice: number;
  }[];
  const product = products.find((p) => p.stock > 5 && p.sellingPrice > 10)!;
  const sale = await page.request.post(`/api/businesses/${bid}/sales`, {
    data: {
      items: [{ productId: product.id, quantity: 1, price: product.sellingPrice - 5 }],
      paymentMethod: 'cash',
      terminal: { id: terminal.id, deviceId, number: (await registered.json()).lastNumber + 1 },
      soldAt: new Date(Date.now() - 30 * 60_000).toISOString(),
      offline: true,
    },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  return (await openExceptions(page, bid)).exceptions.find((e) => e.kind === 'price_changed')!;
}

test('the owner sees an offline sale to check on the dashboard, and resolving it takes it off', async ({ page }) => {
  await signInAsDemo(page);
  const bid = (await (await page.request.get('/api/auth/user')).json()).business.id as number;
  const exception = await priceChanged(page, bid);
  expect(exception.invoiceNumber).toBeTruthy();

  await page.goto('/');
  const card = page.getByTestId('sale-exceptions');
  await expect(card.getByText('Offline sales to check')).toBeVisible();
  const row = card.getByTestId('sale-exception').filter({ hasText: exception.invoiceNumber! });
  await expect(row).toContainText(`Sold at ${lkr(exception.details.soldPrice)}, price now ${lkr(exception.details.currentPrice)}`);
  await expect(row).toContainText('Price changed');

  await row.getByRole('button', { name: /^Resolve/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Note (optional)').fill('Price was lowered for a regular customer');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('sale-exception').filter({ hasText: exception.invoiceNumber! })).toHaveCount(0);

  const resolved = (await (await page.request.get(`/api/businesses/${bid}/sale-exceptions?status=resolved`)).json()) as {
    exceptions: (Exception & { resolutionNote: string | null })[];
  };
  expect(resolved.exceptions.find((e) => e.id === exception.id)?.resolutionNote).toBe('Price was lowered for a regular customer');
  if ((await openExceptions(page, bid)).exceptions.length === 0) await expect(card).toBeHidden();
});
