/**
 * Returns through the API: a return's money exactly as the sale charged it (its share of
 * the cart discount and VAT), stock back through the ledger, the sale's status, 409s, replays, the
 * credit note series, write-offs and other tenants.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_MESSAGES, RETURNS_PATHS, type SaleReturn } from '#shared/contracts/returns';
import { auditTrail, saleRefunds, saleReturnItems, saleReturns } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import {
  addProduct,
  expectClean,
  key,
  movementsOf,
  openShift,
  postReturn,
  readSale,
  returned,
  sell,
  stockOf,
  vatShop,
} from '#testing/returns-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** 3 × 1,180.00 (VAT 18 included) less 5%: 3,363.00, of which VAT 513.00 and discount 177.00. */
async function saleOfThree() {
  const shop = await vatShop(ctx.app, ctx.db);
  const b = shop.business.id;
  await openShift(shop.cashierApi, b);
  const sale = await sell(shop.cashierApi, b, {
    items: [{ productId: shop.productId, quantity: 3 }],
    discountPercent: 5,
    paymentMethod: 'cash',
  });
  expect(sale).toMatchObject({ totalAmount: 3363, vatAmount: 513, discountAmount: 177 });
  const read = await readSale(shop.cashierApi, b, sale.id);
  return { shop, b, sale: read, itemId: read.items[0].id! };
}

async function countRows(table: typeof saleReturns | typeof saleReturnItems | typeof saleRefunds, businessId: number) {
  const [row] = await ctx.db.select({ n: count() }).from(table).where(eq(table.businessId, businessId));
  return row.n;
}

