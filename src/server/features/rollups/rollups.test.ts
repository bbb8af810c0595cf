import { sql } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaleInput } from '#shared/contracts/sales';
import { zonedMidnight, zonedParts } from '#shared/domain/time-zone';
import { createShop } from '#testing/factories';
import { createTestApp, type TestContext } from '#testing/test-app';
import type { Executor } from '#server/db/client';
import { businessSettings, products } from '#server/db/schema';
import { getMetrics } from '#server/features/dashboard';
import { getMonthlySales, getSalesSummary } from '#server/features/reports';
import { recordSale } from '#server/features/sales';
import { updateBusinessSettings } from '#server/features/settings';
import { rollUpSales, rollupCoverage } from './rollups.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Shop = Awaited<ReturnType<typeof openShop>>;

async function openShop(timeZone: string) {
  const shop = await createShop(ctx.app);
  const id = shop.business.id;
  await ctx.db
    .update(businessSettings)
    .set({ timeZone })
    .where(sql`${businessSettings.businessId} = ${id}`);
  const rates = [
    [1800, 0],
    [0, 0],
    [1800, 200],
  ];
  const made = await ctx.db
    .insert(products)
    .values(
      rates.map(([vat, nbt], i) => ({
        businessId: id,
        name: `Item ${i}`,
        sku: i === 1 ? null : `SKU-${i}`,
        sellingPriceCents: 1000 + i * 2550,
        // costs: known, unknown (no buying price) and known, across two categories and none
        buyingPriceCents: i === 1 ? null : 600 + i * 1_333,
        category: i === 1 ? null : `Category ${i}`,
        stock: 100_000_000,
        vatRateBp: vat,
        nbtRateBp: nbt,
      })),
    )
    .returning();
  return { id, timeZone, actor: { businessId: id, userId: shop.owner.id }, productIds: made.map((p) => p.id), sold: 0 };
}

let key = 0;
async function sell(shop: Shop, saleDate: Date, lines: Array<[number, number]>, discountAmount: number | null = null) {
  const input: SaleInput = {
    items: lines.map(([i, quantity]) => ({ productId: shop.productIds[i], quantity })),
    paymentMethod: 'cash',
    customerName: null,
    debtorInfo: null,
    discountAmount,
    customerId: null,
  } as SaleInput;
  const { sale } = await recordSale({ db: ctx.db, actor: shop.actor, input, idempotencyKey: `rollup-test-${++key}`, saleDate });
  return sale;
}

/** Runs `fn` as if the business had no roll-ups (state removed in a transaction that rolls back). */
async function live<T>(fn: (db: Executor) => Promise<T>): Promise<T> {
  let out!: T;
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`delete from sales_rollup_state`);
      out = await fn(tx);
      tx.rollback();
    });
  } catch (err) {
    if (!(err instanceof TransactionRollbackError)) throw err;
  }
  return out;
}

const dateOf = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/**
 * Every reader's answer for `now`: the summary (month to date, the longest range allowed reaching
 * past today, and a range ending before it, with cost and profit), the dashboard's two sales
 * figures, the 12-month trend.
 */
async function readAll(db: Executor, businessId: number, now: Date) {
  const [summary, year, past, metrics, monthly] = [
    await getSalesSummary(db, businessId, now),
    await getSalesSummary(db, businessId, now, { from: dateOf(now, -362), to: dateOf(now, 3) }),
    await getSalesSummary(db, businessId, now, { from: dateOf(now, -40), to: dateOf(now, -2) }),
    await getMetrics(db, businessId, now),
    await getMonthlySales(db, businessId, now),
  ];
  return { summary, year, past, today: metrics.todaySales, month: metrics.monthlyRevenue, monthly };
}

/** Readers with roll-ups equal the live readers, and the roll-ups are actually used. */
async function expectExact(shop: Shop, now: Date) {
  expect(await rollupCoverage(ctx.db, shop.id, shop.timeZone)).not.toBeNull();
  expect(await readAll(ctx.db, shop.id, now)).toEqual(await live((db) => readAll(db, shop.id, now)));
}

