/**
 * Returns, where the money goes: a credit sale's return lowers the debt (never below zero),
 * store credit for a CRM customer, loyalty points reversed (and a shortfall when they were spent),
 * the customer's totals, cash only from an open shift, and a cashier's limit with an admin's PIN.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_MESSAGES, RETURNS_PATHS } from '#shared/contracts/returns';
import { userPinPath } from '#shared/contracts/users';
import { auditTrail, customers, debtorEntries, sales } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { checkInvariants } from '#testing/invariants';
import { createTestApp, type TestContext } from '#testing/test-app';
import { addProduct, expectClean, key, openShift, postReturn, readSale, returned, sell, type Shop } from '#testing/returns-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** A shop (not VAT-registered) selling one product at 1,000.00; the cashier's shift open. */
async function plainShop(settings: Record<string, unknown> = {}) {
  const shop = await createShop(ctx.app);
  const b = shop.business.id;
  if (Object.keys(settings).length) expect((await shop.ownerApi.post('/api/business-settings', settings)).statusCode).toBe(200);
  const productId = await addProduct(shop.ownerApi, b, { name: 'Rice 5kg', sellingPrice: 1000, vatRate: 0 });
  await openShift(shop.cashierApi, b);
  return { ...shop, b, productId };
}

const debtorInfo = { name: 'Kamala Silva', phone: '0771234567' };

async function debtOf(businessId: number): Promise<number> {
  const result = await ctx.db.execute(sql`
    select coalesce(sum(case when kind = 'charge' then amount_cents else -amount_cents end), 0)::bigint as balance
    from debtor_entries where business_id = ${businessId}`);
  return Number((result as unknown as { rows: { balance: string }[] }).rows[0].balance);
}

