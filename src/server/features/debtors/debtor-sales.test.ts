import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toZonedDateString } from '#shared/domain/time-zone';
import { createShop, type Api } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;
const today = () => toZonedDateString(new Date(), 'Asia/Colombo');

/** A credit sale of `rupees` to Kamala (the same debtor every time) through the till's route. */
async function creditSale(shop: Shop, productId: number, quantity: number) {
  const res = await shop.cashierApi.post(
    `/api/businesses/${shop.business.id}/sales`,
    { items: [{ productId, quantity }], paymentMethod: 'credit', debtorInfo: { name: 'Kamala Silva', phone: '0771234567' } },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; invoiceNumber: string };
}

async function shopWithTwoCreditSales() {
  const shop = await createShop(ctx.app);
  const product = await shop.ownerApi.post(`/api/businesses/${shop.business.id}/products`, {
    name: 'Rice',
    sellingPrice: 1000,
    stock: 100,
    vatRate: 0,
  });
  expect(product.statusCode).toBe(201);
  const first = await creditSale(shop, product.json().id, 1); // LKR 1,000
  const second = await creditSale(shop, product.json().id, 2); // LKR 2,000
  const [debtor] = (await shop.ownerApi.get(`/api/businesses/${shop.business.id}/debtors`)).json();
  return { shop, first, second, debtorId: debtor.id as number };
}

const pay = (api: Api, debtorId: number, amount: string) =>
  api.post(`/api/debtors/${debtorId}/payments`, { amount, paymentMethod: 'cash', paymentDate: today() });

async function statuses(shop: Shop) {
  const dash = await shop.ownerApi.get(`/api/businesses/${shop.business.id}/enhanced-dashboard`);
  const fromDashboard = Object.fromEntries(
    dash.json().recentSales.map((s: { invoiceNumber: string; paymentStatus: string }) => [s.invoiceNumber, s.paymentStatus]),
  );
  const csv = await shop.ownerApi.get(`/api/businesses/${shop.business.id}/reports/sales.csv?from=${today()}&to=${today()}`);
  expect(csv.statusCode).toBe(200);
  const lines = csv.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .slice(1);
  const fromCsv = Object.fromEntries(lines.map((l) => [l.split(',')[0], l.split(',')[8]]));
  return { fromDashboard, fromCsv };
}

describe("a credit sale's payment status follows its debt (oldest sale first)", () => {
  it('pending → partial → paid on the dashboard and in the CSV export', async () => {
    const { shop, first, second, debtorId } = await shopWithTwoCreditSales();
    const expectStatuses = async (a: string, b: string) => {
      const want = { [first.invoiceNumber]: a, [second.invoiceNumber]: b };
      expect(await statuses(shop)).toEqual({ fromDashboard: want, fromCsv: want });
    };
    await expectStatuses('pending', 'pending');

    expect((await pay(shop.ownerApi, debtorId, '400')).statusCode).toBe(201);
    await expectStatuses('partial', 'pending');

    expect((await pay(shop.ownerApi, debtorId, '1600')).statusCode).toBe(201); // 1,000 settles the first, 1,000 into the second
    await expectStatuses('paid', 'partial');

    expect((await pay(shop.ownerApi, debtorId, '1000')).statusCode).toBe(201);
    await expectStatuses('paid', 'paid');
  });

  it('a write-down of the total also settles the oldest sale', async () => {
    const { shop, first, second, debtorId } = await shopWithTwoCreditSales();
    const res = await shop.ownerApi.put(`/api/debtors/${debtorId}`, { name: 'Kamala Silva', totalDebt: '2000' });
    expect(res.statusCode).toBe(200);
    const want = { [first.invoiceNumber]: 'paid', [second.invoiceNumber]: 'pending' };
    expect((await statuses(shop)).fromDashboard).toEqual(want);
  });
});

describe('GET /api/debtors/:id/ledger', () => {
  it("lists the debtor's invoices oldest first with paid/outstanding, and its payments", async () => {
    const { shop, first, second, debtorId } = await shopWithTwoCreditSales();
    expect((await pay(shop.ownerApi, debtorId, '1500')).statusCode).toBe(201);
    const res = await shop.ownerApi.get(`/api/debtors/${debtorId}/ledger`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.debtor).toMatchObject({ id: debtorId, totalDebt: 3000, paidAmount: 1500, remainingAmount: 1500 });
    expect(body.invoices).toMatchObject([
      { saleId: first.id, invoiceNumber: first.invoiceNumber, amount: 1000, paid: 1000, outstanding: 0, status: 'paid' },
      { saleId: second.id, invoiceNumber: second.invoiceNumber, amount: 2000, paid: 500, outstanding: 1500, status: 'partial' },
    ]);
    expect(body.invoices[0].date).toEqual(expect.any(String));
    expect(body.payments).toMatchObject([{ amount: 1500, paymentMethod: 'cash' }]);
  });

  it("another business's debtor answers 404; a cashier 403; anonymous 401", async () => {
    const { shop, debtorId } = await shopWithTwoCreditSales();
    const other = await createShop(ctx.app);
    expect((await other.ownerApi.get(`/api/debtors/${debtorId}/ledger`)).statusCode).toBe(404);
    expect((await shop.cashierApi.get(`/api/debtors/${debtorId}/ledger`)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/debtors/${debtorId}/ledger` })).statusCode).toBe(401);
  });
});

describe('demo', () => {
  it("the demo's first credit customer has a paid and a partly paid sale", async () => {
    const { ensureDemoAccount } = await import('#server/db/seed/demo');
    const { sessionCookieFor, apiClient } = await import('#testing/factories');
    const api = apiClient(ctx.app, await sessionCookieFor(ctx.app, await ensureDemoAccount(ctx.db)));
    const me = (await api.get('/api/auth/user')).json();
    const debtors = (await api.get(`/api/businesses/${me.business.id}/debtors`)).json();
    const kamala = debtors.find((d: { phone: string }) => d.phone === '0771234567');
    const ledger = (await api.get(`/api/debtors/${kamala.id}/ledger`)).json();
    expect(ledger.invoices.slice(0, 2).map((i: { status: string }) => i.status)).toEqual(['paid', 'partial']);
    expect(ledger.payments).toHaveLength(1);
  });
});
