import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeDebtorBalance } from '#shared/domain/debtor-status';
import { auditTrail, debtorEntries, debtors } from '#server/db/schema';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import { seedDemoDebtors } from '#server/db/seed/debtors.demo';
import { addCreditSaleToDebtor } from './debtor-credit-sale.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const list = (id: number) => `/api/businesses/${id}/debtors`;

async function entriesOf(debtorId: number) {
  return ctx.db.select().from(debtorEntries).where(eq(debtorEntries.debtorId, debtorId));
}

describe('debtors CRUD', () => {
  it('creates a manual debtor with an opening charge, lists it and reads stats', async () => {
    const shop = await createShop(ctx.app);
    const res = await shop.ownerApi.post(list(shop.business.id), {
      name: ' Kamal Perera ',
      phone: '077 123 4567',
      email: 'kamal@example.lk',
      totalDebt: '1250.50',
      notes: 'Owes for rice',
    });
    expect(res.statusCode).toBe(201);
    const d = res.json();
    expect(d).toMatchObject({
      name: 'Kamal Perera',
      phone: '077 123 4567',
      email: 'kamal@example.lk',
      address: null,
      totalDebt: 1250.5,
      paidAmount: 0,
      remainingAmount: 1250.5,
      dueDate: null,
      status: 'active',
      notes: 'Owes for rice',
    });
    const entries = await entriesOf(d.id);
    expect(entries).toMatchObject([{ kind: 'charge', amountCents: 125050, notes: 'Manual debt', saleId: null }]);

    const all = await shop.ownerApi.get(list(shop.business.id));
    expect(all.statusCode).toBe(200);
    expect(all.json().map((x: { id: number }) => x.id)).toEqual([d.id]);

    const stats = await shop.ownerApi.get(`${list(shop.business.id)}/stats`);
    expect(stats.json()).toEqual({ totalDebtors: 1, totalDebt: 1250.5, overdueDebt: 0, averageDebt: 1250.5 });

    const audits = await ctx.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.businessId, shop.business.id), eq(auditTrail.action, 'debtor.create')));
    expect(audits).toHaveLength(1);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['missing name', { totalDebt: 100 }, 'Customer name is required'],
    ['blank name', { name: '   ', totalDebt: 100 }, 'Customer name is required'],
    ['missing total debt', { name: 'A' }, 'Total debt is required'],
    ['empty total debt', { name: 'A', totalDebt: '' }, 'Total debt is required'],
    ['zero total debt', { name: 'A', totalDebt: 0 }, 'Total debt must be greater than 0'],
    ['bad e-mail', { name: 'A', totalDebt: 5, email: 'nope' }, 'Please enter a valid email address'],
    ['three decimals', { name: 'A', totalDebt: '1.005' }, 'At most 2 decimal places'],
  ])('rejects %s with its message', async (_n, body, message) => {
    const shop = await createShop(ctx.app);
    const res = await shop.ownerApi.post(list(shop.business.id), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await ctx.db.select().from(debtors).where(eq(debtors.businessId, shop.business.id))).toHaveLength(0);
  });

  it('rejects a second debtor with the same phone in another format (409)', async () => {
    const shop = await createShop(ctx.app);
    expect((await shop.ownerApi.post(list(shop.business.id), { name: 'A', phone: '0771234567', totalDebt: 10 })).statusCode).toBe(201);
    const dup = await shop.ownerApi.post(list(shop.business.id), { name: 'B', phone: '+94 77 123 4567', totalDebt: 10 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A debtor with this phone number already exists');
  });

  it('edits details and records total-debt changes as adjustment entries', async () => {
    const shop = await createShop(ctx.app);
    const d = (await shop.ownerApi.post(list(shop.business.id), { name: 'Nimal', totalDebt: 1000 })).json();
    await shop.ownerApi.post(`/api/debtors/${d.id}/payments`, { amount: 300, paymentDate: today() });

    const up = await shop.ownerApi.put(`/api/debtors/${d.id}`, {
      name: 'Nimal Silva',
      address: 'Kandy',
      dueDate: '2099-01-31',
      totalDebt: 1500,
    });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ name: 'Nimal Silva', address: 'Kandy', totalDebt: 1500, paidAmount: 300, remainingAmount: 1200 });
    // due on 31 Jan 2099 (Colombo) = overdue from local midnight
    expect(up.json().dueDate).toBe('2099-01-31T18:29:59.999Z');

    const down = await shop.ownerApi.put(`/api/debtors/${d.id}`, { name: 'Nimal Silva', totalDebt: 800 });
    expect(down.json()).toMatchObject({ totalDebt: 800, paidAmount: 300, remainingAmount: 500, address: 'Kandy' });

    const tooLow = await shop.ownerApi.put(`/api/debtors/${d.id}`, { name: 'Nimal Silva', totalDebt: 299.99 });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().message).toBe('Total debt cannot be less than the amount already paid');

    const kinds = (await entriesOf(d.id)).map((e) => [e.kind, e.amountCents]).sort();
    expect(kinds).toEqual([
      ['charge', 100000],
      ['charge', 50000],
      ['credit', 70000],
      ['payment', 30000],
    ]);
  });

  it('deletes a debtor: a balance needs confirm=true; both are audited; the phone is freed', async () => {
    const shop = await createShop(ctx.app);
    const d = (await shop.ownerApi.post(list(shop.business.id), { name: 'A', phone: '0711111111', totalDebt: 50 })).json();
    const refused = await shop.ownerApi.delete(`/api/debtors/${d.id}`);
    expect(refused.statusCode).toBe(409);
    expect((await shop.ownerApi.get(list(shop.business.id))).json()).toHaveLength(1);

    const ok = await shop.ownerApi.delete(`/api/debtors/${d.id}?confirm=true`);
    expect(ok.statusCode).toBe(200);
    expect((await shop.ownerApi.get(list(shop.business.id))).json()).toHaveLength(0);
    const audits = await ctx.db
      .select()
      .from(auditTrail)
      .where(eq(auditTrail.entityId, String(d.id)));
    expect(audits.map((a) => a.action)).toContain('debtor.delete_with_balance');
    expect((await shop.ownerApi.put(`/api/debtors/${d.id}`, { name: 'X' })).statusCode).toBe(404);
    // the number can be used again
    expect((await shop.ownerApi.post(list(shop.business.id), { name: 'B', phone: '0711111111', totalDebt: 5 })).statusCode).toBe(201);

    const settled = (await shop.ownerApi.post(list(shop.business.id), { name: 'C', totalDebt: 5 })).json();
    await shop.ownerApi.post(`/api/debtors/${settled.id}/payments`, { amount: 5, paymentDate: today() });
    expect((await shop.ownerApi.delete(`/api/debtors/${settled.id}`)).statusCode).toBe(200);
  });
});

