/**
 * Idempotency keys on the real database (the tests' PostgreSQL): every
 * money-moving write but the sale (sales.test.ts) under an Idempotency-Key. For each one: a replay
 * answers the first result and writes nothing; another body under the key is 422; two identical
 * requests at once write once; another business's same key string is its own.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '#shared/contracts/idempotency';
import { CUSTOMER_PATHS } from '#shared/contracts/customer-paths';
import { DEBTOR_PATHS } from '#shared/contracts/debtor-paths';
import { PROCUREMENT_PATHS } from '#shared/contracts/procurement-paths';
import { CATALOG_PATHS } from '#shared/contracts/catalog-paths';
import { TAX_PATHS } from '#shared/contracts/tax-paths';
import { createShop, type Api } from '#testing/factories';
import { insertProduct } from '#testing/procurement-fixtures';
import { createTestApp, type TestContext } from '#testing/test-app';
import { canonicalJson, IDEMPOTENCY_RETENTION_DAYS } from './idempotency';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Shop = Awaited<ReturnType<typeof createShop>>;
type Variant = 'same' | 'other';
type Send = (api: Api, key: string | undefined, variant: Variant) => ReturnType<Api['post']>;
const today = () => new Date().toISOString().slice(0, 10);

/** What the writes change, per business: row counts of every ledger they touch, stock and balances. */
async function ledger(businessId: number): Promise<Record<string, number>> {
  const [row] = rowsOf<Record<string, number>>(
    await ctx.db.execute(sql`select
      (select count(*)::int from debtor_entries where business_id = ${businessId}) as debtor_entries,
      (select coalesce(sum(amount_cents), 0)::int from debtor_entries where business_id = ${businessId}) as debtor_cents,
      (select count(*)::int from goods_received_notes where business_id = ${businessId}) as grns,
      (select count(*)::int from stock_movements where business_id = ${businessId}) as movements,
      (select coalesce(sum(stock), 0)::int from products where business_id = ${businessId}) as stock,
      (select count(*)::int from financial_transactions where business_id = ${businessId}) as expenses,
      (select count(*)::int from customer_loyalty_points where business_id = ${businessId}) as loyalty_entries,
      (select coalesce(sum(points_earned - points_redeemed), 0)::int from customer_loyalty_points where business_id = ${businessId}) as points`),
  );
  return row;
}
const delta = (after: Record<string, number>, before: Record<string, number>) =>
  Object.fromEntries(Object.keys(after).map((k) => [k, after[k] - before[k]]));

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];
const withKey = (key: string | undefined) => (key ? { [IDEMPOTENCY_HEADER]: key } : undefined);

async function approvedOrder(shop: Shop) {
  const product = await insertProduct(ctx.db, shop.business.id, { name: `Biscuits ${randomUUID().slice(0, 6)}`, stock: 0 });
  const supplier = await shop.ownerApi.post(PROCUREMENT_PATHS.suppliers(shop.business.id), { name: 'Maliban Distributors' });
  const order = await shop.ownerApi.post(PROCUREMENT_PATHS.createPurchaseOrder, {
    supplierId: supplier.json().id,
    status: 'approved',
    items: [{ productId: product.id, quantity: 100, unitPrice: 150 }],
  });
  expect(order.statusCode, order.body).toBe(201);
  return { product, order: order.json() as { id: number } };
}
const grnBody = (o: { order: { id: number }; product: { id: number } }, quantity: number) => ({
  purchaseOrderId: o.order.id,
  receivedDate: today(),
  items: [{ productId: o.product.id, receivedQuantity: quantity }],
});
async function receivedGrn(shop: Shop) {
  const o = await approvedOrder(shop);
  const grn = await shop.ownerApi.post(PROCUREMENT_PATHS.createGrn, grnBody(o, 5));
  expect(grn.statusCode, grn.body).toBe(201);
  return { ...o, grn: grn.json() as { id: number } };
}

