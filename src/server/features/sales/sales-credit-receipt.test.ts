import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debtorEntries, debtors } from '#server/db/schema';
import { createShop, type Api } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

// A credit sale's receipt shows when it is due and what the customer owes
// after it, so the answer of POST /sales carries both; a cash sale answers nothing of the kind.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function debtorId(businessId: number): Promise<number> {
  const [row] = await ctx.db.select({ id: debtors.id }).from(debtors).where(eq(debtors.businessId, businessId));
  return row.id;
}

const sell = (api: Api, businessId: number, body: unknown) =>
  api.post(`/api/businesses/${businessId}/sales`, body, { 'idempotency-key': randomUUID() });

describe('POST /sales: the credit facts a receipt prints', () => {
  it('a credit sale answers its due date and the debtor balance after it; a cash sale answers none', async () => {
    const shop = await createShop(ctx.app);
    const res = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, {
      name: 'Rice',
      sellingPrice: 1000,
      stock: 100,
      vatRate: 0,
    });
    const productId = (res.json() as { id: number }).id;
    const debtorInfo = { name: 'Kamala Silva', phone: '0771234567' };
    const credit = (quantity: number, phone = debtorInfo.phone) =>
      sell(shop.cashierApi, shop.business.id, {
        items: [{ productId, quantity }],
        paymentMethod: 'credit',
        debtorInfo: { ...debtorInfo, phone },
      });

    const first = await credit(1);
    expect(first.statusCode).toBe(201);
    const a = first.json();
    expect(a.credit).toEqual({ dueDate: new Date(Date.parse(a.saleDate) + 30 * 86_400_000).toISOString(), balance: 1000 });

    // the same debtor (matched by phone): the balance is all they owe after this sale
    const second = (await credit(2, '+94 77 123 4567')).json();
    expect(second.credit.balance).toBe(3000);

    // a reprint (GET /sales/:id) prints the same facts: the balance as it stood right after that sale
    await ctx.db
      .insert(debtorEntries)
      .values({ businessId: shop.business.id, debtorId: await debtorId(shop.business.id), kind: 'payment', amountCents: 50_000 });
    const reprint = (id: number) => shop.cashierApi.get(`/api/businesses/${shop.business.id}/sales/${id}`);
    expect((await reprint(a.id)).json().credit).toEqual(a.credit);
    expect((await reprint(second.id)).json().credit).toEqual(second.credit);

    const cash = await sell(shop.cashierApi, shop.business.id, { items: [{ productId, quantity: 1 }], paymentMethod: 'cash' });
    expect(cash.statusCode).toBe(201);
    expect(cash.json()).not.toHaveProperty('credit');
    expect((await reprint(cash.json().id)).json()).not.toHaveProperty('credit');
  });
});
