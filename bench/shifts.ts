/**
 * A shift's Z report with 5,000 sales in a 1,000,000-sale database ≤ 20 ms (quick:
 * 5,000 in 100,000; BENCH_SHIFT_SALES overrides the total for a smoke run). Timed as the app runs
 * it, inside a request-like transaction (role kade_app, row-level security on): the close itself
 * (shift row FOR UPDATE, the business's Z-number lock, the report's one query, the stored Z),
 * rolled back after each call so the shift stays open; and the X report (GET …/report's reader).
 * Baseline in the same run: the shift's sales found with index scans off (one sequential scan: what the shift's index saves).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openPostgres, type Database, type Tx } from '../src/server/db/client';
import { openBoundTransaction } from '../src/server/db/request-context';
import { closeShift, getShiftReport } from '../src/server/features/shifts/close-shift';
import type { ShiftActor } from '../src/server/features/shifts/shift-access';
import { adminQuery } from './lib/db';
import type { BenchContext, BenchRow } from './lib/types';
import { perGroup } from './lib/verdict';
import { interleave, median, nowMs, percentile, round } from './lib/stats';

const DB_NAME = 'kade_bench_shifts';
/** Bump when the data's shape changes: the next run regenerates. */
const DATA_VERSION = 'shifts-v1';
const SHIFT_SALES = 5_000;
const GOAL_MS = 20;
const HERE = path.dirname(fileURLToPath(import.meta.url));

function sizes(ctx: BenchContext) {
  const sales = Number(process.env.BENCH_SHIFT_SALES ?? (ctx.quick ? 100_000 : 1_000_000));
  const shift = Math.min(SHIFT_SALES, sales);
  return { sales, shift, key: `${DATA_VERSION}:${sales}:${shift}` };
}

/** The data, generated once per size (the shift is open and "now"-relative only for its look; nothing here depends on the day). */
async function ensureData(ctx: BenchContext): Promise<void> {
  const url = ctx.urlFor(DB_NAME);
  const m = sizes(ctx);
  const exists = (await adminQuery(ctx.urlFor('postgres'), `select 1 from pg_database where datname = '${DB_NAME}'`)).rowCount;
  if (exists) {
    const found = await adminQuery(url, `select to_regclass('bench_marker') is not null as t`);
    if (found.rows[0].t && (await adminQuery(url, 'select key from bench_marker')).rows[0]?.key === m.key)
      return ctx.log(`shifts: reusing ${DB_NAME} (${m.key})`);
    await adminQuery(ctx.urlFor('postgres'), `drop database ${DB_NAME} with (force)`);
  }
  await adminQuery(ctx.urlFor('postgres'), `create database ${DB_NAME}`);
  const handle = openPostgres(url, 1);
  await handle.migrate();
  await handle.close();
  ctx.log(`shifts: generating ${m.sales} sales (${m.shift} in one shift) …`);
  const t0 = nowMs();
  const script = readFileSync(path.join(HERE, 'shifts-data.sql'), 'utf8')
    .replaceAll('{{SALES}}', String(m.sales))
    .replaceAll('{{SHIFT}}', String(m.shift));
  await adminQuery(url, script);
  await adminQuery(url, 'vacuum analyze');
  await adminQuery(url, `create table bench_marker (key text not null); insert into bench_marker values ('${m.key}')`);
  ctx.log(`shifts: data generated in ${round((nowMs() - t0) / 1000)} s`);
}

/** Runs `fn` in a transaction bound like a request of the business (kade_app, RLS), then rolls back. */
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

/** `n` timings (ms) of `fn`, each in its own rolled-back request transaction, after one warm-up. */
async function timings(db: Database, businessId: number, n: number, fn: (tx: Tx) => Promise<unknown>, seqScan = false) {
  await asRequest(db, businessId, fn, seqScan);
  const xs: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = nowMs();
    await asRequest(db, businessId, fn, seqScan);
    xs.push(nowMs() - t);
  }
  return xs;
}

export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  await ensureData(ctx);
  const m = sizes(ctx);
  const handle = openPostgres(ctx.urlFor(DB_NAME), 2);
  const db = handle.db;
  try {
    const [s] = (await adminQuery(ctx.urlFor(DB_NAME), 'select id, business_id, user_id from shifts')).rows;
    const actor: ShiftActor = { businessId: Number(s.business_id), userId: String(s.user_id), isAdmin: true, name: 'Bench' };
    const shiftId = Number(s.id);
    const x = (tx: Tx) => getShiftReport(tx, actor, shiftId);
    const z = (tx: Tx) => closeShift(tx, actor, shiftId, { countedCash: 0 });
    // The baseline: finding the shift's sales without its index — one sequential scan of the
    // business's sales (the report with index scans off would probe the payments by a scan per
    // sale: hours, not a baseline).
    const scan = (tx: Tx) =>
      tx.execute(sql`select count(*), sum(total_cents) from sales where business_id = ${actor.businessId} and shift_id = ${shiftId}`);

    // Answers first: the report counts the shift's sales and its payments add up to its totals.
    const report = await asRequest(db, actor.businessId, x);
    const closed = await asRequest(db, actor.businessId, z);
    const methods = report.byMethod.reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
    if (
      report.salesCount !== m.shift ||
      methods !== Math.round(report.netSales * 100) ||
      closed.zNumber !== 1 ||
      closed.netSales !== report.netSales
    )
      throw new Error(`shifts: the report is wrong: ${JSON.stringify({ report, closed })}`);

    const n = ctx.quick ? 10 : 30;
    const r = await interleave(
      ctx.reps,
      () => timings(db, actor.businessId, n, z),
      () => timings(db, actor.businessId, ctx.quick ? 2 : 3, scan, true),
    );
    const zs = r.a.flat();
    const base = median(r.b.flat());
    const xs = await timings(db, actor.businessId, n * ctx.reps, x);
    const what = `${m.shift.toLocaleString('en-US')} sales in ${m.sales.toLocaleString('en-US')}`;
    return [
      {
        id: '13a',
        what: `Z report: closing a shift of ${what} (lock, number, report, store; p95 ${round(percentile(zs, 95))} ms)`,
        value: round(median(zs)),
        unit: 'ms',
        baseline: { what: "the shift's sales found by a sequential scan (index scans off)", value: round(base), unit: 'ms' },
        ratio: round(median(zs) / base),
        goal: `≤ ${GOAL_MS} ms`,
        pass: median(zs) <= GOAL_MS,
        samples: r.a.map((rep) => round(median(rep))),
        observations: zs.map(round),
      },
      {
        id: '13b',
        what: `X report of the same open shift (p95 ${round(percentile(xs, 95))} ms)`,
        value: round(median(xs)),
        unit: 'ms',
        goal: 'reported only',
        pass: null,
        samples: perGroup(xs, ctx.reps, median).map(round),
        observations: xs.map(round),
      },
    ];
  } finally {
    await handle.close();
  }
}
