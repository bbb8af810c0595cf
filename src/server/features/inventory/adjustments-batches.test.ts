/**
 * Adjustments of batch-tracked products (decisions 0019 and 0020): a line
 * names the batch it takes from or goes into; a line spread over several batches is several rows
 * of the list, all with the approver; the product's batches for the dialog; batch = Σ its movements.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADJUSTMENT_PATHS, type Adjustment, type AdjustmentList } from '#shared/contracts/adjustments';
import { BATCH_PATHS, type ExpiryReport, type ProductBatches } from '#shared/contracts/batches';
import { userPinPath } from '#shared/contracts/users';
import { addMember, apiClient, createShop, createUser, sessionCookieFor } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import {
  addProduct,
  approvedOrder,
  batchesOf,
  expectLedgerTrue,
  inDays,
  key,
  movementsOf,
  receive,
  stockOf,
} from '#testing/batches-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/**
 * A shop with cheese (cost 200.00) in batches OLD (4, expired 3 days ago), SOON (5, +10 d) and
 * LATE (6, +40 d) plus 2 in no batch, tea that tracks none, and an admin with PIN 1357.
 */
async function cheeseShop() {
  const shop = await createShop(ctx.app);
  const b = shop.business.id;
  const cheese = await addProduct(shop, { name: 'Kraft Cheese', tracksBatches: true, buyingPrice: 200, stock: 2 });
  const tea = await addProduct(shop, { name: 'Tea 100g', buyingPrice: 40, stock: 10 });
  const order = await approvedOrder(shop, [cheese]);
  await receive(shop, order, [
    { productId: cheese, receivedQuantity: 6, batchNumber: 'LATE', expiryDate: inDays(40) },
    { productId: cheese, receivedQuantity: 4, batchNumber: 'OLD', expiryDate: inDays(-3) },
    { productId: cheese, receivedQuantity: 5, batchNumber: 'SOON', expiryDate: inDays(10) },
  ]);
  const admin = await createUser(ctx.db, { role: 'admin', firstName: 'Sunil', lastName: 'Perera' });
  await addMember(ctx.db, b, admin.id, 'admin');
  const adminApi = apiClient(ctx.app, await sessionCookieFor(ctx.app, admin.id));
  expect((await adminApi.put(userPinPath(b, admin.id), { pin: '1357' })).statusCode).toBe(204);
  return { shop, b, cheese, tea, admin };
}

const quantities = async (b: number, productId: number) =>
  Object.fromEntries((await batchesOf(ctx.db, b, productId)).map((x) => [x.batchNumber, x.quantity]));

