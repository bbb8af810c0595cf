import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_PATHS, type ExpiryReport } from '#shared/contracts/batches';
import { RETURNS_PATHS } from '#shared/contracts/returns';
import { openShift } from '#testing/returns-helpers';
import { registeredTerminal } from '#testing/terminals-fixtures';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { auditTrail, users } from '#server/db/schema';
import { hashPassword } from '#server/kernel/password';
import { adjustStock } from '#server/features/inventory';
import {
  addProduct,
  approvedOrder,
  batchesOf,
  expectLedgerTrue,
  inDays,
  key,
  movementsOf,
  postGrn,
  receive,
  sellRequest,
  stockOf,
  type Shop,
} from '#testing/batches-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** A shop with a batch-tracked medicine received in three batches: 10 (exp. +40 d), 10 (+10 d), 10 (no expiry). */
async function threeBatches() {
  const shop = await createShop(ctx.app);
  const b = shop.business.id;
  const productId = await addProduct(shop, { name: 'Panadol 500mg', tracksBatches: true, buyingPrice: 200 });
  const order = await approvedOrder(shop, [productId]);
  await receive(shop, order, [
    { productId, receivedQuantity: 10, batchNumber: 'LATE', expiryDate: inDays(40) },
    { productId, receivedQuantity: 10, batchNumber: 'SOON', expiryDate: inDays(10) },
    { productId, receivedQuantity: 10, batchNumber: 'UNDATED' },
  ]);
  return { shop, b, productId, order };
}

