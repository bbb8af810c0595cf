import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_PATHS } from '#shared/contracts/tax';
import { formatLkr } from '#shared/domain/money';
import { toZonedDateString, toZonedDateTimeString, zonedMidnight } from '#shared/domain/time-zone';
import { auditTrail, businessSettings, saleItems, sales, taxCalculations, users } from '#server/db/schema';
import { createShop, type Api } from '#testing/factories';
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
/** Noon (local) on the 15th of a 'YYYY-MM' month. */
function midMonth(month: string): Date {
  const [y, m] = month.split('-').map(Number);
  return new Date(zonedMidnight(y, m, 15, TZ).getTime() + 12 * 3_600_000);
}

async function addProduct(shop: Shop, body: Record<string, unknown>) {
  const res = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, { stock: 1000, ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; vatRate: number; nbtRate: number };
}

type SaleResponse = {
  id: number;
  subtotal: number;
  vatAmount: number;
  nbtAmount: number;
  discountAmount: number;
  totalAmount: number;
  paymentMethod: string;
};
async function sell(api: Api, businessId: number, body: unknown): Promise<SaleResponse> {
  const res = await api.post(`/api/businesses/${businessId}/sales`, body, { 'idempotency-key': randomUUID() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function moveSale(saleId: number, when: Date) {
  await ctx.db.update(sales).set({ saleDate: when }).where(eq(sales.id, saleId));
  await ctx.db.update(saleItems).set({ saleDate: when }).where(eq(saleItems.saleId, saleId));
}

async function categories(shop: Shop) {
  const res = await shop.ownerApi.get(TAX_PATHS.expenseCategories(shop.business.id));
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; code: string; name: string; taxDeductible: boolean }[];
}
async function categoryId(shop: Shop, code: string) {
  return (await categories(shop)).find((c) => c.code === code)!.id;
}
async function expense(shop: Shop, body: Record<string, unknown>) {
  const res = await shop.ownerApi.post(TAX_PATHS.expenseTransaction(shop.business.id), body);
  expect(res.statusCode).toBe(201);
  return res.json();
}

const cents = (n: number) => Math.round(n * 100);
/** round(a × bp / 10000) half away from zero, for non-negative integers. */
const bp = (amountCents: number, rateBp: number) => Math.floor((amountCents * rateBp + 5000) / 10_000);

const CONFIG = VAT_REGISTERED;

describe('tax configuration', () => {
  it('falls back to the seeded defaults, saves effective-dated rows and never edits old ones', async () => {
    const shop = await createShop(ctx.app);
    const url = TAX_PATHS.configuration(shop.business.id);
    const first = await shop.ownerApi.get(url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id: null,
      vatRate: 18,
      nbtRate: 0,
      ssclRate: 2.5,
      ssclLiableShare: 50,
      vatRegistered: false,
      annualVatThreshold: 60_000_000,
      quarterlyVatThreshold: 15_000_000,
      incomeTaxMode: 'company',
      companyIncomeTaxRate: 30,
      history: [],
    });

    const bad = await shop.ownerApi.put(url, { ...CONFIG, vatRate: -1, incomeTaxMode: 'partnership' });
    expect(bad.statusCode).toBe(400);

    const saved = await shop.ownerApi.put(url, { ...CONFIG, effectiveFrom: '2025-04-01' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ effectiveFrom: '2025-04-01', vatRegistered: true, tin: '123456789' });
    const firstId = saved.json().id;

    const later = await shop.ownerApi.put(url, { ...CONFIG, vatRate: '15', companyIncomeTaxRate: 14, annualVatThreshold: '3000000' });
    expect(later.statusCode).toBe(200);
    const body = later.json();
    expect(body).toMatchObject({ effectiveFrom: today(), vatRate: 15, companyIncomeTaxRate: 14, annualVatThreshold: 3_000_000 });
    expect(body.history.map((h: { id: number }) => h.id)).toEqual([body.id, firstId]);
    expect(body.history[1]).toMatchObject({ vatRate: 18, companyIncomeTaxRate: 30 });

    const audits = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, shop.business.id), eq(auditTrail.entityType, 'tax_configuration')));
    expect(audits).toHaveLength(2);

    // New products take their default rates from the configuration in force.
    const product = await addProduct(shop, { name: 'Milk powder', sellingPrice: 1000 });
    expect(product.vatRate).toBe(15);
  });
});

