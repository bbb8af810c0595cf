import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_PATHS, type StockMovement } from '#shared/contracts/stock';
import { createShop, type Api } from '#testing/factories';
import { checkInvariants, formatViolations } from '#testing/invariants';
import { createTestApp, type TestContext } from '#testing/test-app';
import { products, stockMovements } from '#server/db/schema';
import { recordSale } from '#server/features/sales';
import { countStock, openStockOfMany } from './stock.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;
const today = () => new Date().toISOString().slice(0, 10);

async function addProduct(shop: Shop, body: Record<string, unknown>): Promise<{ id: number; name: string }> {
  const res = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, { sellingPrice: 100, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const sell = (api: Api, businessId: number, productId: number, quantity: number) =>
  api.post(
    `/api/businesses/${businessId}/sales`,
    { items: [{ productId, quantity }], paymentMethod: 'cash' },
    { 'idempotency-key': randomUUID() },
  );

async function stockOf(id: number) {
  const [row] = await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row.stock;
}

async function movementsOf(businessId: number, productId: number) {
  return ctx.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.businessId, businessId), eq(stockMovements.productId, productId)))
    .orderBy(asc(stockMovements.id));
}

/** Every page of a product's stock history, following the cursor. */
async function history(api: Api, businessId: number, productId: number) {
  const pages: StockMovement[][] = [];
  let cursor: string | null = null;
  do {
    const res = await api.get(STOCK_PATHS.movements(businessId, productId, cursor));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { movements: StockMovement[]; nextCursor: string | null };
    pages.push(body.movements);
    cursor = body.nextCursor;
  } while (cursor);
  return pages;
}

const edit = (shop: Shop, id: number, body: Record<string, unknown>) =>
  shop.ownerApi.put(`/api/products/${id}`, { sellingPrice: 100, ...body });