describe('batches: GRN lines, first-expiring-first-out sales, returns', () => {
  it('a GRN line records its batch and expiry; a sale spanning two batches takes the soonest first, one movement per batch', async () => {
    const { shop, b, productId, order } = await threeBatches();
    expect((await batchesOf(ctx.db, b, productId)).map((x) => [x.batchNumber, x.quantity])).toEqual([
      ['SOON', 10_000],
      ['LATE', 10_000],
      ['UNDATED', 10_000],
    ]);
    const grns = (await shop.ownerApi.get(`/api/businesses/${b}/goods-received-notes`)).json() as {
      items: { batchNumber?: string; expiryDate?: string }[];
    }[];
    expect(grns[0].items.map((i) => i.batchNumber)).toEqual(['LATE', 'SOON', 'UNDATED']);
    expect(grns[0].items[1].expiryDate).toBe(inDays(10));
    const badDate = await postGrn(shop.ownerApi, order, [{ productId, receivedQuantity: 1, expiryDate: '31/12/2027' }]);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fieldErrors['items.0.expiryDate']).toEqual(['Expiry date must be a date (YYYY-MM-DD)']);

    const res = await sellRequest(shop.cashierApi, b, [{ productId, quantity: 14 }]);
    expect(res.statusCode, res.body).toBe(201);
    const [soon, late, undated] = await batchesOf(ctx.db, b, productId);
    expect([soon.quantity, late.quantity, undated.quantity]).toEqual([0, 6_000, 10_000]);
    const sales = (await movementsOf(ctx.db, b, productId)).filter((m) => m.kind === 'sale');
    expect(sales).toEqual([
      { kind: 'sale', quantity: -10_000, batchId: soon.id, balance: 20_000 },
      { kind: 'sale', quantity: -4_000, batchId: late.id, balance: 16_000 },
    ]);
    expect(await stockOf(ctx.db, b, productId)).toBe(16_000);
    await expectLedgerTrue(ctx.db, b);
  });

  it('takes undated batches after dated ones and the unbatched remainder (stock from before tracking) last', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const productId = await addProduct(shop, { name: 'Dhal 1kg', tracksBatches: true, stock: 3 });
    const order = await approvedOrder(shop, [productId]);
    await receive(shop, order, [
      { productId, receivedQuantity: 2, batchNumber: 'NOEXP' },
      { productId, receivedQuantity: 2, expiryDate: inDays(60) },
    ]);
    expect((await sellRequest(shop.ownerApi, b, [{ productId, quantity: 6 }])).statusCode).toBe(201);
    const moves = (await movementsOf(ctx.db, b, productId)).filter((m) => m.kind === 'sale');
    const [dated, undated] = await batchesOf(ctx.db, b, productId);
    expect(moves.map((m) => [m.batchId, m.quantity])).toEqual([
      [dated.id, -2_000],
      [undated.id, -2_000],
      [null, -2_000],
    ]);
    expect(await stockOf(ctx.db, b, productId)).toBe(1_000);
    await expectLedgerTrue(ctx.db, b);
  });

  it('a return goes back into the batch the sale took it from (the last taken first); a void puts back the rest', async () => {
    const { shop, b, productId } = await threeBatches();
    await openShift(shop.ownerApi, b);
    const { id } = (await sellRequest(shop.ownerApi, b, [{ productId, quantity: 14 }])).json() as { id: number };
    const sale = (await shop.ownerApi.get(`/api/businesses/${b}/sales/${id}`)).json() as { id: number; items: { id: number }[] };
    const ret = await shop.ownerApi.post(
      RETURNS_PATHS.saleReturns(b, sale.id),
      { lines: [{ saleItemId: sale.items[0].id, quantity: 5, restock: true }], refund: [{ method: 'cash', amount: 2500 }] },
      key(),
    );
    expect(ret.statusCode, ret.body).toBe(201);
    // 4 were taken from LATE last: those go back first, then 1 into SOON.
    expect((await batchesOf(ctx.db, b, productId)).map((x) => [x.batchNumber, x.quantity])).toEqual([
      ['SOON', 1_000],
      ['LATE', 10_000],
      ['UNDATED', 10_000],
    ]);
    // A void after a return is refused (return the rest instead): nothing moves.
    const voided = await shop.ownerApi.post(RETURNS_PATHS.saleVoid(b, sale.id), { reason: 'Rang up twice' }, key());
    expect(voided.statusCode).toBe(409);
    await expectLedgerTrue(ctx.db, b);
  });

  it('a void puts every batch back as it was', async () => {
    const { shop, b, productId } = await threeBatches();
    await openShift(shop.ownerApi, b);
    const sale = (await sellRequest(shop.ownerApi, b, [{ productId, quantity: 14 }])).json() as { id: number };
    const voided = await shop.ownerApi.post(RETURNS_PATHS.saleVoid(b, sale.id), { reason: 'Rang up twice' }, key());
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await batchesOf(ctx.db, b, productId)).map((x) => x.quantity)).toEqual([10_000, 10_000, 10_000]);
    expect((await movementsOf(ctx.db, b, productId)).filter((m) => m.kind === 'void').map((m) => m.quantity)).toEqual([4_000, 10_000]);
    await expectLedgerTrue(ctx.db, b);
  });

  it('reversing a GRN takes back from its batch, and refuses (409) once that batch has been sold', async () => {
    const { shop, b, productId, order } = await threeBatches();
    const grn = (await shop.ownerApi.get(`/api/businesses/${b}/goods-received-notes`)).json()[0] as { id: number };
    expect((await sellRequest(shop.ownerApi, b, [{ productId, quantity: 3 }])).statusCode).toBe(201);
    expect((await shop.ownerApi.delete(`/api/goods-received-notes/${grn.id}`)).statusCode).toBe(409);
    const second = await receive(shop, order, [{ productId, receivedQuantity: 5, batchNumber: 'LATE', expiryDate: inDays(40) }]);
    expect((await batchesOf(ctx.db, b, productId)).find((x) => x.batchNumber === 'LATE')?.quantity).toBe(15_000);
    expect((await shop.ownerApi.delete(`/api/goods-received-notes/${second.id}`)).statusCode).toBe(204);
    expect((await batchesOf(ctx.db, b, productId)).find((x) => x.batchNumber === 'LATE')?.quantity).toBe(10_000);
    await expectLedgerTrue(ctx.db, b);
  });

  it('adjustments: stock out first-expiring-first-out, or from a named batch; stock in to a named (new) batch or unbatched', async () => {
    const { shop, b, productId } = await threeBatches();
    const actor = { businessId: b, userId: shop.owner.id };
    await ctx.db.transaction((tx) => adjustStock(tx, actor, { productId, to: 28_000, reason: 'damaged' }));
    await ctx.db.transaction((tx) =>
      adjustStock(tx, actor, { productId, to: 25_000, reason: 'expired', batch: { batchNumber: 'LATE', expiryDate: inDays(40) } }),
    );
    await ctx.db.transaction((tx) =>
      adjustStock(tx, actor, { productId, to: 29_000, reason: 'found', batch: { batchNumber: 'NEW', expiryDate: inDays(70) } }),
    );
    await ctx.db.transaction((tx) => adjustStock(tx, actor, { productId, to: 30_000, reason: 'count_correction' }));
    expect((await batchesOf(ctx.db, b, productId)).map((x) => [x.batchNumber, x.quantity])).toEqual([
      ['SOON', 8_000],
      ['LATE', 7_000],
      ['NEW', 4_000],
      ['UNDATED', 10_000],
    ]);
    expect(await stockOf(ctx.db, b, productId)).toBe(30_000);
    await expectLedgerTrue(ctx.db, b);
  });

  it('a product that does not track batches sells as before: one movement per line, in no batch', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const plain = await addProduct(shop, { name: 'Soap', stock: 10 });
    const order = await approvedOrder(shop, [plain]);
    await receive(shop, order, [{ productId: plain, receivedQuantity: 5, batchNumber: 'IGNORED', expiryDate: inDays(-3) }]);
    expect((await sellRequest(shop.cashierApi, b, [{ productId: plain, quantity: 12 }])).statusCode).toBe(201);
    expect(await batchesOf(ctx.db, b, plain)).toEqual([]);
    expect((await movementsOf(ctx.db, b, plain)).map((m) => [m.kind, m.quantity, m.batchId])).toEqual([
      ['open', 10_000, null],
      ['receive', 5_000, null],
      ['sale', -12_000, null],
    ]);
  });
});

