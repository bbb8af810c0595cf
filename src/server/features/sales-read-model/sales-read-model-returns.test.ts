/**
 * The read model subtracts returns and voids at their own return date, in every figure,
 * on rolled-up days and live rows alike. Expected figures are summed by hand from the fixtures.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toZonedDateString } from '#shared/domain/time-zone';
import { salePayments } from '#server/db/schema';
import { writeReturn, type WrittenReturn } from '#testing/returns-fixtures';
import { add, at, openShop, sumAll, sums, ZERO, type Fixture, type Shop } from '#testing/sales-read-model-fixtures';
import { createTestApp, type TestContext } from '#testing/test-app';
import { reopenRollupsForBackDatedReturn, rollUpSales } from '#server/features/rollups';
import {
  netExemptSalesByDay,
  netSalesByCashier,
  netSalesByCustomer,
  netSalesByDay,
  netSalesByPaymentMethod,
  netSalesByProduct,
  netSalesByTaxRate,
  netSalesByTender,
  netSalesTotalCents,
  netSalesTotals,
  rangeOf,
  salesScope,
  type LocalDateRange,
} from './sales-read-model.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const TZ = 'Asia/Colombo';
const TODAY = '2026-06-10';
const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

type Ret = WrittenReturn & { at: Date; sale: number };
const neg = (s: typeof ZERO) => ({
  count: -s.count,
  subtotalCents: -s.subtotalCents,
  discountCents: -s.discountCents,
  netCents: -s.netCents,
  vatCents: -s.vatCents,
  nbtCents: -s.nbtCents,
  totalCents: -s.totalCents,
});

describe('sales read model with returns and voids', () => {
  let a: Shop;
  const saleIds: number[] = [];
  const rets: Ret[] = [];

  async function sell(f: Fixture) {
    await a.sell(f);
    const [row] = rowsOf<{ id: number }>(await ctx.db.execute(sql`select max(id) as id from sales where business_id = ${a.id}`));
    const last = a.sold[a.sold.length - 1];
    // Its payment, as the till writes it (the tender figures read payments).
    await ctx.db
      .insert(salePayments)
      .values({ businessId: a.id, saleId: Number(row.id), saleDate: f.at, method: f.method, amountCents: last.sums.totalCents });
    saleIds.push(Number(row.id));
  }
  async function giveBack(sale: number, when: Date, o: { kind?: 'void'; lines?: Array<{ item: number; quantity: number }> } = {}) {
    const items = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`select id from sale_items where business_id = ${a.id} and sale_id = ${saleIds[sale]} order by id`),
    );
    const lines = o.lines?.map((l) => ({ saleItemId: Number(items[l.item].id), quantity: l.quantity }));
    const r = await writeReturn(ctx.db, { businessId: a.id, saleId: saleIds[sale], at: when, kind: o.kind, lines });
    rets.push({ ...r, at: when, sale });
    return r;
  }

  /** The fixtures' sums in the range, less the returns dated in it. */
  function want(range: LocalDateRange, pick: (s: Fixture) => boolean = () => true) {
    const inRange = (d: Date) => {
      const day = toZonedDateString(d, TZ);
      return (!range.from || day >= range.from) && (!range.to || day <= range.to);
    };
    const sold = a.sold.filter((s) => inRange(s.at) && pick(s));
    const back = rets.filter((r) => inRange(r.at) && pick(a.sold[r.sale]));
    const total = [...sold.map((s) => s.sums), ...back.map((r) => neg(r.sums))].reduce(add, ZERO);
    const cost = sold.reduce((s, x) => s + x.cost, 0) - back.reduce((s, r) => s + r.costCents, 0);
    const quantity = sold.reduce((s, x) => s + x.quantity, 0) - back.reduce((s, r) => s + r.quantity, 0);
    return { ...total, costCents: cost, grossProfitCents: total.netCents - cost, itemQuantity: quantity };
  }

  beforeAll(async () => {
    a = await openShop(ctx, TZ);
    await sell({
      at: at('2026-06-06', 10, TZ),
      lines: [{ product: 0, quantity: 2000 }],
      discount: 0,
      method: 'cash',
      cashier: 0,
      customer: 0,
    });
    await sell({
      at: at('2026-06-08', 12, TZ),
      lines: [
        { product: 0, quantity: 1000 },
        { product: 1, quantity: 3000 },
      ],
      discount: 150,
      method: 'credit',
      cashier: 0,
      customer: 1,
    });
    await sell({
      at: at('2026-06-09', 9, TZ),
      lines: [{ product: 1, quantity: 4000 }],
      discount: 0,
      method: 'card',
      cashier: 1,
      customer: null,
    });
    // A return on a rolled-up day (1 of the 2 of sale 0), and a void of sale 2 at 23:30 on its day.
    await giveBack(0, at('2026-06-08', 0.5, TZ), { lines: [{ item: 0, quantity: 1000 }] });
    await giveBack(2, at('2026-06-09', 23.5, TZ), { kind: 'void' });
    await rollUpSales(ctx.db, at(TODAY, 12, TZ));
    // Today (live rows): a sale, a part of it back, a part of sale 1 (with its discount share) back.
    await sell({
      at: at(TODAY, 9, TZ),
      lines: [
        { product: 0, quantity: 1500 },
        { product: 1, quantity: 1000 },
      ],
      discount: 50,
      method: 'card',
      cashier: 0,
      customer: 1,
    });
    await giveBack(3, at(TODAY, 10, TZ), { lines: [{ item: 0, quantity: 1000 }] });
    await giveBack(1, at(TODAY, 11, TZ), { lines: [{ item: 1, quantity: 2000 }] });
    // A future-dated return: only an open end counts it.
    await giveBack(0, at('2026-06-12', 10, TZ));
  });

  const RANGES: Array<[string, LocalDateRange]> = [
    ['rolled-up days and live rows', { from: '2026-06-06', to: TODAY }],
    ['rolled-up days only', { from: '2026-06-06', to: '2026-06-09' }],
    ['the rolled day of a return only', { from: '2026-06-08', to: '2026-06-08' }],
    ['the voided sale’s day', { from: '2026-06-09', to: '2026-06-09' }],
    ['today (live)', { from: TODAY, to: TODAY }],
    ['open end: the future-dated return', { from: '2026-06-06' }],
    ['all time', {}],
  ];

  it.each(RANGES)('%s: totals = Σ sales − Σ returns − voids dated in the range, rolled up or live', async (_n, range) => {
    const scope = await salesScope(ctx.db, a.id);
    expect(scope.coverage?.throughDay).toBe('2026-06-09');
    for (const r of [rangeOf(scope, range), rangeOf({ ...scope, coverage: null }, range)]) {
      expect(await netSalesTotals(ctx.db, r)).toEqual(want(range));
      expect(await netSalesTotalCents(ctx.db, r)).toBe(want(range).totalCents);
    }
  });

  it.each(RANGES)('%s: every breakdown nets out (day, product, rate, method, cashier, customer, tender)', async (_n, range) => {
    const r = rangeOf(await salesScope(ctx.db, a.id), range);
    const base = sums(await netSalesTotals(ctx.db, r));
    const [days, prods, rates, methods, cashiers, buyers, tenders] = await Promise.all([
      netSalesByDay(ctx.db, r),
      netSalesByProduct(ctx.db, r),
      netSalesByTaxRate(ctx.db, r),
      netSalesByPaymentMethod(ctx.db, r),
      netSalesByCashier(ctx.db, r),
      netSalesByCustomer(ctx.db, r),
      netSalesByTender(ctx.db, r),
    ]);
    expect(sumAll(days)).toEqual(base);
    for (const d of days) expect(sums(d)).toEqual(sums(want({ from: d.date, to: d.date })));
    for (const m of methods) expect(sums(m)).toEqual(sums(want(range, (s) => s.method === m.paymentMethod)));
    const cashier = (i: 0 | 1) => (i === 0 ? a.shop.owner.id : a.shop.cashier.id);
    for (const c of cashiers) expect(sums(c)).toEqual(sums(want(range, (s) => cashier(s.cashier) === c.cashierId)));
    const buyer = (i: 0 | 1 | null) => (i === null ? null : a.customerIds[i]);
    for (const c of buyers) expect(sums(c)).toEqual(sums(want(range, (s) => buyer(s.customer) === c.customerId)));
    // No payment is split here: each method's tender is its sales' totals less their refunds.
    for (const t of tenders) expect(t.amountCents).toBe(want(range, (s) => s.method === t.method).totalCents);
    expect(sumAll(methods)).toEqual(base);
    expect(prods.reduce((s, p) => s + p.subtotalCents, 0)).toBe(base.subtotalCents);
    expect(rates.reduce((s, p) => s + p.vatCents, 0)).toBe(base.vatCents);
  });

  it('a product and its tax rate lose exactly the returned lines; a void takes its sale out of the count', async () => {
    const range = { from: '2026-06-06', to: TODAY };
    const r = rangeOf(await salesScope(ctx.db, a.id), range);
    const prods = await netSalesByProduct(ctx.db, r);
    for (const p of prods) {
      const i = a.productIds.indexOf(p.productId);
      const soldQ = a.sold
        .filter((s) => toZonedDateString(s.at, TZ) <= TODAY)
        .flatMap((s) => s.lines)
        .filter((l) => l.product === i)
        .reduce((s, l) => s + l.quantity, 0);
      const backQ = rets
        .filter((x) => toZonedDateString(x.at, TZ) <= TODAY)
        .flatMap((x) => x.lines)
        .filter((l) => l.productId === p.productId)
        .reduce((s, l) => s + l.quantity, 0);
      expect(p.quantity).toBe(soldQ - backQ);
    }
    // 4 sales, 1 void: 3; sale 0's 2 pieces less 1 back, sale 2 void, sale 3's 1.5 less 1, sale 1's 4 less 2.
    expect((await netSalesTotals(ctx.db, r)).count).toBe(3);
    expect((await netSalesTotals(ctx.db, r)).itemQuantity).toBe(1000 + 0 + 1500 + 4000 - 2000);
    const rates = await netSalesByTaxRate(ctx.db, r);
    expect(rates.find((x) => x.vatRateBp === 1800)?.vatCents).toBe(want(range).vatCents);
    expect(await netExemptSalesByDay(ctx.db, r)).toEqual([]);
  });

  it('a back-dated return reopens the roll-ups: rolled again, the day is net of it', async () => {
    const range = { from: '2026-06-06', to: '2026-06-09' };
    const before = (await netSalesTotals(ctx.db, rangeOf(await salesScope(ctx.db, a.id), range))).totalCents;
    const when = at('2026-06-07', 15, TZ);
    await ctx.db.transaction(async (tx) => {
      await reopenRollupsForBackDatedReturn(tx, a.id, when);
      const items = rowsOf<{ id: number }>(
        await tx.execute(sql`select id from sale_items where business_id = ${a.id} and sale_id = ${saleIds[1]} order by id`),
      );
      const r = await writeReturn(tx, {
        businessId: a.id,
        saleId: saleIds[1],
        at: when,
        lines: [{ saleItemId: Number(items[0].id), quantity: 1000 }],
      });
      rets.push({ ...r, at: when, sale: 1 });
    });
    const reopened = await salesScope(ctx.db, a.id);
    expect(reopened.coverage?.throughDay).toBe('2026-06-06');
    await rollUpSales(ctx.db, at(TODAY, 12, TZ));
    const scope = await salesScope(ctx.db, a.id);
    expect(scope.coverage?.throughDay).toBe('2026-06-09');
    const now = await netSalesTotals(ctx.db, rangeOf(scope, range));
    expect(now).toEqual(want(range));
    expect(now.totalCents).toBe(before - rets[rets.length - 1].sums.totalCents);
    // The roll-up tables hold the day's return: a day with only a return reads negative.
    const [day] = await netSalesByDay(ctx.db, rangeOf(scope, { from: '2026-06-07', to: '2026-06-07' }));
    expect(day).toMatchObject({ date: '2026-06-07', count: 0, totalCents: -rets[rets.length - 1].sums.totalCents });
  });
});
