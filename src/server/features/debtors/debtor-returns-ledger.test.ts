import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBTOR_PATHS, type DebtorLedger } from '#shared/contracts/debtors';
import { RETURNS_PATHS } from '#shared/contracts/returns';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { addProduct, key, readSale, returned, sell, type Shop } from '#testing/returns-helpers';

let ctx: TestContext;
let shop: Shop;
let debtorId: number;
let invoices: string[];
let creditNote: string;

/** Two credit sales to Kamala (2 × 1,000 and 1 × 500): one unit of the first returned off the debt, the second voided. */
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await createShop(ctx.app);
  const b = shop.business.id;
  const rice = await addProduct(shop.ownerApi, b, { name: 'Rice 5kg', sellingPrice: 1000, vatRate: 0 });
  const dhal = await addProduct(shop.ownerApi, b, { name: 'Dhal 1kg', sellingPrice: 500, vatRate: 0 });
  const debtorInfo = { name: 'Kamala Silva', phone: '0771234567' };
  const first = await sell(shop.ownerApi, b, { items: [{ productId: rice, quantity: 2 }], paymentMethod: 'credit', debtorInfo });
  const second = await sell(shop.ownerApi, b, { items: [{ productId: dhal, quantity: 1 }], paymentMethod: 'credit', debtorInfo });
  invoices = [first.invoiceNumber, second.invoiceNumber];
  const lineId = (await readSale(shop.ownerApi, b, first.id)).items[0].id!;
  const ret = await returned(shop.ownerApi, b, first.id, {
    lines: [{ saleItemId: lineId, quantity: 1, restock: true, reason: 'changed_mind' }],
    refund: [{ method: 'credit', amount: 1000 }],
  });
  creditNote = ret.creditNoteNumber!;
  const voided = await shop.ownerApi.post(RETURNS_PATHS.saleVoid(b, second.id), { reason: 'Wrong customer' }, key());
  expect(voided.statusCode, voided.body).toBe(200);
  debtorId = ((await shop.ownerApi.get(`/api/businesses/${b}/debtors`)).json() as Array<{ id: number }>)[0].id;
});
afterAll(async () => ctx.close());

describe("the debtor's ledger shows returns", () => {
  it('a credit with a return reads as the return: its credit note and the sale it came off; a void as the void', async () => {
    const res = await shop.ownerApi.get(DEBTOR_PATHS.ledger(debtorId));
    expect(res.statusCode, res.body).toBe(200);
    const ledger = res.json() as DebtorLedger;
    expect(ledger.credits).toHaveLength(2);
    const byKind = new Map(ledger.credits.map((c) => [c.kind, c]));
    expect(byKind.get('return')).toMatchObject({ amount: 1000, creditNoteNumber: creditNote, invoiceNumber: invoices[0] });
    expect(byKind.get('return')!.returnId).toEqual(expect.any(Number));
    expect(byKind.get('void')).toMatchObject({ amount: 500, creditNoteNumber: null, invoiceNumber: invoices[1] });
    // what is owed: 2,500 charged − 1,500 credited
    expect(ledger.debtor.remainingAmount).toBe(1000);
    expect(ledger.payments).toEqual([]);
  });

  it("is the admin's: another business's debtor answers 404, a cashier 403", async () => {
    const other = await createShop(ctx.app);
    expect((await other.ownerApi.get(DEBTOR_PATHS.ledger(debtorId))).statusCode).toBe(404);
    expect((await shop.cashierApi.get(DEBTOR_PATHS.ledger(debtorId))).statusCode).toBe(403);
  });
});