describe('an expired batch at the till', () => {
  async function expiredShop() {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const productId = await addProduct(shop, { name: 'Cough syrup', tracksBatches: true, buyingPrice: 300 });
    const order = await approvedOrder(shop, [productId]);
    await receive(shop, order, [
      { productId, receivedQuantity: 2, batchNumber: 'OLD', expiryDate: inDays(-5) },
      { productId, receivedQuantity: 5, batchNumber: 'NEW', expiryDate: inDays(200) },
    ]);
    await ctx.db
      .update(users)
      .set({ managerPinHash: await hashPassword('2468') })
      .where(eq(users.id, shop.owner.id));
    return { shop, b, productId };
  }

  it('is refused (403 EXPIRED_BATCH_APPROVAL_REQUIRED, naming the product and the expiry) and nothing moves', async () => {
    const { shop, b, productId } = await expiredShop();
    // The till's catalogue carries the expiry of the batch sold first: the till asks for the PIN before payment.
    const vitamin = await addProduct(shop, { name: 'Vitamin C', tracksBatches: true });
    await receive(shop, await approvedOrder(shop, [vitamin]), [
      { productId: vitamin, receivedQuantity: 3, batchNumber: 'V1', expiryDate: inDays(30) },
      { productId: vitamin, receivedQuantity: 3, batchNumber: 'V2', expiryDate: inDays(90) },
    ]);
    const pos = (await shop.cashierApi.get(`/api/businesses/${b}/pos`)).json() as { products: { id: number; expiresOn?: string }[] };
    expect(pos.products.find((p) => p.id === productId)?.expiresOn).toBe(inDays(-5));
    expect(pos.products.find((p) => p.id === vitamin)?.expiresOn).toBe(inDays(30));
    const res = await sellRequest(shop.cashierApi, b, [{ productId, quantity: 1 }]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'EXPIRED_BATCH_APPROVAL_REQUIRED',
      params: { name: 'Cough syrup', date: inDays(-5) },
    });
    const wrong = await sellRequest(shop.cashierApi, b, [{ productId, quantity: 1 }], { approval: { userId: shop.owner.id, pin: '1111' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('EXPIRED_BATCH_APPROVAL_REQUIRED');
    expect(await stockOf(ctx.db, b, productId)).toBe(7_000);
    expect((await batchesOf(ctx.db, b, productId)).map((x) => x.quantity)).toEqual([2_000, 5_000]);
  });

  it('is sold with an admin’s PIN (201), audited with who asked and who approved', async () => {
    const { shop, b, productId } = await expiredShop();
    const res = await sellRequest(shop.cashierApi, b, [{ productId, quantity: 3 }], { approval: { userId: shop.owner.id, pin: '2468' } });
    expect(res.statusCode, res.body).toBe(201);
    expect((await batchesOf(ctx.db, b, productId)).map((x) => x.quantity)).toEqual([0, 4_000]);
    const [entry] = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, b), eq(auditTrail.action, 'expiry.approved')));
    expect(entry.userId).toBe(shop.cashier.id);
    expect(entry.after).toMatchObject({
      requestedBy: shop.cashier.id,
      approvedBy: shop.owner.id,
      batches: [{ product: 'Cough syrup', batchNumber: 'OLD', expiryDate: inDays(-5), quantity: 2 }],
    });
    // The expired batch is gone: the next sale needs no PIN.
    expect((await sellRequest(shop.cashierApi, b, [{ productId, quantity: 1 }])).statusCode).toBe(201);
    await expectLedgerTrue(ctx.db, b);
  });

  it('a sale made offline keeps what the till did: no PIN asked, the expired batch taken first', async () => {
    const { shop, b, productId } = await expiredShop();
    const t = await registeredTerminal(shop.ownerApi, b, 'T1');
    const res = await sellRequest(shop.cashierApi, b, [{ productId, quantity: 1, price: 500 }], {
      terminal: { id: t.id, deviceId: t.deviceId, number: 1 },
      soldAt: new Date(Date.now() - 10 * 60_000).toISOString(),
      offline: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await batchesOf(ctx.db, b, productId)).map((x) => x.quantity)).toEqual([1_000, 5_000]);
    await expectLedgerTrue(ctx.db, b);
  });
});