async function addCustomer(shop: Shop) {
  const res = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/customers`, { name: 'Saman Kumara', phone: '0771112233' });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

async function customerRow(id: number) {
  const [row] = await ctx.db.select().from(customers).where(eq(customers.id, id));
  return row;
}

const pointsOf = async (shop: Shop, id: number) => (await shop.ownerApi.get(`/api/customers/${id}`)).json().loyaltyPoints as number;

describe('a return of a credit sale', () => {
  it('credit refunds lower the debt with an entry naming the credit note; the payment status follows; 0 left → paid', async () => {
    const s = await plainShop();
    const sale = await sell(s.cashierApi, s.b, { items: [{ productId: s.productId, quantity: 3 }], paymentMethod: 'credit', debtorInfo });
    const itemId = (await readSale(s.cashierApi, s.b, sale.id)).items[0].id!;
    expect(await debtOf(s.b)).toBe(300_000);
    const one = await returned(s.cashierApi, s.b, sale.id, {
      lines: [{ saleItemId: itemId, quantity: 1 }],
      refund: [{ method: 'credit', amount: 1000 }],
    });
    expect(one.refund).toEqual([{ method: 'credit', amount: 1000, reference: null, creditTo: 'debt' }]);
    expect(await debtOf(s.b)).toBe(200_000);
    const [entry] = await ctx.db
      .select()
      .from(debtorEntries)
      .where(and(eq(debtorEntries.businessId, s.b), eq(debtorEntries.kind, 'credit')));
    expect(entry).toMatchObject({
      saleId: sale.id,
      returnId: one.id,
      amountCents: 100_000,
      notes: `Return CN-000001 of ${sale.invoiceNumber}`,
    });
    expect((await readSale(s.cashierApi, s.b, sale.id)).paymentStatus).toBe('partial');
    await returned(s.cashierApi, s.b, sale.id, {
      lines: [{ saleItemId: itemId, quantity: 2 }],
      refund: [{ method: 'credit', amount: 2000 }],
    });
    expect(await debtOf(s.b)).toBe(0);
    expect(await readSale(s.cashierApi, s.b, sale.id)).toMatchObject({ status: 'returned', paymentStatus: 'paid' });
    await expectClean(ctx.db, s.b);
  });

  it('a split sale: more credit than is owed → 422; the rest in cash → 201 and the debt is 0, never below', async () => {
    const s = await plainShop();
    const sale = await sell(s.cashierApi, s.b, {
      items: [{ productId: s.productId, quantity: 3 }],
      payments: [
        { method: 'cash', amount: 2000 },
        { method: 'credit', amount: 1000 },
      ],
      debtorInfo,
    });
    const itemId = (await readSale(s.cashierApi, s.b, sale.id)).items[0].id!;
    const lines = [{ saleItemId: itemId, quantity: 2 }];
    const tooMuch = await postReturn(s.cashierApi, s.b, sale.id, { lines, refund: [{ method: 'credit', amount: 2000 }] });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe(RETURN_MESSAGES.creditRefundTooHigh);
    await returned(s.cashierApi, s.b, sale.id, {
      lines,
      refund: [
        { method: 'credit', amount: 1000 },
        { method: 'cash', amount: 1000 },
      ],
    });
    expect(await debtOf(s.b)).toBe(0);
    const report = await checkInvariants(ctx.db, { businessId: s.b });
    expect(report.debtorBalances.size).toBe(1);
    await expectClean(ctx.db, s.b);
  });
});

describe('a mixed workload at once', () => {
  it('returns, a credit sale, a debtor payment and a void of one debtor at the same moment: no deadlock, the books hold', async () => {
    const s = await plainShop({ crmEnabled: true, loyaltyEnabled: true, pointsPerRupee: 1 });
    const customerId = await addCustomer(s);
    const onCredit = { paymentMethod: 'credit', debtorInfo, customerId };
    const a = await sell(s.cashierApi, s.b, { items: [{ productId: s.productId, quantity: 3 }], ...onCredit });
    const v = await sell(s.cashierApi, s.b, { items: [{ productId: s.productId, quantity: 1 }], ...onCredit });
    const itemA = (await readSale(s.cashierApi, s.b, a.id)).items[0].id!;
    const [debtor] = await ctx.db.select().from(debtorEntries).where(eq(debtorEntries.businessId, s.b)).limit(1);
    const answers = await Promise.all([
      postReturn(s.cashierApi, s.b, a.id, { lines: [{ saleItemId: itemA, quantity: 1 }], refund: [{ method: 'credit', amount: 1000 }] }),
      postReturn(s.cashierApi, s.b, a.id, { lines: [{ saleItemId: itemA, quantity: 1 }], refund: [{ method: 'cash', amount: 1000 }] }),
      s.cashierApi.post(`/api/businesses/${s.b}/sales`, { items: [{ productId: s.productId, quantity: 2 }], ...onCredit }, key()),
      s.ownerApi.post(
        `/api/debtors/${debtor.debtorId}/payments`,
        { amount: 500, paymentMethod: 'cash', paymentDate: new Date().toISOString().slice(0, 10) },
        key(),
      ),
      s.ownerApi.post(RETURNS_PATHS.saleVoid(s.b, v.id), { reason: 'Twice' }, key()),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 200]);
    // 3,000 + 1,000 + 2,000 charged; 1,000 returned off the debt, 500 paid, the void's 1,000 off.
    expect(await debtOf(s.b)).toBe(350_000);
    await expectClean(ctx.db, s.b);
  });
});

describe("a return of a customer's sale", () => {
  it('takes back the points the returned part earned, lowers the totals, and records a shortfall when they were spent', async () => {
    const s = await plainShop({ crmEnabled: true, loyaltyEnabled: true, pointsPerRupee: 1 });
    const customerId = await addCustomer(s);
    const first = await sell(s.cashierApi, s.b, { items: [{ productId: s.productId, quantity: 2 }], paymentMethod: 'cash', customerId });
    expect(first.pointsEarned).toBe(2000);
    const itemId = (await readSale(s.cashierApi, s.b, first.id)).items[0].id!;
    const one = await returned(s.cashierApi, s.b, first.id, {
      lines: [{ saleItemId: itemId, quantity: 1 }],
      refund: [{ method: 'cash', amount: 1000 }],
    });
    expect(one).toMatchObject({ customerId, pointsReversed: 1000, pointsShortfall: 0 });
    expect(await pointsOf(s, customerId)).toBe(1000);
    expect(await customerRow(customerId)).toMatchObject({ totalSpentCents: 100_000, totalPurchases: 1 });

    // 1,000 points left; 800 are spent on a 2,000.00 sale (1,200.00 paid, 1,200 earned) → 1,400.
    const second = await sell(s.cashierApi, s.b, {
      items: [{ productId: s.productId, quantity: 2 }],
      paymentMethod: 'cash',
      customerId,
      redeemPoints: 800,
    });
    expect(second).toMatchObject({ totalAmount: 1200, pointsEarned: 1200, loyaltyBalance: 1400 });
    // Returning the whole second sale takes back its 1,200 points; then the first's last unit: 1,000 of the 200 left.
    const itemTwo = (await readSale(s.cashierApi, s.b, second.id)).items[0].id!;
    await returned(s.cashierApi, s.b, second.id, {
      lines: [{ saleItemId: itemTwo, quantity: 2 }],
      refund: [{ method: 'cash', amount: 1200 }],
    });
    expect(await pointsOf(s, customerId)).toBe(200);
    const last = await returned(s.cashierApi, s.b, first.id, {
      lines: [{ saleItemId: itemId, quantity: 1 }],
      refund: [{ method: 'cash', amount: 1000 }],
    });
    expect(last).toMatchObject({ pointsReversed: 200, pointsShortfall: 800 });
    expect(await pointsOf(s, customerId)).toBe(0);
    expect(await customerRow(customerId)).toMatchObject({ totalSpentCents: 0 });
    await expectClean(ctx.db, s.b);
  });

  it('a credit refund without a debt goes onto the customer’s store credit', async () => {
    const s = await plainShop({ crmEnabled: true });
    const customerId = await addCustomer(s);
    const sale = await sell(s.cashierApi, s.b, { items: [{ productId: s.productId, quantity: 1 }], paymentMethod: 'card', customerId });
    const itemId = (await readSale(s.cashierApi, s.b, sale.id)).items[0].id!;
    const ret = await returned(s.cashierApi, s.b, sale.id, {
      lines: [{ saleItemId: itemId, quantity: 1 }],
      refund: [{ method: 'credit', amount: 1000 }],
    });
    expect(ret.refund).toEqual([{ method: 'credit', amount: 1000, reference: null, creditTo: 'store' }]);
    expect((await customerRow(customerId)).storeCreditCents).toBe(100_000);
  });
});

describe('cash and the limits', () => {
  it('cash back needs an open shift when the shop works in shifts (409); card does not', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const productId = await addProduct(shop.ownerApi, b, { name: 'Soap', sellingPrice: 100, vatRate: 0 });
    const sale = await sell(shop.cashierApi, b, { items: [{ productId, quantity: 2 }], paymentMethod: 'cash' });
    const itemId = (await readSale(shop.cashierApi, b, sale.id)).items[0].id!;
    const lines = [{ saleItemId: itemId, quantity: 1 }];
    const cash = await postReturn(shop.cashierApi, b, sale.id, { lines, refund: [{ method: 'cash', amount: 100 }] });
    expect(cash.statusCode).toBe(409);
    expect(cash.json().message).toBe(RETURN_MESSAGES.openShiftRequired);
    const card = await returned(shop.cashierApi, b, sale.id, { lines, refund: [{ method: 'card', amount: 100 }] });
    expect(card.shiftId).toBeNull();
    // Shifts off: cash back without one.
    expect((await shop.ownerApi.post('/api/business-settings', { cashiersWorkInShifts: false })).statusCode).toBe(200);
    await returned(shop.cashierApi, b, sale.id, { lines, refund: [{ method: 'cash', amount: 100 }] });
  });

  it("a cashier over the limit: 403 without a PIN, 201 with the owner's (recorded and audited); an admin has no limit", async () => {
    const s = await plainShop({ cashierReturnLimit: 1500, cashierReturnDays: 0 });
    expect((await s.ownerApi.put(userPinPath(s.b, s.owner.id), { pin: '2468' })).statusCode).toBe(204);
    const sale = await sell(s.cashierApi, s.b, { items: [{ productId: s.productId, quantity: 5 }], paymentMethod: 'cash' });
    const itemId = (await readSale(s.cashierApi, s.b, sale.id)).items[0].id!;
    const two = { lines: [{ saleItemId: itemId, quantity: 2 }], refund: [{ method: 'cash' as const, amount: 2000 }] };
    const refused = await postReturn(s.cashierApi, s.b, sale.id, two);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'RETURN_APPROVAL_REQUIRED', message: RETURN_MESSAGES.returnApprovalRequired });
    const wrongPin = await postReturn(s.cashierApi, s.b, sale.id, { ...two, approval: { userId: s.owner.id, pin: '0000' } });
    expect(wrongPin.statusCode).toBe(403);
    const approved = await returned(s.cashierApi, s.b, sale.id, { ...two, approval: { userId: s.owner.id, pin: '2468' } });
    expect(approved.approvedBy).toBe(s.owner.id);
    const audits = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, s.b), eq(auditTrail.action, 'return.approved')));
    expect(audits).toHaveLength(1);
    // Within the limit: no PIN.
    const one = await returned(s.cashierApi, s.b, sale.id, {
      lines: [{ saleItemId: itemId, quantity: 1 }],
      refund: [{ method: 'cash', amount: 1000 }],
    });
    expect(one.approvedBy).toBeNull();
    // A sale of two days ago is beyond "the same day" even when small; the owner returns it without a PIN.
    await ctx.db
      .update(sales)
      .set({ saleDate: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(sales.id, sale.id));
    const old = { lines: [{ saleItemId: itemId, quantity: 1 }], refund: [{ method: 'card' as const, amount: 1000 }] };
    expect((await postReturn(s.cashierApi, s.b, sale.id, old)).statusCode).toBe(403);
    expect((await postReturn(s.ownerApi, s.b, sale.id, old)).statusCode).toBe(201);
  });
});
