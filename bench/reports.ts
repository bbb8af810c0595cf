/**
 * Goal 7: dashboard and sales summary for a business with 200,000 sales in a 1,000,000-sale
 * database (quick: 20,000 of 100,000). Each figure is the reader as the app computes it (roll-ups
 * for complete days, raw rows through the covering index for the rest), timed inside a request-like
 * transaction (role kade_app, row-level security on), next to its baseline in the same run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { toZonedDateString, zonedDayRange, zonedMonthRange } from '../src/shared/domain/time-zone';
import { openPostgres, type Database, type Tx } from '../src/server/db/client';
import { openBoundTransaction } from '../src/server/db/request-context';
import { monthlyPeriods, reportPeriods } from '../src/server/features/reports/report-periods';
import { getBestSellers, getMonthlySales } from '../src/server/features/reports/sales-summary.service';
import { rollUpSales } from '../src/server/features/rollups/rollups.service';
import { netSalesTotalCents, rangeOf, salesScope } from '../src/server/features/sales-read-model/sales-read-model.service';
import { bestSellers, monthlySales, salesTotalCents } from './reports-live';
import { adminQuery } from './lib/db';
import type { BenchContext, BenchRow } from './lib/types';
import { interleave, median, nowMs, round } from './lib/stats';

const DB_NAME = 'kade_bench_reports';
/** Bump when the data's shape changes: the next run regenerates. */
const DATA_VERSION = 'reports-v2';
const TZ = 'Asia/Colombo';
const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The data's identity: version, size and the local day it was generated for ("today" must hold sales). */
function markerFor(ctx: BenchContext) {
  const sales = ctx.quick ? 100_000 : 1_000_000;
  const big = ctx.quick ? 20_000 : 200_000;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date());
  return { sales, big, key: `${DATA_VERSION}:${sales}:${big}:${day}` };
}

async function ensureData(ctx: BenchContext): Promise<void> {
  const url = ctx.urlFor(DB_NAME);
  const m = markerFor(ctx);
  const exists = (await adminQuery(ctx.urlFor('postgres'), `select 1 from pg_database where datname = '${DB_NAME}'`)).rowCount;
  if (exists) {
    const found = await adminQuery(url, `select to_regclass('bench_marker') is not null as t`);
    if (found.rows[0].t) {
      const key = (await adminQuery(url, 'select key from bench_marker')).rows[0]?.key;
      if (key === m.key) return ctx.log(`reports: reusing ${DB_NAME} (${m.key})`);
    }
    await adminQuery(ctx.urlFor('postgres'), `drop database ${DB_NAME} with (force)`);
  }
  await adminQuery(ctx.urlFor('postgres'), `create database ${DB_NAME}`);
  const handle = openPostgres(url, 1);
  await handle.migrate();
  await handle.close();
  ctx.log(`reports: generating ${m.sales} sales (${m.big} in the big shop) …`);
  const t0 = nowMs();
  const script = readFileSync(path.join(HERE, 'reports-data.sql'), 'utf8')
    .replaceAll('{{SALES}}', String(m.sales))
    .replaceAll('{{BIG}}', String(m.big));
  await adminQuery(url, script);
  await adminQuery(url, 'vacuum analyze');
  await adminQuery(url, `create table bench_marker (key text not null); insert into bench_marker values ('${m.key}')`);
  ctx.log(`reports: data generated in ${round((nowMs() - t0) / 1000)} s`);
}

/** Median of `n` calls of `fn` (ms), after one warm-up call. */
async function medianOf(n: number, fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const xs: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = nowMs();
    await fn();
    xs.push(nowMs() - t);
  }
  return median(xs);
}

/** Runs `fn` in a transaction bound like a request of `businessId` (kade_app, RLS), then rolls back. */
async function asRequest<T>(db: Database, businessId: number, fn: (tx: Tx) => Promise<T>, seqScan = false): Promise<T> {
  const open = await openBoundTransaction(db, { businessId, platform: false });
  try {
    if (seqScan)
      await open.tx.execute(sql`set local enable_indexscan = off; set local enable_bitmapscan = off; set local enable_indexonlyscan = off`);
    return await fn(open.tx);
  } finally {
    await open.end(false);
  }
}

