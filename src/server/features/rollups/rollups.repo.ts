/**
 * The roller's SQL (docs/decisions/0004-sales-rollups.md). Every statement is set-based over all
 * businesses that need work: the plan is computed once, then each roll-up table is rebuilt for
 * the planned days with one DELETE and one INSERT … SELECT.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { DEFAULT_TIME_ZONE } from '#shared/domain/time-zone';

/**
 * Advisory lock shared by the roller (exclusive, try-only) and back-dated sales and returns
 * (shared): a roller never runs while one is in flight, so it can never miss one and then claim its
 * day complete.
 */
const ROLLUP_LOCK = 727275;

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

export interface PlanRow {
  business_id: number;
  tz: string;
  /** Days up to this one stay as they are; null: rebuild the business from scratch. */
  done_through: string | null;
  new_through: string;
}

/** True when this transaction now holds the roller's lock; false when a roller or a back-dated sale is running. */
export async function tryLockRoller(db: Executor): Promise<boolean> {
  const [row] = rowsOf<{ ok: boolean }>(await db.execute(sql`select pg_try_advisory_xact_lock(${ROLLUP_LOCK}) as ok`));
  return row?.ok === true;
}

/**
 * Which businesses need which days: through the local day before `now - graceMinutes` (a sale
 * stamped just before midnight may still be committing), from the day after the last complete one,
 * or from scratch when there is no state or its time zone is no longer the business's.
 */
export async function planRollups(db: Executor, now: Date, graceMinutes: number): Promise<PlanRow[]> {
  const rows = rowsOf<PlanRow>(
    await db.execute(sql`
      with target as (
        select b.id as business_id,
               coalesce(nullif(s.time_zone, ''), ${DEFAULT_TIME_ZONE}) as tz,
               st.time_zone as state_tz,
               st.through_day
        from businesses b
        left join business_settings s on s.business_id = b.id
        left join sales_rollup_state st on st.business_id = b.id
      ), planned as (
        select business_id, tz,
               case when state_tz = tz then through_day end as done_through,
               ((${now.toISOString()}::timestamptz - make_interval(mins => ${graceMinutes})) at time zone tz)::date - 1 as new_through
        from target
      )
      select business_id, tz, to_char(done_through, 'YYYY-MM-DD') as done_through, to_char(new_through, 'YYYY-MM-DD') as new_through
      from planned
      where done_through is null or done_through < new_through
      order by business_id`),
  );
  return rows.map((r) => ({ ...r, business_id: Number(r.business_id) }));
}

