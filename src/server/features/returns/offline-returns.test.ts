import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURNS_PATHS } from '#shared/contracts/returns';
import { sales, saleReturns, terminals } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { addProduct, expectClean, openShift, postReturn, readSale, sell } from '#testing/returns-helpers';

// A return made on an offline till, synced later (docs/decisions/0016-offline-till.md): recorded at the
// till's time, the cashier's days limit judged then; the same terminal rules as a sale's.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const DAY = 86_400_000;

async function addTerminal(businessId: number, isActive = true) {
  const deviceId = randomUUID();
  const [t] = await ctx.db
    .insert(terminals)
    .values({ businessId, code: `R${Math.floor(Math.random() * 99999)}`, name: 'Till', deviceId, isActive })
    .returning();
  return { id: t.id, deviceId };
}

/** A shop where a cashier returns only on the sale's day, with a sale of two days ago. */
async function shopWithOldSale() {
  const shop = await createShop(ctx.app);
  const b = shop.business.id;
  expect((await shop.ownerApi.post('/api/business-settings', { cashierReturnDays: 0 })).statusCode).toBe(200);
  const productId = await addProduct(shop.ownerApi, b, { name: 'Rice 5kg', sellingPrice: 1000, vatRate: 0 });
  await openShift(shop.cashierApi, b);
  const sale = await sell(shop.cashierApi, b, { items: [{ productId, quantity: 3 }], paymentMethod: 'cash' });
  const soldAt = new Date(Date.now() - 2 * DAY);
  await ctx.db.update(sales).set({ saleDate: soldAt }).where(eq(sales.id, sale.id));
  const itemId = (await readSale(shop.cashierApi, b, sale.id)).items[0].id!;
  const terminal = await addTerminal(b);
  const body = { lines: [{ saleItemId: itemId, quantity: 1 }], refund: [{ method: 'card' as const, amount: 1000 }] };
  return { ...shop, b, sale, soldAt, terminal, body };
}

describe('a return made offline', () => {
  it('is recorded at returnedAt and judged against the cashier’s days then', async () => {
    const s = await shopWithOldSale();
    // Sent now without a time: two days after the sale, beyond a cashier's limit.
    expect((await postReturn(s.cashierApi, s.b, s.sale.id, s.body)).statusCode).toBe(403);
    const res = await postReturn(s.cashierApi, s.b, s.sale.id, { ...s.body, returnedAt: s.soldAt.toISOString(), terminal: s.terminal });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().approvedBy).toBeNull();
    // Its credit note is numbered on arrival (the till printed it as pending), and a reprint shows the number.
    expect(res.json().creditNoteNumber).toMatch(/^CN-\d{6}$/);
    const reprint = await s.cashierApi.get(RETURNS_PATHS.return(s.b, res.json().id));
    expect(reprint.json().creditNoteNumber).toBe(res.json().creditNoteNumber);
    const [row] = await ctx.db.select().from(saleReturns).where(eq(saleReturns.id, res.json().id));
    expect(row.returnDate.toISOString()).toBe(s.soldAt.toISOString());
    // Made offline a day after the sale: beyond the limit all the same.
    const late = new Date(s.soldAt.getTime() + DAY).toISOString();
    expect((await postReturn(s.cashierApi, s.b, s.sale.id, { ...s.body, returnedAt: late, terminal: s.terminal })).statusCode).toBe(403);
    await expectClean(ctx.db, s.b);
  });

  it('needs a registered terminal of the business on this device and a time within the bounds', async () => {
    const s = await shopWithOldSale();
    const other = await createShop(ctx.app);
    const returnedAt = s.soldAt.toISOString();
    const post = (extra: Record<string, unknown>) => postReturn(s.cashierApi, s.b, s.sale.id, { ...s.body, returnedAt, ...extra });
    const bare = await post({});
    expect([bare.statusCode, bare.json().fieldCodes.returnedAt[0].code]).toEqual([400, 'OFFLINE_TIME_WITHOUT_TERMINAL']);
    expect((await post({ terminal: await addTerminal(other.business.id) })).statusCode).toBe(404);
    const device = await post({ terminal: { id: s.terminal.id, deviceId: randomUUID() } });
    expect([device.statusCode, device.json().code]).toEqual([409, 'TERMINAL_OTHER_DEVICE']);
    const retired = await post({ terminal: await addTerminal(s.b, false) });
    expect([retired.statusCode, retired.json().code]).toEqual([409, 'TERMINAL_RETIRED']);
    const ahead = await post({ terminal: s.terminal, returnedAt: new Date(Date.now() + 10 * 60_000).toISOString() });
    expect([ahead.statusCode, ahead.json().code]).toEqual([422, 'OFFLINE_TIME_IN_FUTURE']);
    const old = await post({ terminal: s.terminal, returnedAt: new Date(Date.now() - 9 * DAY).toISOString() });
    expect([old.statusCode, old.json().code]).toEqual([422, 'OFFLINE_TIME_TOO_OLD']);
    expect(await ctx.db.select().from(saleReturns).where(eq(saleReturns.businessId, s.b))).toHaveLength(0);
    // Another business cannot return the sale with its own terminal either.
    const foreign = await postReturn(other.ownerApi, other.business.id, s.sale.id, {
      ...s.body,
      returnedAt,
      terminal: await addTerminal(other.business.id),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
