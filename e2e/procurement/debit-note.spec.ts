import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

/** A product received on a GRN on credit: 10 at 700.00 from a new supplier. */
async function receivedGrn(page: Page) {
  const me = await (await page.request.get('/api/auth/user')).json();
  const b = me.business.id as number;
  const tag = randomUUID().slice(0, 6);
  const product = await (
    await page.request.post(`/api/businesses/${b}/products`, { data: { name: `Coconut Oil ${tag}`, sellingPrice: 900, stock: 0 } })
  ).json();
  const supplier = await (await page.request.post(`/api/businesses/${b}/suppliers`, { data: { name: `Lanka Oils ${tag}` } })).json();
  const order = await (
    await page.request.post('/api/purchase-orders', {
      data: { supplierId: supplier.id, status: 'approved', items: [{ productId: product.id, quantity: 10, unitPrice: 700 }] },
    })
  ).json();
  const grn = await page.request.post('/api/goods-received-notes', {
    data: {
      purchaseOrderId: order.id,
      receivedDate: '2026-11-20',
      onCredit: true,
      items: [{ productId: product.id, receivedQuantity: 10 }],
    },
  });
  expect(grn.status()).toBe(201);
  return { product, supplier, grn: await grn.json() };
}

// Goods going back to the supplier: a numbered debit note from the GRN's view, listed with its PDF.
test('return 2 units of a GRN to its supplier: a debit note, listed, its PDF downloads', async ({ page }) => {
  await signInAsDemo(page);
  const { supplier, grn } = await receivedGrn(page);

  await page.goto('/procurement');
  await page.getByRole('tab', { name: 'Goods Received Notes' }).click();
  await page.getByRole('button', { name: `View ${grn.grnNumber}` }).click();
  await page.getByRole('button', { name: 'Return to supplier' }).click();
  const dialog = page.getByRole('dialog', { name: `Return goods of ${grn.grnNumber}` });
  await expect(dialog.getByText(/Received 10(\.000)? · returned 0/)).toBeVisible();
  const create = dialog.getByRole('button', { name: 'Create debit note' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Quantity to return').fill('2');
  await dialog.getByLabel('Reason').fill('Two bottles leaking');
  await create.click();
  // 2 × 700.00 = 1,400.00 (no input VAT: the supplier has no VAT number).
  await expect(dialog.getByTestId('debit-note-created')).toContainText(/Debit note DN-\d{6} created: .*1,400\.00/);
  const number = (await dialog.getByTestId('debit-note-created').innerText()).match(/DN-\d{6}/)![0];
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download debit note' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`debit-note-${number}.pdf`);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // The API and the Debit notes tab list the note with its supplier and GRN.
  const listed = await (await page.request.get('/api/procurement/debit-notes')).json();
  expect(listed.debitNotes.find((d: { number: string }) => d.number === number)).toMatchObject({ grnId: grn.id, total: 1400 });
  await page.getByRole('tab', { name: 'Debit notes' }).click();
  const row = page.getByTestId('debit-note-list').getByRole('listitem').filter({ hasText: number });
  await expect(row).toContainText(supplier.name);
  await expect(row).toContainText(grn.grnNumber);
  await expect(row).toContainText('1,400.00');
  await expect(row.getByRole('button', { name: `Download debit note ${number} as PDF` })).toBeVisible();
});

test('on a phone the return dialog fits and its button is reachable', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await signInAsDemo(page);
  const { grn } = await receivedGrn(page);
  await page.goto('/procurement');
  await page.getByRole('tab', { name: 'Goods Received Notes' }).click();
  await page.getByRole('button', { name: `View ${grn.grnNumber}` }).click();
  await page.getByRole('button', { name: 'Return to supplier' }).click();
  const dialog = page.getByRole('dialog', { name: `Return goods of ${grn.grnNumber}` });
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(412);
  await dialog.getByRole('button', { name: 'Create debit note' }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: 'Create debit note' })).toBeInViewport();
});
