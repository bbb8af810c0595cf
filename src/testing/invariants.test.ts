import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debtorEntries, products, saleIdempotency, saleItems, saleReturnItems, saleReturns, sales } from '../server/db/schema';
import { createShop } from './factories';
import { createTestApp, type TestContext } from './test-app';
import { checkInvariants, formatViolations } from './invariants';
import { writeReturn } from './returns-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const today = () => new Date().toISOString().slice(0, 10);

/** A shop with products, a goods receipt, cash and credit sales, a manual stock change and a payment — all through the API. */
async function busyShop() {
  const shop = await createShop(ctx.app);
  const b = shop.business.id;
  const api = shop.ownerApi;
  const rice = (
    await api.post(`/api/businesses/${b}/products`, { name: 'Nadu Rice', sellingPrice: 245.5, stock: 12.5, unit: 'kg', vatRate: 18 })
  ).json();
  const soap = (await api.post(`/api/businesses/${b}/products`, { name: 'Soap', sellingPrice: 95, stock: 40 })).json();
  const supplier = (await api.post(`/api/businesses/${b}/suppliers`, { name: 'Keells Wholesale' })).json();
  const order = (
    await api.post('/api/purchase-orders', {
      supplierId: supplier.id,
      status: 'approved',
      items: [
        { productId: rice.id, quantity: 100, unitPrice: 200 },
        { productId: soap.id, quantity: 100, unitPrice: 60 },
      ],
    })
  ).json();
  const grn = await api.post('/api/goods-received-notes', {
    purchaseOrderId: order.id,
    receivedDate: today(),
    items: [
      { productId: rice.id, receivedQuantity: 20, condition: 'good' },
      { productId: soap.id, receivedQuantity: 5, condition: 'damaged' },
    ],
  });
  expect(grn.statusCode, grn.body).toBe(201);
  const sale = (body: unknown) => api.post(`/api/businesses/${b}/sales`, body, { 'idempotency-key': randomUUID() });
  expect(
    (
      await sale({
        items: [
          { productId: rice.id, quantity: 2.25 },
          { productId: soap.id, quantity: 3 },
        ],
        paymentMethod: 'cash',
      })
    ).statusCode,
  ).toBe(201);
  const credit = await sale({
    items: [{ productId: soap.id, quantity: 10 }],
    paymentMethod: 'credit',
    discountAmount: 5,
    debtorInfo: { name: 'Nimal', phone: '0771234567' },
  });
  expect(credit.statusCode, credit.body).toBe(201);
  // A manual stock correction through the product form is part of the ledger.
  const edit = await api.put(`/api/products/${soap.id}`, {
    name: 'Soap',
    sellingPrice: 95,
    stock: 30,
    stockAdjustment: { reason: 'damaged', note: 'Wet carton' },
  });
  expect(edit.statusCode, edit.body).toBe(200);
  const debtors = (await api.get(`/api/businesses/${b}/debtors`)).json();
  const pay = await api.post(`/api/debtors/${debtors[0].id}/payments`, { amount: 100, paymentDate: today() });
  expect(pay.statusCode, pay.body).toBe(201);
  return { shop, rice, soap, creditSale: credit.json() };
}

