import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { auditTrail, debtorEntries, debtors, sales, users } from '#server/db/schema';
import { hashPassword } from '#server/kernel/password';

// A credit sale (or a split sale's credit part) over the customer's credit limit —
// the debtor's, else the CRM customer's with the same phone — needs an admin at the till.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const PHONE = '0771234567';

/** A shop selling Rice at LKR 1,900.00 (no tax), with the owner's manager PIN 2468. */
async function shop() {
  const s = await createShop(ctx.app);
  const b = s.business.id;
  const product = await s.ownerApi.post(`/api/businesses/${b}/products`, {
    name: 'Rice',
    sellingPrice: 1900,
    stock: 100,
    vatRate: 0,
  });
  expect(product.statusCode, product.body).toBe(201);
  await ctx.db
    .update(users)
    .set({ managerPinHash: await hashPassword('2468') })
    .where(eq(users.id, s.owner.id));
  const sell = (api: typeof s.ownerApi, body: Record<string, unknown> = {}) =>
    api.post(
      `/api/businesses/${b}/sales`,
      {
        items: [{ productId: product.json().id, quantity: 1 }],
        paymentMethod: 'credit',
        debtorInfo: { name: 'Kamal Perera', phone: PHONE },
        ...body,
      },
      { 'idempotency-key': randomUUID() },
    );
  /** A debtor Kamal owing LKR 4,200.00 with a limit of LKR 5,000.00. */
  const debtorOwing = async (limit: number | null = 5000) => {
    const res = await s.ownerApi.post(`/api/businesses/${b}/debtors`, {
      name: 'Kamal Perera',
      phone: PHONE,
      totalDebt: 4200,
      creditLimit: limit,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const counts = async () => ({
    sales: (await ctx.db.select().from(sales).where(eq(sales.businessId, b))).length,
    entries: (await ctx.db.select().from(debtorEntries).where(eq(debtorEntries.businessId, b))).length,
  });
  const audits = (action: string) =>
    ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, b), eq(auditTrail.action, action)));
  return { ...s, b, sell, debtorOwing, counts, audits };
}