describe('POST …/sales/:saleId/returns', () => {
  it('1 of 3 back: its share of the discount and VAT, stock +1 with a return movement, then the rest, then 409', async () => {
    const { shop, b, sale, itemId } = await saleOfThree();
    expect(sale).toMatchObject({ status: 'completed', returns: [], items: [{ id: itemId, returnedQuantity: 0 }] });
    const before = await stockOf(ctx.db, b, shop.productId);
    const first = await returned(shop.cashierApi, b, sale.id, {
      lines: [{ saleItemId: itemId, quantity: 1, restock: true, reason: 'changed_mind' }],
      refund: [{ method: 'cash', amount: 1121 }],
    });
    expect(first).toMatchObject({
      kind: 'return',
      creditNoteNumber: 'CN-000001',
      saleId: sale.id,
      invoiceNumber: sale.invoiceNumber,
      totalAmount: 1121,
      vatAmount: 171,
      subtotal: 950,
      discountAmount: 59,
      vatRegistered: true,
      refund: [{ method: 'cash', amount: 1121, reference: null, creditTo: null }],
      lines: [{ saleItemId: itemId, quantity: 1, total: 1121, vatAmount: 171, subtotal: 950, discountShare: 59, restock: true }],
    });
    expect(first.shiftId).not.toBeNull();
    expect(await stockOf(ctx.db, b, shop.productId)).toBe(before + 1000);
    const last = (await movementsOf(ctx.db, b, shop.productId)).at(-1)!;
    expect(last).toMatchObject({ kind: 'return', quantity: 1000, reference: 'CN-000001', referenceId: first.id });

    const partly = await readSale(shop.cashierApi, b, sale.id);
    expect(partly).toMatchObject({
      status: 'partly_returned',
      items: [{ id: itemId, returnedQuantity: 1 }],
      returns: [{ id: first.id, kind: 'return', creditNoteNumber: 'CN-000001', totalAmount: 1121 }],
    });

    // The rest: 2 more give back exactly what is left of the line (3363 − 1121).
    const rest = await returned(shop.cashierApi, b, sale.id, {
      lines: [{ saleItemId: itemId, quantity: 2 }],
      refund: [{ method: 'card', amount: 2242, reference: 'VISA 4412' }],
    });
    expect(rest).toMatchObject({ creditNoteNumber: 'CN-000002', totalAmount: 2242, vatAmount: 342, discountAmount: 118 });
    expect((await readSale(shop.cashierApi, b, sale.id)).status).toBe('returned');

    const third = await postReturn(shop.cashierApi, b, sale.id, { lines: [{ saleItemId: itemId, quantity: 1 }], refund: [] });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(RETURN_MESSAGES.saleReturned);
    const audits = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, b), eq(auditTrail.action, 'sale.return')));
    expect(audits).toHaveLength(2);
    await expectClean(ctx.db, b);
  });

  it('more than is left: 409 RETURN_EXCEEDS_SOLD; a line not on the sale or twice: 400; refunds that do not add up: 400', async () => {
    const { shop, b, sale, itemId } = await saleOfThree();
    const over = await postReturn(shop.cashierApi, b, sale.id, { lines: [{ saleItemId: itemId, quantity: 4 }], refund: [] });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'RETURN_EXCEEDS_SOLD', message: 'Cannot return more than was sold' });
    const stranger = await postReturn(shop.cashierApi, b, sale.id, { lines: [{ saleItemId: itemId + 999, quantity: 1 }], refund: [] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(RETURN_MESSAGES.lineNotOnSale);
    const twice = await postReturn(shop.cashierApi, b, sale.id, {
      lines: [
        { saleItemId: itemId, quantity: 1 },
        { saleItemId: itemId, quantity: 1 },
      ],
      refund: [{ method: 'cash', amount: 2242 }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(RETURN_MESSAGES.lineTwice);
    const half = await postReturn(shop.cashierApi, b, sale.id, { lines: [{ saleItemId: itemId, quantity: 0.5 }], refund: [] });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe(RETURN_MESSAGES.fractionNotAllowed);
    const short = await postReturn(shop.cashierApi, b, sale.id, {
      lines: [{ saleItemId: itemId, quantity: 1 }],
      refund: [{ method: 'cash', amount: 1000 }],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.refund).toEqual([RETURN_MESSAGES.refundsMismatch]);
    const noCustomer = await postReturn(shop.cashierApi, b, sale.id, {
      lines: [{ saleItemId: itemId, quantity: 1 }],
      refund: [{ method: 'credit', amount: 1121 }],
    });
    expect(noCustomer.statusCode).toBe(422);
    expect(noCustomer.json().message).toBe(RETURN_MESSAGES.creditRefundNoCustomer);
    const noKey = await postReturn(shop.cashierApi, b, sale.id, { lines: [{ saleItemId: itemId, quantity: 1 }], refund: [] }, {});
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toBe(RETURN_MESSAGES.idempotencyKeyRequired);
    expect(await countRows(saleReturns, b)).toBe(0);
    await expectClean(ctx.db, b);
  });

  it('a replayed Idempotency-Key answers the same credit note and writes nothing twice', async () => {
    const { shop, b, sale, itemId } = await saleOfThree();
    const headers = key();
    const body = { lines: [{ saleItemId: itemId, quantity: 1 }], refund: [{ method: 'cash' as const, amount: 1121 }] };
    const first = await postReturn(shop.cashierApi, b, sale.id, body, headers);
    expect(first.statusCode, first.body).toBe(201);
    const stock = await stockOf(ctx.db, b, shop.productId);
    const again = await postReturn(shop.cashierApi, b, sale.id, body, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countRows(saleReturns, b)).toBe(1);
    expect(await countRows(saleReturnItems, b)).toBe(1);
    expect(await countRows(saleRefunds, b)).toBe(1);
    expect(await stockOf(ctx.db, b, shop.productId)).toBe(stock);
    const reused = await postReturn(shop.cashierApi, b, sale.id, { ...body, lines: [{ saleItemId: itemId, quantity: 2 }] }, headers);
    expect(reused.statusCode).toBe(422);
  });

  it('10 simultaneous returns of the last unit: exactly one credit note, the others 409', async () => {
    const { shop, b, sale, itemId } = await saleOfThree();
    await returned(shop.cashierApi, b, sale.id, {
      lines: [{ saleItemId: itemId, quantity: 2 }],
      refund: [{ method: 'cash', amount: 2242 }],
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postReturn(shop.cashierApi, b, sale.id, {
          lines: [{ saleItemId: itemId, quantity: 1 }],
          refund: [{ method: 'cash', amount: 1121 }],
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect(await countRows(saleReturns, b)).toBe(2);
    expect((await readSale(shop.cashierApi, b, sale.id)).status).toBe('returned');
    await expectClean(ctx.db, b);
  });

  it('not restocked: no stock movement, listed in the write-off list with only those lines; a reprint reads it', async () => {
    const { shop, b, sale, itemId } = await saleOfThree();
    const stock = await stockOf(ctx.db, b, shop.productId);
    const damaged = await returned(shop.cashierApi, b, sale.id, {
      lines: [{ saleItemId: itemId, quantity: 1, restock: false, reason: 'damaged' }],
      refund: [{ method: 'cash', amount: 1121 }],
    });
    expect(await stockOf(ctx.db, b, shop.productId)).toBe(stock);
    const list = await shop.ownerApi.get(`${RETURNS_PATHS.returns(b)}?restocked=false`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, returns: [{ id: damaged.id, lines: [{ restock: false, reason: 'damaged' }] }] });
    const all = await shop.ownerApi.get(RETURNS_PATHS.returns(b));
    expect((all.json().returns as SaleReturn[]).map((r) => r.id)).toEqual([damaged.id]);
    // Nothing of it went back on the shelf: the restocked list is empty.
    expect((await shop.ownerApi.get(`${RETURNS_PATHS.returns(b)}?restocked=true`)).json()).toMatchObject({ total: 0, returns: [] });
    const reprint = await shop.cashierApi.get(RETURNS_PATHS.return(b, damaged.id));
    expect(reprint.statusCode).toBe(200);
    expect(reprint.json()).toEqual(damaged);
    // The list is the admin's; a cashier reads one return (a reprint) but not the list.
    expect((await shop.cashierApi.get(RETURNS_PATHS.returns(b))).statusCode).toBe(403);
    await expectClean(ctx.db, b);
  });

  it('weighed goods come back in part: 0.25 of 1.5 kg, its exact share; the list filters by day and kind', async () => {
    const shop = await vatShop(ctx.app, ctx.db);
    const b = shop.business.id;
    await openShift(shop.cashierApi, b);
    const dhal = await addProduct(shop.ownerApi, b, { name: 'Dhal', sellingPrice: 400, vatRate: 18, unit: 'kg' });
    const sale = await sell(shop.cashierApi, b, { items: [{ productId: dhal, quantity: 1.5 }], paymentMethod: 'cash' });
    expect(sale.totalAmount).toBe(600);
    const itemId = (await readSale(shop.cashierApi, b, sale.id)).items[0].id!;
    const part = await returned(shop.cashierApi, b, sale.id, {
      lines: [{ saleItemId: itemId, quantity: 0.25 }],
      refund: [{ method: 'cash', amount: 100 }],
    });
    // The sale's VAT 91.53 (600 × 18/118 rounded): a sixth of it is 15.255 → 15.26.
    expect(part).toMatchObject({ totalAmount: 100, vatAmount: 15.26, lines: [{ unit: 'kg', quantity: 0.25 }] });
    expect(await stockOf(ctx.db, b, dhal)).toBe(100_000 - 1250);
    const today = new Date().toISOString().slice(0, 10);
    const ids = async (q: string) =>
      ((await shop.ownerApi.get(`${RETURNS_PATHS.returns(b)}?${q}`)).json().returns as SaleReturn[]).map((r) => r.id);
    expect(await ids('kind=return')).toEqual([part.id]);
    expect(await ids('kind=void')).toEqual([]);
    expect(await ids('from=2020-01-01&to=2020-01-31')).toEqual([]);
    expect(await ids(`from=2020-01-01&to=2099-12-31`)).toEqual([part.id]);
    expect((await shop.ownerApi.get(`${RETURNS_PATHS.returns(b)}?from=${today}x`)).statusCode).toBe(400);
    await expectClean(ctx.db, b);
  });

  it('the sale by its invoice number (any case); another business: 404 on every route', async () => {
    const { shop, b, sale, itemId } = await saleOfThree();
    const ret = await returned(shop.cashierApi, b, sale.id, {
      lines: [{ saleItemId: itemId, quantity: 1 }],
      refund: [{ method: 'cash', amount: 1121 }],
    });
    const found = await shop.cashierApi.get(RETURNS_PATHS.saleByInvoice(b, sale.invoiceNumber.toLowerCase()));
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ id: sale.id, status: 'partly_returned', items: [{ id: itemId, returnedQuantity: 1 }] });
    expect((await shop.cashierApi.get(RETURNS_PATHS.saleByInvoice(b, 'NOPE-1'))).statusCode).toBe(404);

    const other = await createShop(ctx.app);
    const ob = other.business.id;
    await openShift(other.ownerApi, ob);
    const line = { lines: [{ saleItemId: itemId, quantity: 1 }], refund: [] };
    expect((await postReturn(other.ownerApi, ob, sale.id, line)).statusCode).toBe(404);
    expect((await other.ownerApi.post(RETURNS_PATHS.saleVoid(ob, sale.id), { reason: 'x' }, key())).statusCode).toBe(404);
    // The exchange's 404 for another business: exchange.test.ts.
    expect((await other.ownerApi.get(RETURNS_PATHS.saleByInvoice(ob, sale.invoiceNumber))).statusCode).toBe(404);
    expect((await other.ownerApi.get(RETURNS_PATHS.return(ob, ret.id))).statusCode).toBe(404);
    expect((await other.ownerApi.get(RETURNS_PATHS.returns(ob))).json()).toMatchObject({ total: 0, returns: [] });
    // The path's business is not theirs: 403/404 before anything is read.
    expect([403, 404]).toContain((await other.ownerApi.get(RETURNS_PATHS.return(b, ret.id))).statusCode);
  });
});
