import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cheques, debtorEntries, sales } from '#server/db/schema';
import { createShop, type Api } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** A shop selling rice at LKR 1,357.00 (no tax) and a customer with a phone; cheques come from its sales. */
async function shopWithCustomer() {
  const shop = await createShop(ctx.app);
  const b = shop.business.id;
  const product = await shop.ownerApi.post(`/api/businesses/${b}/products`, {
    name: 'Rice',
    sellingPrice: 1357,
    stock: 100,
    vatRate: 0,
  });
  expect(product.statusCode).toBe(201);
  const customer = await shop.ownerApi.post(`/api/businesses/${b}/customers`, { name: 'Nimal Perera', phone: '0771234567' });
  expect(customer.statusCode).toBe(201);
  return { shop, b, productId: product.json().id as number, customerId: customer.json().id as number };
}
type Shop = Awaited<ReturnType<typeof shopWithCustomer>>;

/**
 * A sale of one bag to the customer through the sale route, paid by a cheque of `amountCents`
 * (default: all of it) and cash for the rest: the route writes the cheque's row.
 */
async function addCheque(s: Shop, o: { number?: string; date?: string; amountCents?: number } = {}) {
  const chequeCents = o.amountCents ?? 135_700;
  const payments = [
    {
      method: 'cheque',
      amount: chequeCents / 100,
      chequeNumber: o.number ?? '100001',
      chequeBank: 'Bank of Ceylon',
      chequeDate: o.date ?? '2026-11-20',
    },
    ...(chequeCents < 135_700 ? [{ method: 'cash', amount: (135_700 - chequeCents) / 100 }] : []),
  ];
  const res = await s.shop.cashierApi.post(
    `/api/businesses/${s.b}/sales`,
    { items: [{ productId: s.productId, quantity: 1 }], customerId: s.customerId, payments },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(201);
  const sale = res.json() as { id: number; invoiceNumber: string };
  const [row] = await ctx.db
    .select({ id: cheques.id })
    .from(cheques)
    .where(and(eq(cheques.businessId, s.b), eq(cheques.saleId, sale.id)));
  return { id: row.id, sale };
}

const setStatus = (api: Api, b: number, id: number, body: Record<string, unknown>, key: string | null = randomUUID()) =>
  api.post(`/api/businesses/${b}/cheques/${id}/status`, body, key ? { 'idempotency-key': key } : {});

describe('the cheques list', () => {
  it('lists newest cheque date first with customer, bank, number, amount, invoice; totals per status; filters', async () => {
    const s = await shopWithCustomer();
    await addCheque(s, { number: '1', date: '2026-11-10', amountCents: 10_000 });
    const two = await addCheque(s, { number: '2', date: '2026-11-25', amountCents: 20_000 });
    expect((await setStatus(s.shop.ownerApi, s.b, two.id, { status: 'deposited' })).statusCode).toBe(200);
    const three = await addCheque(s, { number: '3', date: '2026-11-15', amountCents: 30_050 });
    const res = await s.shop.ownerApi.get(`/api/businesses/${s.b}/cheques`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cheques.map((c: { chequeNumber: string }) => c.chequeNumber)).toEqual(['2', '3', '1']);
    expect(body.cheques[1]).toMatchObject({
      customerName: 'Nimal Perera',
      bank: 'Bank of Ceylon',
      chequeDate: '2026-11-15',
      amount: 300.5,
      status: 'pending',
      invoiceNumber: three.sale.invoiceNumber,
      saleId: three.sale.id,
      nextStatuses: ['deposited', 'bounced'],
    });
    expect(body.totals).toEqual([
      { status: 'pending', count: 2, amount: 400.5 },
      { status: 'deposited', count: 1, amount: 200 },
      { status: 'cleared', count: 0, amount: 0 },
      { status: 'bounced', count: 0, amount: 0 },
    ]);
    const pending = (await s.shop.ownerApi.get(`/api/businesses/${s.b}/cheques?status=pending&from=2026-11-12&to=2026-11-30`)).json();
    expect(pending.cheques.map((c: { chequeNumber: string }) => c.chequeNumber)).toEqual(['3']);
    expect(pending.totals[0]).toEqual({ status: 'pending', count: 1, amount: 300.5 });
    expect((await s.shop.ownerApi.get(`/api/businesses/${s.b}/cheques?from=2026-11-30&to=2026-11-01`)).statusCode).toBe(400);
    expect((await s.shop.ownerApi.get(`/api/businesses/${s.b}/cheques?status=lost`)).statusCode).toBe(400);
  });
});

describe('cheque status changes', () => {
  it('pending → deposited → cleared; a cleared cheque changes no more (409 with the reason)', async () => {
    const s = await shopWithCustomer();
    const { id } = await addCheque(s);
    const dep = await setStatus(s.shop.ownerApi, s.b, id, { status: 'deposited' });
    expect(dep.statusCode).toBe(200);
    expect(dep.json()).toMatchObject({ cheque: { status: 'deposited', nextStatuses: ['cleared', 'bounced'] }, debtor: null });
    const clr = await setStatus(s.shop.ownerApi, s.b, id, { status: 'cleared' });
    expect(clr.json()).toMatchObject({ cheque: { status: 'cleared', nextStatuses: [] }, debtor: null });
    const again = await setStatus(s.shop.ownerApi, s.b, id, { status: 'bounced' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CHEQUE_FINAL',
      message: 'This cheque is already cleared; its status cannot change any more',
    });
    expect(await debtorCharges(s.b)).toEqual([]);
  });

  it('a pending cheque cannot be cleared before it is deposited (409)', async () => {
    const s = await shopWithCustomer();
    const { id } = await addCheque(s);
    const res = await setStatus(s.shop.ownerApi, s.b, id, { status: 'cleared' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A pending cheque cannot be marked cleared: deposit it first');
    const [row] = await ctx.db.select().from(cheques).where(eq(cheques.id, id));
    expect(row.status).toBe('pending');
  });

  it('requires an Idempotency-Key (400) and a known status (400)', async () => {
    const s = await shopWithCustomer();
    const { id } = await addCheque(s);
    const noKey = await setStatus(s.shop.ownerApi, s.b, id, { status: 'deposited' }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toBe('Idempotency-Key header is required');
    expect((await setStatus(s.shop.ownerApi, s.b, id, { status: 'pending' })).statusCode).toBe(400);
  });
});

async function debtorCharges(b: number) {
  return ctx.db
    .select({
      debtorId: debtorEntries.debtorId,
      amountCents: debtorEntries.amountCents,
      chequeId: debtorEntries.chequeId,
      saleId: debtorEntries.saleId,
    })
    .from(debtorEntries)
    .where(and(eq(debtorEntries.businessId, b), eq(debtorEntries.kind, 'charge')));
}

describe('a bounced cheque', () => {
  it("adds its amount to the customer's debt with a ledger entry naming the cheque; the sale is unpaid again", async () => {
    const s = await shopWithCustomer();
    const { id, sale } = await addCheque(s, { number: '654321' });
    expect((await setStatus(s.shop.ownerApi, s.b, id, { status: 'deposited' })).statusCode).toBe(200);
    const res = await setStatus(s.shop.ownerApi, s.b, id, { status: 'bounced', note: 'Refer to drawer' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cheque).toMatchObject({ status: 'bounced', nextStatuses: [] });
    expect(body.debtor).toMatchObject({ name: 'Nimal Perera', balance: 1357 });

    const debtors = (await s.shop.ownerApi.get(`/api/businesses/${s.b}/debtors`)).json();
    expect(debtors).toHaveLength(1);
    expect(debtors[0]).toMatchObject({ id: body.debtor.id, phone: '0771234567', remainingAmount: 1357 });
    const ledger = (await s.shop.ownerApi.get(`/api/debtors/${body.debtor.id}/ledger`)).json();
    expect(ledger.invoices).toEqual([
      expect.objectContaining({
        saleId: sale.id,
        invoiceNumber: sale.invoiceNumber,
        amount: 1357,
        outstanding: 1357,
        saleTotal: 1357,
        cheque: { id, number: '654321', bank: 'Bank of Ceylon' },
        notes: `Bounced cheque 654321 (Bank of Ceylon) for ${sale.invoiceNumber}: Refer to drawer`,
      }),
    ]);
    const [stored] = await ctx.db.select({ status: sales.paymentStatus }).from(sales).where(eq(sales.id, sale.id));
    expect(stored.status).toBe('pending');

    // Paid later through the debtor: the sale is paid again.
    const paid = await s.shop.ownerApi.post(`/api/debtors/${body.debtor.id}/payments`, {
      amount: '1357',
      paymentMethod: 'cash',
      paymentDate: '2026-11-24',
    });
    expect(paid.statusCode).toBe(201);
    const [after] = await ctx.db.select({ status: sales.paymentStatus }).from(sales).where(eq(sales.id, sale.id));
    expect(after.status).toBe('paid');
  });

  it('adds to the debtor a credit sale already made for the same phone', async () => {
    const s = await shopWithCustomer();
    const credit = await s.shop.cashierApi.post(
      `/api/businesses/${s.b}/sales`,
      {
        items: [{ productId: s.productId, quantity: 1 }],
        paymentMethod: 'credit',
        debtorInfo: { name: 'Nimal P', phone: '+94 77 123 4567' },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(credit.statusCode).toBe(201);
    const { id } = await addCheque(s, { amountCents: 50_000 });
    const res = await setStatus(s.shop.ownerApi, s.b, id, { status: 'bounced' });
    expect(res.json().debtor).toMatchObject({ name: 'Nimal P', balance: 1857 });
    expect((await s.shop.ownerApi.get(`/api/businesses/${s.b}/debtors`)).json()).toHaveLength(1);
  });

  it('replayed with the same Idempotency-Key: the first answer, charged once; another key: 409', async () => {
    const s = await shopWithCustomer();
    const { id, sale } = await addCheque(s);
    const key = randomUUID();
    const first = await setStatus(s.shop.ownerApi, s.b, id, { status: 'bounced' }, key);
    const replay = await setStatus(s.shop.ownerApi, s.b, id, { status: 'bounced' }, key);
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await debtorCharges(s.b)).toEqual([{ debtorId: first.json().debtor.id, amountCents: 135_700, chequeId: id, saleId: sale.id }]);
    const other = await setStatus(s.shop.ownerApi, s.b, id, { status: 'bounced' });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This cheque is already bounced');
    expect(await debtorCharges(s.b)).toHaveLength(1);
  });

  it('two bounces at once charge the debt once', async () => {
    const s = await shopWithCustomer();
    const { id } = await addCheque(s);
    const answers = await Promise.all([1, 2, 3].map(() => setStatus(s.shop.ownerApi, s.b, id, { status: 'bounced' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await debtorCharges(s.b)).toHaveLength(1);
  });
});

describe('who may see and change cheques', () => {
  it("another business's cheque is not found (404), through its path or ours", async () => {
    const s = await shopWithCustomer();
    const other = await createShop(ctx.app);
    const { id } = await addCheque(s);
    expect((await setStatus(other.ownerApi, other.business.id, id, { status: 'deposited' })).statusCode).toBe(404);
    expect((await setStatus(other.ownerApi, s.b, id, { status: 'deposited' })).statusCode).toBe(404);
    expect((await other.ownerApi.get(`/api/businesses/${s.b}/cheques`)).statusCode).toBe(404);
    const theirs = (await other.ownerApi.get(`/api/businesses/${other.business.id}/cheques`)).json();
    expect(theirs.cheques).toEqual([]);
    const [row] = await ctx.db.select().from(cheques).where(eq(cheques.id, id));
    expect(row.status).toBe('pending');
  });

  it('a cashier may neither list nor change cheques (403)', async () => {
    const s = await shopWithCustomer();
    const { id } = await addCheque(s);
    expect((await s.shop.cashierApi.get(`/api/businesses/${s.b}/cheques`)).statusCode).toBe(403);
    expect((await setStatus(s.shop.cashierApi, s.b, id, { status: 'bounced' })).statusCode).toBe(403);
    expect(await debtorCharges(s.b)).toEqual([]);
  });

  it('a business without the debtors module is refused (403)', async () => {
    const shop = await createShop(ctx.app, { modules: ['pos'] });
    expect((await shop.ownerApi.get(`/api/businesses/${shop.business.id}/cheques`)).statusCode).toBe(403);
  });
});