/** Each write: `prepare` makes a fresh target (a debtor, an order, a GRN…) and returns its sender. */
const WRITES: { name: string; prepare: (shop: Shop) => Promise<Send> }[] = [
  {
    name: 'debtor with an opening debt',
    prepare: async (shop) => {
      const name = `Kasun ${randomUUID().slice(0, 6)}`;
      return (api, key, v) => api.post(DEBTOR_PATHS.list(shop.business.id), { name, totalDebt: v === 'same' ? 300 : 301 }, withKey(key));
    },
  },
  {
    name: 'debtor payment',
    prepare: async (shop) => {
      const debtor = await shop.ownerApi.post(DEBTOR_PATHS.list(shop.business.id), { name: 'Kamal', totalDebt: 1000 });
      const id = debtor.json().id as number;
      return (api, key, v) => api.post(DEBTOR_PATHS.payments(id), { amount: v === 'same' ? 100 : 200, paymentDate: today() }, withKey(key));
    },
  },
  {
    name: 'GRN create',
    prepare: async (shop) => {
      const o = await approvedOrder(shop);
      return (api, key, v) => api.post(PROCUREMENT_PATHS.createGrn, grnBody(o, v === 'same' ? 4 : 3), withKey(key));
    },
  },
  {
    name: 'GRN edit',
    prepare: async (shop) => {
      const g = await receivedGrn(shop);
      return (api, key, v) => api.put(PROCUREMENT_PATHS.grn(g.grn.id), grnBody(g, v === 'same' ? 8 : 9), withKey(key));
    },
  },
  {
    name: 'GRN delete',
    prepare: async (shop) => {
      const [g, other] = [await receivedGrn(shop), await receivedGrn(shop)];
      // A delete has no body: "another request" under the key is the delete of another GRN.
      return (api, key, v) => api.delete(PROCUREMENT_PATHS.grn(v === 'same' ? g.grn.id : other.grn.id), withKey(key));
    },
  },
  {
    name: 'expense',
    prepare: async (shop) => {
      const categories = await shop.ownerApi.get(TAX_PATHS.expenseCategories(shop.business.id));
      const categoryId = (categories.json() as { id: number }[])[0].id;
      return (api, key, v) =>
        api.post(
          TAX_PATHS.expenseTransaction(shop.business.id),
          { amount: v === 'same' ? 500 : 501, categoryId, date: today() },
          withKey(key),
        );
    },
  },
  {
    name: 'stock adjustment (product edit)',
    prepare: async (shop) => {
      const p = await insertProduct(ctx.db, shop.business.id, { name: `Salt ${randomUUID().slice(0, 6)}`, stock: 10_000 });
      return (api, key, v) =>
        api.put(
          CATALOG_PATHS.product(p.id),
          { name: p.name, sellingPrice: 100, stock: v === 'same' ? 7 : 6, stockAdjustment: { reason: 'expired' } },
          withKey(key),
        );
    },
  },
  {
    name: 'loyalty points adjustment',
    prepare: async (shop) => {
      const c = await shop.ownerApi.post(CUSTOMER_PATHS.list(shop.business.id), { name: `Nimal ${randomUUID().slice(0, 6)}` });
      expect(c.statusCode, c.body).toBe(201);
      const id = c.json().id as number;
      return (api, key, v) =>
        api.post(CUSTOMER_PATHS.loyaltyPoints(shop.business.id, id), { points: v === 'same' ? 50 : 60 }, withKey(key));
    },
  },
];

describe.each(WRITES)('Idempotency-Key on $name', ({ prepare }) => {
  it('a replay answers the first result and writes nothing; another request under the key is 422', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const send = await prepare(shop);
    const key = randomUUID();
    const before = await ledger(b);
    const first = await send(shop.ownerApi, key, 'same');
    expect(first.statusCode, first.body).toBeLessThan(300);
    const afterFirst = await ledger(b);
    expect(Object.values(delta(afterFirst, before)).some((n) => n !== 0)).toBe(true);

    const again = await send(shop.ownerApi, key, 'same');
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await ledger(b)).toEqual(afterFirst);

    const other = await send(shop.ownerApi, key, 'other');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request',
    });
    expect(await ledger(b)).toEqual(afterFirst);
  });

  it('two identical requests at once write once and answer the same', async () => {
    const shop = await createShop(ctx.app);
    const b = shop.business.id;
    const once = await oneWrite(b, await prepare(shop), shop.ownerApi);
    const send = await prepare(shop);
    const before = await ledger(b);
    const key = randomUUID();
    const [x, y] = await Promise.all([send(shop.ownerApi, key, 'same'), send(shop.ownerApi, key, 'same')]);
    expect(x.statusCode, x.body).toBeLessThan(300);
    expect([y.statusCode, y.body]).toEqual([x.statusCode, x.body]);
    expect([x.headers['idempotent-replayed'], y.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    expect(delta(await ledger(b), before)).toEqual(once);
  });

  it("another business's same key string is its own", async () => {
    const [a, c] = [await createShop(ctx.app), await createShop(ctx.app)];
    const key = `shared-key-${randomUUID()}`;
    const [sendA, sendC] = [await prepare(a), await prepare(c)];
    const first = await sendA(a.ownerApi, key, 'same');
    expect(first.statusCode, first.body).toBeLessThan(300);
    const before = await ledger(c.business.id);
    const theirs = await sendC(c.ownerApi, key, 'other');
    expect(theirs.statusCode, theirs.body).toBe(first.statusCode);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(Object.values(delta(await ledger(c.business.id), before)).some((n) => n !== 0)).toBe(true);
  });
});