describe('expense categories and expenses', () => {
  it('seeds the Sri Lankan small-shop set once, with entertainment non-deductible', async () => {
    const shop = await createShop(ctx.app);
    const list = await categories(shop);
    expect(list.map((c) => c.code).sort()).toEqual(['BNK', 'ENT', 'EPF', 'MKT', 'PUR', 'RENT', 'REP', 'SAL', 'TRN', 'UTIL']);
    expect(list.filter((c) => !c.taxDeductible).map((c) => c.code)).toEqual(['ENT']);
    expect(await categories(shop)).toHaveLength(10);
  });

  it('creates, edits and deletes categories; a category in use cannot be deleted', async () => {
    const shop = await createShop(ctx.app);
    const base = TAX_PATHS.expenseCategories(shop.business.id);
    expect((await shop.ownerApi.post(base, { name: '', code: '' })).statusCode).toBe(400);
    const created = await shop.ownerApi.post(base, { name: 'Insurance', code: 'ins', description: 'Shop insurance', taxDeductible: true });
    expect(created.statusCode).toBe(201);
    const cat = created.json();
    expect(cat).toMatchObject({ name: 'Insurance', code: 'INS', taxDeductible: true });
    expect((await shop.ownerApi.post(base, { name: 'Other', code: 'INS' })).statusCode).toBe(409);

    const edited = await shop.ownerApi.put(TAX_PATHS.expenseCategory(shop.business.id, cat.id), {
      name: 'Insurance premiums',
      code: 'INS',
      taxDeductible: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Insurance premiums', taxDeductible: false });

    await expense(shop, { amount: 100, categoryId: cat.id });
    const inUse = await shop.ownerApi.delete(TAX_PATHS.expenseCategory(shop.business.id, cat.id));
    expect(inUse.statusCode).toBe(409);

    const unused = await shop.ownerApi.post(base, { name: 'Donations', code: 'DON', taxDeductible: false });
    expect((await shop.ownerApi.delete(TAX_PATHS.expenseCategory(shop.business.id, unused.json().id))).statusCode).toBe(200);
    expect((await categories(shop)).some((c) => c.code === 'DON')).toBe(false);
  });

  it('validates expenses and refuses another business’s category', async () => {
    const shop = await createShop(ctx.app);
    const other = await createShop(ctx.app);
    const rent = await categoryId(shop, 'RENT');
    const otherRent = await categoryId(other, 'RENT');
    const url = TAX_PATHS.expenseTransaction(shop.business.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0, categoryId: rent }, 'Amount must be greater than 0'],
      [{ amount: -5, categoryId: rent }, 'Amount must be greater than 0'],
      [{ amount: '10.555', categoryId: rent }, 'At most 2 decimal places'],
      [{ amount: 'abc', categoryId: rent }, 'Amount is required'],
      [{ amount: 10 }, 'Category is required'],
    ];
    for (const [body, message] of cases) {
      const res = await shop.ownerApi.post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const foreign = await shop.ownerApi.post(url, { amount: 10, categoryId: otherRent });
    expect(foreign.statusCode).toBe(404);

    const ok = await expense(shop, { amount: '25000.50', categoryId: rent, description: 'June rent', date: today() });
    expect(ok).toMatchObject({ amount: 25000.5, categoryCode: 'RENT', description: 'June rent', taxDeductible: true });
    const listed = await shop.ownerApi.get(`${TAX_PATHS.expenses(shop.business.id)}?from=${today()}&to=${today()}`);
    expect(listed.json().map((e: { id: number }) => e.id)).toEqual([ok.id]);
  });
});

describe('calculation', () => {
  it('equals the sums of the period’s sales and expenses; keeps its rates after a configuration change; locks once submitted', async () => {
    const shop = await createShop(ctx.app);
    const bid = shop.business.id;
    const rice = await addProduct(shop, { name: 'Rice', unit: 'kg', sellingPrice: 230.5, vatRate: 18, nbtRate: 0 });
    const soap = await addProduct(shop, { name: 'Soap', sellingPrice: 95, vatRate: 18, nbtRate: 2 });

    const current = [
      await sell(shop.cashierApi, bid, { items: [{ productId: rice.id, quantity: '2.5' }], paymentMethod: 'cash' }),
      await sell(shop.cashierApi, bid, {
        items: [
          { productId: soap.id, quantity: 3 },
          { productId: rice.id, quantity: 1 },
        ],
        paymentMethod: 'card',
        discountAmount: 20,
      }),
    ];
    const earlier = await sell(shop.cashierApi, bid, { items: [{ productId: soap.id, quantity: 10 }], paymentMethod: 'cash' });
    await moveSale(earlier.id, midMonth(previousMonth()));

    const rent = await categoryId(shop, 'RENT');
    const ent = await categoryId(shop, 'ENT');
    await expense(shop, { amount: 150, categoryId: rent });
    await expense(shop, { amount: 40.25, categoryId: ent, description: 'Client lunch' });
    await expense(shop, { amount: 77, categoryId: rent, date: midMonth(previousMonth()).toISOString() });

    // A sale's subtotal is net of VAT and after its discount (vat-pricing.ts): revenue = Σ subtotal.
    const revenue = current.reduce((s, x) => s + cents(x.subtotal), 0);
    const vat = current.reduce((s, x) => s + cents(x.vatAmount), 0);
    const nbt = current.reduce((s, x) => s + cents(x.nbtAmount), 0);
    const expensesTotal = 15_000 + 4_025;
    const deductible = 15_000;
    // SSCL follows registration: this shop is not SSCL-registered, so none.
    const sscl = 0;
    const incomeTax = bp(Math.max(0, revenue - deductible), 3000);

    const res = await shop.ownerApi.post(TAX_PATHS.calculate(bid), { period: thisMonth() });
    expect(res.statusCode).toBe(200);
    const calc = res.json();
    expect(calc).toMatchObject({
      period: thisMonth(),
      status: 'calculated',
      revenue: revenue / 100,
      vatAmount: vat / 100,
      outputVat: vat / 100,
      inputVat: 0,
      vatPayable: vat / 100,
      vatCreditCarriedForward: 0,
      nbtAmount: nbt / 100,
      ssclAmount: sscl / 100,
      ssclApplies: false,
      ssclReason: 'not_registered',
      ssclThreshold: null,
      expenses: expensesTotal / 100,
      deductibleExpenses: deductible / 100,
      taxableIncome: (revenue - deductible) / 100,
      incomeTaxAmount: incomeTax / 100,
      totalTax: (vat + nbt + sscl + incomeTax) / 100,
      salesCount: 2,
      vatRate: 18,
      nbtRate: 0,
      ssclRate: 2.5,
      incomeTaxMode: 'company',
      incomeTaxRate: 30,
    });

    // The previous month sees only its own sale and expense.
    const prev = (await shop.ownerApi.post(TAX_PATHS.calculate(bid), { period: previousMonth() })).json();
    expect(prev).toMatchObject({
      revenue: earlier.subtotal,
      vatAmount: earlier.vatAmount,
      nbtAmount: earlier.nbtAmount,
      expenses: 77,
      salesCount: 1,
    });

    // A rate change from today leaves stored calculations alone.
    const put = await shop.ownerApi.put(TAX_PATHS.configuration(bid), { ...CONFIG, ssclRate: 5, companyIncomeTaxRate: 14 });
    expect(put.statusCode).toBe(200);
    const [stored] = await ctx.db.select().from(taxCalculations).where(eq(taxCalculations.id, calc.id));
    expect(stored).toMatchObject({ incomeTaxRateBp: 3000, ssclRateBp: 250, totalTaxCents: vat + nbt + sscl + incomeTax });
    const panel = (await shop.ownerApi.get(TAX_PATHS.panelData(bid))).json();
    expect(panel.calculations.find((c: { id: number }) => c.id === calc.id)).toEqual(calc);
    // Recalculating last month uses the configuration in force then (the defaults): unchanged.
    const prevAgain = (await shop.ownerApi.post(TAX_PATHS.calculate(bid), { period: previousMonth() })).json();
    expect(prevAgain).toMatchObject({ incomeTaxRate: 30, ssclRate: 2.5, totalTax: prev.totalTax });
    // Recalculating this month uses the new rates.
    const recalculated = (await shop.ownerApi.post(TAX_PATHS.calculate(bid), { period: thisMonth() })).json();
    expect(recalculated).toMatchObject({
      id: calc.id,
      incomeTaxRate: 14,
      ssclRate: 5,
      incomeTaxAmount: bp(Math.max(0, revenue - deductible), 1400) / 100,
    });

    // Submitted: no more recalculation; paid is final.
    const patch = (status: string, id = calc.id) => shop.ownerApi.patch(TAX_PATHS.calculation(bid, id), { status });
    expect((await patch('draft')).statusCode).toBe(400);
    expect((await patch('submitted')).json()).toMatchObject({ status: 'submitted' });
    const refused = await shop.ownerApi.post(TAX_PATHS.calculate(bid), { period: thisMonth() });
    expect(refused.statusCode).toBe(409);
    expect((await patch('paid')).json()).toMatchObject({ status: 'paid' });
    expect((await patch('submitted')).statusCode).toBe(409);
    expect((await shop.ownerApi.post(TAX_PATHS.calculate(bid), { period: thisMonth() })).statusCode).toBe(409);
  });

  it("bounds periods by the business's own time zone, not Colombo's", async () => {
    const shop = await createShop(ctx.app);
    const bid = shop.business.id;
    const zone = 'America/New_York';
    await ctx.db.update(businessSettings).set({ timeZone: zone }).where(eq(businessSettings.businessId, bid));
    const [y, m] = toZonedDateString(new Date(), zone).split('-').map(Number);
    const month = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    const current = month(new Date(Date.UTC(y, m - 1, 1)));
    const previous = month(new Date(Date.UTC(y, m - 2, 1)));
    // New York's month begins at 04:00 or 05:00 UTC, when it is already 09:30 or 10:30 in Colombo.
    const boundary = zonedMidnight(y, m, 1, zone);
    const item = await addProduct(shop, { name: 'Zoned item', sellingPrice: 100, vatRate: 18, nbtRate: 0 });
    const before = await sell(shop.cashierApi, bid, { items: [{ productId: item.id, quantity: 1 }], paymentMethod: 'cash' });
    const after = await sell(shop.cashierApi, bid, { items: [{ productId: item.id, quantity: 2 }], paymentMethod: 'card' });
    await moveSale(before.id, new Date(boundary.getTime() - 60_000));
    await moveSale(after.id, new Date(boundary.getTime() + 60_000));
    expect(toZonedDateString(new Date(boundary.getTime() - 60_000), TZ).slice(0, 7)).toBe(current); // Colombo would count it now
    // A date-only expense on the 1st is New York's 1st.
    await expense(shop, { amount: 10, categoryId: await categoryId(shop, 'RENT'), date: `${current}-01` });

    const prev = (await shop.ownerApi.post(TAX_PATHS.calculate(bid), { period: previous })).json();
    expect(prev).toMatchObject({ salesCount: 1, revenue: before.subtotal, vatAmount: before.vatAmount, expenses: 0 });
    const now = (await shop.ownerApi.post(TAX_PATHS.calculate(bid), { period: current })).json();
    expect(now).toMatchObject({ salesCount: 1, revenue: after.subtotal, vatAmount: after.vatAmount, expenses: 10 });

    // The export's sales register counts the earlier sale on New York's last day of the previous month.
    const csv = await shop.ownerApi.post(TAX_PATHS.exportReport(bid), { format: 'csv', period: previous });
    expect(csv.statusCode).toBe(200);
    const lastDay = toZonedDateString(new Date(boundary.getTime() - 60_000), zone);
    expect(csv.body).toContain(`Sales,${lastDay},`);
    expect(csv.body).toContain('Sales total,,,,,,1,');
  });

  it('accepts quarters of the year of assessment and rejects bad or future periods', async () => {
    const shop = await createShop(ctx.app);
    const bid = shop.business.id;
    for (const period of ['2026-13', 'Q3', '2026-Q5', '', 'november']) {
      const res = await shop.ownerApi.post(TAX_PATHS.calculate(bid), { period });
      expect(res.statusCode, period).toBe(400);
      expect(JSON.stringify(res.json())).toContain('Enter a period as YYYY-MM or YYYY-Q1 to Q4');
    }
    const future = await shop.ownerApi.post(TAX_PATHS.calculate(bid), { period: '2999-01' });
    expect(future.statusCode).toBe(400);
    const q = await shop.ownerApi.post(TAX_PATHS.calculate(bid), { period: '2025-q3' });
    expect(q.statusCode).toBe(200);
    expect(q.json()).toMatchObject({
      period: '2025-Q3',
      periodLabel: 'Q3 2025/2026',
      periodStart: '2025-10-01',
      periodEnd: '2025-12-31',
      revenue: 0,
    });
  });
});

describe('panel data and alerts', () => {
  it('summarises the From–To range and raises real alerts', async () => {
    const shop = await createShop(ctx.app);
    const bid = shop.business.id;
    const odd = await addProduct(shop, { name: 'Old-rate item', sellingPrice: 900, vatRate: 15, nbtRate: 0 });
    const sale = await sell(shop.cashierApi, bid, { items: [{ productId: odd.id, quantity: 1 }], paymentMethod: 'cash' });
    await expense(shop, { amount: 1000, categoryId: await categoryId(shop, 'ENT') });
    // Registered without a VAT number.
    await shop.ownerApi.put(TAX_PATHS.configuration(bid), { ...CONFIG, vatNumber: '' });

    const res = await shop.ownerApi.get(`${TAX_PATHS.panelData(bid)}?from=${today()}&to=${today()}`);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.range).toEqual({ from: today(), to: today() });
    expect(data.snapshot).toEqual({
      totalRevenue: sale.subtotal,
      costOfGoodsSold: 0, // the product has no buying price
      grossProfit: sale.subtotal,
      totalExpenses: 1000,
      transactionCount: 1,
      netProfit: sale.subtotal - 1000,
      profitMargin: Math.round(((sale.subtotal - 1000) / sale.subtotal) * 1000) / 10,
      outputVat: sale.vatAmount,
      inputVat: 0,
      vatPayable: sale.vatAmount,
      vatCreditCarriedForward: 0,
      taxableTurnover: sale.subtotal,
      exemptTurnover: 0,
    });
    const codes = data.exceptionAlerts.map((a: { code: string; severity: string }) => `${a.severity}:${a.code}`);
    expect(codes).toEqual(
      expect.arrayContaining(['alert:vat_number_missing', 'warning:expenses_exceed_revenue', 'info:non_deductible_expenses']),
    );
    // A product's own rate is no longer charged, so no line can differ from the configuration's.
    expect(codes.some((c: string) => c.endsWith('vat_rate_mismatch'))).toBe(false);
    expect(data.expenseCategories).toHaveLength(10);
    expect(data.auditTrail[0]).toMatchObject({ action: 'tax_configuration.create', entityType: 'tax_configuration' });
    expect(data.configuration).toMatchObject({ vatRegistered: true, vatNumber: null });

    // Not registered, a small legacy threshold: turnover of the rolling windows is checked.
    await shop.ownerApi.put(TAX_PATHS.configuration(bid), {
      ...CONFIG,
      vatRegistered: false,
      annualVatThreshold: 1000,
      quarterlyVatThreshold: 850,
    });
    const again = (await shop.ownerApi.get(TAX_PATHS.panelData(bid))).json();
    const codes2 = again.exceptionAlerts.map((a: { code: string }) => a.code);
    expect(codes2).toContain('vat_threshold_quarter_over');
    expect(codes2).toContain('vat_threshold_annual_approaching');
    expect(codes2).not.toContain('vat_number_missing');
  });

  it("asks for closed periods only from the business's first sale or creation, whichever is earlier", async () => {
    const shop = await createShop(ctx.app);
    const bid = shop.business.id;
    const missing = async () =>
      ((await shop.ownerApi.get(TAX_PATHS.panelData(bid))).json().exceptionAlerts as { code: string }[])
        .map((a) => a.code)
        .filter((c) => c.startsWith('calculation_missing'));
    // Created today: last month and last quarter were before it existed.
    expect(await missing()).toEqual([]);

    // A sale recorded (imported) 13 months ago: the business traded then, both periods are due.
    const product = await addProduct(shop, { name: 'Back-dated item', sellingPrice: 100 });
    const sale = await sell(shop.cashierApi, bid, { items: [{ productId: product.id, quantity: 1 }], paymentMethod: 'cash' });
    await moveSale(sale.id, new Date(Date.now() - 395 * 86_400_000));
    expect(await missing()).toEqual(['calculation_missing_quarter', 'calculation_missing_month']);

    // Calculated periods stop asking.
    expect((await shop.ownerApi.post(TAX_PATHS.calculate(bid), { period: previousMonth() })).statusCode).toBe(200);
    expect(await missing()).toEqual(['calculation_missing_quarter']);
  });

  it('rejects a reversed range', async () => {
    const shop = await createShop(ctx.app);
    const res = await shop.ownerApi.get(`${TAX_PATHS.panelData(shop.business.id)}?from=2026-02-01&to=2026-01-01`);
    expect(res.statusCode).toBe(400);
  });
});