describe('payments', () => {
  it('records payments until settled, lists history, and refuses overpayment', async () => {
    const shop = await createShop(ctx.app);
    const d = (await shop.ownerApi.post(list(shop.business.id), { name: 'A', totalDebt: 1000 })).json();
    const p1 = await shop.ownerApi.post(`/api/debtors/${d.id}/payments`, {
      amount: '400',
      paymentMethod: 'bank_transfer',
      paymentDate: today(),
      notes: 'first',
    });
    expect(p1.statusCode).toBe(201);
    expect(p1.json().debtor).toMatchObject({ paidAmount: 400, remainingAmount: 600, status: 'active' });
    expect(p1.json().payment).toMatchObject({ amount: 400, paymentMethod: 'bank_transfer', notes: 'first' });

    const over = await shop.ownerApi.post(`/api/debtors/${d.id}/payments`, { amount: 600.01, paymentDate: today() });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Amount cannot exceed outstanding debt');

    const p2 = await shop.ownerApi.post(`/api/debtors/${d.id}/payments`, { amount: 600, paymentDate: '2026-01-02' });
    expect(p2.json().debtor).toMatchObject({ paidAmount: 1000, remainingAmount: 0, status: 'settled' });
    expect(p2.json().payment.paymentMethod).toBe('cash');

    const history = await shop.ownerApi.get(`/api/debtors/${d.id}/payments`);
    expect(
      history
        .json()
        .map((p: { amount: number }) => p.amount)
        .sort(),
    ).toEqual([400, 600]);
    const stats = (await shop.ownerApi.get(`${list(shop.business.id)}/stats`)).json();
    expect(stats).toEqual({ totalDebtors: 0, totalDebt: 0, overdueDebt: 0, averageDebt: 0 });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['zero amount', { amount: 0, paymentDate: '2026-01-01' }, 'Amount must be greater than 0'],
    ['negative amount', { amount: -5, paymentDate: '2026-01-01' }, 'Amount must be greater than 0'],
    ['missing amount', { paymentDate: '2026-01-01' }, 'Payment amount is required'],
    ['missing date', { amount: 5 }, 'Payment date is required'],
    ['bad date', { amount: 5, paymentDate: 'yesterday' }, 'Payment date is required'],
    ['unknown method', { amount: 5, paymentDate: '2026-01-01', paymentMethod: 'bitcoin' }, 'Choose a payment method'],
  ])('rejects %s', async (_n, body, message) => {
    const shop = await createShop(ctx.app);
    const d = (await shop.ownerApi.post(list(shop.business.id), { name: 'A', totalDebt: 100 })).json();
    const res = await shop.ownerApi.post(`/api/debtors/${d.id}/payments`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await entriesOf(d.id)).filter((e) => e.kind === 'payment')).toHaveLength(0);
  });

  it('two simultaneous payments that together exceed the balance: exactly one succeeds', async () => {
    const shop = await createShop(ctx.app);
    const d = (await shop.ownerApi.post(list(shop.business.id), { name: 'Race', totalDebt: 1000 })).json();
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(
        [1, 2].map(() => shop.ownerApi.post(`/api/debtors/${d.id}/payments`, { amount: round === 0 ? 700 : 150, paymentDate: today() })),
      );
      if (round === 0) expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    }
    // 1000 − 700 = 300; then 150 + 150 fits; then nothing is left: both refused
    const after = (await shop.ownerApi.get(list(shop.business.id))).json()[0];
    expect(after.remainingAmount).toBe(0);
    expect(after.paidAmount).toBe(1000);
    expect(
      computeDebtorBalance(
        (await entriesOf(d.id)).map((e) => ({ kind: e.kind === 'charge' ? 'charge' : 'payment', amountCents: e.amountCents })),
      ),
    ).toBe(0);
  });
});

