/**
 * How a sale is paid, through the API: split payments, cash tendered and change, the credit part on
 * the debtor, a cheque received, the seller's open shift, replays and other tenants.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, cheques, debtorEntries, debtors, products, salePayments, sales, shifts } from '#server/db/schema';
import { createShop, type Api } from '#testing/factories';
import { checkInvariants, formatViolations } from '#testing/invariants';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;

/** A shop (not VAT-registered: totals are the shelf prices) and a product at `price`. */
async function shopSelling(price: number) {
  const shop = await createShop(ctx.app);
  const res = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, {
    name: 'Rice 5kg',
    sellingPrice: price,
    stock: 100,
  });
  expect(res.statusCode).toBe(201);
  return { shop, productId: (res.json() as { id: number }).id };
}

const sell = (api: Api, businessId: number, body: unknown, key: string = randomUUID()) =>
  api.post(`/api/businesses/${businessId}/sales`, body, { 'idempotency-key': key });

const debtorInfo = { name: 'Kamala Silva', phone: '0771234567' };

async function countOf(table: typeof sales | typeof salePayments | typeof cheques, businessId: number) {
  const [row] = await ctx.db.select({ n: count() }).from(table).where(eq(table.businessId, businessId));
  return row.n;
}

async function expectClean(shop: Shop) {
  const report = await checkInvariants(ctx.db, { businessId: shop.business.id });
  expect(report.violations, formatViolations(report)).toEqual([]);
}

