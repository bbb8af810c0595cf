/**
 * Stocktakes through the API: two counters at once, a sale during the count, posting
 * (stock = counted − sold after the first count, one movement per difference, stock = Σ movements),
 * scope, blind counts for cashiers, read-only once posted, cancel, another tenant.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCKTAKE_PATHS } from '#shared/contracts/stocktakes';
import { createShop, type Api } from '#testing/factories';
import { checkInvariants, formatViolations } from '#testing/invariants';
import { createTestApp, type TestContext } from '#testing/test-app';
import { products, stockMovements } from '#server/db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const key = () => ({ 'idempotency-key': randomUUID() });

/** A shop with soap (Household, 40 at cost 50.00), tea (Drinks, 30 at 40.00) and dhal (Dry goods, 12.5 kg at 300.00, PLU 101, LKR 100/kg). */
async function shop() {
  const s = await createShop(ctx.app);
  const b = s.business.id;
  const cat = async (name: string) => (await s.ownerApi.post(`/api/businesses/${b}/categories`, { name })).json().id as number;
  const household = await cat('Household');
  const drinks = await cat('Drinks');
  await cat('Dry goods');
  const add = async (body: Record<string, unknown>) => {
    const res = await s.ownerApi.post(`/api/businesses/${b}/products`, { sellingPrice: 100, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const soap = await add({ name: 'Soap', barcode: '4790002000010', category: 'Household', stock: 40, buyingPrice: 50 });
  const tea = await add({ name: 'Tea', sku: 'TEA-1', category: 'Drinks', stock: 30, buyingPrice: 40 });
  const dhal = await add({ name: 'Dhal', unit: 'kg', category: 'Dry goods', stock: 12.5, buyingPrice: 300, scaleCode: '101' });
  return { ...s, b, household, drinks, soap, tea, dhal };
}
type Shop = Awaited<ReturnType<typeof shop>>;

async function start(s: Shop, body: Record<string, unknown> = { name: 'November count' }) {
  const res = await s.ownerApi.post(STOCKTAKE_PATHS.list(s.b), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string };
}

const scan = (api: Api, s: Shop, id: number, body: Record<string, unknown>) => api.post(STOCKTAKE_PATHS.counts(s.b, id), body, key());

async function stockOf(id: number) {
  const [row] = await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row.stock;
}

async function expectLedgerTrue(b: number) {
  const report = await checkInvariants(ctx.db, { businessId: b });
  expect(report.violations, formatViolations(report)).toEqual([]);
}

describe('stocktakes', () => {
  it('two counters at once add up; a sale after the first count stays sold; posting writes one movement per difference', async () => {
    const s = await shop();
    const st = await start(s);
    // Soap's first count: expected = 40 (its stock now).
    expect((await scan(s.cashierApi, s, st.id, { code: '4790002000010' })).statusCode).toBe(200);
    // A real sale of 3 soaps while the shelves are being counted, after soap's first count.
    const sale = await s.cashierApi.post(
      `/api/businesses/${s.b}/sales`,
      { items: [{ productId: s.soap, quantity: 3 }], paymentMethod: 'cash' },
      key(),
    );
    expect(sale.statusCode, sale.body).toBe(201);
    // Two people scan at once: 20 scans each of soap (plus the first one: 41), tea by SKU typed as 12 + 15.
    const scans = [
      ...Array.from({ length: 20 }, () => scan(s.cashierApi, s, st.id, { code: '4790002000010' })),
      ...Array.from({ length: 20 }, () => scan(s.ownerApi, s, st.id, { productId: s.soap })),
      scan(s.ownerApi, s, st.id, { code: 'TEA-1', quantity: 12 }),
      scan(s.cashierApi, s, st.id, { code: 'TEA-1', quantity: '15' }),
    ];
    const answers = await Promise.all(scans);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    // Weighed goods are typed in kg.
    expect((await scan(s.ownerApi, s, st.id, { productId: s.dhal, quantity: 11.75 })).statusCode).toBe(200);

    const detail = (await s.ownerApi.get(STOCKTAKE_PATHS.one(s.b, st.id))).json();
    const line = (id: number) => detail.lines.find((l: { productId: number }) => l.productId === id);
    expect(line(s.soap)).toMatchObject({ counted: 41, expected: 40, difference: 1, unitCost: 50, differenceValue: 50 });
    expect(line(s.tea)).toMatchObject({ counted: 27, expected: 30, difference: -3, differenceValue: -120 });
    expect(line(s.dhal)).toMatchObject({ counted: 11.75, expected: 12.5, difference: -0.75, differenceValue: -225 });
    expect(detail.totals).toEqual({ valueShort: -345, valueOver: 50, value: -295, linesWithDifference: 3 });
    expect(detail.uncounted.count).toBe(0);

    const posted = await s.ownerApi.post(STOCKTAKE_PATHS.post(s.b, st.id), {}, key());
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().status).toBe('posted');
    // Soap: 41 counted − 3 sold after its first count = 38 (the stock was 37 after the sale: +1).
    expect(await stockOf(s.soap)).toBe(38_000);
    expect(await stockOf(s.tea)).toBe(27_000);
    expect(await stockOf(s.dhal)).toBe(11_750);
    const counts = await ctx.db
      .select({ productId: stockMovements.productId, quantity: stockMovements.quantity, reference: stockMovements.reference })
      .from(stockMovements)
      .where(and(eq(stockMovements.businessId, s.b), eq(stockMovements.kind, 'count')));
    expect(counts.sort((a, b) => a.productId - b.productId)).toEqual(
      [
        { productId: s.soap, quantity: 1000, reference: `ST-${st.id}` },
        { productId: s.tea, quantity: -3000, reference: `ST-${st.id}` },
        { productId: s.dhal, quantity: -750, reference: `ST-${st.id}` },
      ].sort((a, b) => a.productId - b.productId),
    );
    await expectLedgerTrue(s.b);

    // Posted: read-only.
    const late = await scan(s.cashierApi, s, st.id, { productId: s.soap });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('STOCKTAKE_CLOSED');
    expect((await s.ownerApi.post(STOCKTAKE_PATHS.post(s.b, st.id), {}, key())).statusCode).toBe(409);
    expect((await s.ownerApi.post(STOCKTAKE_PATHS.cancel(s.b, st.id), {})).statusCode).toBe(409);
  });

  it('a count of some categories: products outside are refused; uncounted ones are left unless counted as 0 at posting', async () => {
    const s = await shop();
    const st = await start(s, { name: 'Household and drinks', categoryIds: [s.household, s.drinks] });
    expect((await s.ownerApi.get(STOCKTAKE_PATHS.one(s.b, st.id))).json()).toMatchObject({
      categories: ['Drinks', 'Household'],
      uncounted: { count: 2 },
    });
    const outside = await scan(s.ownerApi, s, st.id, { productId: s.dhal, quantity: 1 });
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toMatchObject({ code: 'STOCKTAKE_OUT_OF_SCOPE', message: 'Dhal is not part of this count' });
    const unknown = await scan(s.ownerApi, s, st.id, { code: '999' });
    expect(unknown.json()).toMatchObject({ code: 'STOCKTAKE_CODE_UNKNOWN', message: 'No product has the code 999' });
    expect((await scan(s.ownerApi, s, st.id, { productId: s.tea, quantity: 28 })).statusCode).toBe(200);
    // A correction replaces the figure.
    const set = await scan(s.ownerApi, s, st.id, { productId: s.tea, quantity: 29, mode: 'set' });
    expect(set.json().line).toMatchObject({ counted: 29, expected: 30 });
    const posted = await s.ownerApi.post(STOCKTAKE_PATHS.post(s.b, st.id), { uncounted: 'zero' }, key());
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().lines.find((l: { productId: number }) => l.productId === s.soap)).toMatchObject({
      zeroed: true,
      counted: 0,
      expected: 40,
    });
    expect(await stockOf(s.tea)).toBe(29_000);
    expect(await stockOf(s.soap)).toBe(0);
    expect(await stockOf(s.dhal)).toBe(12_500);

    // The default leaves uncounted products as they are.
    const second = await start(s, { name: 'Drinks again', categoryIds: [s.drinks] });
    expect((await s.ownerApi.post(STOCKTAKE_PATHS.post(s.b, second.id), {}, key())).json()).toMatchObject({
      code: 'STOCKTAKE_NOTHING_COUNTED',
    });
    await scan(s.ownerApi, s, second.id, { productId: s.tea, quantity: 29 });
    const replayKey = key();
    const first = await s.ownerApi.post(STOCKTAKE_PATHS.post(s.b, second.id), {}, replayKey);
    const again = await s.ownerApi.post(STOCKTAKE_PATHS.post(s.b, second.id), {}, replayKey);
    expect(first.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await stockOf(s.tea)).toBe(29_000);
    await expectLedgerTrue(s.b);
  });

  it('validation: a name is required, weighed goods need a typed quantity, whole units stay whole; an unknown category is 404', async () => {
    const s = await shop();
    const noName = await s.ownerApi.post(STOCKTAKE_PATHS.list(s.b), { name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fieldErrors.name).toEqual(['Give the count a name']);
    expect((await s.ownerApi.post(STOCKTAKE_PATHS.list(s.b), { name: 'X', categoryIds: [2_000_000_000] })).statusCode).toBe(404);
    const st = await start(s);
    const weigh = await scan(s.cashierApi, s, st.id, { productId: s.dhal });
    expect(weigh.statusCode).toBe(422);
    expect(weigh.json()).toMatchObject({
      code: 'STOCKTAKE_QUANTITY_NEEDED',
      message: 'Type the quantity of Dhal: it is sold by weight or measure',
    });
    const half = await scan(s.cashierApi, s, st.id, { productId: s.soap, quantity: 1.5 });
    expect(half.statusCode).toBe(400);
    expect(half.json().fieldErrors.quantity).toEqual(['Soap is counted in whole units']);
    expect((await scan(s.cashierApi, s, st.id, {})).json().fieldErrors.code).toEqual(['Scan or choose a product']);
    expect((await scan(s.cashierApi, s, st.id, { productId: s.soap, quantity: -1 })).statusCode).toBe(400);
  });

  it("a weighed pack's scale label counts its weight (or its price worked back to kg); a misread label is unknown", async () => {
    const s = await shop();
    const st = await start(s);
    const line = async (code: string, extra: Record<string, unknown> = {}) => {
      const res = await scan(s.cashierApi, s, st.id, { code, ...extra });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().line as { productId: number; counted: number };
    };
    // 21 00101 00750 7: PLU 101 (dhal), 0.750 kg; twice is 1.5 kg.
    expect(await line('2100101007507')).toMatchObject({ productId: s.dhal, counted: 0.75 });
    expect(await line('2100101007507')).toMatchObject({ counted: 1.5 });
    // 23 00101 00450 0: LKR 4.50 of dhal at LKR 100/kg = 0.045 kg.
    expect(await line('2300101004500')).toMatchObject({ counted: 1.545 });
    // A typed quantity wins over the label's.
    expect(await line('2100101012501', { quantity: 2 })).toMatchObject({ counted: 3.545 });
    const misread = await scan(s.cashierApi, s, st.id, { code: '2100101007508' });
    expect(misread.statusCode).toBe(422);
    expect(misread.json()).toMatchObject({ code: 'STOCKTAKE_CODE_UNKNOWN', message: 'No product has the code 2100101007508' });
  });

  it('cashiers count blind and may not start, post or cancel; cancel leaves stock alone', async () => {
    const s = await shop();
    expect((await s.cashierApi.post(STOCKTAKE_PATHS.list(s.b), { name: 'Mine' })).statusCode).toBe(403);
    const st = await start(s);
    const counted = await scan(s.cashierApi, s, st.id, { productId: s.soap, quantity: 39 });
    expect(counted.json().line).toMatchObject({ counted: 39, expected: null, difference: null, differenceValue: null });
    const seen = (await s.cashierApi.get(STOCKTAKE_PATHS.one(s.b, st.id))).json();
    expect(seen.totals).toBeNull();
    expect(seen.uncounted.products.every((p: { stock: number | null }) => p.stock === null)).toBe(true);
    expect((await s.cashierApi.get(STOCKTAKE_PATHS.list(s.b))).json().stocktakes).toHaveLength(1);
    expect((await s.cashierApi.post(STOCKTAKE_PATHS.post(s.b, st.id), {}, key())).statusCode).toBe(403);
    expect((await s.cashierApi.post(STOCKTAKE_PATHS.cancel(s.b, st.id), {})).statusCode).toBe(403);
    const cancelled = await s.ownerApi.post(STOCKTAKE_PATHS.cancel(s.b, st.id), {});
    expect(cancelled.json().status).toBe('cancelled');
    expect(await stockOf(s.soap)).toBe(40_000);
    expect((await scan(s.cashierApi, s, st.id, { productId: s.soap })).statusCode).toBe(409);
  });

  it("another business's stocktake is not found (404), and so are our products in its count", async () => {
    const s = await shop();
    const other = await shop();
    const st = await start(s);
    const theirs = await start(other);
    expect((await other.ownerApi.get(STOCKTAKE_PATHS.one(s.b, st.id))).statusCode).toBe(404);
    expect((await other.ownerApi.get(STOCKTAKE_PATHS.one(other.b, st.id))).statusCode).toBe(404);
    expect((await other.cashierApi.post(STOCKTAKE_PATHS.counts(other.b, st.id), { productId: s.soap }, key())).statusCode).toBe(404);
    expect((await other.ownerApi.post(STOCKTAKE_PATHS.post(other.b, st.id), {}, key())).statusCode).toBe(404);
    expect((await other.ownerApi.post(STOCKTAKE_PATHS.cancel(other.b, st.id), {})).statusCode).toBe(404);
    const foreignProduct = await scan(other.ownerApi, other, theirs.id, { productId: s.soap });
    expect(foreignProduct.statusCode).toBe(404);
    expect((await other.ownerApi.get(STOCKTAKE_PATHS.list(other.b))).json().stocktakes.map((t: { id: number }) => t.id)).toEqual([
      theirs.id,
    ]);
  });
});