/** What one write without a key changes in the ledger, on a fresh target. */
async function oneWrite(businessId: number, send: Send, api: Api) {
  const before = await ledger(businessId);
  const res = await send(api, undefined, 'same');
  expect(res.statusCode, res.body).toBeLessThan(300);
  return delta(await ledger(businessId), before);
}

describe('Idempotency-Key rules', () => {
  it('a write that fails does not use up its key: the corrected request under it is recorded', async () => {
    const shop = await createShop(ctx.app);
    const debtor = (await shop.ownerApi.post(DEBTOR_PATHS.list(shop.business.id), { name: 'Sunil', totalDebt: 100 })).json();
    const key = randomUUID();
    const over = await shop.ownerApi.post(DEBTOR_PATHS.payments(debtor.id), { amount: 150, paymentDate: today() }, withKey(key));
    expect(over.statusCode).toBe(400);
    const ok = await shop.ownerApi.post(DEBTOR_PATHS.payments(debtor.id), { amount: 40, paymentDate: today() }, withKey(key));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a malformed key is 400 and writes nothing; no key keeps today’s behaviour', async () => {
    const shop = await createShop(ctx.app);
    const debtor = (await shop.ownerApi.post(DEBTOR_PATHS.list(shop.business.id), { name: 'Ruwan', totalDebt: 100 })).json();
    const before = await ledger(shop.business.id);
    const bad = await shop.ownerApi.post(DEBTOR_PATHS.payments(debtor.id), { amount: 10, paymentDate: today() }, withKey('no spaces!'));
    expect(bad.statusCode).toBe(400);
    expect(await ledger(shop.business.id)).toEqual(before);
    for (let i = 0; i < 2; i++)
      expect((await shop.ownerApi.post(DEBTOR_PATHS.payments(debtor.id), { amount: 10, paymentDate: today() })).statusCode).toBe(201);
    expect(delta(await ledger(shop.business.id), before)).toMatchObject({ debtor_entries: 2, grns: 0 });
  });

  it(`a claim purges its business's keys older than ${IDEMPOTENCY_RETENTION_DAYS} days, not younger ones or other businesses'`, async () => {
    const [a, c] = [await createShop(ctx.app), await createShop(ctx.app)];
    const old = `${IDEMPOTENCY_RETENTION_DAYS + 1} days`;
    const young = `${IDEMPOTENCY_RETENTION_DAYS - 1} days`;
    for (const [b, key, age] of [
      [a.business.id, 'old-key-a', old],
      [a.business.id, 'young-key-a', young],
      [c.business.id, 'old-key-c', old],
    ] as const)
      await ctx.db.execute(sql`insert into idempotency_keys (business_id, key, operation, request_hash, status_code, response, created_at)
        values (${b}, ${key}, 'expense.create', 'x', 201, '{}', now() - ${age}::interval)`);
    const send = await WRITES[1].prepare(a);
    expect((await send(a.ownerApi, randomUUID(), 'same')).statusCode).toBe(201);
    const keys = rowsOf<{ key: string }>(
      await ctx.db.execute(
        sql`select key from idempotency_keys where key like '%-key-%' and business_id in (${a.business.id}, ${c.business.id}) order by key`,
      ),
    );
    expect(keys.map((r) => r.key)).toEqual(['old-key-c', 'young-key-a']);
  });

  it('hashes requests canonically: key order does not matter, values do', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 2, x: null }], u: undefined })).toBe('{"a":[{"x":null,"y":2}],"b":1}');
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
  });
});
