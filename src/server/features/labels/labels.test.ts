import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_PATHS, LABEL_ROUTES, type LabelRow } from '#shared/contracts/labels';
import { createShop, type Api } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { isValidEan13 } from '#shared/domain/ean13';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

async function addProduct(api: Api, businessId: number, body: Record<string, unknown>) {
  const res = await api.post(`/api/businesses/${businessId}/products`, { stock: 5, sellingPrice: 100, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string };
}

const labels = async (api: Api, url: string) => {
  const res = await api.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().labels as LabelRow[];
};

/** A GRN receiving `lines` (an approved order first, as procurement requires). */
async function receive(shop: Shop, lines: { productId: number; quantity: number; condition?: string }[]) {
  const sup = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/suppliers`, { name: 'Keells Wholesale' });
  expect(sup.statusCode, sup.body).toBe(201);
  const order = await shop.ownerApi.post('/api/purchase-orders', {
    supplierId: sup.json().id,
    status: 'approved',
    items: lines.map((l) => ({ productId: l.productId, quantity: l.quantity, unitPrice: 50 })),
  });
  expect(order.statusCode, order.body).toBe(201);
  const grn = await shop.ownerApi.post('/api/goods-received-notes', {
    purchaseOrderId: order.json().id,
    receivedDate: '2026-11-20',
    items: lines.map((l) => ({ productId: l.productId, receivedQuantity: l.quantity, condition: l.condition ?? 'good' })),
  });
  expect(grn.statusCode, grn.body).toBe(201);
  return grn.json() as { id: number };
}

describe('labels', () => {
  it('for chosen products: own barcodes kept, a generated in-store EAN-13 for the rest, names in three languages', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const tea = await addProduct(shop.ownerApi, b, {
      name: 'Dilmah Tea 100g',
      nameSi: 'ඩිල්මා තේ',
      nameTa: 'டில்மா தேநீர்',
      barcode: '9556001234567',
      sellingPrice: 560,
      mrp: 600,
    });
    const rice = await addProduct(shop.ownerApi, b, { name: 'Samba Rice', sellingPrice: 245.5, unit: 'kg' });
    const rows = await labels(shop.ownerApi, LABEL_PATHS.labels(b, { productIds: [rice.id, tea.id, rice.id] }));
    expect(rows).toEqual([
      {
        productId: tea.id,
        name: 'Dilmah Tea 100g',
        nameSi: 'ඩිල්මා තේ',
        nameTa: 'டில்மா தேநீர்',
        price: 560,
        mrp: 600,
        unit: 'pieces',
        barcode: '9556001234567',
        barcodeIsGenerated: false,
        quantity: 1,
      },
      expect.objectContaining({ productId: rice.id, price: 245.5, mrp: null, unit: 'kg', barcodeIsGenerated: true, quantity: 1 }),
    ]);
    const generated = rows[1].barcode;
    expect(generated).toBe(`20${String(rice.id).padStart(10, '0')}${generated[12]}`);
    expect(isValidEan13(generated)).toBe(true);
  });

  it('for a GRN: its good lines, the quantity received (one sticker per unit)', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const soap = await addProduct(shop.ownerApi, b, { name: 'Sunlight Soap' });
    const flour = await addProduct(shop.ownerApi, b, { name: 'Wheat Flour', unit: 'kg' });
    const eggs = await addProduct(shop.ownerApi, b, { name: 'Eggs' });
    const grn = await receive(shop, [
      { productId: soap.id, quantity: 12 },
      { productId: flour.id, quantity: 2.5 },
      { productId: eggs.id, quantity: 30, condition: 'damaged' },
    ]);
    const rows = await labels(shop.ownerApi, LABEL_PATHS.labels(b, { grnId: grn.id }));
    expect(rows.map((r) => [r.productId, r.quantity])).toEqual([
      [soap.id, 12],
      [flour.id, 2.5],
    ]);
    expect(rows.every((r) => isValidEan13(r.barcode))).toBe(true);
  });

  it('for price changes: a product whose price the API changed (the trigger marks it), not an untouched one', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const milk = await addProduct(shop.ownerApi, b, { name: 'Anchor 400g', sellingPrice: 1150, mrp: 1200 });
    await addProduct(shop.ownerApi, b, { name: 'Goraka', sellingPrice: 150 });
    const today = new Date().toISOString().slice(0, 10);
    expect(await labels(shop.ownerApi, LABEL_PATHS.labels(b, { priceChangedSince: today }))).toEqual([]);

    const put = await shop.ownerApi.put(`/api/products/${milk.id}`, { name: 'Anchor 400g', sellingPrice: 1180, mrp: 1200, stock: 5 });
    expect(put.statusCode, put.body).toBe(200);
    // From yesterday: whatever the shop's time zone, today's change is in it.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const rows = await labels(shop.ownerApi, LABEL_PATHS.labels(b, { priceChangedSince: yesterday }));
    expect(rows).toEqual([expect.objectContaining({ productId: milk.id, price: 1180, mrp: 1200 })]);
    const tomorrowPlus = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await labels(shop.ownerApi, LABEL_PATHS.labels(b, { priceChangedSince: tomorrowPlus }))).toEqual([]);
  });

  it('are not a cashier’s (403); another business’s products are not among the rows, its GRN is not found (404)', async () => {
    const shop = await createShop(ctx.app);
    const other = await createShop(ctx.app);
    const b = shop.business.id;
    const mine = await addProduct(shop.ownerApi, b, { name: 'Marie Biscuits' });
    const grn = await receive(shop, [{ productId: mine.id, quantity: 3 }]);
    expect((await shop.cashierApi.get(LABEL_PATHS.labels(b, { productIds: [mine.id] }))).statusCode).toBe(403);

    const ob = other.business.id;
    const theirs = await addProduct(other.ownerApi, ob, { name: 'Their Soap' });
    const rows = await labels(other.ownerApi, LABEL_PATHS.labels(ob, { productIds: [mine.id, theirs.id] }));
    expect(rows.map((r) => r.productId)).toEqual([theirs.id]);
    const foreignGrn = await other.ownerApi.get(LABEL_PATHS.labels(ob, { grnId: grn.id }));
    expect(foreignGrn.statusCode).toBe(404);
    expect(foreignGrn.json().code).toBe('GRN_NOT_FOUND');
    // Asking in the other business's name is refused by the guard, before any row is read.
    expect((await other.ownerApi.get(LABEL_PATHS.labels(b, { productIds: [mine.id] }))).statusCode).toBe(404);
  });

  it('refuse a query without exactly one valid source (400)', async () => {
    const shop = await createShop(ctx.app);
    const base = LABEL_ROUTES.labels.replace(':businessId', String(shop.business.id));
    for (const query of [
      '',
      '?productIds=',
      '?productIds=1,x',
      '?productIds=1,-2',
      '?productIds=1.5',
      '?grnId=0',
      '?grnId=abc',
      '?priceChangedSince=2026-02-30',
      '?priceChangedSince=yesterday',
      '?productIds=1&grnId=2',
      `?productIds=${Array.from({ length: 501 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const res = await shop.ownerApi.get(base + query);
      expect(res.statusCode, query).toBe(400);
    }
  });
});