describe('POST /sales with payments', () => {
  it('a split of cash + card + credit: listed as split, partial, the credit part on the debtor and its ledger', async () => {
    const { shop, productId } = await shopSelling(1000);
    const b = shop.business.id;
    const res = await sell(shop.cashierApi, b, {
      items: [{ productId, quantity: 3 }],
      payments: [
        { method: 'cash', amount: '1000.00' },
        { method: 'card', amount: 1500, reference: 'VISA 4412' },
        { method: 'credit', amount: 500 },
      ],
      cashTendered: 1000,
      debtorInfo,
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json();
    expect(sale).toMatchObject({
      totalAmount: 3000,
      paymentMethod: 'split',
      paymentStatus: 'partial',
      cashTendered: 1000,
      changeDue: 0,
      shiftId: null,
      payments: [
        { method: 'cash', amount: 1000, reference: null, chequeNumber: null, chequeBank: null, chequeDate: null },
        { method: 'card', amount: 1500, reference: 'VISA 4412', chequeNumber: null, chequeBank: null, chequeDate: null },
        { method: 'credit', amount: 500, reference: null, chequeNumber: null, chequeBank: null, chequeDate: null },
      ],
    });
    // The receipt's credit facts: what the debtor owes now is the credit part only.
    expect(sale.credit.balance).toBe(500);
    const [debtor] = await ctx.db.select().from(debtors).where(eq(debtors.businessId, b));
    const entries = await ctx.db.select().from(debtorEntries).where(eq(debtorEntries.debtorId, debtor.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'charge',
      amountCents: 50_000,
      saleId: sale.id,
      notes: `Credit part of sale ${sale.invoiceNumber}`,
    });
    const rows = await ctx.db.select().from(salePayments).where(eq(salePayments.saleId, sale.id));
    expect(rows.map((r) => [r.method, r.amountCents])).toEqual([
      ['cash', 100_000],
      ['card', 150_000],
      ['credit', 50_000],
    ]);

    // Every read: the sale (a reprint also prints the credit facts), the till's recent sales, the admin's list.
    const read = (await shop.cashierApi.get(`/api/businesses/${b}/sales/${sale.id}`)).json();
    expect(read).toMatchObject({ ...sale, status: 'completed', returns: [] });
    const pos = (await shop.cashierApi.get(`/api/businesses/${b}/pos`)).json();
    expect(pos.recentSales[0]).toMatchObject({ id: sale.id, paymentMethod: 'split', paymentStatus: 'partial' });
    const list = async (q: string) =>
      ((await shop.ownerApi.get(`/api/businesses/${b}/sales${q}`)).json().sales as { id: number; paymentMethod: string }[]).map(
        (s) => s.id,
      );
    expect(await list('')).toEqual([sale.id]);
    // A split sale is found under each of its methods and under 'split'; not under one it does not use.
    expect(await list('?paymentMethod=card')).toEqual([sale.id]);
    expect(await list('?paymentMethod=split')).toEqual([sale.id]);
    expect(await list('?paymentMethod=lankaqr')).toEqual([]);
    await expectClean(shop);
  });

  it('payments that do not add up to the total: 400 on payments, nothing written', async () => {
    const { shop, productId } = await shopSelling(1000);
    const b = shop.business.id;
    for (const payments of [
      [{ method: 'cash', amount: 999.99 }],
      [
        { method: 'cash', amount: 600 },
        { method: 'card', amount: 400.01 },
      ],
    ]) {
      const res = await sell(shop.cashierApi, b, { items: [{ productId, quantity: 1 }], payments });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'PAYMENTS_MISMATCH',
        message: 'Payments must add up to the total',
        fieldErrors: { payments: ['Payments must add up to the total'] },
      });
    }
    expect(await countOf(sales, b)).toBe(0);
    const [p] = await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    expect(p.stock).toBe(100_000);
  });

  it.each([
    ['no payment at all', {}, 'paymentMethod'],
    ["'split' without payments", { paymentMethod: 'split' }, 'paymentMethod'],
    ['an unknown method', { payments: [{ method: 'bitcoin', amount: 10 }] }, 'payments.0.method'],
    ['a negative amount', { payments: [{ method: 'cash', amount: -1 }] }, 'payments.0.amount'],
    [
      'a cheque without its bank',
      { payments: [{ method: 'cheque', amount: 10, chequeNumber: '100234', chequeDate: '2026-12-01' }] },
      'payments.0.chequeBank',
    ],
  ])('%s: 400 with the field', async (_name, body, field) => {
    const { shop, productId } = await shopSelling(10);
    const res = await sell(shop.cashierApi, shop.business.id, { items: [{ productId, quantity: 1 }], ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors?.[field], res.body).toBeDefined();
  });

  it('cash tendered 5,000 on a 1,357.00 sale: change due 3,643.00, stored and read back', async () => {
    const { shop, productId } = await shopSelling(1357);
    const b = shop.business.id;
    const res = await sell(shop.cashierApi, b, { items: [{ productId, quantity: 1 }], paymentMethod: 'cash', cashTendered: '5000' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      totalAmount: 1357,
      paymentMethod: 'cash',
      paymentStatus: 'paid',
      cashTendered: 5000,
      changeDue: 3643,
      payments: [{ method: 'cash', amount: 1357 }],
    });
    const [row] = await ctx.db.select().from(sales).where(eq(sales.id, res.json().id));
    expect(row).toMatchObject({ cashTenderedCents: 500_000, changeDueCents: 364_300 });
    expect((await shop.cashierApi.get(`/api/businesses/${b}/sales/${row.id}`)).json()).toMatchObject({
      cashTendered: 5000,
      changeDue: 3643,
    });

    // Tendered below the cash share, or without cash: 400 on cashTendered.
    for (const body of [
      { paymentMethod: 'cash', cashTendered: 1356.99 },
      { payments: [{ method: 'card', amount: 1357 }], cashTendered: 2000 },
    ]) {
      const bad = await sell(shop.cashierApi, b, { items: [{ productId, quantity: 1 }], ...body });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().fieldErrors.cashTendered).toBeDefined();
    }
    // A card sale without tendered: no change, nothing tendered.
    const card = (await sell(shop.cashierApi, b, { items: [{ productId, quantity: 1 }], paymentMethod: 'card' })).json();
    expect(card).toMatchObject({ cashTendered: null, changeDue: 0, paymentStatus: 'paid' });
  });

  it('all on credit through payments reads as a credit sale: pending, the whole total on the debtor', async () => {
    const { shop, productId } = await shopSelling(250);
    const res = await sell(shop.cashierApi, shop.business.id, {
      items: [{ productId, quantity: 2 }],
      payments: [{ method: 'credit', amount: 500 }],
      debtorInfo,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ paymentMethod: 'credit', paymentStatus: 'pending', credit: { balance: 500 } });
    const [entry] = await ctx.db.select().from(debtorEntries).where(eq(debtorEntries.saleId, res.json().id));
    expect(entry.notes).toBe(`Credit sale ${res.json().invoiceNumber}`);
    // A credit part needs its debtor, as a credit sale does.
    const bad = await sell(shop.cashierApi, shop.business.id, {
      items: [{ productId, quantity: 2 }],
      payments: [
        { method: 'cash', amount: 100 },
        { method: 'credit', amount: 400 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.debtorInfo).toEqual(['Name and phone number are required for credit sales']);
    await expectClean(shop);
  });

  it('a cheque payment: a pending cheque with its drawer, and a cheque needs a customer or a name and phone', async () => {
    const { shop, productId } = await shopSelling(2000);
    const b = shop.business.id;
    const cheque = { method: 'cheque', amount: 1500, chequeNumber: '004512', chequeBank: 'Bank of Ceylon', chequeDate: '2027-01-15' };
    const res = await sell(shop.cashierApi, b, {
      items: [{ productId, quantity: 1 }],
      payments: [cheque, { method: 'cash', amount: 500 }],
      debtorInfo: { name: 'Perera Stores', phone: '0112345678' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json();
    expect(sale).toMatchObject({ paymentMethod: 'split', paymentStatus: 'paid', customerName: 'Perera Stores' });
    expect(sale.payments[0]).toEqual({ ...cheque, reference: null });
    const [row] = await ctx.db.select().from(cheques).where(eq(cheques.businessId, b));
    const [payment] = await ctx.db
      .select()
      .from(salePayments)
      .where(and(eq(salePayments.saleId, sale.id), eq(salePayments.method, 'cheque')));
    expect(row).toMatchObject({
      saleId: sale.id,
      salePaymentId: payment.id,
      customerId: null,
      drawerName: 'Perera Stores',
      bank: 'Bank of Ceylon',
      chequeNumber: '004512',
      chequeDate: '2027-01-15',
      amountCents: 150_000,
      status: 'pending',
    });

    // An attached customer is the drawer.
    const customer = await shop.ownerApi.post(`/api/businesses/${b}/customers`, { name: 'Saman Kumara', phone: '0771112233' });
    expect(customer.statusCode, customer.body).toBe(201);
    const withCustomer = await sell(shop.cashierApi, b, {
      items: [{ productId, quantity: 1 }],
      payments: [{ ...cheque, amount: 2000, chequeNumber: '004513' }],
      customerId: customer.json().id,
    });
    expect(withCustomer.statusCode, withCustomer.body).toBe(201);
    expect(withCustomer.json()).toMatchObject({ paymentMethod: 'cheque', paymentStatus: 'paid' });
    const [second] = await ctx.db.select().from(cheques).where(eq(cheques.saleId, withCustomer.json().id));
    expect(second).toMatchObject({ customerId: customer.json().id, drawerName: 'Saman Kumara', amountCents: 200_000 });

    // Nobody to take it from: 400, and no cheque was recorded.
    const nobody = await sell(shop.cashierApi, b, { items: [{ productId, quantity: 1 }], payments: [{ ...cheque, amount: 2000 }] });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe('Select a customer, or enter a name and phone number, to take a cheque');
    expect(nobody.json().fieldErrors.debtorInfo).toBeDefined();
    expect(await countOf(cheques, b)).toBe(2);
    await expectClean(shop);
  });

  it('lands in the seller’s open shift; none when closed or open for someone else', async () => {
    const { shop, productId } = await shopSelling(100);
    const b = shop.business.id;
    const one = () => sell(shop.cashierApi, b, { items: [{ productId, quantity: 1 }], paymentMethod: 'cash' });
    expect((await one()).json().shiftId).toBeNull();
    // The owner's open shift is not the cashier's.
    await ctx.db.insert(shifts).values({ businessId: b, userId: shop.owner.id, openingFloatCents: 500_000 });
    expect((await one()).json().shiftId).toBeNull();
    const [open] = await ctx.db.insert(shifts).values({ businessId: b, userId: shop.cashier.id, openingFloatCents: 500_000 }).returning();
    const inShift = (await one()).json();
    expect(inShift.shiftId).toBe(open.id);
    expect((await shop.cashierApi.get(`/api/businesses/${b}/sales/${inShift.id}`)).json().shiftId).toBe(open.id);
    const [row] = await ctx.db.select({ shiftId: sales.shiftId }).from(sales).where(eq(sales.id, inShift.id));
    expect(row.shiftId).toBe(open.id);
    // The walk-in sale's audit entry (written by the same statement) records the sale as answered, shift included.
    const [audit] = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.action, 'sale.create'), eq(auditTrail.entityId, String(inShift.id))));
    expect(audit.after).toMatchObject({ id: inShift.id, shiftId: open.id, payments: inShift.payments });
    await ctx.db.update(shifts).set({ closedAt: new Date() }).where(eq(shifts.id, open.id));
    expect((await one()).json().shiftId).toBeNull();
  });

  it('a split sale replayed with its key answers the same sale and writes nothing more', async () => {
    const { shop, productId } = await shopSelling(1000);
    const b = shop.business.id;
    const body = {
      items: [{ productId, quantity: 2 }],
      payments: [
        { method: 'cash', amount: 500 },
        { method: 'lankaqr', amount: 1000, reference: 'QR-88' },
        { method: 'credit', amount: 500 },
      ],
      cashTendered: 1000,
      debtorInfo,
    };
    const key = randomUUID();
    const first = await sell(shop.cashierApi, b, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await sell(shop.cashierApi, b, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countOf(sales, b)).toBe(1);
    expect(await countOf(salePayments, b)).toBe(3);
    const [d] = await ctx.db.select().from(debtors).where(eq(debtors.businessId, b));
    expect(await ctx.db.select().from(debtorEntries).where(eq(debtorEntries.debtorId, d.id))).toHaveLength(1);
    // The same key with other payments is another sale: 422.
    const other = await sell(shop.cashierApi, b, { ...body, payments: [{ method: 'card', amount: 2000 }], cashTendered: undefined }, key);
    expect(other.statusCode).toBe(422);
  });

  it('another business’s sale, product or sales route: 404, and its payments are not shown', async () => {
    const mine = await shopSelling(100);
    const theirs = await shopSelling(100);
    const sale = (
      await sell(theirs.shop.cashierApi, theirs.shop.business.id, {
        items: [{ productId: theirs.productId, quantity: 1 }],
        payments: [
          { method: 'cash', amount: 50 },
          { method: 'card', amount: 50 },
        ],
      })
    ).json();
    expect((await mine.shop.cashierApi.get(`/api/businesses/${mine.shop.business.id}/sales/${sale.id}`)).statusCode).toBe(404);
    expect((await mine.shop.cashierApi.get(`/api/businesses/${theirs.shop.business.id}/sales/${sale.id}`)).statusCode).toBe(404);
    const split = {
      payments: [
        { method: 'cash', amount: 50 },
        { method: 'card', amount: 50 },
      ],
    };
    const foreignProduct = await sell(mine.shop.cashierApi, mine.shop.business.id, {
      items: [{ productId: theirs.productId, quantity: 1 }],
      ...split,
    });
    expect(foreignProduct.statusCode).toBe(404);
    const foreignRoute = await sell(mine.shop.cashierApi, theirs.shop.business.id, {
      items: [{ productId: theirs.productId, quantity: 1 }],
      ...split,
    });
    expect(foreignRoute.statusCode).toBe(404);
    expect(await countOf(salePayments, mine.shop.business.id)).toBe(0);
    expect(await countOf(salePayments, theirs.shop.business.id)).toBe(2);
  });
});
