import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, businessSettings, debtorEntries, debtors, products, saleIdempotency, saleItems, sales } from '#server/db/schema';
import { createShop, setTaxConfiguration, type Api } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

async function addProduct(shop: Shop, body: Record<string, unknown>) {
  const res = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, { stock: 100, sellingPrice: 100, ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string };
}

const sell = (api: Api, businessId: number, body: unknown, key: string | null = randomUUID()) =>
  api.post(`/api/businesses/${businessId}/sales`, body, key ? { 'idempotency-key': key } : {});

async function stockOf(id: number) {
  const [row] = await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row.stock;
}
async function salesCount(businessId: number) {
  const [row] = await ctx.db.select({ n: count() }).from(sales).where(eq(sales.businessId, businessId));
  return row.n;
}

describe('POST /sales', () => {
  it('prices every line from the database (tampered prices ignored), decrements stock and numbers invoices serially', async () => {
    const shop = await createShop(ctx.app);
    // A wholesale shop, VAT-registered, prices exclusive of VAT: VAT on top.
    await setTaxConfiguration(ctx.db, shop.business.id, { vatRegistered: true, pricesIncludeVat: false });
    const rice = await addProduct(shop, { name: 'Nadu Rice', unit: 'kg', sellingPrice: 199.99, stock: 10, vatRate: 18, nbtRate: 0 });
    // A rate sent for a product is not kept as its own: each line is charged the configuration's 18%, NBT 0%.
    const soap = await addProduct(shop, { name: 'Sunlight Soap', sellingPrice: 95, stock: 5, vatRate: 18, nbtRate: 2 });
    const res = await sell(shop.cashierApi, shop.business.id, {
      items: [
        { productId: rice.id, quantity: '0.333', price: 0.01, name: 'hacked' },
        { productId: soap.id, quantity: 2, price: 1 },
      ],
      paymentMethod: 'cash',
      subtotal: 1,
      totalAmount: 1,
      invoiceNumber: 'MINE-1',
      paymentStatus: 'pending',
    });
    expect(res.statusCode).toBe(201);
    const sale = res.json();
    // rice: 199.99 × 0.333 = 66.59667 → 66.60; VAT 18% = 11.988 → 11.99
    // soap: 95 × 2 = 190; VAT 34.20; no NBT (the configuration's 0%)
    expect(sale).toMatchObject({
      invoiceNumber: 'INV-000001',
      subtotal: 256.6,
      vatAmount: 46.19,
      nbtAmount: 0,
      discountAmount: 0,
      totalAmount: 302.79,
      paymentMethod: 'cash',
      paymentStatus: 'paid',
      customerId: null,
    });
    expect(sale.items).toEqual([
      {
        productId: rice.id,
        name: 'Nadu Rice',
        sku: null,
        unit: 'kg',
        price: 199.99,
        quantity: 0.333,
        vatRate: 18,
        nbtRate: 0,
        subtotal: 66.6,
        vatAmount: 11.99,
        nbtAmount: 0,
        total: 78.59,
        discountShare: 0,
        lineDiscount: 0,
        taxCategory: 'standard',
      },
      {
        productId: soap.id,
        name: 'Sunlight Soap',
        sku: null,
        unit: 'pieces',
        price: 95,
        quantity: 2,
        vatRate: 18,
        nbtRate: 0,
        subtotal: 190,
        vatAmount: 34.2,
        nbtAmount: 0,
        total: 224.2,
        discountShare: 0,
        lineDiscount: 0,
        taxCategory: 'standard',
      },
    ]);
    expect(await stockOf(rice.id)).toBe(9667);
    expect(await stockOf(soap.id)).toBe(3000);
    const [stored] = await ctx.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(stored).toMatchObject({ totalCents: 30279, cashierId: shop.cashier.id, businessId: shop.business.id });
    const items = await ctx.db.select().from(saleItems).where(eq(saleItems.saleId, sale.id));
    expect(items.every((i) => i.businessId === shop.business.id && i.saleDate.getTime() === stored.saleDate.getTime())).toBe(true);
    const audits = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.action, 'sale.create'), eq(auditTrail.entityId, String(sale.id))));
    expect(audits).toHaveLength(1);
    // the entry records the sale as answered, with the id the statement generated, by its cashier
    expect(audits[0]).toMatchObject({ businessId: shop.business.id, userId: stored.cashierId, entityType: 'sale' });
    expect(audits[0].after).toMatchObject({
      id: sale.id,
      invoiceNumber: sale.invoiceNumber,
      totalAmount: sale.totalAmount,
      items: sale.items,
    });

    const second = await sell(shop.ownerApi, shop.business.id, { items: [{ productId: soap.id, quantity: 1 }], paymentMethod: 'card' });
    expect(second.json().invoiceNumber).toBe('INV-000002');
    // another business starts its own series, with its own prefix
    const other = await createShop(ctx.app);
    await ctx.db.update(businessSettings).set({ invoicePrefix: 'KD-' }).where(eq(businessSettings.businessId, other.business.id));
    const p = await addProduct(other, { name: 'Tea' });
    const theirs = await sell(other.ownerApi, other.business.id, { items: [{ productId: p.id, quantity: 1 }], paymentMethod: 'cash' });
    expect(theirs.json().invoiceNumber).toBe('KD-000001');
    // a discount comes off BEFORE VAT (VAT Act s.5): 95 − 10.50 = 84.50; VAT 18% 15.21; no NBT
    const disc = await sell(shop.ownerApi, shop.business.id, {
      items: [{ productId: soap.id, quantity: 1 }],
      paymentMethod: 'cash',
      discountAmount: '10.50',
    });
    expect(disc.json()).toMatchObject({
      subtotal: 84.5,
      vatAmount: 15.21,
      nbtAmount: 0,
      discountAmount: 10.5,
      totalAmount: 99.71,
      invoiceNumber: 'INV-000003',
    });
    expect(disc.json().items[0]).toMatchObject({ discountShare: 10.5, subtotal: 84.5, total: 99.71 });
  });

  it('exactly 5 of 20 simultaneous one-unit sales succeed on a product with 5 in stock; stock ends at 0', async () => {
    const shop = await createShop(ctx.app);
    const p = await addProduct(shop, { name: 'Last Bread', stock: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        sell(i % 2 ? shop.cashierApi : shop.ownerApi, shop.business.id, {
          items: [{ productId: p.id, quantity: 1 }],
          paymentMethod: 'cash',
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe('Insufficient stock for Last Bread');
    expect(await stockOf(p.id)).toBe(0);
    expect(await salesCount(shop.business.id)).toBe(5);
    const numbers = results
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json().invoiceNumber)
      .sort();
    expect(numbers).toEqual(['INV-000001', 'INV-000002', 'INV-000003', 'INV-000004', 'INV-000005']);
  });

  it('10 simultaneous replays of one key make one sale; a replay returns the first sale; another body → 422', async () => {
    const shop = await createShop(ctx.app);
    const p = await addProduct(shop, { name: 'Milk', stock: 50 });
    const key = randomUUID();
    const body = { items: [{ productId: p.id, quantity: 2 }], paymentMethod: 'cash' };
    const results = await Promise.all(Array.from({ length: 10 }, () => sell(shop.cashierApi, shop.business.id, body, key)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const ids = new Set(results.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    expect(await salesCount(shop.business.id)).toBe(1);
    expect(await stockOf(p.id)).toBe(48_000);

    // a later replay (client prices differ, which does not matter) returns the same sale, writes nothing
    const replay = await sell(shop.cashierApi, shop.business.id, { ...body, items: [{ productId: p.id, quantity: 2, price: 5 }] }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(results[0].json());
    expect(await stockOf(p.id)).toBe(48_000);

    const different = await sell(shop.cashierApi, shop.business.id, { ...body, items: [{ productId: p.id, quantity: 3 }] }, key);
    expect(different.statusCode).toBe(422);
    expect(await salesCount(shop.business.id)).toBe(1);
    const [keys] = await ctx.db.select({ n: count() }).from(saleIdempotency).where(eq(saleIdempotency.businessId, shop.business.id));
    expect(keys.n).toBe(1);

    // the same key in another business is another sale
    const other = await createShop(ctx.app);
    const q = await addProduct(other, { name: 'Milk' });
    expect(
      (await sell(other.ownerApi, other.business.id, { items: [{ productId: q.id, quantity: 1 }], paymentMethod: 'cash' }, key)).statusCode,
    ).toBe(201);
  });

  it('a failed sale leaves its key free for a retry', async () => {
    const shop = await createShop(ctx.app);
    const p = await addProduct(shop, { name: 'Eggs', stock: 1 });
    const key = randomUUID();
    const body = { items: [{ productId: p.id, quantity: 2 }], paymentMethod: 'cash' };
    expect((await sell(shop.ownerApi, shop.business.id, body, key)).statusCode).toBe(409);
    await shop.ownerApi.put(`/api/products/${p.id}`, {
      name: 'Eggs',
      sellingPrice: 100,
      stock: 5,
      stockAdjustment: { reason: 'count_correction' },
    });
    expect((await sell(shop.ownerApi, shop.business.id, body, key)).statusCode).toBe(201);
  });

  it("another tenant's product id → 404 and nothing written; an inactive product → 404", async () => {
    const shop = await createShop(ctx.app);
    const other = await createShop(ctx.app);
    const mine = await addProduct(shop, { name: 'Mine', stock: 10 });
    const theirs = await addProduct(other, { name: 'Theirs', stock: 10 });
    const res = await sell(shop.ownerApi, shop.business.id, {
      items: [
        { productId: mine.id, quantity: 1 },
        { productId: theirs.id, quantity: 1 },
      ],
      paymentMethod: 'cash',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Product not found');
    expect(await stockOf(mine.id)).toBe(10_000);
    expect(await stockOf(theirs.id)).toBe(10_000);
    expect(await salesCount(shop.business.id)).toBe(0);
    const [keys] = await ctx.db.select({ n: count() }).from(saleIdempotency).where(eq(saleIdempotency.businessId, shop.business.id));
    expect(keys.n).toBe(0);

    await shop.ownerApi.delete(`/api/products/${mine.id}`);
    expect(
      (await sell(shop.ownerApi, shop.business.id, { items: [{ productId: mine.id, quantity: 1 }], paymentMethod: 'cash' })).statusCode,
    ).toBe(404);
    // posting to another business's URL
    expect(
      (await sell(shop.ownerApi, other.business.id, { items: [{ productId: theirs.id, quantity: 1 }], paymentMethod: 'cash' })).statusCode,
    ).toBe(404);
    expect(await stockOf(theirs.id)).toBe(10_000);
  });

  it.each([
    ['no key', { paymentMethod: 'cash' }, null, 'Idempotency-Key header is required'],
    ['empty cart', { items: [], paymentMethod: 'cash' }, 'k', 'Cart is empty'],
    ['bad payment method', { paymentMethod: 'cheque' }, 'k', undefined],
    ['zero quantity', { paymentMethod: 'cash', quantity: 0 }, 'k', 'Quantity must be greater than 0'],
    ['fractional pieces', { paymentMethod: 'cash', quantity: 1.5 }, 'k', 'Quantity of Pieces must be a whole number of pieces'],
    [
      'credit without phone',
      { paymentMethod: 'credit', debtorInfo: { name: 'Sunil' } },
      'k',
      'Name and phone number are required for credit sales',
    ],
    ['credit without customer', { paymentMethod: 'credit' }, 'k', 'Name and phone number are required for credit sales'],
    ['discount above total', { paymentMethod: 'cash', discountAmount: 1000 }, 'k', 'Discount cannot exceed the sale total'],
  ])('answers 400 for %s, writing nothing', async (_name, over, key, message) => {
    const shop = await createShop(ctx.app);
    const p = await addProduct(shop, { name: 'Pieces', stock: 10 });
    const { quantity = 1, ...rest } = over as { quantity?: number };
    const body = { items: [{ productId: p.id, quantity }], ...rest };
    const res = await sell(shop.ownerApi, shop.business.id, body, key ? randomUUID() : null);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect(await stockOf(p.id)).toBe(10_000);
    expect(await salesCount(shop.business.id)).toBe(0);
  });

  it('sells negative stock only when the business allows it', async () => {
    const shop = await createShop(ctx.app);
    const p = await addProduct(shop, { name: 'Sugar', unit: 'kg', stock: 0.5 });
    const body = { items: [{ productId: p.id, quantity: 0.75 }], paymentMethod: 'cash' };
    expect((await sell(shop.ownerApi, shop.business.id, body)).statusCode).toBe(409);
    await ctx.db.update(businessSettings).set({ allowNegativeStock: true }).where(eq(businessSettings.businessId, shop.business.id));
    expect((await sell(shop.ownerApi, shop.business.id, body)).statusCode).toBe(201);
    expect(await stockOf(p.id)).toBe(-250);
  });

  it('a credit sale is pending and adds to the debtor matched by phone, due after the payment terms', async () => {
    const shop = await createShop(ctx.app);
    const p = await addProduct(shop, { name: 'Rice', sellingPrice: 1000, vatRate: 0 });
    const debtorInfo = { name: 'Kamala Silva', phone: '0771234567', email: '', address: 'Kandy' };
    const first = await sell(shop.cashierApi, shop.business.id, {
      items: [{ productId: p.id, quantity: 1 }],
      paymentMethod: 'credit',
      debtorInfo,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      paymentStatus: 'pending',
      paymentMethod: 'credit',
      customerName: 'Kamala Silva',
      debtorInfo: { name: 'Kamala Silva', phone: '0771234567' },
    });
    const second = await sell(shop.cashierApi, shop.business.id, {
      items: [{ productId: p.id, quantity: 2 }],
      paymentMethod: 'credit',
      debtorInfo: { ...debtorInfo, phone: '+94 77 123 4567' },
    });
    expect(second.statusCode).toBe(201);
    const list = await ctx.db.select().from(debtors).where(eq(debtors.businessId, shop.business.id));
    expect(list).toHaveLength(1);
    const due = list[0].dueDate!.getTime() - new Date(first.json().saleDate).getTime();
    expect(due).toBe(30 * 86_400_000);
    const entries = await ctx.db.select().from(debtorEntries).where(eq(debtorEntries.debtorId, list[0].id));
    expect(entries.map((e) => [e.kind, e.amountCents, e.saleId])).toEqual([
      ['charge', 100_000, first.json().id],
      ['charge', 200_000, second.json().id],
    ]);
  });
});

describe('GET /pos and GET /sales/:id', () => {
  it('answers active products (compact), categories and recent sales, with an ETag that changes with the data', async () => {
    const shop = await createShop(ctx.app);
    await shop.ownerApi.post(`/api/businesses/${shop.business.id}/categories`, { name: 'Dairy' });
    const milk = await addProduct(shop, {
      name: 'Milk',
      sku: 'MLK',
      barcode: '4790000000017',
      category: 'Dairy',
      sellingPrice: 150,
      stock: 8,
    });
    const gone = await addProduct(shop, { name: 'Gone' });
    await shop.ownerApi.delete(`/api/products/${gone.id}`);
    const url = `/api/businesses/${shop.business.id}/pos`;
    const res = await shop.cashierApi.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      products: [
        {
          id: milk.id,
          name: 'Milk',
          sku: 'MLK',
          barcode: '4790000000017',
          category: 'Dairy',
          price: 150,
          stock: 8,
          unit: 'pieces',
          taxCategory: 'standard',
          mrp: null,
        },
      ],
      categories: [{ id: expect.any(Number), name: 'Dairy' }],
      recentSales: [],
      // No tax configuration saved: not VAT-registered, shelf prices include VAT, the default rates.
      pricing: { vatRegistered: false, pricesIncludeVat: true, vatRate: 18, nbtRate: 0 },
      business: {
        businessName: shop.business.name,
        ownerName: 'Owner',
        address: null,
        phone: null,
        email: shop.business.email,
        taxNumber: null,
        invoiceTemplate: 'thermal-80mm',
        header: null,
        footer: null,
      },
    });
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    // The browser keeps the catalogue and revalidates it (other API answers are 'no-store').
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const warm = await shop.cashierApi.get(url, { 'if-none-match': etag });
    expect(warm.statusCode).toBe(304);
    expect(warm.body).toBe('');

    const sale = await sell(shop.cashierApi, shop.business.id, { items: [{ productId: milk.id, quantity: 3 }], paymentMethod: 'cash' });
    const after = await shop.cashierApi.get(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().products[0].stock).toBe(5);
    expect(after.json().recentSales).toEqual([
      {
        id: sale.json().id,
        invoiceNumber: 'INV-000001',
        saleDate: sale.json().saleDate,
        // 3 × 150.00 at the shelf price: a shop that is not VAT-registered charges no VAT.
        totalAmount: 450,
        paymentMethod: 'cash',
        paymentStatus: 'paid',
        customerName: null,
        status: 'completed',
      },
    ]);
    const etag2 = after.headers.etag as string;
    expect(etag2).not.toBe(etag);
    await shop.ownerApi.put(`/api/products/${milk.id}`, {
      name: 'Milk',
      sellingPrice: 160,
      stock: 5,
      stockAdjustment: { reason: 'count_correction' },
    });
    const edited = await shop.cashierApi.get(url, { 'if-none-match': etag2 });
    expect(edited.statusCode).toBe(200);
    // Registering for VAT changes how the till prices: a new catalogue version with the new mode.
    await setTaxConfiguration(ctx.db, shop.business.id, { vatRegistered: true, pricesIncludeVat: true });
    const registered = await shop.cashierApi.get(url, { 'if-none-match': edited.headers.etag as string });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().pricing).toEqual({ vatRegistered: true, pricesIncludeVat: true, vatRate: 18, nbtRate: 0 });

    const read = await shop.cashierApi.get(`/api/businesses/${shop.business.id}/sales/${sale.json().id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ ...sale.json(), status: 'completed', returns: [] });
    const other = await createShop(ctx.app);
    expect((await other.ownerApi.get(`/api/businesses/${other.business.id}/sales/${sale.json().id}`)).statusCode).toBe(404);
    expect((await other.ownerApi.get(url)).statusCode).toBe(404);
  });

  it('lets cashiers sell but not manage; refuses businesses without the POS module or not active', async () => {
    const shop = await createShop(ctx.app);
    const p = await addProduct(shop, { name: 'X' });
    expect((await shop.cashierApi.get(`/api/businesses/${shop.business.id}/pos`)).statusCode).toBe(200);
    expect(
      (await sell(shop.cashierApi, shop.business.id, { items: [{ productId: p.id, quantity: 1 }], paymentMethod: 'cash' })).statusCode,
    ).toBe(201);
    expect((await shop.cashierApi.get(`/api/businesses/${shop.business.id}/inventory`)).statusCode).toBe(403);
    expect((await shop.cashierApi.put(`/api/products/${p.id}`, { name: 'Y', sellingPrice: 1, stock: 1 })).statusCode).toBe(403);

    const noPos = await createShop(ctx.app, { modules: ['inventory'] });
    const q = await addProduct(noPos, { name: 'Q' });
    const pos = await noPos.ownerApi.get(`/api/businesses/${noPos.business.id}/pos`);
    expect(pos.statusCode).toBe(403);
    expect(pos.json().code).toBe('MODULE_NOT_SUBSCRIBED');
    expect(
      (await sell(noPos.ownerApi, noPos.business.id, { items: [{ productId: q.id, quantity: 1 }], paymentMethod: 'cash' })).statusCode,
    ).toBe(403);
    expect(await stockOf(q.id)).toBe(100_000);

    const pending = await createShop(ctx.app, { status: 'pending' });
    expect((await pending.cashierApi.get(`/api/businesses/${pending.business.id}/pos`)).statusCode).toBe(403);
    const anon = await ctx.app.inject({ method: 'GET', url: `/api/businesses/${shop.business.id}/pos` });
    expect(anon.statusCode).toBe(401);
  });
});

describe('GET /pos on a large catalogue', () => {
  it('compresses a large catalogue for clients that accept gzip', async () => {
    const { gunzipSync } = await import('node:zlib');
    const shop = await createShop(ctx.app);
    await ctx.db.insert(products).values(
      Array.from({ length: 600 }, (_, i) => ({
        businessId: shop.business.id,
        name: `Item ${i}`,
        sellingPriceCents: 100 + i,
        stock: 1000,
        vatRateBp: 1800,
        nbtRateBp: 0,
      })),
    );
    const url = `/api/businesses/${shop.business.id}/pos`;
    const res = await shop.cashierApi.get(url, { 'accept-encoding': 'gzip, deflate' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(body.products).toHaveLength(600);
    expect(body.products[0]).toMatchObject({ name: 'Item 0', price: 1 });
    const plain = await shop.cashierApi.get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().products).toHaveLength(600);
  });

  it('serves the same version from the kept body and never a stale one', async () => {
    const shop = await createShop(ctx.app);
    const p = await addProduct(shop, { name: 'Kept', stock: 10 });
    const url = `/api/businesses/${shop.business.id}/pos`;
    const first = await shop.cashierApi.get(url);
    const second = await shop.ownerApi.get(url);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    await sell(shop.cashierApi, shop.business.id, { items: [{ productId: p.id, quantity: 4 }], paymentMethod: 'cash' });
    const after = await shop.ownerApi.get(url);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.json().products.find((x: { id: number }) => x.id === p.id).stock).toBe(6);
    // The version read with the session is the one the database defines (kade_pos_version).
    const direct = await ctx.db.execute(sql`select kade_pos_version(${shop.business.id}::integer) as v`);
    expect(after.headers.etag).toBe(`W/"pos-${(direct as unknown as { rows: { v: string }[] }).rows[0].v}"`);
    // A settings save changes it too (the receipt header is part of the answer).
    expect((await shop.ownerApi.post('/api/business-settings', { invoicePrefix: 'TX-' })).statusCode).toBe(200);
    expect((await shop.ownerApi.get(url, { 'if-none-match': after.headers.etag as string })).statusCode).toBe(200);
    // Another business never gets it, whatever it asks.
    const other = await createShop(ctx.app);
    expect((await other.ownerApi.get(url, { 'if-none-match': after.headers.etag as string })).statusCode).toBe(404);
  });
});
