import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/ageing';
import { toZonedDateString } from '#shared/domain/time-zone';
import { auditTrail, supplierPaymentAllocations, supplierPayments } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { insertProduct } from '#testing/procurement-fixtures';
import { createTestApp, type TestContext } from '#testing/test-app';
import { listCreditors } from './creditors.service';
import { supplierStatement } from './supplier-statement';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;
const today = () => toZonedDateString(new Date(), 'Asia/Colombo');

async function setup(supplierBody: Record<string, unknown> = {}) {
  const shop = await createShop(ctx.app);
  const product = await insertProduct(ctx.db, shop.business.id, { name: 'Sugar 1kg', sku: 'SU-1', stock: 0, buyingPriceCents: 25_000 });
  const sup = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/suppliers`, { name: 'Lanka Distributors', ...supplierBody });
  expect(sup.statusCode, sup.body).toBe(201);
  return { shop, product, supplier: sup.json() as { id: number; creditDays: number | null } };
}

/** An approved order for `quantity` at `price`, received in full (on credit unless said otherwise). */
async function receive(
  shop: Shop,
  supplierId: number,
  productId: number,
  opts: { quantity: number; price: number; receivedDate?: string; dueDate?: string; onCredit?: boolean },
) {
  const po = await shop.ownerApi.post('/api/purchase-orders', {
    supplierId,
    status: 'approved',
    items: [{ productId, quantity: opts.quantity, unitPrice: opts.price }],
  });
  expect(po.statusCode, po.body).toBe(201);
  const grn = await shop.ownerApi.post('/api/goods-received-notes', {
    purchaseOrderId: po.json().id,
    receivedDate: opts.receivedDate ?? today(),
    onCredit: opts.onCredit ?? true,
    ...(opts.dueDate ? { dueDate: opts.dueDate } : {}),
    items: [{ productId, receivedQuantity: opts.quantity }],
  });
  expect(grn.statusCode, grn.body).toBe(201);
  return grn.json() as { id: number; grnNumber: string; onCredit: boolean; dueDate: string | null; totalAmount: number };
}

const creditorsOf = (shop: Shop) => shop.ownerApi.get(`/api/businesses/${shop.business.id}/creditors`);
const pay = (shop: Shop, supplierId: number, body: Record<string, unknown>, key?: string) =>
  shop.ownerApi.post(
    `/api/businesses/${shop.business.id}/suppliers/${supplierId}/payments`,
    { method: 'cash', ...body },
    key ? { 'idempotency-key': key } : {},
  );
const ledgerOf = (shop: Shop, supplierId: number) =>
  shop.ownerApi.get(`/api/businesses/${shop.business.id}/suppliers/${supplierId}/ledger`);
const paymentRows = (businessId: number) => ctx.db.select().from(supplierPayments).where(eq(supplierPayments.businessId, businessId));

describe('GRNs on credit', () => {
  it('a GRN on credit falls due after the supplier’s credit days and makes the supplier’s balance', async () => {
    const { shop, product, supplier } = await setup({ creditDays: 14 });
    expect(supplier.creditDays).toBe(14);
    const grn = await receive(shop, supplier.id, product.id, { quantity: 10, price: 250, receivedDate: today() });
    expect(grn).toMatchObject({ onCredit: true, dueDate: addDays(today(), 14), totalAmount: 2500 });
    await receive(shop, supplier.id, product.id, { quantity: 1, price: 100, onCredit: false });

    const res = await creditorsOf(shop);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      creditors: [
        {
          supplierId: supplier.id,
          name: 'Lanka Distributors',
          creditDays: 14,
          balance: 2500,
          overdue: false,
          nextDueDate: addDays(today(), 14),
        },
      ],
      totals: { balance: 2500, overdue: 0, dueSoon: 0 },
      dueSoon: [],
    });
    const ledger = (await ledgerOf(shop, supplier.id)).json();
    expect(ledger).toMatchObject({ balance: 2500, entries: [{ kind: 'grn', reference: grn.grnNumber, debit: 2500, balance: 2500 }] });
  });

  it('defaults to 30 days when the supplier has none, and takes a given due date', async () => {
    const { shop, product, supplier } = await setup();
    const a = await receive(shop, supplier.id, product.id, { quantity: 1, price: 10, receivedDate: '2026-01-10' });
    expect(a.dueDate).toBe('2026-02-09');
    const b = await receive(shop, supplier.id, product.id, { quantity: 1, price: 10, receivedDate: '2026-01-10', dueDate: '2026-01-20' });
    expect(b.dueDate).toBe('2026-01-20');
  });

  it('refuses to delete a paid GRN or reduce it below what was paid (409), and allows it unpaid', async () => {
    const { shop, product, supplier } = await setup();
    const paid = await receive(shop, supplier.id, product.id, { quantity: 4, price: 100 });
    const unpaid = await receive(shop, supplier.id, product.id, { quantity: 1, price: 100, receivedDate: addDays(today(), 1) });
    expect((await pay(shop, supplier.id, { amount: 300, allocations: [{ grnId: paid.id, amount: 300 }] })).statusCode).toBe(201);

    const del = await shop.ownerApi.delete(`/api/goods-received-notes/${paid.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({ code: 'GRN_PAID_DELETE' });
    const grnBody = (quantity: number, onCredit = true) => ({
      purchaseOrderId: (paid as unknown as { purchaseOrderId: number }).purchaseOrderId,
      receivedDate: today(),
      onCredit,
      items: [{ productId: product.id, receivedQuantity: quantity }],
    });
    const reduced = await shop.ownerApi.put(`/api/goods-received-notes/${paid.id}`, grnBody(2));
    expect(reduced.statusCode).toBe(409);
    expect(reduced.json().message).toBe('This goods received note has been paid LKR 300.00: its total cannot be less than that');
    expect((await shop.ownerApi.put(`/api/goods-received-notes/${paid.id}`, grnBody(4, false))).statusCode).toBe(409);
    expect((await shop.ownerApi.put(`/api/goods-received-notes/${paid.id}`, grnBody(3))).statusCode).toBe(200);
    expect((await shop.ownerApi.delete(`/api/goods-received-notes/${unpaid.id}`)).statusCode).toBe(204);
    expect((await ledgerOf(shop, supplier.id)).json().balance).toBe(0);
  });
});