describe('checkInvariants', () => {
  it('finds nothing wrong after sales, receipts, a stock correction and a payment made through the API', async () => {
    const { shop } = await busyShop();
    const report = await checkInvariants(ctx.db, { businessId: shop.business.id });
    expect(formatViolations(report)).toBe('');
    // Movements: 2 openings, 1 receipt, 3 sale lines, 1 adjustment.
    expect(report.checked).toMatchObject({ products: 2, stockMovements: 7, debtors: 1, creditSales: 1, sales: 2, saleLines: 3 });
    expect(report.checked.idempotencyKeys).toBe(2);
    // The balance the API reports is the one the ledger gives.
    const [debtor] = (await shop.ownerApi.get(`/api/businesses/${shop.business.id}/debtors`)).json();
    expect(Math.round(debtor.remainingAmount * 100)).toBe(report.debtorBalances.get(debtor.id));
  });

  it('reports stock that drifted from the sum of its movements', async () => {
    const { shop, rice } = await busyShop();
    await ctx.db
      .update(products)
      .set({ stock: sql`${products.stock} + 1` })
      .where(and(eq(products.businessId, shop.business.id), eq(products.id, rice.id)));
    const report = await checkInvariants(ctx.db, { businessId: shop.business.id });
    expect(report.violations).toHaveLength(1);
    expect(report.violations[0]).toMatchObject({ invariant: 'stock', entity: `product ${rice.id} (Nadu Rice)` });
    // 12.5 opening + 20 received − 2.25 sold = 30.25 kg in the ledger; 30.251 on the shelf.
    expect(report.violations[0].detail).toBe('stock 30251 ≠ Σ of its 3 movement(s) 30250 (thousandths)');
  });

  it('reports a batch whose quantity is not the sum of its movements, and a movement naming another product’s batch', async () => {
    const { shop, rice, soap } = await busyShop();
    const b = shop.business.id;
    const inserted = (await ctx.db.execute(sql`
      insert into stock_batches (business_id, product_id, batch_number, quantity, source)
      values (${b}, ${rice.id}, 'R-1', 5000, 'adjust') returning id`)) as unknown as { rows: { id: number }[] };
    const batchId = Number(inserted.rows[0].id);
    await ctx.db.execute(
      sql`update stock_movements set batch_id = ${batchId}
          where id = (select min(id) from stock_movements where business_id = ${b} and product_id = ${soap.id})`,
    );
    const report = await checkInvariants(ctx.db, { businessId: b });
    expect(report.violations.map((v) => [v.invariant, v.entity, v.detail])).toEqual([
      [
        'stock',
        `batch ${batchId} (R-1) of product ${rice.id}`,
        expect.stringMatching(/^quantity 5000 ≠ Σ of its movements -?\d+ \(thousandths\)$/),
      ],
      ['stock', expect.stringMatching(new RegExp(`^movement \\d+ of product ${soap.id}$`)), `names a batch of product ${rice.id}`],
    ]);
  });

  it('reports a movement whose balance is not the running sum', async () => {
    const { shop, soap } = await busyShop();
    await ctx.db.execute(
      sql`update stock_movements set balance = balance + 1000
          where id = (select min(id) from stock_movements where business_id = ${shop.business.id} and product_id = ${soap.id} and kind = 'sale')`,
    );
    const report = await checkInvariants(ctx.db, { businessId: shop.business.id });
    expect(report.violations).toHaveLength(1);
    expect(report.violations[0]).toMatchObject({ invariant: 'stock' });
    // 40 opening − 3 sold = 37, recorded as 38.
    expect(formatViolations(report)).toMatch(/movement \d+ \(sale\) of product \d+: balance 38000 ≠ running sum 37000/);
  });

  it('reports a sale whose total is not what its lines price to, and a credit sale without its debtor charge', async () => {
    const { shop, creditSale } = await busyShop();
    const b = shop.business.id;
    await ctx.db
      .update(sales)
      .set({ totalCents: sql`${sales.totalCents} + 100` })
      .where(and(eq(sales.businessId, b), eq(sales.paymentMethod, 'cash')));
    await ctx.db.delete(debtorEntries).where(and(eq(debtorEntries.businessId, b), eq(debtorEntries.saleId, creditSale.id)));
    const report = await checkInvariants(ctx.db, { businessId: b });
    const kinds = report.violations.map((v) => v.invariant).sort();
    // the cash sale's total is not what its lines price to, nor what its payments add up to
    expect(kinds).toEqual(['debtor', 'debtor', 'sale', 'sale']);
    expect(formatViolations(report)).toMatch(/stored subtotal\/VAT\/NBT\/total \d+\/\d+\/\d+\/\d+ ≠ priced/);
    expect(formatViolations(report)).toMatch(/payments of \d+ cents ≠ total \d+ cents/);
    expect(formatViolations(report)).toContain(`credit sale ${creditSale.invoiceNumber}: 0 debtor charge(s)`);
    // without the charge the payment exceeds what is owed
    expect(formatViolations(report)).toMatch(/balance -\d+ cents is negative/);
  });

  it('reports an Idempotency-Key whose sale is gone and only looks at the business asked for', async () => {
    const { shop } = await busyShop();
    const other = await busyShop();
    const [row] = await ctx.db.select().from(saleIdempotency).where(eq(saleIdempotency.businessId, shop.business.id)).limit(1);
    await ctx.db
      .update(saleIdempotency)
      .set({ saleId: 2_000_000_000 })
      .where(and(eq(saleIdempotency.businessId, shop.business.id), eq(saleIdempotency.key, row.key)));
    const report = await checkInvariants(ctx.db, { businessId: shop.business.id });
    expect(report.violations).toEqual([
      {
        invariant: 'idempotency',
        businessId: shop.business.id,
        entity: `Idempotency-Key ${row.key}`,
        detail: 'points at missing sale 2000000000',
      },
    ]);
    expect((await checkInvariants(ctx.db, { businessId: other.shop.business.id })).violations).toEqual([]);
    // Without a business, every business is checked (earlier tests in this file left their corruptions).
    const all = await checkInvariants(ctx.db);
    expect(all.violations.filter((v) => v.invariant === 'idempotency')).toHaveLength(1);
    expect(all.violations.some((v) => v.businessId === other.shop.business.id)).toBe(false);
    expect(all.checked.sales).toBeGreaterThanOrEqual(4);
  });

  it('reports a product whose stock was set without a movement', async () => {
    const { shop } = await busyShop();
    await ctx.db
      .insert(products)
      .values({ businessId: shop.business.id, name: 'Raw insert', sellingPriceCents: 100, stock: 5000, vatRateBp: 0 });
    const report = await checkInvariants(ctx.db, { businessId: shop.business.id });
    expect(formatViolations(report)).toMatch(/product \d+ \(Raw insert\): stock 5000 ≠ Σ of its 0 movement\(s\) 0/);
    expect(report.checked).toMatchObject({ products: 3, stockMovements: 7 });
  });

  describe('returns and voids', () => {
    /** The busy shop with a cash sale partly returned, the credit sale partly returned off the debt, and a voided card sale. */
    async function shopWithReturns() {
      const busy = await busyShop();
      const b = busy.shop.business.id;
      const api = busy.shop.ownerApi;
      const card = await api.post(
        `/api/businesses/${b}/sales`,
        { items: [{ productId: busy.soap.id, quantity: 1 }], paymentMethod: 'card' },
        { 'idempotency-key': randomUUID() },
      );
      expect(card.statusCode, card.body).toBe(201);
      const lines = await ctx.db.select().from(saleItems).where(eq(saleItems.businessId, b)).orderBy(saleItems.id);
      const cashSale = lines[0].saleId;
      const partly = await writeReturn(ctx.db, {
        businessId: b,
        saleId: cashSale,
        at: new Date(),
        lines: [{ saleItemId: lines[0].id, quantity: 1250 }],
      });
      const credit = await writeReturn(ctx.db, {
        businessId: b,
        saleId: busy.creditSale.id,
        at: new Date(),
        lines: [{ saleItemId: lines[2].id, quantity: 2000 }],
      });
      const [debtor] = (await api.get(`/api/businesses/${b}/debtors`)).json();
      await ctx.db
        .insert(debtorEntries)
        .values({ businessId: b, debtorId: debtor.id, kind: 'credit', amountCents: credit.sums.totalCents, returnId: credit.id });
      const voided = await writeReturn(ctx.db, { businessId: b, saleId: card.json().id, at: new Date(), kind: 'void' });
      return { ...busy, b, cashSale, lines, partly, credit, voided };
    }

    it('finds nothing wrong with consistent returns, a debt refund and a void; the read model is Σ sales − Σ returns', async () => {
      const { b } = await shopWithReturns();
      const report = await checkInvariants(ctx.db, { businessId: b });
      expect(formatViolations(report)).toBe('');
      expect(report.checked).toMatchObject({ sales: 3, returns: 3, returnLines: 3 });
    });

    it('reports a return whose total is not its lines’ nor its refunds’, and the read model that no longer adds up', async () => {
      const { b, partly } = await shopWithReturns();
      await ctx.db
        .update(saleReturns)
        .set({ totalCents: sql`${saleReturns.totalCents} + 1` })
        .where(and(eq(saleReturns.businessId, b), eq(saleReturns.id, partly.id)));
      const report = await checkInvariants(ctx.db, { businessId: b });
      const text = formatViolations(report);
      expect(report.violations.every((v) => v.invariant === 'return')).toBe(true);
      expect(text).toMatch(/return CN-\S+: subtotal\/discount\/VAT\/NBT\/total\/cost \S+ ≠ Σ of its lines/);
      expect(text).toMatch(/refunds of \d+ cents ≠ total \d+ cents/);
      // The stored return now takes one cent more off than Σ sales − Σ returns of the raw rows: they still agree.
      expect(report.violations).toHaveLength(2);
    });

    it('reports more back than sold, a status that does not match, and a debt refund without its debtor credit', async () => {
      const { b, cashSale, lines, credit } = await shopWithReturns();
      await ctx.db
        .update(saleReturnItems)
        .set({ quantity: 3000 })
        .where(and(eq(saleReturnItems.businessId, b), eq(saleReturnItems.saleItemId, lines[0].id)));
      await ctx.db
        .update(sales)
        .set({ status: 'completed' })
        .where(and(eq(sales.businessId, b), eq(sales.id, cashSale)));
      await ctx.db.delete(debtorEntries).where(and(eq(debtorEntries.businessId, b), eq(debtorEntries.returnId, credit.id)));
      const text = formatViolations(await checkInvariants(ctx.db, { businessId: b }));
      expect(text).toContain(`sale line ${lines[0].id}: returned 3000 > sold 2250 (thousandths)`);
      expect(text).toMatch(/status completed ≠ partly_returned/);
      expect(text).toContain(
        `return ${credit.id}: debtor credits of 0 cents ≠ its credit refunds to the debt of ${credit.sums.totalCents} cents`,
      );
    });

    it('reports a sale marked void without its void row, and roll-ups that disagree with the raw rows', async () => {
      const { b, cashSale } = await shopWithReturns();
      await ctx.db
        .update(sales)
        .set({ status: 'void', voidedAt: new Date() })
        .where(and(eq(sales.businessId, b), eq(sales.id, cashSale)));
      // A roll-up day that was never rolled from these rows (the state claims it complete).
      await ctx.db.execute(
        sql`insert into sales_rollup_state (business_id, time_zone, through_day) values (${b}, 'Asia/Colombo', '2020-01-01')`,
      );
      await ctx.db
        .execute(sql`insert into sales_daily_rollups (business_id, day, sale_count, total_cents, subtotal_cents, vat_cents, nbt_cents)
        values (${b}, '2020-01-01', 1, 500, 500, 0, 0)`);
      const text = formatViolations(await checkInvariants(ctx.db, { businessId: b }));
      expect(text).toMatch(/status void ≠ partly_returned \(0 void\(s\)/);
      expect(text).toMatch(/sales read model: total\/VAT\/count \d+\/\d+\/3 ≠ Σ sales − Σ returns − voids \d+\/\d+\/2/);
    });
  });
});