describe('the stock ledger', () => {
  it('keeps stock = Σ movements (with running balances) through sales, GRNs, their reversals, adjustments and counts', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const api = shop.ownerApi;
    const rice = await addProduct(shop, { name: 'Nadu Rice', unit: 'kg', stock: 12.5 });
    const soap = await addProduct(shop, { name: 'Soap', stock: 40 });
    const supplier = (await api.post(`/api/businesses/${b}/suppliers`, { name: 'Keells Wholesale' })).json();
    const order = (
      await api.post('/api/purchase-orders', {
        supplierId: supplier.id,
        status: 'approved',
        items: [
          { productId: rice.id, quantity: 100, unitPrice: 200 },
          { productId: soap.id, quantity: 100, unitPrice: 60 },
        ],
      })
    ).json();
    const grn = async (riceQty: number, soapQty: number) =>
      api.post('/api/goods-received-notes', {
        purchaseOrderId: order.id,
        receivedDate: today(),
        items: [
          { productId: rice.id, receivedQuantity: riceQty, condition: 'good' },
          { productId: soap.id, receivedQuantity: soapQty, condition: 'good' },
        ],
      });
    const first = await grn(20, 10);
    expect(first.statusCode, first.body).toBe(201);
    expect((await sell(shop.cashierApi, b, rice.id, 2.25)).statusCode).toBe(201);
    expect((await sell(api, b, soap.id, 3)).statusCode).toBe(201);
    // An edited GRN is reversed and received again; a deleted one is reversed.
    const edited = await api.put(`/api/goods-received-notes/${first.json().id}`, {
      purchaseOrderId: order.id,
      receivedDate: today(),
      items: [
        { productId: rice.id, receivedQuantity: 15, condition: 'good' },
        { productId: soap.id, receivedQuantity: 12, condition: 'good' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const second = await grn(5, 5);
    expect(second.statusCode, second.body).toBe(201);
    expect((await api.delete(`/api/goods-received-notes/${second.json().id}`)).statusCode).toBe(204);
    expect((await edit(shop, soap.id, { name: 'Soap', stock: 45, stockAdjustment: { reason: 'damaged' } })).statusCode).toBe(200);
    await ctx.db.transaction((tx) => countStock(tx, { businessId: b, userId: shop.owner.id }, { productId: rice.id, counted: 25_000 }));
    expect((await sell(shop.cashierApi, b, rice.id, 0.5)).statusCode).toBe(201);

    const report = await checkInvariants(ctx.db, { businessId: b });
    expect(formatViolations(report)).toBe('');
    // rice: open, receive, sale, reverse, receive, receive, reverse, count, sale; soap: open, receive, sale, reverse, receive, receive, reverse, adjust.
    expect(report.checked).toMatchObject({ products: 2, stockMovements: 17 });
    expect(await stockOf(rice.id)).toBe(24_500);
    expect((await movementsOf(b, rice.id)).map((m) => m.kind)).toEqual([
      'open',
      'receive',
      'sale',
      'reverse',
      'receive',
      'receive',
      'reverse',
      'count',
      'sale',
    ]);
  });

  it('opens the stock of many products in one statement (bulk creation), each with its movement', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const rows = await ctx.db
      .insert(products)
      .values([1, 2, 3].map((i) => ({ businessId: b, name: `Bulk ${i}`, sellingPriceCents: 100, vatRateBp: 0, nbtRateBp: 0 })))
      .returning({ id: products.id });
    const lines = rows.map((r, i) => ({ productId: r.id, quantity: [5_000, 0, 2_500][i] }));
    expect(await openStockOfMany(ctx.db, { businessId: b, userId: null }, lines)).toBe(2);
    expect(await Promise.all(rows.map((r) => stockOf(r.id)))).toEqual([5_000, 0, 2_500]);
    const report = await checkInvariants(ctx.db, { businessId: b });
    expect(formatViolations(report)).toBe('');
    expect(report.checked).toMatchObject({ products: 3, stockMovements: 2 });
  });

  it('20 simultaneous sales of the last 5 units sell exactly 5, stock ends at 0, with exactly 5 sale movements', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const bread = await addProduct(shop, { name: 'Last Bread', stock: 5 });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => sell(i % 2 ? shop.cashierApi : shop.ownerApi, b, bread.id, 1)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(15);
    expect(await stockOf(bread.id)).toBe(0);
    const moves = await movementsOf(b, bread.id);
    expect(moves.filter((m) => m.kind === 'sale')).toHaveLength(5);
    expect(moves.map((m) => m.balance)).toEqual([5000, 4000, 3000, 2000, 1000, 0]);
    expect(formatViolations(await checkInvariants(ctx.db, { businessId: b }))).toBe('');
  });

  it('dates a sale’s movement at the sale (a past day recorded later, as the demo and an offline till do)', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const rice = await addProduct(shop, { name: 'Samba Rice', stock: 10 });
    const saleDate = new Date(Date.now() - 3 * 86_400_000);
    await ctx.db.transaction((tx) =>
      recordSale({
        db: tx,
        actor: { businessId: b, userId: shop.owner.id },
        input: { items: [{ productId: rice.id, quantity: 2 }], paymentMethod: 'cash' },
        idempotencyKey: randomUUID(),
        saleDate,
      }),
    );
    const sale = (await movementsOf(b, rice.id)).find((m) => m.kind === 'sale');
    expect(sale?.createdAt.toISOString()).toBe(saleDate.toISOString());
    expect(sale?.balance).toBe(8000);
  });
});