describe('credit sales hand-off', () => {
  it('creates a debtor on the first credit sale and adds to it when the phone matches in another format', async () => {
    const shop = await createShop(ctx.app);
    const saleDate = new Date();
    const first = await ctx.db.transaction((tx) =>
      addCreditSaleToDebtor(tx, {
        businessId: shop.business.id,
        userId: shop.cashier.id,
        saleId: 101,
        invoiceNumber: 'INV-000101',
        amountCents: 250000,
        saleDate,
        dueDate: new Date(saleDate.getTime() + 30 * DAY),
        customer: { name: 'Sunil', phone: '077-555 1234', email: '' },
      }),
    );
    const second = await ctx.db.transaction((tx) =>
      addCreditSaleToDebtor(tx, {
        businessId: shop.business.id,
        userId: shop.cashier.id,
        saleId: 102,
        invoiceNumber: 'INV-000102',
        amountCents: 100050,
        saleDate,
        dueDate: new Date(saleDate.getTime() + 40 * DAY),
        customer: { name: 'Sunil P', phone: '+94775551234', address: 'Galle' },
      }),
    );
    expect(second.debtorId).toBe(first.debtorId);
    const [view] = (await shop.ownerApi.get(list(shop.business.id))).json();
    expect(view).toMatchObject({
      id: first.debtorId,
      name: 'Sunil',
      address: 'Galle',
      totalDebt: 3500.5,
      remainingAmount: 3500.5,
      status: 'active',
    });
    // the earliest unpaid due date is kept
    expect(view.dueDate).toBe(new Date(saleDate.getTime() + 30 * DAY).toISOString());
    const entries = await entriesOf(first.debtorId);
    expect(entries.map((e) => e.saleId).sort()).toEqual([101, 102]);

    // once settled, the next sale's due date applies
    await shop.ownerApi.post(`/api/debtors/${first.debtorId}/payments`, { amount: 3500.5, paymentDate: today() });
    await ctx.db.transaction((tx) =>
      addCreditSaleToDebtor(tx, {
        businessId: shop.business.id,
        userId: shop.cashier.id,
        saleId: 103,
        invoiceNumber: 'INV-000103',
        amountCents: 100,
        saleDate,
        dueDate: new Date(saleDate.getTime() + 45 * DAY),
        customer: { name: 'Sunil', phone: '0775551234' },
      }),
    );
    const [again] = (await shop.ownerApi.get(list(shop.business.id))).json();
    expect(again.dueDate).toBe(new Date(saleDate.getTime() + 45 * DAY).toISOString());
    expect(again.remainingAmount).toBe(1);
  });

  it('simultaneous first credit sales for one new phone end on one debtor', async () => {
    const shop = await createShop(ctx.app);
    const now = new Date();
    const ids = await Promise.all(
      [1, 2, 3].map((i) =>
        ctx.db.transaction((tx) =>
          addCreditSaleToDebtor(tx, {
            businessId: shop.business.id,
            userId: shop.owner.id,
            saleId: 200 + i,
            invoiceNumber: `INV-${i}`,
            amountCents: 1000,
            saleDate: now,
            dueDate: new Date(now.getTime() + DAY),
            customer: { name: 'Same', phone: i === 2 ? '0719998888' : '+94 71 999 8888' },
          }),
        ),
      ),
    );
    expect(new Set(ids.map((x) => x.debtorId)).size).toBe(1);
    const [view] = (await shop.ownerApi.get(list(shop.business.id))).json();
    expect(view.totalDebt).toBe(30);
  });

  it('a rolled-back sale leaves no debtor behind', async () => {
    const shop = await createShop(ctx.app);
    await expect(
      ctx.db.transaction(async (tx) => {
        await addCreditSaleToDebtor(tx, {
          businessId: shop.business.id,
          userId: shop.owner.id,
          saleId: 1,
          invoiceNumber: 'INV-1',
          amountCents: 1000,
          saleDate: new Date(),
          dueDate: new Date(),
          customer: { name: 'Gone', phone: '0700000000' },
        });
        throw new Error('stock ran out');
      }),
    ).rejects.toThrow('stock ran out');
    expect((await shop.ownerApi.get(list(shop.business.id))).json()).toHaveLength(0);
  });
});