describe('supplier payments', () => {
  it('a payment over two GRNs settles the oldest due first, audited', async () => {
    const { shop, product, supplier } = await setup();
    const older = await receive(shop, supplier.id, product.id, { quantity: 2, price: 500, receivedDate: '2026-01-01' });
    const newer = await receive(shop, supplier.id, product.id, { quantity: 3, price: 500, receivedDate: '2026-01-05' });
    const res = await pay(shop, supplier.id, { amount: '1600.00', paidOn: '2026-01-20', notes: 'Part payment' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      balance: 900,
      payment: {
        method: 'cash',
        amount: 1600,
        paidOn: '2026-01-20',
        supplierName: 'Lanka Distributors',
        allocations: [
          { grnId: older.id, amount: 1000 },
          { grnId: newer.id, amount: 600 },
        ],
      },
    });
    const ledger = (await ledgerOf(shop, supplier.id)).json();
    expect(ledger.openGrns).toMatchObject([{ id: newer.id, outstanding: 900, paid: 600 }]);
    expect(ledger.entries.map((e: { balance: number }) => e.balance)).toEqual([1000, 2500, 900]);
    const audits = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, shop.business.id), eq(auditTrail.action, 'supplier.payment')));
    expect(audits).toHaveLength(1);
  });

  it('takes named allocations and refuses one over a GRN’s outstanding, or not summing to the amount', async () => {
    const { shop, product, supplier } = await setup();
    const a = await receive(shop, supplier.id, product.id, { quantity: 1, price: 100, receivedDate: '2026-01-01' });
    const b = await receive(shop, supplier.id, product.id, { quantity: 1, price: 200, receivedDate: '2026-01-02' });
    const over = await pay(shop, supplier.id, { amount: 150, allocations: [{ grnId: a.id, amount: 150 }] });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'SUPPLIER_PAYMENT_OVER_GRN',
      message: `The amount allocated to ${a.grnNumber} is more than what is still owed on it`,
    });
    const short = await pay(shop, supplier.id, { amount: 150, allocations: [{ grnId: b.id, amount: 100 }] });
    expect(short.statusCode).toBe(400);
    const ok = await pay(shop, supplier.id, { amount: 150, allocations: [{ grnId: b.id, amount: 150 }] });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().payment.allocations).toMatchObject([{ grnId: b.id, amount: 150 }]);
    const cashGrn = await receive(shop, supplier.id, product.id, { quantity: 1, price: 5, onCredit: false });
    const notCredit = await pay(shop, supplier.id, { amount: 5, allocations: [{ grnId: cashGrn.id, amount: 5 }] });
    expect(notCredit.statusCode).toBe(409);
    expect(notCredit.json().code).toBe('SUPPLIER_PAYMENT_GRN_NOT_ON_CREDIT');
  });

  it('an overpayment answers 409 and writes nothing', async () => {
    const { shop, product, supplier } = await setup();
    await receive(shop, supplier.id, product.id, { quantity: 1, price: 1000 });
    const res = await pay(shop, supplier.id, { amount: 1000.01 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SUPPLIER_PAYMENT_OVER_BALANCE',
      message: 'The payment is more than what is owed to this supplier',
    });
    expect(await paymentRows(shop.business.id)).toHaveLength(0);
    expect(
      await ctx.db.select().from(supplierPaymentAllocations).where(eq(supplierPaymentAllocations.businessId, shop.business.id)),
    ).toHaveLength(0);
  });

  it('a replayed Idempotency-Key records one payment and answers the first', async () => {
    const { shop, product, supplier } = await setup();
    await receive(shop, supplier.id, product.id, { quantity: 1, price: 1000 });
    const key = 'supplier-pay-0001-abcdef';
    const first = await pay(shop, supplier.id, { amount: 400 }, key);
    const second = await pay(shop, supplier.id, { amount: 400 }, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    const rows = await paymentRows(shop.business.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].idempotencyKey).toBe(key);
    expect((await ledgerOf(shop, supplier.id)).json().balance).toBe(600);
  });

  it('a cheque needs its number, bank and date, and is listed among issued cheques (upcoming first)', async () => {
    const { shop, product, supplier } = await setup();
    await receive(shop, supplier.id, product.id, { quantity: 1, price: 3000 });
    const missing = await pay(shop, supplier.id, { method: 'cheque', amount: 100 });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors).sort()).toEqual(['chequeBank', 'chequeDate', 'chequeNumber']);
    expect((await pay(shop, supplier.id, { method: 'bank_transfer', amount: 100 })).json().fieldErrors).toHaveProperty('reference');
    const ahead = addDays(today(), 5);
    const past = addDays(today(), -20);
    for (const [no, date] of [
      ['000123', past],
      ['000124', ahead],
    ])
      expect(
        (await pay(shop, supplier.id, { method: 'cheque', amount: 1000, chequeNumber: no, chequeBank: 'BOC', chequeDate: date }))
          .statusCode,
      ).toBe(201);
    const res = await shop.ownerApi.get(`/api/businesses/${shop.business.id}/supplier-cheques`);
    expect(res.statusCode).toBe(200);
    expect(res.json().cheques).toMatchObject([
      { chequeNumber: '000124', bank: 'BOC', chequeDate: ahead, amount: 1000, supplierName: 'Lanka Distributors', upcoming: true },
      { chequeNumber: '000123', chequeDate: past, upcoming: false },
    ]);
    const ledger = (await ledgerOf(shop, supplier.id)).json();
    expect(ledger.entries.filter((e: { kind: string }) => e.kind === 'payment').map((e: { reference: string }) => e.reference)).toEqual([
      '000123',
      '000124',
    ]);
  });
});