describe('GET stock-movements (a product’s stock history)', () => {
  it('lists every movement newest first with its balance, reference and user, a page of 50 at a time', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const tea = await addProduct(shop, { name: 'Tea', stock: 100 });
    const sale = (await sell(shop.cashierApi, b, tea.id, 2)).json();
    const adjusted = await edit(shop, tea.id, { name: 'Tea', stock: 90, stockAdjustment: { reason: 'lost_or_stolen', note: 'Shelf 3' } });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    await ctx.db.transaction(async (tx) => {
      for (let i = 1; i <= 55; i++)
        await countStock(tx, { businessId: b, userId: shop.owner.id }, { productId: tea.id, counted: 90_000 + i * 500 });
    });

    const pages = await history(shop.ownerApi, b, tea.id);
    expect(pages.map((p) => p.length)).toEqual([50, 8]);
    const all = pages.flat();
    expect(all.map((m) => m.id)).toEqual([...all.map((m) => m.id)].sort((x, y) => y - x));
    expect(all.slice(0, 2)).toMatchObject([
      { kind: 'count', quantity: 0.5, balance: 117.5, reference: null, userName: 'Test User' },
      { kind: 'count', quantity: 0.5, balance: 117 },
    ]);
    expect(all.slice(-3)).toMatchObject([
      { kind: 'adjust', quantity: -8, balance: 90, reference: 'lost_or_stolen: Shelf 3', userName: 'Test User' },
      { kind: 'sale', quantity: -2, balance: 98, reference: sale.invoiceNumber },
      { kind: 'open', quantity: 100, balance: 100, reference: null },
    ]);
    expect(Number.isNaN(Date.parse(all[0].createdAt))).toBe(false);
    expect(Object.keys(all[0]).sort()).toEqual(['balance', 'createdAt', 'id', 'kind', 'quantity', 'reference', 'userName']);
    // Each balance is the one before it plus its quantity.
    const oldestFirst = [...all].reverse();
    oldestFirst.reduce((before, m) => {
      expect(m.balance).toBeCloseTo(before + m.quantity, 3);
      return m.balance;
    }, 0);
  });

  it('refuses a cashier (403), another business’s product (404) and a bad cursor (400)', async () => {
    const shop = await createShop(ctx.app);
    const other = await createShop(ctx.app);
    const mine = await addProduct(shop, { name: 'Mine', stock: 1 });
    const theirs = await addProduct(other, { name: 'Theirs', stock: 1 });
    expect((await shop.cashierApi.get(STOCK_PATHS.movements(shop.business.id, mine.id))).statusCode).toBe(403);
    expect((await shop.ownerApi.get(STOCK_PATHS.movements(shop.business.id, theirs.id))).statusCode).toBe(404);
    expect((await other.ownerApi.get(STOCK_PATHS.movements(shop.business.id, mine.id))).statusCode).toBe(404);
    expect((await shop.ownerApi.get(`${STOCK_PATHS.movements(shop.business.id, mine.id)}?cursor=abc`)).statusCode).toBe(400);
  });
});

describe('editing a product’s stock is an adjustment', () => {
  it('needs a reason (400 on stockAdjustment.reason, nothing changed); "other" needs a note; other edits need none', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const salt = await addProduct(shop, { name: 'Salt', stock: 10 });
    const noReason = await edit(shop, salt.id, { name: 'Salt', stock: 7 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ 'stockAdjustment.reason': ['Say why the stock changed'] });
    const noNote = await edit(shop, salt.id, { name: 'Salt', stock: 7, stockAdjustment: { reason: 'other', note: ' ' } });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fieldErrors).toMatchObject({ 'stockAdjustment.note': ['Describe the reason'] });
    expect(await stockOf(salt.id)).toBe(10_000);
    expect((await edit(shop, salt.id, { name: 'Sea Salt', stock: 10 })).statusCode).toBe(200);
    const ok = await edit(shop, salt.id, { name: 'Sea Salt', stock: 7, stockAdjustment: { reason: 'expired' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().stock).toBe(7);
    expect((await movementsOf(b, salt.id)).map((m) => [m.kind, m.quantity, m.balance, m.reason])).toEqual([
      ['open', 10_000, 10_000, null],
      ['adjust', -3_000, 7_000, 'expired'],
    ]);
  });
});