describe('status transitions', () => {
  it('active → overdue (past due date) → settled, and no due date: overdue after 30 days', async () => {
    const shop = await createShop(ctx.app);
    const d = (await shop.ownerApi.post(list(shop.business.id), { name: 'A', totalDebt: 100, dueDate: '2099-12-31' })).json();
    expect(d.status).toBe('active');
    const past = new Date(Date.now() - DAY).toISOString();
    const overdue = (await shop.ownerApi.put(`/api/debtors/${d.id}`, { name: 'A', dueDate: past })).json();
    expect(overdue.status).toBe('overdue');
    expect((await shop.ownerApi.get(`${list(shop.business.id)}/stats`)).json()).toMatchObject({ overdueDebt: 100, totalDebt: 100 });
    const paid = (await shop.ownerApi.post(`/api/debtors/${d.id}/payments`, { amount: 100, paymentDate: today() })).json();
    expect(paid.debtor.status).toBe('settled');

    const old = (await shop.ownerApi.post(list(shop.business.id), { name: 'Old', totalDebt: 10 })).json();
    expect(old.status).toBe('active');
    await ctx.db
      .update(debtors)
      .set({ createdAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(debtors.id, old.id));
    const rows = (await shop.ownerApi.get(list(shop.business.id))).json();
    expect(rows.find((r: { id: number }) => r.id === old.id).status).toBe('overdue');
  });
});

describe('access', () => {
  it("another business's debtor answers 404 and nothing changes", async () => {
    const a = await createShop(ctx.app);
    const b = await createShop(ctx.app);
    const d = (await a.ownerApi.post(list(a.business.id), { name: 'A', totalDebt: 100 })).json();
    expect((await b.ownerApi.put(`/api/debtors/${d.id}`, { name: 'Hacked', totalDebt: 1 })).statusCode).toBe(404);
    expect((await b.ownerApi.post(`/api/debtors/${d.id}/payments`, { amount: 100, paymentDate: today() })).statusCode).toBe(404);
    expect((await b.ownerApi.get(`/api/debtors/${d.id}/payments`)).statusCode).toBe(404);
    expect((await b.ownerApi.delete(`/api/debtors/${d.id}?confirm=true`)).statusCode).toBe(404);
    expect((await b.ownerApi.get(list(a.business.id))).statusCode).toBe(404);
    expect((await b.ownerApi.post(list(a.business.id), { name: 'X', totalDebt: 1 })).statusCode).toBe(404);
    const [still] = (await a.ownerApi.get(list(a.business.id))).json();
    expect(still).toMatchObject({ name: 'A', totalDebt: 100, remainingAmount: 100 });
    expect(await entriesOf(d.id)).toHaveLength(1);
  });

  it('a cashier gets 403; an unsubscribed or pending business gets 403', async () => {
    const shop = await createShop(ctx.app);
    const d = (await shop.ownerApi.post(list(shop.business.id), { name: 'A', totalDebt: 100 })).json();
    expect((await shop.cashierApi.get(list(shop.business.id))).statusCode).toBe(403);
    expect((await shop.cashierApi.post(`/api/debtors/${d.id}/payments`, { amount: 1, paymentDate: today() })).statusCode).toBe(403);

    const noModule = await createShop(ctx.app, { modules: ['pos', 'inventory'] });
    const res = await noModule.ownerApi.get(list(noModule.business.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('Debtor Management');

    const pending = await createShop(ctx.app, { status: 'pending' });
    expect((await pending.ownerApi.post(list(pending.business.id), { name: 'A', totalDebt: 1 })).statusCode).toBe(403);
  });
});

describe('ledger property', () => {
  it('after any sequence of charges, payments and adjustments the balance shown equals Σ entries', async () => {
    const shop = await createShop(ctx.app);
    const op = fc.oneof(
      fc.record({ kind: fc.constant('sale' as const), cents: fc.integer({ min: 1, max: 500_000 }) }),
      fc.record({ kind: fc.constant('pay' as const), cents: fc.integer({ min: 1, max: 500_000 }) }),
      fc.record({ kind: fc.constant('total' as const), cents: fc.integer({ min: 1, max: 1_000_000 }) }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        run += 1;
        const phone = `07${String(run).padStart(8, '0')}`;
        const created = (await shop.ownerApi.post(list(shop.business.id), { name: `P${run}`, phone, totalDebt: 10 })).json();
        for (const o of ops) {
          if (o.kind === 'sale') {
            await ctx.db.transaction((tx) =>
              addCreditSaleToDebtor(tx, {
                businessId: shop.business.id,
                userId: shop.owner.id,
                saleId: run,
                invoiceNumber: `P-${run}`,
                amountCents: o.cents,
                saleDate: new Date(),
                dueDate: new Date(Date.now() + DAY),
                customer: { name: 'x', phone: `+94${phone.slice(1)}` },
              }),
            );
          } else if (o.kind === 'pay') {
            await shop.ownerApi.post(`/api/debtors/${created.id}/payments`, { amount: o.cents / 100, paymentDate: today() });
          } else {
            await shop.ownerApi.put(`/api/debtors/${created.id}`, { name: `P${run}`, totalDebt: o.cents / 100 });
          }
        }
        const entries = await entriesOf(created.id);
        const view = (await shop.ownerApi.get(list(shop.business.id))).json().find((d: { id: number }) => d.id === created.id);
        const ledger = computeDebtorBalance(
          entries.map((e) => ({ kind: e.kind === 'charge' ? 'charge' : 'payment', amountCents: e.amountCents })),
        );
        expect(Math.round(view.remainingAmount * 100)).toBe(ledger);
        expect(ledger).toBeGreaterThanOrEqual(0);
        const paid = entries.filter((e) => e.kind === 'payment').reduce((s, e) => s + e.amountCents, 0);
        expect(Math.round(view.paidAmount * 100)).toBe(paid);
        expect(Math.round((view.totalDebt - view.paidAmount) * 100)).toBe(ledger);
      }),
      { numRuns: 15 },
    );
  });
});

describe('demo debtors', () => {
  it('seeds manual debtors with payments: one overdue, one settled, balances from entries', async () => {
    const shop = await createShop(ctx.app);
    await ctx.db.transaction((tx) => seedDemoDebtors(tx, { businessId: shop.business.id, userId: shop.owner.id, now: new Date() }));
    const rows = (await shop.ownerApi.get(list(shop.business.id))).json() as { name: string; status: string; remainingAmount: number }[];
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((r) => r.status === 'overdue').length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((r) => r.status === 'settled').length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((r) => r.status === 'active').length).toBeGreaterThanOrEqual(1);
    const stats = (await shop.ownerApi.get(`${list(shop.business.id)}/stats`)).json();
    expect(Math.round(stats.totalDebt * 100)).toBe(rows.reduce((s, r) => s + Math.round(r.remainingAmount * 100), 0));
  });
});
