import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { auditActions, insertProduct, productRow } from '#testing/procurement-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

async function setup() {
  const shop = await createShop(ctx.app);
  const biscuits = await insertProduct(ctx.db, shop.business.id, {
    name: 'Marie Biscuits',
    sku: 'MB-1',
    stock: 2000,
    buyingPriceCents: 15_000,
  });
  const flour = await insertProduct(ctx.db, shop.business.id, { name: 'Wheat Flour 1kg', sku: 'WF-1', stock: 0, buyingPriceCents: 22_000 });
  const sup = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/suppliers`, {
    name: 'Keells Wholesale',
    contactPerson: 'Saman',
    email: 'orders@keells.lk',
  });
  expect(sup.statusCode).toBe(201);
  return { shop, biscuits, flour, supplier: sup.json() };
}

async function createOrder(shop: Shop, body: Record<string, unknown>) {
  const res = await shop.ownerApi.post('/api/purchase-orders', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('suppliers', () => {
  it('creates, lists, patches and deletes a supplier, with audit entries', async () => {
    const { shop, supplier } = await setup();
    expect(supplier).toMatchObject({ name: 'Keells Wholesale', contactPerson: 'Saman', email: 'orders@keells.lk', phone: null });
    expect(typeof supplier.createdAt).toBe('string');
    const patched = await shop.ownerApi.patch(`/api/suppliers/${supplier.id}`, {
      id: supplier.id,
      phone: '0112345678',
      paymentTerms: '30 days',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Keells Wholesale', phone: '0112345678', paymentTerms: '30 days' });
    const list = await shop.ownerApi.get(`/api/businesses/${shop.business.id}/suppliers`);
    expect(list.json()).toHaveLength(1);
    expect((await shop.ownerApi.delete(`/api/suppliers/${supplier.id}`)).statusCode).toBe(204);
    expect((await shop.ownerApi.get(`/api/businesses/${shop.business.id}/suppliers`)).json()).toHaveLength(0);
    expect(await auditActions(ctx.db, shop.business.id)).toEqual(
      expect.arrayContaining(['supplier.create', 'supplier.update', 'supplier.delete']),
    );
  });

  it('answers 400 "Supplier name is required" for a blank name', async () => {
    const { shop } = await setup();
    const res = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/suppliers`, { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.name).toContain('Supplier name is required');
  });

  it('refuses to delete a supplier that has purchase orders (409)', async () => {
    const { shop, supplier, biscuits } = await setup();
    await createOrder(shop, { supplierId: supplier.id, items: [{ productId: biscuits.id, quantity: 1, unitPrice: 100 }] });
    const res = await shop.ownerApi.delete(`/api/suppliers/${supplier.id}`);
    expect(res.statusCode).toBe(409);
  });
});

