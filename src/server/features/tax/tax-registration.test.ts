/**
 * Registration on the real database: a shop that is not VAT-registered claims no input VAT and
 * carries no credit; taxable income deducts the cost of goods sold and leaves a claimed expense
 * VAT out of the deductible expenses; the alerts name the thresholds they used.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCUREMENT_PATHS } from '#shared/contracts/procurement';
import { TAX_PATHS } from '#shared/contracts/tax';
import { toZonedDateString } from '#shared/domain/time-zone';
import { createShop } from '#testing/factories';
import { insertProduct } from '#testing/procurement-fixtures';
import { createTestApp, type TestContext } from '#testing/test-app';
import { SRI_LANKA_RATES } from '#testing/tax-configurations';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;
const today = () => toZonedDateString(new Date(), 'Asia/Colombo');
const thisMonth = () => today().slice(0, 7);
const cents = (n: number) => Math.round(n * 100);

const CONFIG = { ...SRI_LANKA_RATES, tin: '123456789' };
const INVOICE = { supplierInvoiceNumber: 'TI-77', supplierInvoiceDate: today() };

async function shopWith(config: Record<string, unknown>): Promise<Shop> {
  const shop = await createShop(ctx.app);
  const put = await shop.ownerApi.put(TAX_PATHS.configuration(shop.business.id), { ...CONFIG, ...config });
  expect(put.statusCode, put.body).toBe(200);
  return shop;
}

async function calculate(shop: Shop) {
  const res = await shop.ownerApi.post(TAX_PATHS.calculate(shop.business.id), { period: thisMonth() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A GRN from a VAT-registered supplier with 300.00 input VAT on its invoice, and an expense of 1,180.00 with 180.00. */
async function purchasesWithVat(shop: Shop) {
  const bid = shop.business.id;
  const product = await insertProduct(ctx.db, bid, { name: `Biscuits ${randomUUID().slice(0, 6)}`, stock: 0 });
  const supplier = await shop.ownerApi.post(PROCUREMENT_PATHS.suppliers(bid), {
    name: 'Maliban Distributors',
    vatNumber: '114025367-7000',
  });
  const order = await shop.ownerApi.post(PROCUREMENT_PATHS.createPurchaseOrder, {
    supplierId: supplier.json().id,
    status: 'approved',
    items: [{ productId: product.id, quantity: 10, unitPrice: 500 }],
  });
  const grn = await shop.ownerApi.post(PROCUREMENT_PATHS.createGrn, {
    purchaseOrderId: order.json().id,
    receivedDate: today(),
    items: [{ productId: product.id, receivedQuantity: 10 }],
    inputVat: 300,
    ...INVOICE,
  });
  expect(grn.statusCode, grn.body).toBe(201);
  const categories = (await shop.ownerApi.get(TAX_PATHS.expenseCategories(bid))).json() as { id: number; code: string }[];
  const util = categories.find((c) => c.code === 'UTIL')!.id;
  const expense = await shop.ownerApi.post(TAX_PATHS.expenseTransaction(bid), {
    amount: 1180,
    inputVat: 180,
    categoryId: util,
    supplierVatNumber: '114288690-7000',
    ...INVOICE,
  });
  expect(expense.statusCode, expense.body).toBe(201);
}

describe('input VAT and VAT registration', () => {
  it("an unregistered shop's period: no input VAT credit, nothing carried forward; the VAT is cost, so deductible", async () => {
    const shop = await shopWith({ vatRegistered: false });
    await purchasesWithVat(shop);
    const calc = await calculate(shop);
    expect(calc).toMatchObject({
      inputVat: 0,
      vatCreditBroughtForward: 0,
      vatPayable: 0,
      vatCreditCarriedForward: 0,
      // the whole 1,180.00 is a deductible expense: its VAT is not claimed back
      deductibleExpenses: 1180,
    });
    const panel = (await shop.ownerApi.get(TAX_PATHS.panelData(shop.business.id))).json();
    expect(panel.snapshot).toMatchObject({ inputVat: 0, vatCreditCarriedForward: 0 });
  });

  it('a registered shop claims 300.00 + 180.00 and carries the excess forward; the claimed 180.00 is not also deducted', async () => {
    const shop = await shopWith({ vatRegistered: true, vatNumber: '123456789-7000' });
    await purchasesWithVat(shop);
    const calc = await calculate(shop);
    // no sales: output 0 − input 480.00 → 480.00 carried forward; deductible 1,180.00 − 180.00 = 1,000.00
    expect(calc).toMatchObject({ inputVat: 480, vatPayable: 0, vatCreditCarriedForward: 480, deductibleExpenses: 1000 });
  });
});

describe('estimated income tax on profit', () => {
  it('taxable income = sales net of VAT − cost of goods sold − deductible expenses', async () => {
    const shop = await shopWith({ vatRegistered: false });
    const bid = shop.business.id;
    const rice = await insertProduct(ctx.db, bid, {
      name: 'Rice 5kg',
      stock: 100_000,
      buyingPriceCents: 150_000,
      sellingPriceCents: 200_000,
    });
    const sale = await shop.cashierApi.post(
      `/api/businesses/${bid}/sales`,
      { items: [{ productId: rice.id, quantity: 3 }], paymentMethod: 'cash' },
      { 'idempotency-key': randomUUID() },
    );
    expect(sale.statusCode, sale.body).toBe(201);
    const calc = await calculate(shop);
    // 3 × 1,500.00 = 4,500.00 cost of goods; no expenses
    expect(calc.costOfGoodsSold).toBe(4500);
    expect(cents(calc.taxableIncome)).toBe(cents(calc.revenue) - 450_000 - cents(calc.deductibleExpenses));
    // company 30% of the profit, rounded to the cent
    expect(cents(calc.incomeTaxAmount)).toBe(Math.round((cents(calc.taxableIncome) * 3000) / 10_000));
  });
});

describe('alerts say which threshold they used', () => {
  it("the VAT threshold row an admin added with its date (the 2026 budget's), and the SSCL registration thresholds", async () => {
    const shop = await shopWith({
      vatRegistered: false,
      effectiveFrom: '2026-04-01',
      annualVatThreshold: 36_000_000,
      quarterlyVatThreshold: 9_000_000,
      ssclQuarterlyThreshold: 1,
      ssclAnnualThreshold: 2,
    });
    const bid = shop.business.id;
    const soap = await insertProduct(ctx.db, bid, { name: 'Soap', stock: 100_000, sellingPriceCents: 11_800 });
    const sale = await shop.cashierApi.post(
      `/api/businesses/${bid}/sales`,
      { items: [{ productId: soap.id, quantity: 1 }], paymentMethod: 'cash' },
      { 'idempotency-key': randomUUID() },
    );
    expect(sale.statusCode, sale.body).toBe(201);
    const alerts = (await shop.ownerApi.get(TAX_PATHS.panelData(bid))).json().exceptionAlerts as {
      code: string;
      params: Record<string, unknown>;
      message?: string;
    }[];
    const quarter = alerts.find((a) => a.code === 'sscl_registration_quarter');
    expect(quarter?.params).toMatchObject({ threshold: 1, thresholdFrom: '2026-04-01' });
    expect(alerts.find((a) => a.code === 'sscl_registration_annual')?.params).toMatchObject({ threshold: 2 });
    // Codes and parameters only: the client words them.
    for (const a of alerts) expect(a.message).toBeUndefined();

    const config = (await shop.ownerApi.get(TAX_PATHS.configuration(bid))).json();
    expect(config).toMatchObject({ annualVatThreshold: 36_000_000, effectiveFrom: '2026-04-01', ssclRegisteredFrom: null });
  });
});
