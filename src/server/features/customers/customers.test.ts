import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, customerLoyaltyPoints, customers } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;
const list = (s: Shop) => `/api/businesses/${s.business.id}/customers`;

async function addCustomer(s: Shop, body: Record<string, unknown>) {
  const res = await s.ownerApi.post(list(s), body);
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('customers CRUD', () => {
  it('creates from `name` (first word → firstName), normalises the phone and assigns codes', async () => {
    const shop = await createShop(ctx.app);
    const a = await addCustomer(shop, {
      name: '  Kamal  Perera Silva ',
      phone: '+94 77 123 4567',
      email: 'Kamal@Example.lk',
      address: 'Kandy',
      customerType: 'vip',
      rating: 4,
      notes: 'Likes tea',
      tags: ['tea', 'tea', 'morning'],
    });
    expect(a).toMatchObject({
      customerCode: 'CUST-000001',
      firstName: 'Kamal',
      lastName: 'Perera Silva',
      name: 'Kamal Perera Silva',
      phone: '0771234567',
      email: 'kamal@example.lk',
      address: 'Kandy',
      customerType: 'vip',
      rating: 4,
      notes: 'Likes tea',
      totalSpent: 0,
      totalPurchases: 0,
      averageOrderValue: 0,
      lastPurchaseDate: null,
      loyaltyPoints: 0,
      loyaltyTier: 'bronze',
      tags: ['tea', 'morning'],
    });
    expect(typeof a.createdAt).toBe('string');
    const b = await addCustomer(shop, { firstName: 'Nimali', lastName: 'Fernando' });
    expect(b).toMatchObject({ customerCode: 'CUST-000002', name: 'Nimali Fernando', customerType: 'regular', rating: null, phone: null });
    const listRes = await shop.ownerApi.get(list(shop));
    expect(listRes.statusCode).toBe(200);
    expect(
      listRes
        .json()
        .map((c: { customerCode: string }) => c.customerCode)
        .sort(),
    ).toEqual(['CUST-000001', 'CUST-000002']);
  });

  it('codes stay unique per business under concurrent creation, and restart per business', async () => {
    const shop = await createShop(ctx.app);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => shop.ownerApi.post(list(shop), { name: `Racer ${i}` })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const codes = results.map((r) => r.json().customerCode).sort();
    expect(new Set(codes).size).toBe(6);
    expect(codes[5]).toBe('CUST-000006');
    const other = await createShop(ctx.app);
    expect((await addCustomer(other, { name: 'First' })).customerCode).toBe('CUST-000001');
  });

  it('refuses a phone already used in the business in any format (409), allows it in another business', async () => {
    const shop = await createShop(ctx.app);
    await addCustomer(shop, { name: 'Sunil', phone: '0712345678' });
    const dup = await shop.ownerApi.post(list(shop), { name: 'Other', phone: '+94 71 234 5678' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A customer with this phone number already exists');
    const other = await createShop(ctx.app);
    expect((await other.ownerApi.post(list(other), { name: 'Sunil', phone: '0712345678' })).statusCode).toBe(201);
    // update onto a taken phone is refused too
    const c = await addCustomer(shop, { name: 'Third', phone: '0751112222' });
    const upd = await shop.ownerApi.put(`/api/customers/${c.id}`, { phone: '94712345678' });
    expect(upd.statusCode).toBe(409);
  });

  it.each([
    [{}, 'name', 'Customer name is required'],
    [{ name: '   ' }, 'name', 'Customer name is required'],
    [{ name: 'A', rating: 6 }, 'rating', 'Rating must be between 1 and 5'],
    [{ name: 'A', rating: 2.5 }, 'rating', 'Rating must be between 1 and 5'],
    [{ name: 'A', email: 'nope' }, 'email', 'Invalid email address'],
    [{ name: 'A', customerType: 'gold' }, 'customerType', 'Choose a customer type'],
  ])('answers 400 for %j', async (body, field, message) => {
    const shop = await createShop(ctx.app);
    const res = await shop.ownerApi.post(list(shop), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toContain(message);
    expect(await ctx.db.select().from(customers).where(eq(customers.businessId, shop.business.id))).toHaveLength(0);
  });

  it('updates with PUT and PATCH (profile only: totals in the body are ignored), deletes, audits', async () => {
    const shop = await createShop(ctx.app);
    const c = await addCustomer(shop, { name: 'Ruwan Jayasuriya', phone: '0779998888' });
    const put = await shop.ownerApi.put(`/api/customers/${c.id}`, { name: 'Ruwan Kumara', rating: null, customerType: 'wholesale' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      firstName: 'Ruwan',
      lastName: 'Kumara',
      rating: null,
      customerType: 'wholesale',
      phone: '0779998888',
    });
    const patch = await shop.ownerApi.patch(`/api/businesses/${shop.business.id}/customers/${c.id}`, {
      notes: 'Pays on Fridays',
      totalSpent: 999999,
      loyaltyPoints: 5000,
      loyaltyTier: 'platinum',
      lastPurchaseDate: new Date().toISOString(),
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({
      notes: 'Pays on Fridays',
      totalSpent: 0,
      loyaltyPoints: 0,
      loyaltyTier: 'bronze',
      lastPurchaseDate: null,
    });
    const badName = await shop.ownerApi.put(`/api/customers/${c.id}`, { name: '' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toBe('Customer name is required');
    const del = await shop.ownerApi.delete(`/api/customers/${c.id}`);
    expect(del.statusCode).toBe(200);
    expect((await shop.ownerApi.get(list(shop))).json()).toHaveLength(0);
    expect((await shop.ownerApi.delete(`/api/customers/${c.id}`)).statusCode).toBe(404);
    const actions = (await ctx.db.select().from(auditTrail).where(eq(auditTrail.businessId, shop.business.id))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['customer.create', 'customer.update', 'customer.delete']));
  });
});

describe('customer access', () => {
  it('another business’s customer answers 404 to every route and stays unchanged', async () => {
    const a = await createShop(ctx.app);
    const b = await createShop(ctx.app);
    const c = await addCustomer(b, { name: 'Private Person', phone: '0701234567' });
    const api = a.ownerApi;
    expect((await api.get(`/api/businesses/${b.business.id}/customers`)).statusCode).toBe(404);
    expect((await api.post(`/api/businesses/${b.business.id}/customers`, { name: 'X' })).statusCode).toBe(404);
    expect((await api.get(`/api/customers/${c.id}`)).statusCode).toBe(404);
    expect((await api.put(`/api/customers/${c.id}`, { name: 'Hacked' })).statusCode).toBe(404);
    expect((await api.patch(`/api/businesses/${a.business.id}/customers/${c.id}`, { name: 'Hacked' })).statusCode).toBe(404);
    expect((await api.patch(`/api/businesses/${b.business.id}/customers/${c.id}`, { name: 'Hacked' })).statusCode).toBe(404);
    expect((await api.post(`/api/businesses/${a.business.id}/customers/${c.id}/loyalty-points`, { points: 10 })).statusCode).toBe(404);
    expect((await api.get(`/api/customers/${c.id}/sales`)).statusCode).toBe(404);
    expect((await api.get(`/api/customers/${c.id}/interactions`)).statusCode).toBe(404);
    expect((await api.post(`/api/customers/${c.id}/interactions`, { type: 'call' })).statusCode).toBe(404);
    expect((await api.get(`/api/customers/${c.id}/loyalty-points`)).statusCode).toBe(404);
    expect((await api.delete(`/api/customers/${c.id}`)).statusCode).toBe(404);
    const still = (await b.ownerApi.get(`/api/customers/${c.id}`)).json();
    expect(still).toMatchObject({ name: 'Private Person', loyaltyPoints: 0 });
  });

  it('a cashier may list and create customers, but not update, delete or adjust points', async () => {
    const shop = await createShop(ctx.app);
    expect((await shop.cashierApi.get(list(shop))).statusCode).toBe(200);
    const created = await shop.cashierApi.post(list(shop), { name: 'Walk In', phone: '0761231234' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await shop.cashierApi.put(`/api/customers/${id}`, { name: 'X' })).statusCode).toBe(403);
    expect((await shop.cashierApi.patch(`/api/businesses/${shop.business.id}/customers/${id}`, { name: 'X' })).statusCode).toBe(403);
    expect((await shop.cashierApi.delete(`/api/customers/${id}`)).statusCode).toBe(403);
    expect(
      (await shop.cashierApi.post(`/api/businesses/${shop.business.id}/customers/${id}/loyalty-points`, { points: 5 })).statusCode,
    ).toBe(403);
    expect(
      (await shop.cashierApi.post(`/api/businesses/${shop.business.id}/campaigns`, { name: 'x', message: 'y', channel: 'sms' })).statusCode,
    ).toBe(403);
    expect((await shop.cashierApi.put(`/api/businesses/${shop.business.id}/loyalty-program`, {})).statusCode).toBe(403);
    expect((await shop.ownerApi.get(`/api/customers/${id}`)).json().name).toBe('Walk In');
  });

  it('is refused with 403 without the CRM module or while the business is pending', async () => {
    const noCrm = await createShop(ctx.app, { modules: ['pos', 'inventory'] });
    const r1 = await noCrm.ownerApi.get(list(noCrm));
    expect(r1.statusCode).toBe(403);
    expect(r1.json().message).toBe('Your business is not subscribed to the CRM module.');
    expect((await noCrm.cashierApi.post(list(noCrm), { name: 'A' })).statusCode).toBe(403);
    const pending = await createShop(ctx.app, { status: 'pending' });
    expect((await pending.ownerApi.get(list(pending))).statusCode).toBe(403);
    expect((await pending.ownerApi.post(list(pending), { name: 'A' })).statusCode).toBe(403);
  });
});

describe('manual loyalty adjustments', () => {
  it('adds and removes points, keeps a ledger with running balances, refuses going below zero', async () => {
    const shop = await createShop(ctx.app);
    const c = await addCustomer(shop, { name: 'Dilani' });
    const url = `/api/businesses/${shop.business.id}/customers/${c.id}/loyalty-points`;
    const up = await shop.ownerApi.post(url, { points: 120, transactionType: 'adjusted', description: 'Welcome bonus' });
    expect(up.statusCode).toBe(201);
    expect(up.json().customer.loyaltyPoints).toBe(120);
    const down = await shop.ownerApi.post(url, { points: -20 });
    expect(down.statusCode).toBe(201);
    expect(down.json().entry).toMatchObject({ pointsEarned: 0, pointsRedeemed: 20, pointsBalance: 100, transactionType: 'adjusted' });
    const tooMuch = await shop.ownerApi.post(url, { points: -101 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Insufficient loyalty points');
    const legacy = await shop.ownerApi.post(url, { points: 10, transactionType: 'purchase', referenceId: 'INV-1' });
    expect(legacy.statusCode).toBe(400);
    expect((await shop.ownerApi.post(url, { points: 1.5 })).statusCode).toBe(400);
    expect((await shop.ownerApi.post(url, { points: 0 })).statusCode).toBe(400);
    const history = (await shop.ownerApi.get(`/api/customers/${c.id}/loyalty-points`)).json();
    expect(history.map((e: { pointsBalance: number }) => e.pointsBalance)).toEqual([100, 120]);
    expect((await shop.ownerApi.get(`/api/customers/${c.id}`)).json().loyaltyPoints).toBe(100);
  });

  it('concurrent negative adjustments never overdraw (the customer row is locked)', async () => {
    const shop = await createShop(ctx.app);
    const c = await addCustomer(shop, { name: 'Race' });
    const url = `/api/businesses/${shop.business.id}/customers/${c.id}/loyalty-points`;
    await shop.ownerApi.post(url, { points: 100 });
    const results = await Promise.all(Array.from({ length: 5 }, () => shop.ownerApi.post(url, { points: -30 })));
    const ok = results.filter((r) => r.statusCode === 201).length;
    expect(ok).toBe(3);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(2);
    const rows = await ctx.db
      .select()
      .from(customerLoyaltyPoints)
      .where(and(eq(customerLoyaltyPoints.businessId, shop.business.id), eq(customerLoyaltyPoints.customerId, c.id)));
    expect(rows.map((r) => r.pointsBalance).sort((x, y) => x - y)).toEqual([10, 40, 70, 100]);
  });
});

describe('loyalty programme', () => {
  it('starts from the shared defaults, is editable, and re-derives tiers', async () => {
    const shop = await createShop(ctx.app);
    const url = `/api/businesses/${shop.business.id}/loyalty-program`;
    expect((await shop.cashierApi.get(url)).json()).toEqual({
      silverMinSpent: 10000,
      goldMinSpent: 50000,
      platinumMinSpent: 100000,
      silverDiscountPercent: 5,
      goldDiscountPercent: 10,
      platinumDiscountPercent: 15,
      rupeesPerPoint: 1,
    });
    const c = await addCustomer(shop, { name: 'Spender' });
    await ctx.db.update(customers).set({ totalSpentCents: 800_000 }).where(eq(customers.id, c.id));
    const body = {
      silverMinSpent: 5000,
      goldMinSpent: '20000',
      platinumMinSpent: 75000,
      silverDiscountPercent: 2.5,
      goldDiscountPercent: 7,
      platinumDiscountPercent: 12,
      rupeesPerPoint: 0.5,
    };
    const res = await shop.ownerApi.put(url, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ goldMinSpent: 20000, silverDiscountPercent: 2.5, rupeesPerPoint: 0.5 });
    expect((await shop.ownerApi.get(`/api/customers/${c.id}`)).json().loyaltyTier).toBe('silver');
    const bad = await shop.ownerApi.put(url, { ...body, goldMinSpent: 1000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Thresholds must increase from silver to gold to platinum');
    expect((await shop.ownerApi.put(url, { ...body, platinumDiscountPercent: 101 })).statusCode).toBe(400);
  });
});

describe('interactions', () => {
  it('records dated calls, visits and notes, newest first', async () => {
    const shop = await createShop(ctx.app);
    const c = await addCustomer(shop, { name: 'Chaminda' });
    const url = `/api/customers/${c.id}/interactions`;
    const r1 = await shop.ownerApi.post(url, { type: 'call', notes: 'Asked about rice', interactionDate: '2026-01-05T10:00:00.000Z' });
    expect(r1.statusCode).toBe(201);
    await shop.ownerApi.post(url, { type: 'visit', notes: 'Bought in bulk', interactionDate: '2026-02-01T09:00:00.000Z' });
    expect((await shop.ownerApi.post(url, { type: 'fax' })).statusCode).toBe(400);
    const items = (await shop.ownerApi.get(url)).json();
    expect(items.map((i: { type: string }) => i.type)).toEqual(['visit', 'call']);
    expect(items[1]).toMatchObject({ notes: 'Asked about rice', interactionDate: '2026-01-05T10:00:00.000Z', createdBy: shop.owner.id });
    expect((await shop.cashierApi.get(url)).statusCode).toBe(403);
  });
});

describe('demo data', () => {
  it('the demo business has CRM and loyalty on and customers whose points match their ledger', async () => {
    const { ensureDemoAccount } = await import('#server/db/seed/demo');
    const { sessionCookieFor, apiClient } = await import('#testing/factories');
    const userId = await ensureDemoAccount(ctx.db);
    const api = apiClient(ctx.app, await sessionCookieFor(ctx.app, userId));
    const settings = (await api.get('/api/business-settings')).json();
    expect(settings).toMatchObject({ crmEnabled: true, loyaltyEnabled: true, pointsPerRupee: 0.01 });
    const list = (await api.get(`/api/businesses/${settings.businessId}/customers`)).json();
    expect(list.length).toBeGreaterThanOrEqual(12);
    const kamal = list.find((c: { name: string }) => c.name === 'Kamal Perera');
    expect(kamal).toMatchObject({ phone: '0771234501', loyaltyTier: 'platinum', totalSpent: 128500, loyaltyPoints: 1285 - 200 });
    const codes = new Set(list.map((c: { customerCode: string }) => c.customerCode));
    expect(codes.size).toBe(list.length);
  });
});