describe('ageing', () => {
  it('puts each GRN’s outstanding into its bucket on a fixed date', async () => {
    const { shop, product, supplier } = await setup();
    const asOf = '2026-06-30';
    const due = [asOf, '2026-06-20', '2026-05-15', '2026-04-20', '2026-03-01'];
    for (const [i, dueDate] of due.entries())
      await receive(shop, supplier.id, product.id, { quantity: 1, price: (i + 1) * 100, receivedDate: '2026-01-01', dueDate });
    const list = await listCreditors(ctx.db, shop.business.id, new Date(`${asOf}T06:00:00Z`));
    expect(list.creditors[0]).toMatchObject({
      balance: 1500,
      overdue: true,
      nextDueDate: '2026-03-01',
      ageing: { current: 100, days1to30: 200, days31to60: 300, days61to90: 400, over90: 500, total: 1500 },
    });
    expect(list.totals).toMatchObject({ balance: 1500, overdue: 1400, dueSoon: 1500 });

    // The statement's opening and closing balances agree with the ledger, and ages on its last day.
    expect((await pay(shop, supplier.id, { amount: 500, paidOn: '2026-02-01' })).statusCode).toBe(201);
    const st = await supplierStatement(ctx.db, shop.business.id, supplier.id, { from: '2026-01-15', to: asOf });
    expect(st).toMatchObject({
      party: { kind: 'supplier', name: 'Lanka Distributors' },
      openingBalance: 1500,
      closingBalance: 1000,
      lines: [{ kind: 'supplier_payment', credit: 500, balance: 1000, date: '2026-02-01' }],
      ageing: { over90: 0, days61to90: 400, days31to60: 300, days1to30: 200, current: 100, total: 1000 },
    });
    const before = await supplierStatement(ctx.db, shop.business.id, supplier.id, { from: '2025-12-01', to: '2025-12-31' });
    expect(before).toMatchObject({ openingBalance: 0, closingBalance: 0, lines: [], ageing: { total: 0 } });
    await expect(supplierStatement(ctx.db, shop.business.id, supplier.id, { from: '2026-02-01', to: '2026-02-30' })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(supplierStatement(ctx.db, shop.business.id, supplier.id, { from: '2026-03-02', to: '2026-03-01' })).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});

describe('access', () => {
  it('another business’s supplier answers 404; a cashier 403', async () => {
    const { shop, product, supplier } = await setup();
    await receive(shop, supplier.id, product.id, { quantity: 1, price: 100 });
    const other = await setup();
    const mine = other.shop.business.id;
    expect((await other.shop.ownerApi.get(`/api/businesses/${mine}/suppliers/${supplier.id}/ledger`)).statusCode).toBe(404);
    expect((await other.shop.ownerApi.get(`/api/businesses/${mine}/suppliers/${supplier.id}/statement`)).statusCode).toBe(404);
    expect(
      (await other.shop.ownerApi.post(`/api/businesses/${mine}/suppliers/${supplier.id}/payments`, { method: 'cash', amount: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await other.shop.ownerApi.get(`/api/businesses/${shop.business.id}/creditors`)).statusCode).toBe(404);
    expect(await paymentRows(shop.business.id)).toHaveLength(0);

    expect((await shop.cashierApi.get(`/api/businesses/${shop.business.id}/creditors`)).statusCode).toBe(403);
    expect(
      (await shop.cashierApi.post(`/api/businesses/${shop.business.id}/suppliers/${supplier.id}/payments`, { method: 'cash', amount: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await shop.cashierApi.get(`/api/businesses/${shop.business.id}/supplier-cheques`)).statusCode).toBe(403);
    expect(await paymentRows(shop.business.id)).toHaveLength(0);
  });

  it('the statement route answers the Statement JSON for a range', async () => {
    const { shop, product, supplier } = await setup();
    const grn = await receive(shop, supplier.id, product.id, { quantity: 2, price: 100, receivedDate: '2026-03-03' });
    const res = await shop.ownerApi.get(
      `/api/businesses/${shop.business.id}/suppliers/${supplier.id}/statement?from=2026-03-01&to=2026-03-31`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      openingBalance: 0,
      closingBalance: 200,
      lines: [{ kind: 'grn', reference: grn.grnNumber, debit: 200 }],
    });
    const bad = await shop.ownerApi.get(
      `/api/businesses/${shop.business.id}/suppliers/${supplier.id}/statement?from=2026-03-31&to=2026-03-01`,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('demo data', () => {
  it('takes three deliveries on credit (one overdue) and pays Lanka Milk Foods partly by a cheque dated ahead', async () => {
    const { seedDemoProcurement } = await import('#server/db/seed/procurement.demo');
    const { seedDemoCreditors } = await import('#server/db/seed/creditors.demo');
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    await insertProduct(ctx.db, b, { name: 'Munchee Lemon Puff', stock: 50_000, buyingPriceCents: 18_000 });
    await insertProduct(ctx.db, b, { name: 'Maliban Cream Crackers', stock: 0, buyingPriceCents: 32_000 });
    await insertProduct(ctx.db, b, { name: 'Anchor Milk Powder 400g', stock: 0, buyingPriceCents: 98_000 });
    const seed = { businessId: b, userId: shop.owner.id, now: new Date() };
    await ctx.db.transaction(async (tx) => {
      await seedDemoProcurement(tx, seed);
      await seedDemoCreditors(tx, seed);
    });
    const list = (await creditorsOf(shop)).json();
    expect(list.creditors.map((c: { name: string }) => c.name).sort()).toEqual(['Ceylon Biscuits Distributors', 'Lanka Milk Foods']);
    expect(list.totals.overdue).toBeGreaterThan(0);
    expect(list.totals.dueSoon).toBeGreaterThan(0);
    const cheques = (await shop.ownerApi.get(`/api/businesses/${b}/supplier-cheques`)).json().cheques;
    expect(cheques).toMatchObject([{ chequeNumber: '004512', supplierName: 'Lanka Milk Foods', upcoming: true }]);
  });
});