describe('audit trail', () => {
  it('pages newest first with filters, and no route can change it', async () => {
    const shop = await createShop(ctx.app);
    const bid = shop.business.id;
    await shop.ownerApi.put(TAX_PATHS.configuration(bid), CONFIG);
    const rent = await categoryId(shop, 'RENT');
    const before = await ctx.db.select().from(auditTrail).where(eq(auditTrail.businessId, bid)).orderBy(asc(auditTrail.id));
    expect(before.length).toBeGreaterThan(0);

    // A sequence of mutations through every tax route that writes.
    const cat = (await shop.ownerApi.post(TAX_PATHS.expenseCategories(bid), { name: 'Fuel', code: 'FUEL' })).json();
    await shop.ownerApi.put(TAX_PATHS.expenseCategory(bid, cat.id), { name: 'Fuel and gas', code: 'FUEL' });
    await expense(shop, { amount: 12, categoryId: rent });
    await shop.ownerApi.delete(TAX_PATHS.expenseCategory(bid, cat.id));
    const calc = (await shop.ownerApi.post(TAX_PATHS.calculate(bid), { period: thisMonth() })).json();
    await shop.ownerApi.patch(TAX_PATHS.calculation(bid, calc.id), { status: 'submitted' });
    await shop.ownerApi.post(TAX_PATHS.exportReport(bid), { format: 'csv', period: thisMonth() });

    // There is no PUT/PATCH/DELETE/POST route on the audit trail.
    const firstId = before[0].id;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of [
        `/api/tax/audit/${bid}`,
        `/api/tax/audit/${bid}/${firstId}`,
        `/api/audit/${firstId}`,
        `/api/tax/audit-trail/${bid}`,
      ]) {
        const res = await ctx.app.inject({ method, url, headers: { cookie: '' }, payload: method === 'DELETE' ? undefined : {} });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      expect(ctx.app.hasRoute({ method, url: '/api/tax/audit/:businessId' })).toBe(false);
    }
    expect(ctx.app.hasRoute({ method: 'GET', url: '/api/tax/audit/:businessId' })).toBe(true);
    const routes = ctx.app.printRoutes({ commonPrefix: false });
    const auditLines = routes.split('\n').filter((l) => /audit/i.test(l));
    expect(auditLines.join('\n')).not.toMatch(/\b(PUT|PATCH|DELETE)\b/);

    const after = await ctx.db.select().from(auditTrail).where(eq(auditTrail.businessId, bid)).orderBy(asc(auditTrail.id));
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.map((a) => a.action).slice(before.length)).toEqual([
      'expense_category.create',
      'expense_category.update',
      'expense.create',
      'expense_category.delete',
      'tax_calculation.create',
      'tax_calculation.submitted',
    ]);

    const page1 = (await shop.ownerApi.get(`${TAX_PATHS.audit(bid)}?page=1&pageSize=2`)).json();
    expect(page1.total).toBe(after.length);
    expect(page1.items.map((i: { id: number }) => i.id)).toEqual([after[after.length - 1].id, after[after.length - 2].id]);
    const page2 = (await shop.ownerApi.get(`${TAX_PATHS.audit(bid)}?page=2&pageSize=2`)).json();
    expect(page2.items[0].id).toBe(after[after.length - 3].id);
    const filtered = (await shop.ownerApi.get(`${TAX_PATHS.audit(bid)}?entityType=expense_category&from=${today()}&to=${today()}`)).json();
    expect(filtered.items.map((i: { action: string }) => i.action)).toEqual([
      'expense_category.delete',
      'expense_category.update',
      'expense_category.create',
    ]);
    expect(filtered.items[0].userId).toBe(shop.owner.id);
    const deleted = (await shop.ownerApi.get(`${TAX_PATHS.audit(bid)}?verb=delete`)).json();
    expect(deleted.items.map((i: { action: string }) => i.action)).toEqual(['expense_category.delete']);
    const badVerb = await shop.ownerApi.get(`${TAX_PATHS.audit(bid)}?verb=drop%20table`);
    expect(badVerb.statusCode).toBe(400);
    const none = (await shop.ownerApi.get(`${TAX_PATHS.audit(bid)}?from=2000-01-01&to=2000-01-02`)).json();
    expect(none).toMatchObject({ total: 0, items: [] });
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

describe('exports', () => {
  it("prints times on the business's clock, never raw UTC ISO times", async () => {
    const shop = await createShop(ctx.app);
    const bid = shop.business.id;
    const calc = (await shop.ownerApi.post(TAX_PATHS.calculate(bid), { period: previousMonth() })).json();
    // 19:12 UTC on the 23rd is 00:42 on the 24th in Colombo: the two calendars disagree.
    await ctx.db
      .update(taxCalculations)
      .set({ calculatedAt: new Date('2026-11-23T19:12:00Z') })
      .where(eq(taxCalculations.id, calc.id));

    const pdf = await shop.ownerApi.post(TAX_PATHS.exportReport(bid), { format: 'pdf', period: previousMonth() });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Calculation of 2026-11-24 00:42 (Asia/Colombo; status: calculated)');
    expect(text).toMatch(/Generated by Kade on \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Asia\/Colombo\)/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);

    const xlsx = await shop.ownerApi.post(TAX_PATHS.exportReport(bid), { format: 'xlsx', period: thisMonth() });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Audit report')!;
    expect(ws.getRow(1).getCell(1).value).toBe('Time (Asia/Colombo)');
    const [entry] = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, bid), eq(auditTrail.entityType, 'tax_calculation')));
    const times: unknown[] = [];
    ws.eachRow((row, n) => {
      if (n > 1 && row.getCell(4).value === 'tax_calculation.create') times.push(row.getCell(1).value);
    });
    expect(times).toEqual([toZonedDateTimeString(entry.createdAt, TZ, true)]);
  });

  it("lists a split sale's payments under their own methods in the PDF's by-method section, never as 'split'", async () => {
    const shop = await createShop(ctx.app);
    const bid = shop.business.id;
    await shop.ownerApi.put(TAX_PATHS.configuration(bid), CONFIG);
    const item = await addProduct(shop, { name: 'Tea', sellingPrice: 500, vatRate: 18, nbtRate: 0 });
    const items = [{ productId: item.id, quantity: 2 }];
    const whole = await sell(shop.cashierApi, bid, { items, paymentMethod: 'card' });
    const totalCents = Math.round(whole.totalAmount * 100);
    const split = await sell(shop.cashierApi, bid, {
      items,
      payments: [
        { method: 'card', amount: 300 },
        { method: 'cash', amount: (totalCents - 30_000) / 100 },
      ],
    });
    expect(split.paymentMethod).toBe('split');
    await shop.ownerApi.post(TAX_PATHS.calculate(bid), { period: thisMonth() });

    const pdf = await shop.ownerApi.post(TAX_PATHS.exportReport(bid), { format: 'pdf', period: thisMonth() });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Number of sales: 2');
    expect(text).toContain(`card: 2 sale(s), ${formatLkr(totalCents + 30_000)} paid`);
    expect(text).toContain(`cash: 1 sale(s), ${formatLkr(totalCents - 30_000)} paid`);
    expect(text).not.toContain('split');
  });

  it('writes a real PDF, a formula-safe CSV with BOM and an XLSX without formulas', async () => {
    const shop = await createShop(ctx.app);
    const bid = shop.business.id;
    await shop.ownerApi.put(TAX_PATHS.configuration(bid), CONFIG);
    const item = await addProduct(shop, { name: 'Tea', sellingPrice: 500, vatRate: 18, nbtRate: 0 });
    const sale = await sell(shop.cashierApi, bid, { items: [{ productId: item.id, quantity: 2 }], paymentMethod: 'card' });
    await expense(shop, { amount: 300, categoryId: await categoryId(shop, 'TRN'), description: '=HYPERLINK("http://evil","x")' });
    await ctx.db.update(users).set({ firstName: '=SUM(1+1)' }).where(eq(users.id, shop.owner.id));
    await shop.ownerApi.post(TAX_PATHS.calculate(bid), { period: thisMonth() });

    const pdf = await shop.ownerApi.post(TAX_PATHS.exportReport(bid), { format: 'pdf', period: thisMonth() });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="tax-report-${thisMonth()}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    // An estimate for the shop and its accountant, not titled as an IRD filing.
    expect(text).not.toContain('IRD Tax Report');
    for (const expected of [
      'Tax estimate (not an IRD return)',
      'Estimated income tax (company rate 30%)',
      'Estimated taxable income (revenue - cost of goods sold - deductible expenses)',
      shop.business.name,
      'TIN: 123456789',
      'VAT number: 123456789-7000',
      `Period: ${thisMonth()}`,
      'Transport (TRN)',
      'Sales register summary',
      'Number of sales: 1',
      'card: 1 sale(s)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(
      `Revenue (sales net of VAT and NBT, less discounts): LKR ${sale.subtotal.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(text).toMatch(/Estimated tax payable: LKR [\d,]+\.\d\d/);

    const csv = await shop.ownerApi.post(TAX_PATHS.exportReport(bid), { format: 'csv', period: thisMonth() });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="tax-report-${thisMonth()}.csv"`);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const csvText = csv.rawPayload.toString('utf8');
    expect(csvText).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvText).not.toMatch(/(^|,)"?=HYPERLINK/m);
    const fixed = (n: number) => n.toFixed(2);
    expect(csvText).toContain(`Sales total,,,,,,1,${fixed(sale.subtotal)},${fixed(sale.vatAmount)},0.00,${fixed(sale.totalAmount)}`);

    const xlsx = await shop.ownerApi.post(TAX_PATHS.exportReport(bid), { format: 'xlsx', period: thisMonth() });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe(`attachment; filename="tax-report-${thisMonth()}.xlsx"`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Audit report')!;
    expect(ws.getRow(1).values).toEqual([undefined, 'Time (Asia/Colombo)', 'User', 'User ID', 'Action', 'Entity type', 'Entity ID']);
    const values: unknown[] = [];
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        expect(typeof cell.value).toBe('string');
        values.push(cell.value);
      }),
    );
    expect(values).toContain('tax_configuration.create');
    expect(values).toContain('expense.create');
    expect(values).toContain("'=SUM(1+1) User");
    expect(values.some((v) => typeof v === 'string' && v.startsWith('='))).toBe(false);

    const bad = await shop.ownerApi.post(TAX_PATHS.exportReport(bid), { format: 'docx', period: thisMonth() });
    expect(bad.statusCode).toBe(400);
  });
});

