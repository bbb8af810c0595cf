import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Api } from '../../../testing/factories';
import { createTestApp, type TestContext } from '../../../testing/test-app';

// Issue 13, point 19: a credit sale's receipt shows when it is due and what the customer owes
// after it, so the answer of POST /sales carries both; a cash sale answers nothing of the kind.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

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
      nbtRate: 0,
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

    const cash = await sell(shop.cashierApi, shop.business.id, { items: [{ productId, quantity: 1 }], paymentMethod: 'cash' });
    expect(cash.statusCode).toBe(201);
    expect(cash.json()).not.toHaveProperty('credit');
  });
});