describe('a credit sale over the credit limit', () => {
  it('a cashier’s is refused 403 with the limit and the balance, and nothing is written', async () => {
    const s = await shop();
    await s.debtorOwing();
    const before = await s.counts();
    const res = await s.sell(s.cashierApi);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CREDIT_LIMIT_APPROVAL_REQUIRED');
    expect(res.json().message).toBe(
      'Kamal Perera may owe at most LKR 5,000.00 and owes LKR 4,200.00; this sale would make it LKR 6,100.00 — an admin must approve',
    );
    expect(await s.counts()).toEqual(before);
    // A wrong PIN is refused too.
    const wrong = await s.sell(s.cashierApi, { approval: { userId: s.owner.id, pin: '1111' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('CREDIT_LIMIT_APPROVAL_REQUIRED');
    expect(await s.counts()).toEqual(before);
  });

  it('a cashier’s with an admin’s PIN is recorded (201) and the approval audited', async () => {
    const s = await shop();
    const d = await s.debtorOwing();
    const res = await s.sell(s.cashierApi, { approval: { userId: s.owner.id, pin: '2468' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().credit.balance).toBe(6100);
    const [audit] = await s.audits('credit_limit.approved');
    expect(audit.after).toMatchObject({
      requestedBy: s.cashier.id,
      approvedBy: s.owner.id,
      debtorId: d.id,
      limit: 5000,
      balance: 4200,
      owedAfter: 6100,
      invoiceNumber: res.json().invoiceNumber,
    });
  });

  it('an owner’s own sale is allowed (201) and audited', async () => {
    const s = await shop();
    const d = await s.debtorOwing();
    const res = await s.sell(s.ownerApi);
    expect(res.statusCode, res.body).toBe(201);
    const [audit] = await s.audits('credit_limit.exceeded');
    expect(audit).toMatchObject({ userId: s.owner.id, entityType: 'debtor', entityId: String(d.id) });
    expect(audit.after).toMatchObject({ limit: 5000, balance: 4200, owedAfter: 6100 });
  });

  it('within the limit, or with no limit, a cashier sells without a PIN', async () => {
    const s = await shop();
    const d = await s.debtorOwing(6100);
    expect((await s.sell(s.cashierApi)).statusCode).toBe(201); // exactly the limit
    await ctx.db.update(debtors).set({ creditLimitCents: null }).where(eq(debtors.id, d.id));
    expect((await s.sell(s.cashierApi)).statusCode).toBe(201);
  });

  it('counts only a split sale’s credit part', async () => {
    const s = await shop();
    await s.debtorOwing();
    // 1,900 with 1,100 paid in cash: 800 on credit → 5,000, exactly the limit.
    const within = await s.sell(s.cashierApi, {
      payments: [
        { method: 'cash', amount: 1100 },
        { method: 'credit', amount: 800 },
      ],
    });
    expect(within.statusCode, within.body).toBe(201);
    const over = await s.sell(s.cashierApi, {
      payments: [
        { method: 'cash', amount: 1899 },
        { method: 'credit', amount: 1 },
      ],
    });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toContain('owes LKR 5,000.00; this sale would make it LKR 5,001.00');
  });

  it('applies the CRM customer’s limit when the debtor has none (and to a new debtor), the debtor’s own first', async () => {
    const s = await shop();
    const crm = await s.ownerApi.post(`/api/businesses/${s.b}/customers`, {
      name: 'Kamal Perera',
      phone: '077 123 4567',
      creditLimit: 1000,
    });
    expect(crm.statusCode, crm.body).toBe(201);
    expect(crm.json().creditLimit).toBe(1000);
    // No debtor yet: the first credit sale (1,900) would create one owing more than 1,000.
    const first = await s.sell(s.cashierApi);
    expect(first.statusCode).toBe(403);
    expect(first.json().message).toContain('may owe at most LKR 1,000.00 and owes LKR 0.00; this sale would make it LKR 1,900.00');
    // A debtor with no limit of its own: the CRM limit still applies.
    const d = await s.debtorOwing(null);
    expect((await s.sell(s.cashierApi)).statusCode).toBe(403);
    // The debtor's own limit comes first.
    await ctx.db.update(debtors).set({ creditLimitCents: 1_000_000 }).where(eq(debtors.id, d.id));
    expect((await s.sell(s.cashierApi)).statusCode).toBe(201);
  });
});

describe('a CRM customer’s credit limit', () => {
  it('is set and cleared by an admin; a cashier adding a customer may not set one (403)', async () => {
    const s = await shop();
    const created = await s.ownerApi.post(`/api/businesses/${s.b}/customers`, {
      name: 'Nimal',
      phone: '0711111111',
      creditLimit: '2500.50',
    });
    expect(created.json().creditLimit).toBe(2500.5);
    const id = created.json().id as number;
    expect((await s.ownerApi.put(`/api/customers/${id}`, { creditLimit: 3000 })).json().creditLimit).toBe(3000);
    expect((await s.ownerApi.put(`/api/customers/${id}`, { notes: 'x' })).json().creditLimit).toBe(3000);
    expect((await s.ownerApi.put(`/api/customers/${id}`, { creditLimit: '' })).json().creditLimit).toBeNull();
    const bad = await s.ownerApi.put(`/api/customers/${id}`, { creditLimit: -1 });
    expect(bad.statusCode).toBe(400);
    const byCashier = await s.cashierApi.post(`/api/businesses/${s.b}/customers`, { name: 'Sunil', phone: '0722222222', creditLimit: 100 });
    expect(byCashier.statusCode).toBe(403);
    expect(byCashier.json().code).toBe('CREDIT_LIMIT_ADMIN_ONLY');
    expect((await s.cashierApi.post(`/api/businesses/${s.b}/customers`, { name: 'Sunil', phone: '0722222222' })).statusCode).toBe(201);
    expect((await s.cashierApi.put(`/api/customers/${id}`, { creditLimit: 100 })).statusCode).toBe(403);
  });
});
