import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debtors } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

// A debtor's credit limit: stored in cents, answered in the Debtor view, cleared by an
// empty value, unchanged when absent.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const list = (id: number) => `/api/businesses/${id}/debtors`;
const limitCentsOf = async (id: number) => (await ctx.db.select().from(debtors).where(eq(debtors.id, id)))[0].creditLimitCents;

describe('a debtor’s credit limit', () => {
  it('is stored on create, answered in the list and the ledger, changed, kept when absent, cleared when empty', async () => {
    const shop = await createShop(ctx.app);
    const created = await shop.ownerApi.post(list(shop.business.id), { name: 'Kamal', totalDebt: 100, creditLimit: '5000.50' });
    expect(created.statusCode).toBe(201);
    const d = created.json();
    expect(d.creditLimit).toBe(5000.5);
    expect(await limitCentsOf(d.id)).toBe(500050);
    expect((await shop.ownerApi.get(list(shop.business.id))).json()[0].creditLimit).toBe(5000.5);
    expect((await shop.ownerApi.get(`/api/debtors/${d.id}/ledger`)).json().debtor.creditLimit).toBe(5000.5);

    const changed = await shop.ownerApi.put(`/api/debtors/${d.id}`, { name: 'Kamal', creditLimit: 2500 });
    expect(changed.json().creditLimit).toBe(2500);
    const absent = await shop.ownerApi.put(`/api/debtors/${d.id}`, { name: 'Kamal Perera' });
    expect(absent.json()).toMatchObject({ name: 'Kamal Perera', creditLimit: 2500 });
    expect(await limitCentsOf(d.id)).toBe(250000);

    const cleared = await shop.ownerApi.put(`/api/debtors/${d.id}`, { name: 'Kamal Perera', creditLimit: '' });
    expect(cleared.json().creditLimit).toBeNull();
    expect(await limitCentsOf(d.id)).toBeNull();
    await shop.ownerApi.put(`/api/debtors/${d.id}`, { name: 'Kamal Perera', creditLimit: 10 });
    expect((await shop.ownerApi.put(`/api/debtors/${d.id}`, { name: 'Kamal Perera', creditLimit: null })).json().creditLimit).toBeNull();
  });

  it('is none when not given, and a zero limit is kept as zero (nothing on credit)', async () => {
    const shop = await createShop(ctx.app);
    const none = (await shop.ownerApi.post(list(shop.business.id), { name: 'A', totalDebt: 1 })).json();
    expect(none.creditLimit).toBeNull();
    expect(await limitCentsOf(none.id)).toBeNull();
    const zero = (await shop.ownerApi.post(list(shop.business.id), { name: 'B', totalDebt: 1, creditLimit: 0 })).json();
    expect(zero.creditLimit).toBe(0);
  });

  it.each([['abc'], [-1], ['1.005']])('answers 400 for the limit %j and stores nothing', async (creditLimit) => {
    const shop = await createShop(ctx.app);
    const res = await shop.ownerApi.post(list(shop.business.id), { name: 'A', totalDebt: 1, creditLimit });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.creditLimit).toBeDefined();
    expect(await ctx.db.select().from(debtors).where(eq(debtors.businessId, shop.business.id))).toHaveLength(0);
  });

  it('another business cannot set it (404), a cashier neither (403)', async () => {
    const a = await createShop(ctx.app);
    const b = await createShop(ctx.app);
    const d = (await a.ownerApi.post(list(a.business.id), { name: 'A', totalDebt: 100, creditLimit: 100 })).json();
    expect((await b.ownerApi.put(`/api/debtors/${d.id}`, { name: 'A', creditLimit: 99999 })).statusCode).toBe(404);
    expect((await a.cashierApi.put(`/api/debtors/${d.id}`, { name: 'A', creditLimit: 99999 })).statusCode).toBe(403);
    expect((await a.cashierApi.post(list(a.business.id), { name: 'C', totalDebt: 1, creditLimit: 5 })).statusCode).toBe(403);
    expect(await limitCentsOf(d.id)).toBe(10000);
  });
});
