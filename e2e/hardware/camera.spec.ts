import { expect, test, type TestInfo } from '@playwright/test';
import { newShop, post } from '../offline/offline-helpers';
import { decoderIn, ean13Camera, qrCamera, staticLankaQr, withCheckDigit, type FakeCamera } from './fake-camera';

// The camera scanner proven. Each test's Chromium has a fake camera playing a
// video the test made from a barcode it drew itself (e2e/hardware/camera); the app decodes it
// with the browser's BarcodeDetector, or with ZXing where Chromium has none (Linux), as a shop's
// browser would.

let cam: FakeCamera | undefined;
test.afterEach(async () => {
  await cam?.browser.close();
  cam = undefined;
});

/** Notes in the report which decoder read the code. */
async function noteDecoder(testInfo: TestInfo) {
  const decoder = await decoderIn(cam!.page);
  testInfo.annotations.push({ type: 'decoder', description: decoder });
}

test('a product EAN-13 shown to the camera lands in the cart', async ({ baseURL }, testInfo) => {
  const code = withCheckDigit('400638133393');
  expect(code).toBe('4006381333931');
  cam = await ean13Camera(testInfo, baseURL, code);
  const { page } = cam;
  const { businessId } = await newShop(page, cam.browser);
  await post(page, `/api/businesses/${businessId}/products`, {
    name: 'Camera Pen',
    barcode: code,
    sellingPrice: 120,
    stock: 10,
    vatRate: 0,
  });

  await page.goto('/pos');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await noteDecoder(testInfo);
  await page.getByRole('button', { name: 'Scan barcode' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Camera Pen' })).toHaveValue('1');
  await expect(page.getByRole('dialog', { name: 'Scan Barcode' })).toBeHidden();
  await expect(page.getByTestId('cart-total')).toHaveText('LKR 120.00');
});

test('a weighing-scale barcode (21, PLU 12345, 750 g) shown to the camera adds 0.750 kg', async ({ baseURL }, testInfo) => {
  // "21" + item code 12345 + 00750 grams + check digit
  const code = withCheckDigit('211234500750');
  cam = await ean13Camera(testInfo, baseURL, code);
  const { page } = cam;
  const { businessId } = await newShop(page, cam.browser);
  const fields = { name: 'Camera Carrots', sellingPrice: 400, stock: 20, unit: 'kg', vatRate: 0 };
  const product = await post<{ id: number }>(page, `/api/businesses/${businessId}/products`, fields);
  const put = await page.request.put(`/api/products/${product.id}`, { data: { ...fields, scaleCode: '12345' } });
  expect(put.status(), await put.text()).toBe(200);
  expect(await put.json()).toMatchObject({ scaleCode: '12345' });

  await page.goto('/pos');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await noteDecoder(testInfo);
  await page.getByRole('button', { name: 'Scan barcode' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Camera Carrots' })).toHaveValue(/^0\.750?$/);
  // 0.75 kg × LKR 400
  await expect(page.getByTestId('cart-total')).toHaveText('LKR 300.00');
});

test("the shop's LankaQR scanned in Settings shows its merchant name", async ({ baseURL }, testInfo) => {
  const payload = staticLankaQr('KADE TEST SHOP', 'COLOMBO');
  cam = await qrCamera(testInfo, baseURL, payload);
  const { page } = cam;
  const { businessId } = await newShop(page, cam.browser);

  await page.goto('/settings');
  await noteDecoder(testInfo);
  await page.getByRole('button', { name: "Scan the shop's QR" }).click();
  await expect(page.getByLabel('LankaQR code')).toHaveValue(payload);
  await expect(page.getByTestId('lankaqr-merchant')).toHaveText('KADE TEST SHOP');
  await expect(page.getByTestId('lankaqr-city')).toHaveText('COLOMBO');
  // the scanned code is the one the shop keeps
  await page.getByRole('button', { name: 'Save LankaQR' }).click();
  await expect(page.getByTestId('lankaqr-current')).toContainText('KADE TEST SHOP');
  const saved = await page.request.get(`/api/businesses/${businessId}/lankaqr`);
  expect(await saved.json()).toEqual({ payload, merchantName: 'KADE TEST SHOP', merchantCity: 'COLOMBO' });
});
