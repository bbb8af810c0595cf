import { expect, test } from '@playwright/test';
import { parseLankaQr } from '#shared/domain/lankaqr';
import { testLankaQr } from '#testing/lankaqr-fixtures';
import { addByBarcode, addProduct, newShop, post, registerThisBrowser } from '../offline/offline-helpers';

// The owner keeps the shop's LankaQR in Settings; at the till, paying by LankaQR
// shows the sale's own code (amount and reference), and the sale records method lankaqr with that
// reference. The payload is built here with its CRC (src/testing/lankaqr-fixtures.ts).

test('LankaQR: pasted in Settings, shown for a sale at the till, recorded with its reference', async ({ page, browser }) => {
  const payload = testLankaQr({ name: 'KADE TEST SHOP', city: 'COLOMBO' });
  const { businessId } = await newShop(page, browser);
  const product = await addProduct(page, businessId, 'QR Biscuits', 1250, 10);

  await page.goto('/settings');
  const card = page.getByTestId('settings-lankaqr');
  await card.getByLabel('LankaQR code').fill(payload);
  await expect(card.getByTestId('lankaqr-merchant')).toHaveText('KADE TEST SHOP');
  await expect(card.getByTestId('lankaqr-city')).toHaveText('COLOMBO');
  await card.getByRole('button', { name: 'Save LankaQR' }).click();
  await expect(card.getByTestId('lankaqr-current')).toContainText('KADE TEST SHOP');
  const saved = await page.request.get(`/api/businesses/${businessId}/lankaqr`);
  expect(await saved.json()).toEqual({ payload, merchantName: 'KADE TEST SHOP', merchantCity: 'COLOMBO' });

  await page.goto('/pos');
  await addByBarcode(page, product.barcode);
  await page
    .getByRole('group', { name: 'Payment' })
    .getByRole('button', { name: /LankaQR/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pay by LankaQR' });
  const qr = dialog.getByTestId('lankaqr-code');
  await expect(qr).toBeVisible();
  const code = parseLankaQr((await qr.getAttribute('data-payload'))!);
  if (!code.ok) throw new Error(`the till's code does not read: ${code.code}`);
  expect(code).toMatchObject({
    pointOfInitiation: '12',
    amount: '1250.00',
    merchantName: 'KADE TEST SHOP',
    country: 'LK',
    currency: '144',
  });
  expect(code.reference).toMatch(/^S-[0-9A-F]{10}$/);
  await expect(dialog.getByTestId('lankaqr-reference')).toHaveText(code.reference!);
  await expect(dialog.getByTestId('lankaqr-pay-merchant')).toHaveText('KADE TEST SHOP');

  await dialog.getByRole('button', { name: 'Paid — confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('receipt')).toBeVisible();

  const list = await page.request.get(`/api/businesses/${businessId}/sales?limit=10`);
  const [sale] = ((await list.json()) as { sales: { id: number; paymentMethod: string }[] }).sales;
  expect(sale.paymentMethod).toBe('lankaqr');
  const detail = await page.request.get(`/api/businesses/${businessId}/sales/${sale.id}`);
  expect((await detail.json()).payments).toEqual([expect.objectContaining({ method: 'lankaqr', amount: 1250, reference: code.reference })]);
});

test('LankaQR at a registered terminal: the code carries the invoice number the sale then gets', async ({ page, browser }) => {
  const { businessId } = await newShop(page, browser);
  const product = await addProduct(page, businessId, 'QR Tea', 480.5, 10);
  const put = await page.request.put(`/api/businesses/${businessId}/lankaqr`, { data: { payload: testLankaQr() } });
  expect(put.status(), await put.text()).toBe(200);
  await post(page, `/api/businesses/${businessId}/terminals`, { code: 'T1', name: 'Front counter' });
  await registerThisBrowser(page, 'T1');

  await addByBarcode(page, product.barcode);
  await page
    .getByRole('group', { name: 'Payment' })
    .getByRole('button', { name: /LankaQR/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pay by LankaQR' });
  const code = parseLankaQr((await dialog.getByTestId('lankaqr-code').getAttribute('data-payload'))!);
  expect(code).toMatchObject({ ok: true, amount: '480.50', reference: 'INV-T1-000001' });
  await dialog.getByRole('button', { name: 'Paid — confirm' }).click();
  await expect(page.getByTestId('receipt')).toContainText('INV-T1-000001');

  const list = await page.request.get(`/api/businesses/${businessId}/sales?limit=10`);
  const [sale] = ((await list.json()) as { sales: { id: number; invoiceNumber: string }[] }).sales;
  expect(sale.invoiceNumber).toBe('INV-T1-000001');
  const detail = await page.request.get(`/api/businesses/${businessId}/sales/${sale.id}`);
  expect((await detail.json()).payments).toEqual([expect.objectContaining({ method: 'lankaqr', reference: 'INV-T1-000001' })]);
});
