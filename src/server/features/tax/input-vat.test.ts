/**
 * The VAT return on the real database: input VAT from GRNs and expenses (on the supplier's tax
 * invoice, and none for a shop that is not VAT-registered), VAT payable with a credit carried
 * forward, SSCL following registration, exempt sales out of taxable turnover, and the exports. Expectations come from the stored sale figures, so they hold however
 * sales are priced.
 */
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCUREMENT_PATHS } from '#shared/contracts/procurement';
import { TAX_PATHS } from '#shared/contracts/tax';
import { toZonedDateString, zonedMidnight } from '#shared/domain/time-zone';
import { goodsReceivedNotes, saleItems, sales } from '#server/db/schema';
import { createShop, type Api } from '#testing/factories';
import { insertProduct, productRow } from '#testing/procurement-fixtures';
import { createTestApp, type TestContext } from '#testing/test-app';
import { VAT_REGISTERED } from '#testing/tax-configurations';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;
const TZ = 'Asia/Colombo';
const today = () => toZonedDateString(new Date(), TZ);
const thisMonth = () => today().slice(0, 7);
function previousMonth(): string {
  const [y, m] = thisMonth().split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 2, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
const cents = (n: number) => Math.round(n * 100);

const REGISTERED = VAT_REGISTERED;

async function registeredShop(config: Record<string, unknown> = {}) {
  const shop = await createShop(ctx.app);
  const put = await shop.ownerApi.put(TAX_PATHS.configuration(shop.business.id), { ...REGISTERED, ...config });
  expect(put.statusCode, put.body).toBe(200);
  return shop;
}

type Sale = { id: number; subtotal: number; vatAmount: number; nbtAmount: number; discountAmount: number; totalAmount: number };
async function sell(api: Api, businessId: number, body: unknown): Promise<Sale> {
  const res = await api.post(`/api/businesses/${businessId}/sales`, body, { 'idempotency-key': randomUUID() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function addProduct(shop: Shop, body: Record<string, unknown>) {
  const res = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, { stock: 1000, vatRate: 18, nbtRate: 0, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

/** A supplier (VAT number or not) with an approved order of `quantity` × `unitPrice` of a new standard-rated product. */
async function approvedOrder(shop: Shop, o: { vatNumber: string | null; quantity: number; unitPrice: number }) {
  const product = await insertProduct(ctx.db, shop.business.id, { name: `Biscuits ${randomUUID().slice(0, 6)}`, stock: 0 });
  const supplier = await shop.ownerApi.post(PROCUREMENT_PATHS.suppliers(shop.business.id), {
    name: 'Maliban Distributors',
    vatNumber: o.vatNumber,
  });
  expect(supplier.statusCode, supplier.body).toBe(201);
  const order = await shop.ownerApi.post(PROCUREMENT_PATHS.createPurchaseOrder, {
    supplierId: supplier.json().id,
    status: 'approved',
    items: [{ productId: product.id, quantity: o.quantity, unitPrice: o.unitPrice }],
  });
  expect(order.statusCode, order.body).toBe(201);
  return { product, order: order.json() as { id: number } };
}

/** The particulars of a supplier's tax invoice an input VAT amount needs. */
const INVOICE = { supplierInvoiceNumber: 'TI-5521', supplierInvoiceDate: today() };
const EXPENSE_INVOICE = { supplierVatNumber: '114288690-7000', ...INVOICE };

function grnBody(order: { id: number }, product: { id: number }, quantity: number, extra: Record<string, unknown> = {}) {
  return { purchaseOrderId: order.id, receivedDate: today(), items: [{ productId: product.id, receivedQuantity: quantity }], ...extra };
}

async function expenseCategory(shop: Shop, code: string): Promise<number> {
  const res = await shop.ownerApi.get(TAX_PATHS.expenseCategories(shop.business.id));
  return (res.json() as { id: number; code: string }[]).find((c) => c.code === code)!.id;
}

async function calculate(shop: Shop, period: string) {
  const res = await shop.ownerApi.post(TAX_PATHS.calculate(shop.business.id), { period });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('input VAT on goods received notes', () => {
  it('computes it from the lines for a registered supplier, or takes the invoice amount; lists it', async () => {
    const shop = await registeredShop();
    const { product, order } = await approvedOrder(shop, { vatNumber: '114025367-7000', quantity: 10, unitPrice: 500 });
    // Received 4 of 10 at 500.00 before VAT: 2,000.00 × 18% = 360.00.
    const computed = await shop.ownerApi.post(PROCUREMENT_PATHS.createGrn, grnBody(order, product, 4, { supplierInvoiceNumber: 'TI-881' }));
    expect(computed.statusCode, computed.body).toBe(201);
    expect(computed.json()).toMatchObject({
      totalAmount: 2000,
      inputVat: 360,
      inputVatSource: 'computed',
      supplierVatNumber: '114025367-7000',
      supplierInvoiceNumber: 'TI-881',
      // Computed, and the invoice's date not yet entered: an estimate.
      inputVatEstimate: true,
    });

    // An amount needs the tax invoice's number and date: refused field by field, nothing written.
    const bare = await shop.ownerApi.post(PROCUREMENT_PATHS.createGrn, grnBody(order, product, 6, { inputVat: '539.99' }));
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fieldErrors).toEqual({
      supplierInvoiceNumber: ["Enter the supplier's tax invoice number: input VAT needs it"],
      supplierInvoiceDate: ["Enter the date of the supplier's tax invoice: input VAT needs it"],
    });
    const entered = await shop.ownerApi.post(PROCUREMENT_PATHS.createGrn, grnBody(order, product, 6, { inputVat: '539.99', ...INVOICE }));
    expect(entered.statusCode, entered.body).toBe(201);
    expect(entered.json()).toMatchObject({ inputVat: 539.99, inputVatSource: 'entered', ...INVOICE, inputVatEstimate: false });
    const tooMuch = await shop.ownerApi.put(
      PROCUREMENT_PATHS.grn(entered.json().id),
      grnBody(order, product, 6, { inputVat: 3000.01, ...INVOICE }),
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fieldErrors.inputVat[0]).toBe('Input VAT cannot be more than the goods received total');

    const listed = (await shop.ownerApi.get(PROCUREMENT_PATHS.grns(shop.business.id))).json() as { inputVat: number }[];
    expect(listed.map((g) => g.inputVat).sort()).toEqual([360, 539.99]);
  });

  it('refuses input VAT from a supplier with no VAT number (422, nothing written); without it, none is recorded', async () => {
    const shop = await registeredShop();
    const { product, order } = await approvedOrder(shop, { vatNumber: null, quantity: 5, unitPrice: 100 });
    const refused = await shop.ownerApi.post(PROCUREMENT_PATHS.createGrn, grnBody(order, product, 5, { inputVat: 90 }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fieldErrors.inputVat[0]).toContain('has no VAT number');
    expect((await shop.ownerApi.get(PROCUREMENT_PATHS.grns(shop.business.id))).json()).toEqual([]);
    expect((await productRow(ctx.db, shop.business.id, product.id)).stock).toBe(0);

    const plain = await shop.ownerApi.post(PROCUREMENT_PATHS.createGrn, grnBody(order, product, 5));
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ inputVat: 0, inputVatSource: 'none', supplierVatNumber: null });
  });

  it('another business’s order is 404 and a cashier is 403, input VAT or not', async () => {
    const shop = await registeredShop();
    const other = await registeredShop();
    const { product, order } = await approvedOrder(shop, { vatNumber: '409118272-7000', quantity: 2, unitPrice: 100 });
    const body = grnBody(order, product, 2, { inputVat: 36, ...INVOICE });
    expect((await other.ownerApi.post(PROCUREMENT_PATHS.createGrn, body)).statusCode).toBe(404);
    expect((await shop.cashierApi.post(PROCUREMENT_PATHS.createGrn, body)).statusCode).toBe(403);
    const made = await shop.ownerApi.post(PROCUREMENT_PATHS.createGrn, body);
    expect(made.statusCode).toBe(201);
    expect((await other.ownerApi.put(PROCUREMENT_PATHS.grn(made.json().id), body)).statusCode).toBe(404);
  });
});

describe('input VAT on expenses', () => {
  it('is at most the amount (400), stored and listed; a cashier may not record one (403)', async () => {
    const shop = await registeredShop();
    const util = await expenseCategory(shop, 'UTIL');
    const over = await shop.ownerApi.post(TAX_PATHS.expenseTransaction(shop.business.id), {
      amount: 100,
      inputVat: 100.01,
      categoryId: util,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fieldErrors.inputVat[0]).toBe('Input VAT cannot be more than the amount paid');
    const cashier = await shop.cashierApi.post(TAX_PATHS.expenseTransaction(shop.business.id), {
      amount: 118,
      inputVat: 18,
      categoryId: util,
      ...EXPENSE_INVOICE,
    });
    expect(cashier.statusCode).toBe(403);
    // Without the supplier's tax invoice, an amount is refused: one code per missing field.
    const bare = await shop.ownerApi.post(TAX_PATHS.expenseTransaction(shop.business.id), {
      amount: 118,
      inputVat: 18,
      categoryId: util,
      supplierInvoiceNumber: 'DLG/1',
    });
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(bare.json().fieldErrors).sort()).toEqual(['supplierInvoiceDate', 'supplierVatNumber']);
    expect(bare.json().fieldErrors.supplierVatNumber[0]).toBe("Enter the supplier's VAT number: input VAT needs it");
    const ok = await shop.ownerApi.post(TAX_PATHS.expenseTransaction(shop.business.id), {
      amount: 118,
      inputVat: '18',
      categoryId: util,
      ...EXPENSE_INVOICE,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ amount: 118, inputVat: 18, ...EXPENSE_INVOICE });
    const plain = await shop.ownerApi.post(TAX_PATHS.expenseTransaction(shop.business.id), { amount: 50, categoryId: util });
    expect(plain.json()).toMatchObject({ inputVat: 0 });
  });
});

describe('VAT payable', () => {
  it('= output VAT − input VAT from a GRN and an expense; totalTax uses the payable; the export shows every figure', async () => {
    const shop = await registeredShop();
    const bid = shop.business.id;
    const tea = await addProduct(shop, { name: 'Tea 400g', sellingPrice: 11_800 });
    const sale = await sell(shop.cashierApi, bid, { items: [{ productId: tea.id, quantity: 1 }], paymentMethod: 'cash' });
    const { product, order } = await approvedOrder(shop, { vatNumber: '114025367-7000', quantity: 10, unitPrice: 500 });
    expect((await shop.ownerApi.post(PROCUREMENT_PATHS.createGrn, grnBody(order, product, 10))).statusCode).toBe(201); // 900.00
    const util = await expenseCategory(shop, 'UTIL');
    await shop.ownerApi.post(TAX_PATHS.expenseTransaction(bid), { amount: 1180, inputVat: 180, categoryId: util, ...EXPENSE_INVOICE });

    const output = cents(sale.vatAmount);
    expect(output).toBeGreaterThan(108_000);
    const calc = await calculate(shop, thisMonth());
    expect(calc).toMatchObject({
      outputVat: output / 100,
      inputVat: 1080,
      vatCreditBroughtForward: 0,
      vatPayable: (output - 108_000) / 100,
      vatAmount: (output - 108_000) / 100,
      vatCreditCarriedForward: 0,
    });
    expect(cents(calc.totalTax)).toBe(
      cents(calc.vatPayable) + cents(calc.nbtAmount) + cents(calc.ssclAmount) + cents(calc.incomeTaxAmount),
    );

    const panel = (await shop.ownerApi.get(TAX_PATHS.panelData(bid))).json();
    expect(panel.snapshot).toMatchObject({ outputVat: output / 100, inputVat: 1080, vatPayable: (output - 108_000) / 100 });

    const csv = (await shop.ownerApi.post(TAX_PATHS.exportReport(bid), { format: 'csv', period: thisMonth() })).body;
    expect(csv).toContain(`Output VAT,,,,VAT charged on sales,,,,,,${(output / 100).toFixed(2)}`);
    expect(csv).toContain('Input VAT,,,,');
    expect(csv).toMatch(/Input VAT,,,,[^\r\n]*,1080\.00/);
    expect(csv).toContain(`VAT payable,,,,`);
    expect(csv).toMatch(new RegExp(`VAT payable,,,,[^\\r\\n]*,${((output - 108_000) / 100).toFixed(2)}`));
    const xlsx = await shop.ownerApi.post(TAX_PATHS.exportReport(bid), { format: 'xlsx', period: thisMonth() });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows: Record<string, unknown> = {};
    wb.getWorksheet('VAT summary')!.eachRow((r, n) => {
      if (n > 1) rows[String(r.getCell(1).value)] = r.getCell(2).value;
    });
    expect(rows).toMatchObject({ 'Output VAT': output / 100, 'Input VAT': 1080, 'VAT payable': (output - 108_000) / 100 });
    const pdf = (await shop.ownerApi.post(TAX_PATHS.exportReport(bid), { format: 'pdf', period: thisMonth() })).rawPayload;
    const text = pdfText(pdf);
    expect(text).toContain("Input VAT (registered suppliers' tax invoices): LKR 1,080.00");
    expect(text).toContain('VAT payable: LKR');
  });

  it('never goes negative: the excess input VAT is a credit carried forward and brought into the next period', async () => {
    // Registered since last month began: its input VAT is claimed (an unregistered month claims none).
    const shop = await registeredShop({ effectiveFrom: `${previousMonth()}-01` });
    const bid = shop.business.id;
    const { product, order } = await approvedOrder(shop, { vatNumber: '114025367-7000', quantity: 10, unitPrice: 500 });
    const lastMonthDay = `${previousMonth()}-15`;
    const grn = await shop.ownerApi.post(PROCUREMENT_PATHS.createGrn, {
      ...grnBody(order, product, 10),
      receivedDate: lastMonthDay,
      inputVat: 300,
      ...INVOICE,
    });
    expect(grn.statusCode, grn.body).toBe(201);
    const before = await calculate(shop, previousMonth());
    expect(before).toMatchObject({ outputVat: 0, inputVat: 300, vatPayable: 0, vatAmount: 0, vatCreditCarriedForward: 300 });

    const soap = await addProduct(shop, { name: 'Soap', sellingPrice: 118 });
    const sale = await sell(shop.cashierApi, bid, { items: [{ productId: soap.id, quantity: 1 }], paymentMethod: 'cash' });
    const output = cents(sale.vatAmount);
    expect(output).toBeLessThan(30_000);
    const now = await calculate(shop, thisMonth());
    expect(now).toMatchObject({
      outputVat: output / 100,
      inputVat: 0,
      vatCreditBroughtForward: 300,
      vatPayable: 0,
      vatCreditCarriedForward: (30_000 - output) / 100,
    });
  });
});

describe('SSCL and exempt turnover', () => {
  it('SSCL follows registration: 0 and why for a shop not registered; from the registration date, charged whatever the turnover', async () => {
    const unregistered = await registeredShop();
    const rice = await addProduct(unregistered, { name: 'Rice', sellingPrice: 250 });
    await sell(unregistered.cashierApi, unregistered.business.id, { items: [{ productId: rice.id, quantity: 4 }], paymentMethod: 'cash' });
    const calc = await calculate(unregistered, thisMonth());
    expect(calc).toMatchObject({ ssclApplies: false, ssclAmount: 0, ssclReason: 'not_registered', ssclThreshold: null, ssclTurnover: 0 });
    expect(calc.ssclNote).toBe('The business is not SSCL-registered for this period, so SSCL does not apply.');

    // Registered from the first of last month: this month is liable however small its turnover.
    const registered = await registeredShop({ ssclRegisteredFrom: `${previousMonth()}-01` });
    const sugar = await addProduct(registered, { name: 'Sugar', sellingPrice: 250 });
    // LP gas: a Part IB exempt supply, flagged on the product.
    const gas = await addProduct(registered, { name: 'LP gas 12.5kg', sellingPrice: 4_000, ssclExempt: true });
    expect(gas).toMatchObject({ ssclExempt: true });
    await sell(registered.cashierApi, registered.business.id, {
      items: [
        { productId: sugar.id, quantity: 4 },
        { productId: gas.id, quantity: 1 },
      ],
      paymentMethod: 'cash',
    });
    const charged = await calculate(registered, thisMonth());
    expect(charged).toMatchObject({ ssclApplies: true, ssclReason: null, ssclNote: null, ssclThreshold: null });
    // The levy's turnover leaves the Part IB exempt LP gas out: revenue − the gas line's subtotal.
    const [gasLine] = await ctx.db
      .select({ subtotal: saleItems.lineSubtotalCents })
      .from(saleItems)
      .where(and(eq(saleItems.businessId, registered.business.id), eq(saleItems.productId, gas.id)));
    expect(cents(charged.ssclTurnover)).toBe(cents(charged.revenue) - gasLine.subtotal);
    // 2.5% × 50% × that turnover, each step rounded to the cent.
    expect(cents(charged.ssclAmount)).toBe(Math.round((Math.round((cents(charged.ssclTurnover) * 5000) / 10_000) * 250) / 10_000));
  });

  it('exempt lines are left out of taxable turnover (zero-rated count), live and once rolled up', async () => {
    const shop = await registeredShop();
    const bid = shop.business.id;
    const flour = await addProduct(shop, { name: 'Wheat flour 1kg', sellingPrice: 300, taxCategory: 'exempt' });
    const exportGood = await addProduct(shop, { name: 'Export tea', sellingPrice: 200, taxCategory: 'zero_rated' });
    const soap = await addProduct(shop, { name: 'Soap', sellingPrice: 118 });
    const sale = await sell(shop.cashierApi, bid, {
      items: [
        { productId: flour.id, quantity: 2 },
        { productId: exportGood.id, quantity: 1 },
        { productId: soap.id, quantity: 1 },
      ],
      paymentMethod: 'cash',
    });
    const [row] = await ctx.db
      .select({ exempt: sql<number>`coalesce(sum(${saleItems.lineSubtotalCents}), 0)`.mapWith(Number) })
      .from(saleItems)
      .where(and(eq(saleItems.saleId, sale.id), eq(saleItems.taxCategory, 'exempt')));
    expect(row.exempt).toBeGreaterThan(0);
    const calc = await calculate(shop, thisMonth());
    expect(calc).toMatchObject({ exemptTurnover: row.exempt / 100, taxableTurnover: (cents(calc.revenue) - row.exempt) / 100 });
    const panel = (await shop.ownerApi.get(TAX_PATHS.panelData(bid))).json();
    expect(panel.snapshot).toMatchObject({ exemptTurnover: row.exempt / 100, taxableTurnover: calc.taxableTurnover });

    // Move the sale to last month, roll the days up: the same exempt figure from the roll-ups.
    const when = new Date(
      zonedMidnight(...(previousMonth().split('-').map(Number) as [number, number]), 15, TZ).getTime() + 12 * 3_600_000,
    );
    await ctx.db.update(sales).set({ saleDate: when }).where(eq(sales.id, sale.id));
    await ctx.db.update(saleItems).set({ saleDate: when }).where(eq(saleItems.saleId, sale.id));
    const live = await calculate(shop, previousMonth());
    const { rollUpSales } = await import('#server/features/rollups');
    expect((await rollUpSales(ctx.db)).ran).toBe(true);
    const rolled = await calculate(shop, previousMonth());
    expect(live.exemptTurnover).toBe(row.exempt / 100);
    expect(rolled.exemptTurnover).toBe(row.exempt / 100);
    expect(rolled.taxableTurnover).toBe(live.taxableTurnover);
    expect(await ctx.db.select().from(goodsReceivedNotes).where(eq(goodsReceivedNotes.businessId, bid))).toEqual([]);
  });
});

describe('demo data', () => {
  it('the demo GRN and two demo expenses carry input VAT, which the panel takes off the output VAT', async () => {
    const { seedDemoProcurement } = await import('#server/db/seed/procurement.demo');
    const { seedDemoTax } = await import('#server/db/seed/tax.demo');
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    await insertProduct(ctx.db, b, { name: 'Munchee Lemon Puff', stock: 100, buyingPriceCents: 18_000 });
    const seed = { businessId: b, userId: shop.owner.id, now: new Date() };
    await ctx.db.transaction(async (tx) => {
      await seedDemoProcurement(tx, seed);
      await seedDemoTax(tx, seed);
    });
    const [grn] = (await shop.ownerApi.get(PROCUREMENT_PATHS.grns(b))).json();
    // 24 × 180.00 = 4,320.00 before VAT, standard-rated at 18%.
    expect(grn).toMatchObject({ inputVatSource: 'computed', inputVat: 777.6, supplierInvoiceNumber: 'CBD/TI/2026/0412' });
    const from = toZonedDateString(new Date(Date.now() - 31 * 86_400_000), TZ);
    const panel = (await shop.ownerApi.get(`${TAX_PATHS.panelData(b)}?from=${from}&to=${today()}`)).json();
    expect(cents(panel.snapshot.inputVat)).toBe(77_760 + 53_375 + 118_983);
  });
});

/** Text of a pdfkit PDF written with compress: false: the hex strings of its Tj/TJ operators. */
function pdfText(pdf: Buffer): string {
  const src = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of src.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
    const hexes = m[1] ? [...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [m[2]];
    out.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
  }
  return out.join('\n');
}
