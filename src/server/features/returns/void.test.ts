/**
 * Voids through the API: a void reverses stock, debt, points and the drawer in the sale's
 * own shift, keeps the invoice number, and is refused after the shift closed, after a return, twice,
 * and to a cashier without an admin's PIN.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_MESSAGES, RETURNS_PATHS } from '#shared/contracts/returns';
import type { Sale } from '#shared/contracts/sales';
import { SHIFT_PATHS } from '#shared/contracts/shifts';
import { userPinPath } from '#shared/contracts/users';
import { auditTrail, cheques, customers, saleRefunds, saleReturns, sales } from '#server/db/schema';
import { createShop, type Api } from '#testing/factories';
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
} from '#testing/returns-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function shop(settings: Record<string, unknown> = {}) {
  const s = await createShop(ctx.app);
  const b = s.business.id;
  if (Object.keys(settings).length) expect((await s.ownerApi.post('/api/business-settings', settings)).statusCode).toBe(200);
  const productId = await addProduct(s.ownerApi, b, { name: 'Rice 5kg', sellingPrice: 1000, vatRate: 0 });
  const shift = await openShift(s.cashierApi, b);
  expect((await s.ownerApi.put(userPinPath(b, s.owner.id), { pin: '2468' })).statusCode).toBe(204);
  return { ...s, b, productId, shift };
}

const voidSale = (api: Api, b: number, saleId: number, body: Record<string, unknown> = { reason: 'Rang up the wrong items' }) =>
  api.post(RETURNS_PATHS.saleVoid(b, saleId), body, key());

const debtorInfo = { name: 'Kamala Silva', phone: '0771234567' };

describe('POST …/sales/:saleId/void', () => {
  it("reverses stock, debt, points and the drawer in the sale's shift; the sale reads VOID and keeps its number", async () => {
    const s = await shop({ crmEnabled: true, loyaltyEnabled: true, pointsPerRupee: 1 });
    const c = await s.ownerApi.post(`/api/businesses/${s.b}/customers`, { name: 'Saman Kumara', phone: '0771112233' });
    const customerId = (c.json() as { id: number }).id;
    // 1,000 points to spend first, then a 3,000.00 sale: 500 points off, 1,000.00 cash, 1,500.00 on credit.
    await sell(s.cashierApi, s.b, { items: [{ productId: s.productId, quantity: 1 }], paymentMethod: 'card', customerId });
    const stockBefore = await stockOf(ctx.db, s.b, s.productId);
    const sale = await sell(s.cashierApi, s.b, {
      items: [{ productId: s.productId, quantity: 3 }],
      customerId,
      redeemPoints: 500,
      payments: [
        { method: 'cash', amount: 1000 },
        { method: 'credit', amount: 1500 },
      ],
      debtorInfo,
    });
    expect(sale).toMatchObject({ totalAmount: 2500, pointsEarned: 2500, pointsRedeemed: 500, loyaltyBalance: 3000, shiftId: s.shift.id });

    const res = await voidSale(s.ownerApi, s.b, sale.id);
    expect(res.statusCode, res.body).toBe(200);
    const voided = res.json() as Sale;
    expect(voided).toMatchObject({
      id: sale.id,
      invoiceNumber: sale.invoiceNumber,
      status: 'void',
      voidReason: 'Rang up the wrong items',
      returns: [{ kind: 'void', creditNoteNumber: null, totalAmount: 2500 }],
      items: [{ returnedQuantity: 3 }],
    });
    expect(voided.voidedAt).toEqual(expect.any(String));
    expect(await stockOf(ctx.db, s.b, s.productId)).toBe(stockBefore);
    const last = (await movementsOf(ctx.db, s.b, s.productId)).at(-1)!;
    expect(last).toMatchObject({ kind: 'void', quantity: 3000, reference: sale.invoiceNumber, referenceId: voided.returns![0].id });
    // The drawer: the cash back out of the sale's shift; the credit part off the debt.
    const refunds = await ctx.db.select().from(saleRefunds).where(eq(saleRefunds.businessId, s.b));
    expect(refunds.map((r) => [r.method, r.amountCents, r.creditTo, r.shiftId])).toEqual([
      ['cash', 100_000, null, s.shift.id],
      ['credit', 150_000, 'debt', s.shift.id],
    ]);
    const [ret] = await ctx.db.select().from(saleReturns).where(eq(saleReturns.businessId, s.b));
    expect(ret).toMatchObject({ kind: 'void', shiftId: s.shift.id, pointsReversed: 2500, pointsRestored: 500, pointsShortfall: 0 });
    const customer = (await s.ownerApi.get(`/api/customers/${customerId}`)).json();
    expect(customer).toMatchObject({ loyaltyPoints: 1000, totalPurchases: 1 });
    const [row] = await ctx.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row.totalSpentCents).toBe(100_000);
    const audits = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, s.b), eq(auditTrail.action, 'sale.void')));
    expect(audits).toHaveLength(1);

    // Twice: 409; a return of a void sale: 409.
    const again = await voidSale(s.ownerApi, s.b, sale.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RETURN_MESSAGES.alreadyVoid);
    const ret2 = await postReturn(s.cashierApi, s.b, sale.id, { lines: [{ saleItemId: voided.items[0].id!, quantity: 1 }], refund: [] });
    expect(ret2.statusCode).toBe(409);
    expect(ret2.json().message).toBe(RETURN_MESSAGES.saleVoid);
    await expectClean(ctx.db, s.b);
  });

  it('after the shift closed: 409; after a return: 409', async () => {
    const s = await shop();
    const a = await sell(s.cashierApi, s.b, { items: [{ productId: s.productId, quantity: 2 }], paymentMethod: 'cash' });
    const b2 = await sell(s.cashierApi, s.b, { items: [{ productId: s.productId, quantity: 2 }], paymentMethod: 'cash' });
    const itemId = (await readSale(s.cashierApi, s.b, b2.id)).items[0].id!;
    await returned(s.cashierApi, s.b, b2.id, { lines: [{ saleItemId: itemId, quantity: 1 }], refund: [{ method: 'cash', amount: 1000 }] });
    const withReturn = await voidSale(s.ownerApi, s.b, b2.id);
    expect(withReturn.statusCode).toBe(409);
    expect(withReturn.json().message).toBe(RETURN_MESSAGES.voidHasReturns);
    const closed = await s.cashierApi.post(SHIFT_PATHS.close(s.b, s.shift.id), { countedCash: 8000 }, key());
    expect(closed.statusCode, closed.body).toBe(200);
    const late = await voidSale(s.ownerApi, s.b, a.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RETURN_MESSAGES.voidShiftClosed);
    expect((await readSale(s.ownerApi, s.b, a.id)).status).toBe('completed');
  });

  it("a cashier: 403 VOID_APPROVAL_REQUIRED without an admin's PIN, 200 with it; a sale in no shift: its own day only", async () => {
    const s = await shop({ cashiersWorkInShifts: false });
    const sale = await sell(s.cashierApi, s.b, { items: [{ productId: s.productId, quantity: 1 }], paymentMethod: 'card' });
    const refused = await voidSale(s.cashierApi, s.b, sale.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'VOID_APPROVAL_REQUIRED', message: RETURN_MESSAGES.voidApprovalRequired });
    const ok = await voidSale(s.cashierApi, s.b, sale.id, { reason: 'Wrong customer', approval: { userId: s.owner.id, pin: '2468' } });
    expect(ok.statusCode, ok.body).toBe(200);
    const approvals = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, s.b), eq(auditTrail.action, 'void.approved')));
    expect(approvals).toHaveLength(1);

    // The owner sells without a shift; a day later the sale may no longer be voided.
    const noShift = await sell(s.ownerApi, s.b, { items: [{ productId: s.productId, quantity: 1 }], paymentMethod: 'card' });
    expect(noShift.shiftId).toBeNull();
    await ctx.db
      .update(sales)
      .set({ saleDate: new Date(Date.now() - 86_400_000) })
      .where(eq(sales.id, noShift.id));
    const dayOver = await voidSale(s.ownerApi, s.b, noShift.id);
    expect(dayOver.statusCode).toBe(409);
    expect(dayOver.json().message).toBe(RETURN_MESSAGES.voidDayOver);
    expect((await voidSale(s.ownerApi, s.b, noShift.id, {})).statusCode).toBe(400);
    await expectClean(ctx.db, s.b);
  });

  it('a pending cheque is handed back (its row removed); a deposited one: 409', async () => {
    const s = await shop();
    const cheque = { method: 'cheque', amount: 1000, chequeNumber: '004512', chequeBank: 'BOC', chequeDate: '2026-12-01' };
    const one = await sell(s.cashierApi, s.b, { items: [{ productId: s.productId, quantity: 1 }], payments: [cheque], debtorInfo });
    const two = await sell(s.cashierApi, s.b, { items: [{ productId: s.productId, quantity: 1 }], payments: [cheque], debtorInfo });
    expect((await voidSale(s.ownerApi, s.b, one.id)).statusCode).toBe(200);
    const left = await ctx.db.select().from(cheques).where(eq(cheques.businessId, s.b));
    expect(left.map((c) => c.saleId)).toEqual([two.id]);
    await ctx.db.update(cheques).set({ status: 'deposited' }).where(eq(cheques.saleId, two.id));
    const handled = await voidSale(s.ownerApi, s.b, two.id);
    expect(handled.statusCode).toBe(409);
    expect(handled.json().message).toBe(RETURN_MESSAGES.voidChequeHandled);
    await expectClean(ctx.db, s.b);
  });
});