function call(api: Api, method: 'get' | 'post' | 'put', url: string, body?: unknown) {
  return method === 'get' ? api.get(url) : api[method](url, body);
}

describe('access', () => {
  it('404 for another business, 403 for a cashier, 403 without the tax module', async () => {
    const shop = await createShop(ctx.app);
    const other = await createShop(ctx.app);
    const noTax = await createShop(ctx.app, { modules: ['pos', 'inventory'] });
    const pending = await createShop(ctx.app, { status: 'pending' });
    const otherCat = await categoryId(other, 'RENT');
    const otherCalc = (await other.ownerApi.post(TAX_PATHS.calculate(other.business.id), { period: thisMonth() })).json();
    const urls = (b: number) =>
      [
        ['get', TAX_PATHS.panelData(b)],
        ['get', TAX_PATHS.configuration(b)],
        ['put', TAX_PATHS.configuration(b), CONFIG],
        ['get', TAX_PATHS.expenseCategories(b)],
        ['post', TAX_PATHS.expenseCategories(b), { name: 'X', code: 'X' }],
        ['post', TAX_PATHS.expenseTransaction(b), { amount: 1, categoryId: otherCat }],
        ['post', TAX_PATHS.calculate(b), { period: thisMonth() }],
        ['get', TAX_PATHS.audit(b)],
        ['post', TAX_PATHS.exportReport(b), { format: 'xlsx', period: thisMonth() }],
      ] as const;

    for (const [method, url, body] of urls(other.business.id)) {
      const res = await call(shop.ownerApi, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Another business's row addressed through my own business id.
    expect(
      (await shop.ownerApi.put(TAX_PATHS.expenseCategory(shop.business.id, otherCat), { name: 'Mine', code: 'MINE' })).statusCode,
    ).toBe(404);
    expect((await shop.ownerApi.delete(TAX_PATHS.expenseCategory(shop.business.id, otherCat))).statusCode).toBe(404);
    expect((await shop.ownerApi.patch(TAX_PATHS.calculation(shop.business.id, otherCalc.id), { status: 'paid' })).statusCode).toBe(404);
    const [untouched] = await ctx.db.select().from(taxCalculations).where(eq(taxCalculations.id, otherCalc.id));
    expect(untouched.status).toBe('calculated');
    expect((await categories(other)).find((c) => c.id === otherCat)!.name).toBe('Rent');

    for (const [method, url, body] of urls(shop.business.id)) {
      expect((await call(shop.cashierApi, method, url, body)).statusCode, `cashier ${method} ${url}`).toBe(403);
    }
    for (const s of [noTax, pending]) {
      for (const [method, url, body] of urls(s.business.id)) {
        expect((await call(s.ownerApi, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await ctx.app.inject({ method: 'GET', url: TAX_PATHS.panelData(shop.business.id) })).statusCode).toBe(401);
  });

  it('tax-invoice profile: readable by cashiers of a POS business', async () => {
    const shop = await createShop(ctx.app);
    const url = TAX_PATHS.taxInvoiceProfile(shop.business.id);
    expect((await shop.cashierApi.get(url)).json()).toEqual({
      vatRegistered: false,
      tin: null,
      vatNumber: null,
      vatRate: 18,
      nbtRate: 0,
      documentTitle: 'INVOICE',
    });
    await shop.ownerApi.put(TAX_PATHS.configuration(shop.business.id), CONFIG);
    expect((await shop.cashierApi.get(url)).json()).toEqual({
      vatRegistered: true,
      tin: '123456789',
      vatNumber: '123456789-7000',
      vatRate: 18,
      nbtRate: 0,
      documentTitle: 'TAX INVOICE',
    });
    const noPos = await createShop(ctx.app, { modules: ['tax'] });
    expect((await noPos.cashierApi.get(TAX_PATHS.taxInvoiceProfile(noPos.business.id))).statusCode).toBe(403);
    const other = await createShop(ctx.app);
    expect((await shop.cashierApi.get(TAX_PATHS.taxInvoiceProfile(other.business.id))).statusCode).toBe(404);
  });
});

describe('demo data', () => {
  it('seeds a VAT-registered configuration, the categories and a month of expenses', async () => {
    const { seedDemoTax } = await import('#server/db/seed/tax.demo');
    const shop = await createShop(ctx.app);
    await ctx.db.transaction((tx) => seedDemoTax(tx, { businessId: shop.business.id, userId: shop.owner.id, now: new Date() }));
    const config = (await shop.ownerApi.get(TAX_PATHS.configuration(shop.business.id))).json();
    expect(config).toMatchObject({ vatRegistered: true, tin: '134567890', vatNumber: '134567890-7000', vatRate: 18 });
    const from = toZonedDateString(new Date(Date.now() - 31 * 86_400_000), TZ);
    const list = (await shop.ownerApi.get(`${TAX_PATHS.expenses(shop.business.id)}?from=${from}&to=${today()}`)).json();
    expect(list).toHaveLength(11);
    expect(new Set(list.map((e: { categoryCode: string }) => e.categoryCode))).toEqual(
      new Set(['RENT', 'UTIL', 'SAL', 'EPF', 'TRN', 'BNK', 'REP', 'ENT']),
    );
  });
});

describe('expense category defaults', () => {
  it('a new business starts with exactly the default categories, and reading the panel writes nothing', async () => {
    const { DEFAULT_EXPENSE_CATEGORIES } = await import('./expense-categories.service');
    const { expenseCategories } = await import('#server/db/schema');
    const shop = await createShop(ctx.app, { modules: ['tax'] });
    const rows = await ctx.db.select().from(expenseCategories).where(eq(expenseCategories.businessId, shop.business.id));
    const seeded = rows.map((r) => ({ name: r.name, code: r.code, description: r.description, taxDeductible: r.taxDeductible }));
    expect(seeded.sort((a, b) => a.code.localeCompare(b.code))).toEqual(
      [...DEFAULT_EXPENSE_CATEGORIES].sort((a, b) => a.code.localeCompare(b.code)),
    );
    const auditBefore = await ctx.db.select().from(auditTrail);
    for (let i = 0; i < 2; i++) {
      expect((await shop.ownerApi.get(`/api/tax/panel-data/${shop.business.id}`)).statusCode).toBe(200);
      expect((await shop.ownerApi.get(`/api/tax/expense-categories/${shop.business.id}`)).statusCode).toBe(200);
    }
    expect(await ctx.db.select().from(expenseCategories).where(eq(expenseCategories.businessId, shop.business.id))).toHaveLength(
      rows.length,
    );
    expect(await ctx.db.select().from(auditTrail)).toHaveLength(auditBefore.length);
  });
});

// Last in the file: it rolls up every business's complete days, and the tests above move sales afterwards.
describe('over the sales roll-ups', () => {
  it('gives the same calculation, panel and export figures once the days are rolled up', async () => {
    const { rollUpSales, rollupCoverage } = await import('#server/features/rollups');
    const shop = await createShop(ctx.app);
    const bid = shop.business.id;
    const rice = await addProduct(shop, { name: 'Rice', unit: 'kg', sellingPrice: 230.5, buyingPrice: 200, vatRate: 18, nbtRate: 0 });
    const soap = await addProduct(shop, { name: 'Soap', sellingPrice: 95, vatRate: 18, nbtRate: 2 });
    const a = await sell(shop.cashierApi, bid, { items: [{ productId: rice.id, quantity: '2.5' }], paymentMethod: 'cash' });
    const b = await sell(shop.cashierApi, bid, {
      items: [
        { productId: soap.id, quantity: 3 },
        { productId: rice.id, quantity: 1 },
      ],
      paymentMethod: 'card',
      discountAmount: 20,
    });
    await moveSale(a.id, midMonth(previousMonth()));
    await moveSale(b.id, new Date(midMonth(previousMonth()).getTime() + 86_400_000));
    const [y, m] = previousMonth().split('-').map(Number);
    const range = `?from=${previousMonth()}-01&to=${toZonedDateString(new Date(zonedMidnight(y, m + 1, 1, TZ).getTime() - 1), TZ)}`;
    const read = async () => ({
      calc: (await shop.ownerApi.post(TAX_PATHS.calculate(bid), { period: previousMonth() })).json(),
      panel: (await shop.ownerApi.get(`${TAX_PATHS.panelData(bid)}${range}`)).json(),
      csv: (await shop.ownerApi.post(TAX_PATHS.exportReport(bid), { format: 'csv', period: previousMonth() })).body,
    });
    const live = await read();
    expect(live.calc).toMatchObject({ salesCount: 2, revenue: (cents(a.subtotal) + cents(b.subtotal)) / 100 });
    expect(live.panel.snapshot.costOfGoodsSold).toBe(700);

    expect((await rollUpSales(ctx.db)).ran).toBe(true);
    expect(await rollupCoverage(ctx.db, bid, TZ)).not.toBeNull();
    const rolled = await read();
    const { calculatedAt: _a, ...calcLive } = live.calc;
    const { calculatedAt: _b, ...calcRolled } = rolled.calc;
    expect(calcRolled).toEqual(calcLive);
    expect(rolled.panel.snapshot).toEqual(live.panel.snapshot);
    expect(rolled.csv.replace(/Calculation of [^"\n]*/, '')).toEqual(live.csv.replace(/Calculation of [^"\n]*/, ''));
  });
});