describe('adjustments of batch-tracked products', () => {
  it('an OUT line naming a batch takes from that batch; the list shows its number and expiry', async () => {
    const { shop, b, cheese } = await cheeseShop();
    const res = await shop.ownerApi.post(
      ADJUSTMENT_PATHS.list(b),
      { reason: 'expired', lines: [{ productId: cheese, quantity: -4, batchNumber: 'OLD', expiryDate: inDays(-3) }] },
      key(),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().adjustments).toEqual([
      expect.objectContaining({ quantity: -4, value: -800, batchNumber: 'OLD', expiryDate: inDays(-3), reason: 'expired' }),
    ]);
    expect(await quantities(b, cheese)).toEqual({ OLD: 0, SOON: 5_000, LATE: 6_000 });
    expect(await stockOf(ctx.db, b, cheese)).toBe(13_000);
    const list = (await shop.ownerApi.get(ADJUSTMENT_PATHS.list(b))).json() as AdjustmentList;
    expect(list.adjustments[0]).toMatchObject({ batchNumber: 'OLD', expiryDate: inDays(-3) });
    // The written-off batch is no longer in the expiry report.
    const report = (await shop.ownerApi.get(BATCH_PATHS.expiry(b))).json() as ExpiryReport;
    expect(report.batches.map((x) => x.batchNumber)).toEqual(['SOON', 'LATE']);
    await expectLedgerTrue(ctx.db, b);
  });

  it('an IN line creates the named batch with its expiry (in the expiry report); a batch named by date only has no number', async () => {
    const { shop, b, cheese } = await cheeseShop();
    const res = await shop.ownerApi.post(
      ADJUSTMENT_PATHS.list(b),
      { reason: 'found', lines: [{ productId: cheese, quantity: 3, batchNumber: ' NEW-7 ', expiryDate: inDays(20) }] },
      key(),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().adjustments[0]).toMatchObject({ quantity: 3, batchNumber: 'NEW-7', expiryDate: inDays(20) });
    const dated = await shop.ownerApi.post(
      ADJUSTMENT_PATHS.list(b),
      { reason: 'count_correction', lines: [{ productId: cheese, quantity: 1, batchNumber: '', expiryDate: inDays(50) }] },
      key(),
    );
    expect(dated.statusCode, dated.body).toBe(201);
    expect(dated.json().adjustments[0]).toMatchObject({ batchNumber: '', expiryDate: inDays(50) });
    expect(await quantities(b, cheese)).toMatchObject({ 'NEW-7': 3_000, '': 1_000 });
    const report = (await shop.ownerApi.get(BATCH_PATHS.expiry(b))).json() as ExpiryReport;
    expect(report.batches.find((x) => x.batchNumber === 'NEW-7')).toMatchObject({ expiryDate: inDays(20), quantity: 3, bucket: 'd30' });
    expect(await stockOf(ctx.db, b, cheese)).toBe(21_000);
    await expectLedgerTrue(ctx.db, b);
  });

  it("a cashier's line spread over several batches (first-expiring-first-out) is one row per batch, every row with the approver", async () => {
    const { shop, b, cheese, admin } = await cheeseShop();
    const res = await shop.cashierApi.post(
      ADJUSTMENT_PATHS.list(b),
      { reason: 'damaged', lines: [{ productId: cheese, quantity: -11 }], approval: { userId: admin.id, pin: '1357' } },
      key(),
    );
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().adjustments as Adjustment[];
    expect(made.map((a) => [a.batchNumber, a.quantity, a.value, a.approvedByName])).toEqual([
      ['OLD', -4, -800, 'Sunil Perera'],
      ['SOON', -5, -1000, 'Sunil Perera'],
      ['LATE', -2, -400, 'Sunil Perera'],
    ]);
    const list = (await shop.ownerApi.get(ADJUSTMENT_PATHS.list(b))).json() as AdjustmentList;
    expect(list.adjustments.filter((a) => a.productId === cheese).every((a) => a.approvedByName === 'Sunil Perera')).toBe(true);
    expect(list.adjustments).toHaveLength(3);
    expect(list.totals).toMatchObject({ count: 3, valueOut: -2200 });
    expect((await movementsOf(ctx.db, b, cheese)).filter((m) => m.kind === 'adjust')).toHaveLength(3);
    expect(await quantities(b, cheese)).toEqual({ OLD: 0, SOON: 0, LATE: 4_000 });
    await expectLedgerTrue(ctx.db, b);
  });

  it('refuses a batch on a product that tracks none (400 on the line) and more than the named batch holds (409); nothing moves', async () => {
    const { shop, b, cheese, tea } = await cheeseShop();
    const post = (lines: unknown[]) => shop.ownerApi.post(ADJUSTMENT_PATHS.list(b), { reason: 'damaged', lines }, key());
    const untracked = await post([{ productId: tea, quantity: -1, batchNumber: 'X1' }]);
    expect(untracked.statusCode).toBe(400);
    expect(untracked.json().fieldErrors).toEqual({ 'lines.0.batchNumber': ['Tea 100g does not track batches: leave the batch out'] });
    const short = await post([{ productId: cheese, quantity: -5, batchNumber: 'OLD', expiryDate: inDays(-3) }]);
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(`Batch OLD · ${inDays(-3)} of Kraft Cheese holds only 4`);
    const unknown = await post([{ productId: cheese, quantity: -1, batchNumber: 'NOPE' }]);
    expect(unknown.statusCode).toBe(409);
    expect(await stockOf(ctx.db, b, cheese)).toBe(17_000);
    expect(await stockOf(ctx.db, b, tea)).toBe(10_000);
  });
});

describe("a product's batches", () => {
  it('lists the batches with stock first-expiring-first-out, the expired marked, and the unbatched remainder; for cashiers too', async () => {
    const { shop, b, cheese, tea } = await cheeseShop();
    const expected: ProductBatches = {
      productId: cheese,
      tracksBatches: true,
      unit: 'pieces',
      today: expect.any(String) as unknown as string,
      stock: 17,
      unbatched: 2,
      batches: [
        { id: expect.any(Number) as unknown as number, batchNumber: 'OLD', expiryDate: inDays(-3), quantity: 4, expired: true },
        { id: expect.any(Number) as unknown as number, batchNumber: 'SOON', expiryDate: inDays(10), quantity: 5, expired: false },
        { id: expect.any(Number) as unknown as number, batchNumber: 'LATE', expiryDate: inDays(40), quantity: 6, expired: false },
      ],
    };
    const owner = await shop.ownerApi.get(BATCH_PATHS.productBatches(b, cheese));
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toEqual(expected);
    const cashier = await shop.cashierApi.get(BATCH_PATHS.productBatches(b, cheese));
    expect(cashier.statusCode).toBe(200);
    expect(JSON.stringify(cashier.json())).not.toMatch(/cost|price|value/i);
    expect((await shop.ownerApi.get(BATCH_PATHS.productBatches(b, tea))).json()).toMatchObject({
      tracksBatches: false,
      batches: [],
      unbatched: 10,
    });
  });

  it("another business's product is not found (404), another business's member gets 404, no session 401", async () => {
    const { shop, b, cheese } = await cheeseShop();
    const other = await createShop(ctx.app);
    expect((await other.ownerApi.get(BATCH_PATHS.productBatches(other.business.id, cheese))).statusCode).toBe(404);
    expect((await other.ownerApi.get(BATCH_PATHS.productBatches(b, cheese))).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: BATCH_PATHS.productBatches(b, cheese) })).statusCode).toBe(401);
    expect((await shop.ownerApi.get(BATCH_PATHS.productBatches(b, 0))).statusCode).toBe(400);
  });
});
