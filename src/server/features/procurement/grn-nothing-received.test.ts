import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { insertProduct, productRow } from '#testing/procurement-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function approvedOrder() {
  const shop = await createShop(ctx.app);
  const rice = await insertProduct(ctx.db, shop.business.id, { name: 'Samba Rice 5kg', stock: 0, buyingPriceCents: 120_000 });
  const sup = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/suppliers`, { name: 'Araliya Mills' });
  const order = await shop.ownerApi.post('/api/purchase-orders', {
    supplierId: sup.json().id,
    status: 'approved',
    items: [{ productId: rice.id, quantity: 4, unitPrice: 1250 }],
  });
  expect(order.statusCode, order.body).toBe(201);
  return { shop, rice, order: order.json() };
}

describe('a GRN on which nothing arrived', () => {
  it('needs a reason (400 on the field), stores it and shows it on the GRN', async () => {
    const { shop, rice, order } = await approvedOrder();
    const body = { purchaseOrderId: order.id, receivedDate: '2026-11-20', items: [{ productId: rice.id, receivedQuantity: 0 }] };

    const silent = await shop.ownerApi.post('/api/goods-received-notes', body);
    expect(silent.statusCode).toBe(400);
    expect(silent.json().fieldErrors.rejectionReason[0]).toContain('Say why nothing was received');
    const blank = await shop.ownerApi.post('/api/goods-received-notes', { ...body, rejectionReason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect((await shop.ownerApi.get(`/api/businesses/${shop.business.id}/goods-received-notes`)).json()).toEqual([]);

    const turnedAway = await shop.ownerApi.post('/api/goods-received-notes', { ...body, rejectionReason: ' Bags were wet ' });
    expect(turnedAway.statusCode, turnedAway.body).toBe(201);
    expect(turnedAway.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Bags were wet' });
    const listed = (await shop.ownerApi.get(`/api/businesses/${shop.business.id}/goods-received-notes`)).json();
    expect(listed[0].rejectionReason).toBe('Bags were wet');
    expect((await productRow(ctx.db, shop.business.id, rice.id)).stock).toBe(0);
  });

  it('a GRN that receives something keeps no reason', async () => {
    const { shop, rice, order } = await approvedOrder();
    const res = await shop.ownerApi.post('/api/goods-received-notes', {
      purchaseOrderId: order.id,
      receivedDate: '2026-11-20',
      rejectionReason: 'not needed',
      items: [{ productId: rice.id, receivedQuantity: 2 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'partial', rejectionReason: null });
  });
});