/** The plan as a relation every statement joins (JSON: both drivers pass text the same way). */
const planOf = (plan: PlanRow[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(plan)}::jsonb) as p(business_id integer, tz text, done_through date, new_through date)`;
/** [from, to) instants of the planned days in each business's time zone. */
const fromInstant = sql`coalesce((p.done_through + 1)::timestamp at time zone p.tz, '-infinity'::timestamptz)`;
const toInstant = sql`(p.new_through + 1)::timestamp at time zone p.tz`;

/**
 * Each planned day's NET sales: its sales, less the returns and voids dated that day (negated; a
 * void counts −1 sale, a return 0), as the read model's raw relations read them.
 */
export async function rollDailySales(db: Executor, plan: PlanRow[]): Promise<void> {
  await db.execute(sql`
    delete from sales_daily_rollups r using ${planOf(plan)}
    where r.business_id = p.business_id and (p.done_through is null or r.day > p.done_through)`);
  await db.execute(sql`
    insert into sales_daily_rollups (business_id, day, sale_count, total_cents, subtotal_cents, vat_cents, nbt_cents, discount_cents)
    select business_id, day, sum(n), sum(total_cents), sum(subtotal_cents), sum(vat_cents), sum(nbt_cents), sum(discount_cents)
    from (
      select s.business_id, (s.sale_date at time zone p.tz)::date as day, 1 as n, s.total_cents, s.subtotal_cents, s.vat_cents,
             s.nbt_cents, s.discount_cents
      from ${planOf(plan)}
      join sales s on s.business_id = p.business_id and s.sale_date >= ${fromInstant} and s.sale_date < ${toInstant}
      union all
      select r.business_id, (r.return_date at time zone p.tz)::date, case when r.kind = 'void' then -1 else 0 end, -r.total_cents,
             -r.subtotal_cents, -r.vat_cents, -r.nbt_cents, -r.discount_cents
      from ${planOf(plan)}
      join sale_returns r on r.business_id = p.business_id and r.return_date >= ${fromInstant} and r.return_date < ${toInstant}
    ) x
    group by 1, 2`);
}

/** Each planned day's sale lines less its returned lines, per product and rate pair. */
export async function rollDailyItems(db: Executor, plan: PlanRow[]): Promise<void> {
  await db.execute(sql`
    delete from sale_item_daily_rollups r using ${planOf(plan)}
    where r.business_id = p.business_id and (p.done_through is null or r.day > p.done_through)`);
  await db.execute(sql`
    insert into sale_item_daily_rollups (business_id, day, product_id, vat_rate_bp, nbt_rate_bp, quantity,
      line_subtotal_cents, vat_cents, nbt_cents, line_total_cents, line_cost_cents, exempt_subtotal_cents, max_name, max_sku)
    select business_id, day, product_id, vat_rate_bp, nbt_rate_bp, sum(quantity), sum(line_subtotal_cents), sum(vat_cents),
           sum(nbt_cents), sum(line_total_cents), sum(line_cost_cents), sum(exempt_subtotal_cents), max(name), max(sku)
    from (
      select i.business_id, (i.sale_date at time zone p.tz)::date as day, i.product_id, i.vat_rate_bp, i.nbt_rate_bp, i.quantity,
             i.line_subtotal_cents, i.vat_cents, i.nbt_cents, i.line_total_cents, i.line_cost_cents,
             case when i.tax_category = 'exempt' then i.line_subtotal_cents else 0 end as exempt_subtotal_cents, i.name, i.sku
      from ${planOf(plan)}
      join sale_items i on i.business_id = p.business_id and i.sale_date >= ${fromInstant} and i.sale_date < ${toInstant}
      union all
      select i.business_id, (i.return_date at time zone p.tz)::date, i.product_id, i.vat_rate_bp, i.nbt_rate_bp, -i.quantity,
             -i.line_subtotal_cents, -i.vat_cents, -i.nbt_cents, -i.line_total_cents, -i.line_cost_cents,
             case when i.tax_category = 'exempt' then -i.line_subtotal_cents else 0 end, i.name, i.sku
      from ${planOf(plan)}
      join sale_return_items i on i.business_id = p.business_id and i.return_date >= ${fromInstant} and i.return_date < ${toInstant}
    ) x
    group by 1, 2, 3, 4, 5`);
}

export async function saveRollupState(db: Executor, plan: PlanRow[]): Promise<void> {
  await db.execute(sql`
    insert into sales_rollup_state (business_id, time_zone, through_day, updated_at)
    select p.business_id, p.tz, p.new_through, now() from ${planOf(plan)}
    on conflict (business_id) do update
      set time_zone = excluded.time_zone, through_day = excluded.through_day, updated_at = excluded.updated_at`);
}

/** The business's roll-up state, or null when there is none. */
export async function findRollupState(db: Executor, businessId: number): Promise<{ timeZone: string; throughDay: string } | null> {
  const [row] = rowsOf<{ time_zone: string; through_day: string }>(
    await db.execute(
      sql`select time_zone, to_char(through_day, 'YYYY-MM-DD') as through_day from sales_rollup_state where business_id = ${businessId}`,
    ),
  );
  return row ? { timeZone: row.time_zone, throughDay: row.through_day } : null;
}

/**
 * A sale (or a return) dated `saleDate` was recorded: the roll-ups are complete only
 * through the day before it.
 * Waits for a running roller (shared lock), so the roller's state cannot overwrite this.
 */
export async function reopenRollupsFrom(db: Executor, businessId: number, saleDate: Date): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock_shared(${ROLLUP_LOCK})`);
  await db.execute(sql`
    update sales_rollup_state
    set through_day = least(through_day, (${saleDate.toISOString()}::timestamptz at time zone time_zone)::date - 1), updated_at = now()
    where business_id = ${businessId}
      and through_day > (${saleDate.toISOString()}::timestamptz at time zone time_zone)::date - 1`);
}

/** Forgets the business's roll-ups (time zone changed): readers go live until the roller rebuilds them. */
export async function dropRollupState(db: Executor, businessId: number): Promise<void> {
  await db.execute(sql`delete from sales_rollup_state where business_id = ${businessId}`);
}
