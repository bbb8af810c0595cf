import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { applyViaApi, approveViaApi, superAdminPage } from '../support/subscription-helpers';

// Returns and voids everywhere outside the till: a sale partly returned (one tin damaged, written
// off, CN-000001) and a sale voided, made through the API in a fresh shop; then the Reports page's
// Returns panel, the sales list's statuses, the Returns page (credit note, void, write-off) and the
// dashboard's today figure, net of both, in the browser.

const key = () => ({ 'Idempotency-Key': randomUUID() });

async function sell(page: Page, businessId: number, productId: number, quantity: number, paymentMethod: string) {
  const res = await page.request.post(`/api/businesses/${businessId}/sales`, {
    data: { items: [{ productId, quantity }], paymentMethod },
    headers: key(),
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; invoiceNumber: string };
}

test('returns and voids show in the Returns panel, the sales list, the Returns page and the dashboard', async ({ page, browser }) => {
  await registerViaApi(page, { firstName: 'Kamal', lastName: 'Silva' });
  // POS, inventory and reports
  const { businessId } = await applyViaApi(page, `Returns Shop ${uniqueEmail('r').slice(2, 10)}`, [1, 2, 6]);
  const admin = await superAdminPage(browser);
  await approveViaApi(admin.page, businessId); // and the owner's shift is open: cash can go back
  await admin.close();
  const product = await page.request.post(`/api/businesses/${businessId}/products`, {
    data: { name: 'Milk powder 400g', sellingPrice: 1000, stock: 20, vatRate: 0 },
  });
  expect(product.status()).toBe(201);
  const productId = ((await product.json()) as { id: number }).id;

  const returned = await sell(page, businessId, productId, 3, 'cash'); // 3,000
  const voided = await sell(page, businessId, productId, 1, 'cash'); // 1,000
  const kept = await sell(page, businessId, productId, 2, 'card'); // 2,000
  const sale = (await (await page.request.get(`/api/businesses/${businessId}/sales/${returned.id}`)).json()) as {
    items: Array<{ id: number }>;
  };
  const ret = await page.request.post(`/api/businesses/${businessId}/sales/${returned.id}/returns`, {
    data: {
      lines: [{ saleItemId: sale.items[0].id, quantity: 1, restock: false, reason: 'damaged' }],
      refund: [{ method: 'cash', amount: 1000 }],
    },
    headers: key(),
  });
  expect(ret.status(), await ret.text()).toBe(201);
  const creditNote = ((await ret.json()) as { creditNoteNumber: string }).creditNoteNumber;
  expect(creditNote).toBe('CN-000001');
  const voiding = await page.request.post(`/api/businesses/${businessId}/sales/${voided.id}/void`, {
    data: { reason: 'Rang up twice' },
    headers: key(),
  });
  expect(voiding.status(), await voiding.text()).toBe(200);

  // Reports: the Returns panel beside the payment methods.
  await page.goto('/reports');
  const panel = page.getByTestId('report-returns');
  await expect(panel.getByTestId('report-returns-total')).toContainText('LKR 1,000.00');
  await expect(panel.getByTestId('report-returns-total')).toContainText('1 credit note');
  await expect(panel.getByTestId('report-returns-voids')).toContainText('LKR 1,000.00');
  await expect(panel.getByTestId('report-returns-voids')).toContainText('1 void');
  await expect(panel.getByTestId('report-return-reason-damaged')).toContainText('Damaged');

  // The sales list: each sale's status, and the filter.
  await page.goto('/sales');
  const list = page.getByTestId('sales-list');
  const row = (invoice: string) => list.getByRole('row').filter({ hasText: invoice });
  await expect(row(returned.invoiceNumber).getByTestId('sale-status')).toHaveText('Partly returned');
  await expect(row(voided.invoiceNumber).getByTestId('sale-status')).toHaveText('Void');
  await expect(row(kept.invoiceNumber).getByTestId('sale-status')).toHaveText('Completed');
  await page.getByLabel('Status', { exact: true }).selectOption('void');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(list.getByRole('row')).toHaveCount(2); // the header and the void
  await expect(row(voided.invoiceNumber)).toBeVisible();

  // The Returns page: the credit note and the void; the write-off on its own tab.
  await page.getByRole('link', { name: 'Returns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
  const notes = page.getByTestId('returns-row');
  await expect(notes).toHaveCount(2);
  await expect(notes.filter({ hasText: creditNote })).toContainText(returned.invoiceNumber);
  await expect(notes.filter({ hasText: creditNote })).toContainText('Cash');
  await expect(notes.filter({ hasText: creditNote })).toContainText('Kamal Silva');
  await expect(notes.filter({ hasText: 'VOID' })).toContainText(voided.invoiceNumber);
  await page.getByRole('tab', { name: 'Write-offs' }).click();
  const writeOff = page.getByTestId('write-off-row');
  await expect(writeOff).toHaveCount(1);
  await expect(writeOff).toContainText('Milk powder 400g');
  await expect(writeOff).toContainText('Damaged');
  await expect(writeOff).toContainText('LKR 1,000.00');

  // The dashboard's today: 6,000 sold − 1,000 returned − 1,000 voided.
  await page.goto('/');
  await expect(page.getByTestId('dashboard-metrics')).toContainText("Today's SalesLKR 4,000.00");
});
