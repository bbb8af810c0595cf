import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toZonedDateString } from '#shared/domain/time-zone';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const today = () => toZonedDateString(new Date(), 'Asia/Colombo');

/** A shop selling one product at LKR 1,357.00 (no tax), and a sale of it paid by `payments` through the sale route. */
async function shop() {
  const s = await createShop(ctx.app);
  const b = s.business.id;
  const product = await s.ownerApi.post(`/api/businesses/${b}/products`, {
    name: 'Rice',
    sellingPrice: 1357,
    stock: 100,
    vatRate: 0,
  });
  expect(product.statusCode).toBe(201);
  const sell = async (body: Record<string, unknown>) => {
    const res = await s.cashierApi.post(
      `/api/businesses/${b}/sales`,
      { items: [{ productId: product.json().id, quantity: 1 }], ...body },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; invoiceNumber: string; paymentStatus: string };
  };
  const saleStatus = async (invoice: string) => {
    const dash = (await s.ownerApi.get(`/api/businesses/${b}/enhanced-dashboard`)).json();
    return dash.recentSales.find((r: { invoiceNumber: string }) => r.invoiceNumber === invoice)?.paymentStatus;
  };
  return { ...s, b, sell, saleStatus };
}

describe('a split sale with a credit part', () => {
  it("shows the credit part on the debtor's statement and stays partial until that part is paid; reports count each payment", async () => {
    const s = await shop();
    const sale = await s.sell({
      payments: [
        { method: 'cash', amount: 500 },
        { method: 'card', amount: 357 },
        { method: 'credit', amount: 500 },
      ],
      debtorInfo: { name: 'Kamala Silva', phone: '0771234567' },
    });
    expect(sale.paymentStatus).toBe('partial');
    const [debtor] = (await s.ownerApi.get(`/api/businesses/${s.b}/debtors`)).json();
    expect(debtor.remainingAmount).toBe(500);
    const ledger = (await s.ownerApi.get(`/api/debtors/${debtor.id}/ledger`)).json();
    expect(ledger.invoices).toEqual([
      expect.objectContaining({ invoiceNumber: sale.invoiceNumber, amount: 500, saleTotal: 1357, outstanding: 500, cheque: null }),
    ]);

    const pay = (amount: string) =>
      s.ownerApi.post(`/api/debtors/${debtor.id}/payments`, { amount, paymentMethod: 'cash', paymentDate: today() });
    expect((await pay('200')).statusCode).toBe(201);
    expect(await s.saleStatus(sale.invoiceNumber)).toBe('partial');
    expect((await pay('300')).statusCode).toBe(201);
    expect(await s.saleStatus(sale.invoiceNumber)).toBe('paid');

    const summary = (await s.ownerApi.get(`/api/businesses/${s.b}/sales-summary?from=${today()}&to=${today()}`)).json();
    expect(summary.byPaymentMethod.filter((m: { count: number }) => m.count > 0)).toEqual([
      { method: 'cash', count: 1, amount: 500 },
      { method: 'card', count: 1, amount: 357 },
      { method: 'credit', count: 1, amount: 500 },
    ]);
  });

  it("a split sale's cheque part: listed with its invoice; bounced, it is owed and the sale is partial", async () => {
    const s = await shop();
    const customer = await s.ownerApi.post(`/api/businesses/${s.b}/customers`, { name: 'Nimal Perera', phone: '0719876543' });
    const sale = await s.sell({
      customerId: customer.json().id,
      payments: [
        { method: 'cash', amount: 857 },
        { method: 'cheque', amount: 500, chequeNumber: '777001', chequeBank: 'HNB', chequeDate: '2026-12-01' },
      ],
    });
    expect(sale.paymentStatus).toBe('paid');
    const list = (await s.ownerApi.get(`/api/businesses/${s.b}/cheques`)).json();
    expect(list.cheques).toEqual([
      expect.objectContaining({
        invoiceNumber: sale.invoiceNumber,
        customerName: 'Nimal Perera',
        bank: 'HNB',
        chequeNumber: '777001',
        chequeDate: '2026-12-01',
        amount: 500,
        status: 'pending',
      }),
    ]);
    const bounced = await s.ownerApi.post(
      `/api/businesses/${s.b}/cheques/${list.cheques[0].id}/status`,
      { status: 'bounced' },
      { 'idempotency-key': randomUUID() },
    );
    expect(bounced.statusCode).toBe(200);
    expect(bounced.json().debtor).toMatchObject({ name: 'Nimal Perera', balance: 500 });
    expect(await s.saleStatus(sale.invoiceNumber)).toBe('partial');
  });
});
