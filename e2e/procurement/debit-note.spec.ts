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

/** The page scrolls only down: nothing wider than the phone's screen, and the browser did not zoom out. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  expect(innerWidth).toBe(page.viewportSize()!.width);
}

// A real phone (isMobile) whose clock is on UTC: the dialog fits, its button is reachable, and the
// note is dated the shop's day (Colombo), not the browser's.
for (const viewport of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]) {
  test.describe(`a ${viewport.width}-wide phone on UTC`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true, timezoneId: 'UTC' });

    test('the return dialog fits, creates the note, and the list shows it on the shop’s day', async ({ page }) => {
      await signInAsDemo(page);
      const { grn } = await receivedGrn(page);
      await page.goto('/procurement');
      await page.getByRole('tab', { name: 'Goods Received Notes' }).click();
      await page.getByRole('button', { name: `View ${grn.grnNumber}` }).click();
      await page.getByRole('button', { name: 'Return to supplier' }).click();
      const dialog = page.getByRole('dialog', { name: `Return goods of ${grn.grnNumber}` });
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await dialog.getByLabel('Quantity to return').fill('1');
      await dialog.getByLabel('Reason').fill('Leaking');
      const create = dialog.getByRole('button', { name: 'Create debit note' });
      await create.scrollIntoViewIfNeeded();
      await expect(create).toBeInViewport();
      await create.click();
      const created = dialog.getByTestId('debit-note-created');
      await expect(created).toContainText(/DN-\d{6}/);
      const number = (await created.innerText()).match(/DN-\d{6}/)![0];
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      await page.getByRole('tab', { name: 'Debit notes' }).click();
      const row = page.getByTestId('debit-note-list').getByRole('listitem').filter({ hasText: number });
      // Dated the shop's day in Colombo (en-CA writes YYYY-MM-DD), and the list shows that day.
      const shopDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
      const listed = await (await page.request.get('/api/procurement/debit-notes')).json();
      expect(listed.debitNotes.find((d: { number: string }) => d.number === number).date).toBe(shopDay);
      const [year, , day] = shopDay.split('-');
      await expect(row).toContainText(new RegExp(`\\b${day}\\s\\S+\\s${year}`));
      await expectNoSidewaysScroll(page);
    });
  });
}
