import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_PATHS, type Customer, type CustomerSale } from '#shared/contracts/customers';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { RETURNS_PATHS } from '#shared/contracts/returns';
import { addProduct, key, openShift, readSale, returned, sell, type Shop } from '#testing/returns-helpers';

let ctx: TestContext;
let shop: Shop;
let customerId: number;
const ids: number[] = [];
let creditNote: string;

/** Three sales of 2 × 50.00 to one customer: one unit of the first back onto store credit, the second voided, the third untouched. */
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await createShop(ctx.app);
  const b = shop.business.id;
  customerId = (await shop.ownerApi.post(`/api/businesses/${b}/customers`, { name: 'Nimal Perera', phone: '0771234567' })).json().id;
  const soap = await addProduct(shop.ownerApi, b, { name: 'Soap', sellingPrice: 50, vatRate: 0 });
  // a void needs the sale's shift open
  await openShift(shop.ownerApi, b);
  for (let i = 0; i < 3; i++)
    ids.push((await sell(shop.ownerApi, b, { items: [{ productId: soap, quantity: 2 }], paymentMethod: 'cash', customerId })).id);
  const first = await readSale(shop.ownerApi, b, ids[0]);
  const ret = await returned(shop.ownerApi, b, ids[0], {
    lines: [{ saleItemId: first.items[0].id!, quantity: 1, restock: true, reason: 'changed_mind' }],
    refund: [{ method: 'credit', amount: 50 }],
  });
  creditNote = ret.creditNoteNumber!;
  const voided = await shop.ownerApi.post(RETURNS_PATHS.saleVoid(b, ids[1]), { reason: 'Wrong customer' }, key());
  expect(voided.statusCode, voided.body).toBe(200);
});
afterAll(async () => ctx.close());

describe("a customer's purchase history", () => {
  it("shows each sale's status and the credit notes and void against it", async () => {
    const res = await shop.ownerApi.get(CUSTOMER_PATHS.sales(customerId));
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json() as CustomerSale[];
    const byId = new Map(history.map((s) => [s.id, s]));
    expect(byId.get(ids[0])).toMatchObject({ status: 'partly_returned', totalAmount: 100 });
    expect(byId.get(ids[0])!.returns).toEqual([
      { id: expect.any(Number), kind: 'return', creditNoteNumber: creditNote, totalAmount: 50, createdAt: expect.any(String) },
    ]);
    expect(byId.get(ids[1])).toMatchObject({ status: 'void' });
    expect(byId.get(ids[1])!.returns).toMatchObject([{ kind: 'void', creditNoteNumber: null, totalAmount: 100 }]);
    expect(creditNote).toMatch(/^CN-\d{6}$/);
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