describe('purchase orders', () => {
  it('numbers orders per business, computes totals on the server and accepts any status case', async () => {
    const { shop, supplier, biscuits, flour } = await setup();
    const order = await createOrder(shop, {
      supplierId: supplier.id,
      expectedDeliveryDate: '2026-12-01',
      notes: 'Deliver before noon',
      items: [
        { productId: biscuits.id, quantity: '3', unitPrice: '150.50' },
        { productId: flour.id, quantity: 2.5, unitPrice: 220 },
      ],
      totalAmount: 1, // ignored: the server computes totals
    });
    expect(order).toMatchObject({
      orderNumber: 'PO-000001',
      supplierId: supplier.id,
      supplierName: 'Keells Wholesale',
      supplierContact: 'Saman',
      expectedDeliveryDate: '2026-12-01',
      status: 'pending',
      totalAmount: 1001.5,
      items: [
        { productId: biscuits.id, productName: 'Marie Biscuits', quantity: 3, unitPrice: 150.5, totalPrice: 451.5 },
        { productId: flour.id, productName: 'Wheat Flour 1kg', quantity: 2.5, unitPrice: 220, totalPrice: 550 },
      ],
    });
    const second = await createOrder(shop, {
      supplierId: supplier.id,
      status: 'APPROVED',
      items: [{ productId: biscuits.id, quantity: 1, unitPrice: 0 }],
    });
    expect(second.orderNumber).toBe('PO-000002');
    expect(second.status).toBe('approved');

    const other = await setup();
    const first = await createOrder(other.shop, {
      supplierId: other.supplier.id,
      items: [{ productId: other.biscuits.id, quantity: 1, unitPrice: 1 }],
    });
    expect(first.orderNumber).toBe('PO-000001');

    const updated = await shop.ownerApi.put(`/api/purchase-orders/${order.id}`, {
      supplierId: supplier.id,
      status: 'Cancelled',
      items: [{ productId: biscuits.id, quantity: 4, unitPrice: 100 }],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ status: 'cancelled', totalAmount: 400, orderNumber: 'PO-000001', expectedDeliveryDate: null });
    const list = (await shop.ownerApi.get(`/api/businesses/${shop.business.id}/purchase-orders`)).json();
    expect(list.map((o: { orderNumber: string }) => o.orderNumber).sort()).toEqual(['PO-000001', 'PO-000002']);
    expect((await shop.ownerApi.delete(`/api/purchase-orders/${order.id}`)).statusCode).toBe(204);
    expect((await shop.ownerApi.get(`/api/businesses/${shop.business.id}/purchase-orders`)).json()).toHaveLength(1);
  });

  it.each([
    [{ items: [] }, 'items', 'Add at least one item'],
    [{ items: [{ productId: 0, quantity: 0, unitPrice: 1 }] }, 'items.0.quantity', 'Quantity must be at least 1'],
    [{ items: [{ productId: 0, quantity: 1, unitPrice: -1 }] }, 'items.0.unitPrice', 'Unit price must be 0 or more'],
    [{ status: 'shipped', items: [{ productId: 0, quantity: 1, unitPrice: 1 }] }, 'status', 'Invalid status'],
  ])('answers 400 for %j', async (partial, field, message) => {
    const { shop, supplier, biscuits } = await setup();
    const body = {
      supplierId: supplier.id,
      ...partial,
      items: (partial.items as { productId: number }[]).map((i) => ({ ...i, productId: biscuits.id })),
    };
    const res = await shop.ownerApi.post('/api/purchase-orders', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toContain(message);
  });

  it('requires a supplier and products of the caller\u2019s own business', async () => {
    const a = await setup();
    const b = await setup();
    const noSupplier = await a.shop.ownerApi.post('/api/purchase-orders', {
      items: [{ productId: a.biscuits.id, quantity: 1, unitPrice: 1 }],
    });
    expect(noSupplier.statusCode).toBe(400);
    const foreignSupplier = await a.shop.ownerApi.post('/api/purchase-orders', {
      supplierId: b.supplier.id,
      items: [{ productId: a.biscuits.id, quantity: 1, unitPrice: 1 }],
    });
    expect(foreignSupplier.statusCode).toBe(400);
    const foreignProduct = await a.shop.ownerApi.post('/api/purchase-orders', {
      supplierId: a.supplier.id,
      items: [{ productId: b.biscuits.id, quantity: 1, unitPrice: 1 }],
    });
    expect(foreignProduct.statusCode).toBe(400);
    expect((await a.shop.ownerApi.get(`/api/businesses/${a.shop.business.id}/purchase-orders`)).json()).toHaveLength(0);
  });
});

describe('goods received notes', () => {
  async function approvedOrder() {
    const s = await setup();
    const order = await createOrder(s.shop, {
      supplierId: s.supplier.id,
      status: 'approved',
      items: [
        { productId: s.biscuits.id, quantity: 10, unitPrice: 160 },
        { productId: s.flour.id, quantity: 5, unitPrice: 230 },
      ],
    });
    return { ...s, order };
  }

  it('raises stock and sets the buying price for good items only; partial keeps the order approved', async () => {
    const { shop, biscuits, flour, order } = await approvedOrder();
    const res = await shop.ownerApi.post('/api/goods-received-notes', {
      purchaseOrderId: order.id,
      receivedDate: '2026-11-20',
      items: [
        { productId: biscuits.id, receivedQuantity: 10, unitPrice: 155, condition: 'good' },
        { productId: flour.id, receivedQuantity: 5, condition: 'Damaged' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const grn = res.json();
    expect(grn).toMatchObject({
      grnNumber: 'GRN-000001',
      purchaseOrderId: order.id,
      purchaseOrderNumber: order.orderNumber,
      supplierName: 'Keells Wholesale',
      receivedDate: '2026-11-20',
      status: 'partial',
      totalAmount: 10 * 155 + 5 * 230,
      items: [
        {
          productId: biscuits.id,
          productName: 'Marie Biscuits',
          orderedQuantity: 10,
          receivedQuantity: 10,
          unitPrice: 155,
          totalPrice: 1550,
          condition: 'good',
        },
        {
          productId: flour.id,
          productName: 'Wheat Flour 1kg',
          orderedQuantity: 5,
          receivedQuantity: 5,
          unitPrice: 230,
          totalPrice: 1150,
          condition: 'damaged',
        },
      ],
    });
    const b = await productRow(ctx.db, shop.business.id, biscuits.id);
    expect(b.stock).toBe(2000 + 10_000);
    expect(b.buyingPriceCents).toBe(15_500);
    const f = await productRow(ctx.db, shop.business.id, flour.id);
    expect(f.stock).toBe(0);
    expect(f.buyingPriceCents).toBe(22_000);
    const orders = (await shop.ownerApi.get(`/api/businesses/${shop.business.id}/purchase-orders`)).json();
    expect(orders[0].status).toBe('approved');
    expect(await auditActions(ctx.db, shop.business.id)).toContain('grn.create');

    // the rest arrives in good condition: the order is delivered and this GRN is "received"
    const rest = await shop.ownerApi.post('/api/goods-received-notes', {
      purchaseOrderId: order.id,
      receivedDate: '2026-11-21',
      items: [{ productId: flour.id, receivedQuantity: 5 }],
    });
    expect(rest.statusCode).toBe(201);
    expect(rest.json()).toMatchObject({ grnNumber: 'GRN-000002', status: 'received', items: [{ unitPrice: 230, condition: 'good' }] });
    expect((await productRow(ctx.db, shop.business.id, flour.id)).stock).toBe(5000);
    const after = (await shop.ownerApi.get(`/api/businesses/${shop.business.id}/purchase-orders`)).json();
    expect(after[0].status).toBe('delivered');

    // a delivered order cannot be received again; an order with GRNs cannot be deleted
    const again = await shop.ownerApi.post('/api/goods-received-notes', {
      purchaseOrderId: order.id,
      receivedDate: '2026-11-22',
      items: [{ productId: flour.id, receivedQuantity: 1 }],
    });
    expect(again.statusCode).toBe(409);
    expect((await shop.ownerApi.delete(`/api/purchase-orders/${order.id}`)).statusCode).toBe(409);

    // deleting the completing GRN reverses its stock and puts the order back to approved
    expect((await shop.ownerApi.delete(`/api/goods-received-notes/${rest.json().id}`)).statusCode).toBe(204);
    expect((await productRow(ctx.db, shop.business.id, flour.id)).stock).toBe(0);
    expect((await shop.ownerApi.get(`/api/businesses/${shop.business.id}/purchase-orders`)).json()[0].status).toBe('approved');
    const grns = (await shop.ownerApi.get(`/api/businesses/${shop.business.id}/goods-received-notes`)).json();
    expect(grns.map((g: { grnNumber: string }) => g.grnNumber)).toEqual(['GRN-000001']);
  });

  it('only receives approved orders and products on the order', async () => {
    const s = await setup();
    const pending = await createOrder(s.shop, {
      supplierId: s.supplier.id,
      items: [{ productId: s.biscuits.id, quantity: 1, unitPrice: 1 }],
    });
    const res = await s.shop.ownerApi.post('/api/goods-received-notes', {
      purchaseOrderId: pending.id,
      receivedDate: '2026-11-20',
      items: [{ productId: s.biscuits.id, receivedQuantity: 1 }],
    });
    expect(res.statusCode).toBe(409);
    await s.shop.ownerApi.put(`/api/purchase-orders/${pending.id}`, {
      supplierId: s.supplier.id,
      status: 'approved',
      items: pending.items,
    });
    const wrong = await s.shop.ownerApi.post('/api/goods-received-notes', {
      purchaseOrderId: pending.id,
      receivedDate: '2026-11-20',
      items: [{ productId: s.flour.id, receivedQuantity: 1 }],
    });
    expect(wrong.statusCode).toBe(400);
    const negative = await s.shop.ownerApi.post('/api/goods-received-notes', {
      purchaseOrderId: pending.id,
      receivedDate: '2026-11-20',
      items: [{ productId: s.biscuits.id, receivedQuantity: -1 }],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fieldErrors['items.0.receivedQuantity']).toContain('Received quantity must be 0 or more');
    const noDate = await s.shop.ownerApi.post('/api/goods-received-notes', {
      purchaseOrderId: pending.id,
      receivedDate: '',
      items: [{ productId: s.biscuits.id, receivedQuantity: 1 }],
    });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().fieldErrors.receivedDate).toContain('Received date is required');
    expect((await productRow(ctx.db, s.shop.business.id, s.biscuits.id)).stock).toBe(2000);
  });

  it('refuses to delete a GRN whose stock has been sold (409, nothing changed) and restores the buying price otherwise', async () => {
    const { shop, biscuits, order } = await approvedOrder();
    const grn = (
      await shop.ownerApi.post('/api/goods-received-notes', {
        purchaseOrderId: order.id,
        receivedDate: '2026-11-20',
        items: [{ productId: biscuits.id, receivedQuantity: 10, unitPrice: 170 }],
      })
    ).json();
    expect((await productRow(ctx.db, shop.business.id, biscuits.id)).stock).toBe(12_000);
    // sell 3 units straight through the table (as a sale would)
    await ctx.db
      .update(products)
      .set({ stock: sql`${products.stock} - 3000` })
      .where(and(eq(products.businessId, shop.business.id), eq(products.id, biscuits.id)));
    // only 9 units left: reversing 10 would go negative
    await ctx.db
      .update(products)
      .set({ stock: 9000 })
      .where(and(eq(products.businessId, shop.business.id), eq(products.id, biscuits.id)));
    const refused = await shop.ownerApi.delete(`/api/goods-received-notes/${grn.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Marie Biscuits/);
    expect((await productRow(ctx.db, shop.business.id, biscuits.id)).stock).toBe(9000);
    expect((await shop.ownerApi.get(`/api/businesses/${shop.business.id}/goods-received-notes`)).json()).toHaveLength(1);

    await ctx.db
      .update(products)
      .set({ stock: 12_000 })
      .where(and(eq(products.businessId, shop.business.id), eq(products.id, biscuits.id)));
    expect((await shop.ownerApi.delete(`/api/goods-received-notes/${grn.id}`)).statusCode).toBe(204);
    const b = await productRow(ctx.db, shop.business.id, biscuits.id);
    expect(b.stock).toBe(2000);
    expect(b.buyingPriceCents).toBe(15_000);
  });

  it('edits a GRN by reversing and reapplying it in one go', async () => {
    const { shop, biscuits, flour, order } = await approvedOrder();
    const grn = (
      await shop.ownerApi.post('/api/goods-received-notes', {
        purchaseOrderId: order.id,
        receivedDate: '2026-11-20',
        items: [{ productId: biscuits.id, receivedQuantity: 4 }],
      })
    ).json();
    expect(grn.status).toBe('partial');
    const res = await shop.ownerApi.put(`/api/goods-received-notes/${grn.id}`, {
      purchaseOrderId: order.id,
      receivedDate: '2026-11-21',
      notes: 'recounted',
      items: [
        { productId: biscuits.id, receivedQuantity: 10 },
        { productId: flour.id, receivedQuantity: 5, unitPrice: 240 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      grnNumber: 'GRN-000001',
      status: 'received',
      receivedDate: '2026-11-21',
      notes: 'recounted',
      totalAmount: 1600 + 1200,
    });
    expect((await productRow(ctx.db, shop.business.id, biscuits.id)).stock).toBe(12_000);
    const f = await productRow(ctx.db, shop.business.id, flour.id);
    expect(f.stock).toBe(5000);
    expect(f.buyingPriceCents).toBe(24_000);
    expect((await shop.ownerApi.get(`/api/businesses/${shop.business.id}/purchase-orders`)).json()[0].status).toBe('delivered');
  });

  it('gives every GRN of a business its own number when several are saved at once', async () => {
    const { shop, biscuits, order } = await approvedOrder();
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        shop.ownerApi.post('/api/goods-received-notes', {
          purchaseOrderId: order.id,
          receivedDate: '2026-11-20',
          items: [{ productId: biscuits.id, receivedQuantity: 1 }],
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(results.map((r) => r.json().grnNumber).sort()).toEqual(['GRN-000001', 'GRN-000002', 'GRN-000003']);
    expect((await productRow(ctx.db, shop.business.id, biscuits.id)).stock).toBe(5000);
  });
});

describe('tenancy, roles and modules', () => {
  it('answers 404 for another business\u2019s ids and changes nothing', async () => {
    const a = await setup();
    const b = await setup();
    const order = await createOrder(a.shop, {
      supplierId: a.supplier.id,
      status: 'approved',
      items: [{ productId: a.biscuits.id, quantity: 2, unitPrice: 10 }],
    });
    const grn = (
      await a.shop.ownerApi.post('/api/goods-received-notes', {
        purchaseOrderId: order.id,
        receivedDate: '2026-11-20',
        items: [{ productId: a.biscuits.id, receivedQuantity: 1 }],
      })
    ).json();
    const other = b.shop.ownerApi;
    const body = { supplierId: b.supplier.id, items: [{ productId: b.biscuits.id, quantity: 1, unitPrice: 1 }] };
    const grnBody = { purchaseOrderId: order.id, receivedDate: '2026-11-20', items: [{ productId: a.biscuits.id, receivedQuantity: 1 }] };
    const responses = [
      await other.get(`/api/businesses/${a.shop.business.id}/suppliers`),
      await other.post(`/api/businesses/${a.shop.business.id}/suppliers`, { name: 'X' }),
      await other.patch(`/api/suppliers/${a.supplier.id}`, { name: 'Hijacked' }),
      await other.delete(`/api/suppliers/${a.supplier.id}`),
      await other.get(`/api/businesses/${a.shop.business.id}/purchase-orders`),
      await other.put(`/api/purchase-orders/${order.id}`, body),
      await other.delete(`/api/purchase-orders/${order.id}`),
      await other.get(`/api/businesses/${a.shop.business.id}/goods-received-notes`),
      await other.post('/api/goods-received-notes', grnBody),
      await other.put(`/api/goods-received-notes/${grn.id}`, grnBody),
      await other.delete(`/api/goods-received-notes/${grn.id}`),
      await other.get(`/api/businesses/${a.shop.business.id}/procurement/products`),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual(Array(responses.length).fill(404));
    expect((await a.shop.ownerApi.get(`/api/businesses/${a.shop.business.id}/suppliers`)).json()[0].name).toBe('Keells Wholesale');
    const orders = (await a.shop.ownerApi.get(`/api/businesses/${a.shop.business.id}/purchase-orders`)).json();
    expect(orders[0]).toMatchObject({ status: 'approved', totalAmount: 20 });
    expect((await a.shop.ownerApi.get(`/api/businesses/${a.shop.business.id}/goods-received-notes`)).json()).toHaveLength(1);
    expect((await productRow(ctx.db, a.shop.business.id, a.biscuits.id)).stock).toBe(3000);
  });

  it('refuses cashiers (403) and businesses without the module or not active (403)', async () => {
    const { shop, supplier } = await setup();
    const id = shop.business.id;
    const cashierCalls = [
      await shop.cashierApi.get(`/api/businesses/${id}/suppliers`),
      await shop.cashierApi.post(`/api/businesses/${id}/suppliers`, { name: 'X' }),
      await shop.cashierApi.patch(`/api/suppliers/${supplier.id}`, { name: 'X' }),
      await shop.cashierApi.delete(`/api/suppliers/${supplier.id}`),
      await shop.cashierApi.get(`/api/businesses/${id}/purchase-orders`),
      await shop.cashierApi.post('/api/purchase-orders', {}),
      await shop.cashierApi.get(`/api/businesses/${id}/goods-received-notes`),
      await shop.cashierApi.post('/api/goods-received-notes', {}),
      await shop.cashierApi.get(`/api/businesses/${id}/procurement/products`),
    ];
    expect(cashierCalls.map((r) => r.statusCode)).toEqual(Array(cashierCalls.length).fill(403));

    const noModule = await createShop(ctx.app, { modules: ['pos', 'inventory'] });
    const r1 = await noModule.ownerApi.get(`/api/businesses/${noModule.business.id}/suppliers`);
    expect(r1.statusCode).toBe(403);
    expect(r1.json().code).toBe('MODULE_NOT_SUBSCRIBED');
    expect((await noModule.ownerApi.post('/api/purchase-orders', {})).statusCode).toBe(403);
    const pending = await createShop(ctx.app, { status: 'pending' });
    const r2 = await pending.ownerApi.get(`/api/businesses/${pending.business.id}/purchase-orders`);
    expect(r2.statusCode).toBe(403);
    expect(r2.json().code).toBe('BUSINESS_NOT_ACTIVE');
  });

  it('lists the business\u2019s products for the order form', async () => {
    const { shop, biscuits } = await setup();
    const res = await shop.ownerApi.get(`/api/businesses/${shop.business.id}/procurement/products`);
    expect(res.statusCode).toBe(200);
    expect(res.json().products).toEqual(
      expect.arrayContaining([{ id: biscuits.id, name: 'Marie Biscuits', sku: 'MB-1', buyingPrice: 150, stock: 2, lowStockThreshold: 10 }]),
    );
  });
});

describe('demo data', () => {
  it('adds four suppliers, orders in four statuses and one received GRN that raised stock', async () => {
    const { seedDemoProcurement } = await import('#server/db/seed/procurement.demo');
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const p1 = await insertProduct(ctx.db, b, { name: 'Munchee Lemon Puff', stock: 5000, buyingPriceCents: 18_000 });
    await insertProduct(ctx.db, b, { name: 'Maliban Cream Crackers', stock: 0, buyingPriceCents: 32_000 });
    await ctx.db.transaction((tx) => seedDemoProcurement(tx, { businessId: b, userId: shop.owner.id, now: new Date() }));
    const suppliers = (await shop.ownerApi.get(`/api/businesses/${b}/suppliers`)).json();
    expect(suppliers.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Ceylon Biscuits Distributors', 'Keells Wholesale', 'Prima Ceylon Flour', 'Lanka Milk Foods']),
    );
    const orders = (await shop.ownerApi.get(`/api/businesses/${b}/purchase-orders`)).json();
    expect(orders.map((o: { status: string }) => o.status).sort()).toEqual(['approved', 'cancelled', 'delivered', 'pending']);
    const grns = (await shop.ownerApi.get(`/api/businesses/${b}/goods-received-notes`)).json();
    expect(grns).toHaveLength(1);
    expect(grns[0].status).toBe('received');
    expect((await productRow(ctx.db, b, p1.id)).stock).toBe(5000 + 24_000);
  });

  it('adds only suppliers when the business has no products', async () => {
    const { seedDemoProcurement } = await import('#server/db/seed/procurement.demo');
    const shop = await createShop(ctx.app);
    await ctx.db.transaction((tx) => seedDemoProcurement(tx, { businessId: shop.business.id, userId: shop.owner.id, now: new Date() }));
    expect((await shop.ownerApi.get(`/api/businesses/${shop.business.id}/suppliers`)).json()).toHaveLength(4);
    expect((await shop.ownerApi.get(`/api/businesses/${shop.business.id}/purchase-orders`)).json()).toHaveLength(0);
  });
});