/** The roll-up tables equal the live aggregates of the raw rows, day by day, for the days they hold. */
async function expectTablesMatchLive(shop: Shop) {
  const state = rowsOf<{ through: string }>(
    await ctx.db.execute(sql`select to_char(through_day, 'YYYY-MM-DD') as through from sales_rollup_state where business_id = ${shop.id}`),
  )[0];
  const tz = shop.timeZone;
  const through = sql`${state.through}::date`;
  const q = (s: ReturnType<typeof sql>) => ctx.db.execute(s).then((r) => rowsOf<Record<string, unknown>>(r).map((x) => JSON.stringify(x)));
  expect(
    await q(sql`select day::text, sale_count::int as n, total_cents::bigint::text as t, subtotal_cents::text as s, vat_cents::text as v, nbt_cents::text as b,
                       discount_cents::text as d
                from sales_daily_rollups where business_id = ${shop.id} order by day`),
  ).toEqual(
    await q(sql`select (sale_date at time zone ${tz})::date::text as day, count(*)::int as n, sum(total_cents)::bigint::text as t,
                       sum(subtotal_cents)::text as s, sum(vat_cents)::text as v, sum(nbt_cents)::text as b, sum(discount_cents)::text as d
                from sales where business_id = ${shop.id} and (sale_date at time zone ${tz})::date <= ${through} group by 1 order by 1`),
  );
  expect(
    await q(sql`select day::text, product_id, vat_rate_bp, nbt_rate_bp, quantity::text as q, line_total_cents::text as t, line_subtotal_cents::text as s,
                       vat_cents::text as v, nbt_cents::text as b, line_cost_cents::text as c, max_name as n, max_sku as k
                from sale_item_daily_rollups where business_id = ${shop.id} order by 1, 2, 3, 4`),
  ).toEqual(
    await q(sql`select (sale_date at time zone ${tz})::date::text as day, product_id, vat_rate_bp, nbt_rate_bp, sum(quantity)::text as q,
                       sum(line_total_cents)::text as t, sum(line_subtotal_cents)::text as s, sum(vat_cents)::text as v, sum(nbt_cents)::text as b,
                       sum(line_cost_cents)::text as c, max(name) as n, max(sku) as k
                from sale_items where business_id = ${shop.id} and (sale_date at time zone ${tz})::date <= ${through}
                group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
  );
}

/** Sales around the interesting instants of `now` in the shop's zone: midnights, month and year starts, DST. */
async function sellAround(shop: Shop, now: Date) {
  const p = zonedParts(now, shop.timeZone);
  const midnight = (y: number, m: number, d: number) => {
    const n = new Date(Date.UTC(y, m - 1, d));
    return zonedMidnight(n.getUTCFullYear(), n.getUTCMonth() + 1, n.getUTCDate(), shop.timeZone);
  };
  const today = midnight(p.year, p.month, p.day);
  const instants = [
    new Date(now.getTime() - HOUR), // today, raw
    today, // a sale right at midnight: today
    new Date(today.getTime() - 1), // the last millisecond of yesterday
    midnight(p.year, p.month, p.day - 1), // yesterday's midnight
    new Date(today.getTime() - 3 * DAY + 5 * HOUR),
    midnight(p.year, p.month, 1),
    new Date(midnight(p.year, p.month, 1).getTime() - 1),
    midnight(p.year, p.month - 1, 10),
    midnight(p.year, 1, 1),
    new Date(now.getTime() - 200 * DAY),
    new Date(now.getTime() - 330 * DAY),
    new Date(now.getTime() - 400 * DAY),
    new Date(now.getTime() + 2 * DAY), // a future-dated sale: counted by the open-ended periods
  ];
  for (const [i, at] of instants.entries()) {
    await sell(
      shop,
      at,
      [
        [i % 3, 1 + (i % 4)],
        [(i + 1) % 3, 2],
      ],
      i % 3 === 0 ? 1.25 : null,
    );
  }
}

// 11:30 local in Colombo on a Monday; New York just past its March DST change.
const NOW = new Date('2026-03-16T06:00:00Z');

describe('sales roll-ups', () => {
  it.each(['Asia/Colombo', 'UTC', 'America/New_York', 'Asia/Kathmandu', 'Pacific/Kiritimati'])(
    'in %s: the roll-ups equal the live aggregates and every reader answers the live figures',
    async (timeZone) => {
      const shop = await openShop(timeZone);
      await sellAround(shop, NOW);
      const before = await readAll(ctx.db, shop.id, NOW); // no state yet: live
      expect(await rollupCoverage(ctx.db, shop.id, timeZone)).toBeNull();
      expect((await rollUpSales(ctx.db, NOW)).ran).toBe(true);
      const cover = await rollupCoverage(ctx.db, shop.id, timeZone);
      const yesterday = new Date(
        Date.UTC(zonedParts(NOW, timeZone).year, zonedParts(NOW, timeZone).month - 1, zonedParts(NOW, timeZone).day - 1),
      );
      expect(cover?.throughDay).toBe(yesterday.toISOString().slice(0, 10));
      await expectTablesMatchLive(shop);
      expect(await readAll(ctx.db, shop.id, NOW)).toEqual(before);
      expect(before.year.profit.costOfGoodsSold).toBeGreaterThan(0);
      expect(before.year.categories.map((c) => c.category).sort()).toEqual(['Category 0', 'Category 2', 'Uncategorized']);
      // Readers asked about other moments than the roller's (raw rows span several days, or the
      // roll-ups reach past "today"): still exact.
      for (const offset of [-5 * DAY, -HOUR, 2 * DAY, 40 * DAY]) await expectExact(shop, new Date(NOW.getTime() + offset));
    },
  );

  it('is idempotent: a second run with the same clock changes nothing', async () => {
    const shop = await openShop('Asia/Colombo');
    await sellAround(shop, NOW);
    await rollUpSales(ctx.db, NOW);
    const snapshot = () =>
      ctx.db
        .execute(
          sql`select (select json_agg(r order by day) from sales_daily_rollups r where business_id = ${shop.id})::text as d,
                     (select json_agg(r order by day, product_id) from sale_item_daily_rollups r where business_id = ${shop.id})::text as i,
                     (select through_day::text from sales_rollup_state where business_id = ${shop.id}) as s`,
        )
        .then((r) => rowsOf(r)[0]);
    const first = await snapshot();
    expect(await rollUpSales(ctx.db, NOW)).toEqual({ ran: true, businesses: 0 });
    expect(await snapshot()).toEqual(first);
    // The next day rolls only the new day.
    const later = new Date(NOW.getTime() + DAY);
    await rollUpSales(ctx.db, later);
    await expectTablesMatchLive(shop);
    await expectExact(shop, later);
  });

  it('leaves the last minutes before midnight open until the grace period has passed', async () => {
    const shop = await openShop('Asia/Colombo');
    const justAfterMidnight = zonedMidnight(2026, 3, 16, 'Asia/Colombo');
    await rollUpSales(ctx.db, new Date(justAfterMidnight.getTime() + 5 * 60_000));
    expect((await rollupCoverage(ctx.db, shop.id, 'Asia/Colombo'))?.throughDay).toBe('2026-03-14');
    await rollUpSales(ctx.db, new Date(justAfterMidnight.getTime() + 11 * 60_000));
    expect((await rollupCoverage(ctx.db, shop.id, 'Asia/Colombo'))?.throughDay).toBe('2026-03-15');
  });

  it('a back-dated sale reopens its day; the next run rolls it in', async () => {
    const shop = await openShop('Asia/Colombo');
    await sellAround(shop, NOW);
    await rollUpSales(ctx.db, NOW);
    await sell(shop, new Date(NOW.getTime() - 5 * DAY), [[0, 7]]);
    expect((await rollupCoverage(ctx.db, shop.id, 'Asia/Colombo'))?.throughDay).toBe('2026-03-10');
    await expectExact(shop, NOW);
    await rollUpSales(ctx.db, NOW);
    expect((await rollupCoverage(ctx.db, shop.id, 'Asia/Colombo'))?.throughDay).toBe('2026-03-15');
    await expectTablesMatchLive(shop);
    await expectExact(shop, NOW);
  });

  it('a time-zone change drops the roll-ups; the next run rebuilds them in the new zone', async () => {
    const shop = await openShop('Asia/Colombo');
    await sellAround(shop, NOW);
    await rollUpSales(ctx.db, NOW);
    await updateBusinessSettings(ctx.db, { businessId: shop.id, userId: shop.actor.userId }, { timeZone: 'America/New_York' });
    expect(await rollupCoverage(ctx.db, shop.id, 'America/New_York')).toBeNull();
    const moved = { ...shop, timeZone: 'America/New_York' };
    const before = await readAll(ctx.db, shop.id, NOW);
    await rollUpSales(ctx.db, NOW);
    await expectTablesMatchLive(moved);
    expect(await readAll(ctx.db, shop.id, NOW)).toEqual(before);
    await expectExact(moved, NOW);
  });

  it('a zone changed behind the service (stale state) is never used: readers go live', async () => {
    const shop = await openShop('Asia/Colombo');
    await sellAround(shop, NOW);
    await rollUpSales(ctx.db, NOW);
    await ctx.db
      .update(businessSettings)
      .set({ timeZone: 'UTC' })
      .where(sql`${businessSettings.businessId} = ${shop.id}`);
    expect(await rollupCoverage(ctx.db, shop.id, 'UTC')).toBeNull();
    expect(await readAll(ctx.db, shop.id, NOW)).toEqual(await live((db) => readAll(db, shop.id, NOW)));
  });

  it("never counts another business's sales", async () => {
    const a = await openShop('Asia/Colombo');
    const b = await openShop('Asia/Colombo');
    const totals: number[] = [];
    for (const [i, at] of [NOW.getTime() - 2 * DAY, NOW.getTime() - 40 * DAY].entries()) {
      totals.push((await sell(a, new Date(at), [[i, 1]])).totalAmount);
      await sell(b, new Date(at), [[2, 50]]);
    }
    await rollUpSales(ctx.db, NOW);
    const s = await getSalesSummary(ctx.db, a.id, NOW);
    expect(s.yearSales).toBeCloseTo(totals[0] + totals[1], 2);
    expect(s.monthSales).toBeCloseTo(totals[0], 2);
    expect(s.bestSellingProducts.map((p) => p.id)).toEqual([a.productIds[0]]);
    await expectTablesMatchLive(a);
    await expectTablesMatchLive(b);
  });
});