export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  await ensureData(ctx);
  const handle = openPostgres(ctx.urlFor(DB_NAME), 2);
  const db = handle.db;
  const rows: BenchRow[] = [];
  try {
    const big = Number((await adminQuery(ctx.urlFor(DB_NAME), 'select min(id) as id from businesses')).rows[0].id);

    // The roller: a full build (state cleared), then the steady-state run that follows it.
    await db.execute(sql`truncate sales_rollup_state, sales_daily_rollups, sale_item_daily_rollups`);
    let t = nowMs();
    const full = await rollUpSales(db);
    const fullMs = nowMs() - t;
    t = nowMs();
    await rollUpSales(db);
    const againMs = nowMs() - t;
    await db.execute(sql`analyze sales_daily_rollups; analyze sale_item_daily_rollups; analyze sales_rollup_state`);
    ctx.log(`reports: roller built ${full.businesses} businesses in ${round(fullMs)} ms; a second run took ${round(againMs)} ms`);
    rows.push({
      id: '7-roll',
      what: `roll-up of every business from scratch (${markerFor(ctx).sales} sales)`,
      value: round(fullMs),
      unit: 'ms',
      goal: 'reported only',
      pass: null,
    });
    rows.push({
      id: '7-roll2',
      what: 'roll-up run with the roll-ups already complete',
      value: round(againMs),
      unit: 'ms',
      goal: 'reported only',
      pass: null,
    });

    const now = new Date();
    const day = zonedDayRange(now, TZ);
    const month = zonedMonthRange(now, TZ);
    // The dashboard's reader: the read model over the local days of [start, end).
    const localDays = (range: { start: Date; end: Date }) => ({
      from: toZonedDateString(range.start, TZ),
      to: toZonedDateString(new Date(range.end.getTime() - 1), TZ),
    });
    const reader = (range: { start: Date; end: Date }) => (tx: Tx) =>
      salesScope(tx, big, TZ).then((scope) => netSalesTotalCents(tx, rangeOf(scope, localDays(range))));
    const scan = (range: { start: Date; end: Date }) => (tx: Tx) => salesTotalCents(tx, big, range.start, range.end);
    const fastN = ctx.quick ? 10 : 25;
    const slowN = ctx.quick ? 3 : 7;

    // Answers must agree before anything is timed.
    for (const [name, range] of [
      ['today', day],
      ['month', month],
    ] as const) {
      const a = await asRequest(db, big, reader(range));
      const b = await asRequest(db, big, scan(range), true);
      if (a !== b) throw new Error(`reports: ${name} differs: reader ${a}, scan ${b}`);
    }

    const ratioRow = async (id: string, what: string, range: { start: Date; end: Date }) => {
      const r = await interleave(
        ctx.reps,
        () => asRequest(db, big, (tx) => medianOf(fastN, () => reader(range)(tx))),
        () => asRequest(db, big, (tx) => medianOf(slowN, () => scan(range)(tx)), true),
      );
      const value = median(r.a);
      const base = median(r.b);
      rows.push({
        id,
        what,
        value: round(value),
        unit: 'ms',
        baseline: { what: 'same sum, sequential scan forced', value: round(base), unit: 'ms' },
        ratio: round(value / base),
        goal: '≤ 1/15 of the scan',
        pass: value <= base / 15,
        samples: r.a.map(round),
      });
    };
    await ratioRow('7a', "today's sales total (dashboard), 200k-sale shop", day);
    await ratioRow('7b', 'month-to-date sales total (dashboard), 200k-sale shop', month);

    const b = reportPeriods(now, TZ);
    const m = monthlyPeriods(now, TZ);
    const goalRow = async (
      id: string,
      what: string,
      fn: (tx: Tx) => Promise<unknown>,
      baseWhat: string,
      base: (tx: Tx) => Promise<unknown>,
    ) => {
      const r = await interleave(
        ctx.reps,
        () => asRequest(db, big, (tx) => medianOf(fastN, () => fn(tx))),
        () => asRequest(db, big, (tx) => medianOf(slowN, () => base(tx))),
      );
      const value = median(r.a);
      const baseline = median(r.b);
      rows.push({
        id,
        what,
        value: round(value),
        unit: 'ms',
        baseline: { what: baseWhat, value: round(baseline), unit: 'ms' },
        ratio: round(value / baseline),
        goal: '≤ 20 ms',
        pass: value <= 20,
        samples: r.a.map(round),
      });
    };
    const top = await asRequest(db, big, (tx) => getBestSellers(tx, big, now));
    const topLive = await asRequest(db, big, (tx) => bestSellers(tx, big, b.month, 10));
    if (JSON.stringify(top) !== JSON.stringify(topLive)) throw new Error('reports: top-10 differs from the live query');
    await goalRow(
      '7c',
      'top-10 products this month, 200k-sale shop',
      (tx) => getBestSellers(tx, big, now),
      'same on raw sale_items',
      (tx) => bestSellers(tx, big, b.month, 10),
    );
    await goalRow(
      '7d',
      '12-month sales trend, 200k-sale shop',
      (tx) => getMonthlySales(tx, big, now),
      'same on raw sales',
      (tx) => monthlySales(tx, big, m.from, TZ),
    );
  } finally {
    await handle.close();
  }
  return rows;
}