describe('the expiry report', () => {
  it('lists batches with stock by bucket with their value at cost, totals per bucket, filters by bucket and category', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const med = await addProduct(shop, { name: 'Amoxicillin', category: 'Pharmacy', tracksBatches: true });
    const milk = await addProduct(shop, { name: 'Yoghurt', category: 'Dairy', tracksBatches: true });
    const order = await approvedOrder(shop, [med, milk], 150);
    await receive(shop, order, [
      { productId: med, receivedQuantity: 4, batchNumber: 'A1', expiryDate: inDays(-2) },
      { productId: med, receivedQuantity: 2, batchNumber: 'A2', expiryDate: inDays(20) },
      { productId: milk, receivedQuantity: 10, expiryDate: inDays(45) },
      { productId: milk, receivedQuantity: 1, expiryDate: inDays(80) },
      { productId: milk, receivedQuantity: 1, expiryDate: inDays(200) },
    ]);
    const res = await shop.ownerApi.get(BATCH_PATHS.expiry(b));
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as ExpiryReport;
    expect(report.totals).toEqual([
      { bucket: 'expired', count: 1, value: 600 },
      { bucket: 'd30', count: 1, value: 300 },
      { bucket: 'd60', count: 1, value: 1500 },
      { bucket: 'd90', count: 1, value: 150 },
    ]);
    expect(report.batches.map((x) => [x.productName, x.batchNumber, x.quantity, x.bucket])).toEqual([
      ['Amoxicillin', 'A1', 4, 'expired'],
      ['Amoxicillin', 'A2', 2, 'd30'],
      ['Yoghurt', '', 10, 'd60'],
      ['Yoghurt', '', 1, 'd90'],
    ]);
    expect(report.categories).toEqual(['Dairy', 'Pharmacy']);
    const expired = (await shop.ownerApi.get(BATCH_PATHS.expiry(b, { bucket: 'expired' }))).json() as ExpiryReport;
    expect(expired.batches.map((x) => x.batchNumber)).toEqual(['A1']);
    const dairy = (await shop.ownerApi.get(BATCH_PATHS.expiry(b, { category: 'Dairy' }))).json() as ExpiryReport;
    expect(dairy.totals.map((t) => t.count)).toEqual([0, 0, 1, 1]);
    const summary = (await shop.ownerApi.get(BATCH_PATHS.expiringSummary(b))).json();
    expect(summary.expired).toEqual({ count: 1, value: 600 });
    expect(summary.thisMonth.count).toBeLessThanOrEqual(1);
  });

  it('is not a cashier’s (403) and another business’s is not found (404)', async () => {
    const shop: Shop = await createShop(ctx.app);
    const other = await createShop(ctx.app);
    const b = shop.business.id;
    expect((await shop.cashierApi.get(BATCH_PATHS.expiry(b))).statusCode).toBe(403);
    expect((await shop.cashierApi.get(BATCH_PATHS.expiringSummary(b))).statusCode).toBe(403);
    expect((await other.ownerApi.get(BATCH_PATHS.expiry(b))).statusCode).toBe(404);
    expect((await other.ownerApi.get(BATCH_PATHS.expiringSummary(b))).statusCode).toBe(404);
    expect((await shop.ownerApi.get(`${BATCH_PATHS.expiry(b)}?bucket=soon`)).statusCode).toBe(400);
  });
});
