import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_PATHS, type Customer, type CustomerSale } from '../../../shared/contracts/customers';
import { customers, saleItems, sales } from '../../db/schema';
import { createShop } from '../../../testing/factories';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import { insertReturnRows } from '../reports/returns-fixture.test-helper';

let ctx: TestContext;
type Shop = Awaited<ReturnType<typeof createShop>>;
let shop: Shop;
let customerId: number;
const ids: number[] = [];

/** Three sales of 2 × 50.00 to one customer: the first partly returned (CN-000007), the second voided, the third untouched. */
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await createShop(ctx.app);
  const b = shop.business.id;
  customerId = (await shop.ownerApi.post(`/api/businesses/${b}/customers`, { name: 'Nimal Perera', phone: '0771234567' })).json().id;
  const soap = (
    await shop.ownerApi.post(`/api/businesses/${b}/products`, { name: 'Soap', sellingPrice: 50, stock: 50, vatRate: 0, nbtRate: 0 })
  ).json() as { id: number };
  for (let i = 0; i < 3; i++) {
    const res = await shop.ownerApi.post(
      `/api/businesses/${b}/sales`,
      { items: [{ productId: soap.id, quantity: 2 }], paymentMethod: 'cash', customerId },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().id);
  }
  const [item] = await ctx.db
    .select()
    .from(saleItems)
    .where(and(eq(saleItems.businessId, b), eq(saleItems.saleId, ids[0])));
  await insertReturnRows(ctx.db, {
    businessId: b,
    saleId: ids[0],
    creditNoteNumber: 'CN-000007',
    lines: [{ saleItemId: item.id, quantity: 1000 }],
    refunds: [{ method: 'credit', creditTo: 'store' }],
  });
  await insertReturnRows(ctx.db, { businessId: b, saleId: ids[1], kind: 'void', reason: 'Wrong customer' });
  // The returns feature keeps these; the customer's history only reads them.
  await ctx.db.update(sales).set({ status: 'partly_returned' }).where(eq(sales.id, ids[0]));
  await ctx.db.update(sales).set({ status: 'void', voidedAt: new Date(), voidReason: 'Wrong customer' }).where(eq(sales.id, ids[1]));
  await ctx.db.update(customers).set({ storeCreditCents: 5_000 }).where(eq(customers.id, customerId));
});
afterAll(async () => ctx.close());

describe("a customer's purchase history (issue 19)", () => {
  it("shows each sale's status and the credit notes and void against it", async () => {
    const res = await shop.ownerApi.get(CUSTOMER_PATHS.sales(customerId));
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json() as CustomerSale[];
    const byId = new Map(history.map((s) => [s.id, s]));
    expect(byId.get(ids[0])).toMatchObject({ status: 'partly_returned', totalAmount: 100 });
    expect(byId.get(ids[0])!.returns).toEqual([
      { id: expect.any(Number), kind: 'return', creditNoteNumber: 'CN-000007', totalAmount: 50, createdAt: expect.any(String) },
    ]);
    expect(byId.get(ids[1])).toMatchObject({ status: 'void' });
    expect(byId.get(ids[1])!.returns).toMatchObject([{ kind: 'void', creditNoteNumber: null, totalAmount: 100 }]);
    expect(byId.get(ids[2])).toMatchObject({ status: 'completed', returns: [] });
  });

  it('shows the store credit on the customer, in the list and alone', async () => {
    const one = (await shop.ownerApi.get(CUSTOMER_PATHS.one(customerId))).json() as Customer;
    expect(one.storeCredit).toBe(50);
    const all = (await shop.ownerApi.get(`/api/businesses/${shop.business.id}/customers`)).json() as Customer[];
    expect(all.find((c) => c.id === customerId)!.storeCredit).toBe(50);
  });

  it("another business never sees this customer's history (404)", async () => {
    const other = await createShop(ctx.app);
    expect((await other.ownerApi.get(CUSTOMER_PATHS.sales(customerId))).statusCode).toBe(404);
  });
});
