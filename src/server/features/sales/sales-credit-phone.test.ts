import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debtors, sales } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

// A past fault: a bad phone number on a credit sale was answered "Name and phone number are
// required for credit sales" although both had been filled in.
describe('POST /sales — the credit customer’s phone number', () => {
  it.each([['abc'], ['12345'], ['077 123 456'], ['077-CALL-NOW']])(
    'answers 400 "Phone number is not valid" on the phone field for %j, writing nothing',
    async (phone) => {
      const shop = await createShop(ctx.app);
      const p = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, { name: 'Dhal', sellingPrice: 100, stock: 10 });
      expect(p.statusCode).toBe(201);
      const res = await shop.cashierApi.post(
        `/api/businesses/${shop.business.id}/sales`,
        { items: [{ productId: p.json().id, quantity: 1 }], paymentMethod: 'credit', debtorInfo: { name: 'Sunil Perera', phone } },
        { 'idempotency-key': randomUUID() },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Phone number is not valid',
        code: 'INVALID_PHONE',
        fieldErrors: { 'debtorInfo.phone': ['Phone number is not valid'] },
      });
      const [s] = await ctx.db.select({ n: count() }).from(sales).where(eq(sales.businessId, shop.business.id));
      const [d] = await ctx.db.select({ n: count() }).from(debtors).where(eq(debtors.businessId, shop.business.id));
      expect([s.n, d.n]).toEqual([0, 0]);
    },
  );

  it('still asks for the name and phone when one is missing, and sells on credit to a valid number', async () => {
    const shop = await createShop(ctx.app);
    const p = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, { name: 'Dhal', sellingPrice: 100, stock: 10 });
    const sell = (debtorInfo: Record<string, string>) =>
      shop.cashierApi.post(
        `/api/businesses/${shop.business.id}/sales`,
        { items: [{ productId: p.json().id, quantity: 1 }], paymentMethod: 'credit', debtorInfo },
        { 'idempotency-key': randomUUID() },
      );
    const missing = await sell({ name: '', phone: '0771234567' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Name and phone number are required for credit sales');
    const ok = await sell({ name: 'Sunil Perera', phone: '+94 77 123 4567' });
    expect(ok.statusCode).toBe(201);
  });
});
