/**
 * The shifts' SQL. Every query is scoped by the session's business id (and
 * row-level security binds the same business). Lock order, for everything that touches a shift:
 * the shift row first (a sale takes it FOR SHARE inside its insert, a cash movement FOR SHARE, the
 * close FOR UPDATE), then the business's Z-number lock (close only).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { auditInsertStatement } from '#server/kernel/audit';
import { drawerOpens, salePayments, saleRefunds, saleReturns, sales, shiftCashMovements, shifts, users } from '#server/db/schema';

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

export interface ShiftRow {
  id: number;
  userId: string;
  userFirstName: string | null;
  userLastName: string | null;
  userEmail: string;
  openedAt: Date;
  openingFloatCents: number;
  closedAt: Date | null;
  closedBy: string | null;
  closedByFirstName: string | null;
  closedByLastName: string | null;
  closedByEmail: string | null;
  countedCashCents: number | null;
  denominations: Record<string, number> | null;
  zNumber: number | null;
  zReport: unknown;
  /** The registered terminal it was opened on; null: an ordinary browser. */
  terminalId: number | null;
}

type RawShift = Record<string, unknown>;

function toShiftRow(r: RawShift): ShiftRow {
  const n = (v: unknown) => (v == null ? null : Number(v));
  return {
    id: Number(r.id),
    userId: String(r.user_id),
    userFirstName: (r.user_first_name as string | null) ?? null,
    userLastName: (r.user_last_name as string | null) ?? null,
    userEmail: String(r.user_email ?? ''),
    openedAt: new Date(r.opened_at as string),
    openingFloatCents: Number(r.opening_float_cents),
    closedAt: r.closed_at == null ? null : new Date(r.closed_at as string),
    closedBy: (r.closed_by as string | null) ?? null,
    closedByFirstName: (r.closed_by_first_name as string | null) ?? null,
    closedByLastName: (r.closed_by_last_name as string | null) ?? null,
    closedByEmail: (r.closed_by_email as string | null) ?? null,
    countedCashCents: n(r.counted_cash_cents),
    denominations: (r.denominations as Record<string, number> | null) ?? null,
    zNumber: n(r.z_number),
    zReport: r.z_report ?? null,
    terminalId: n(r.terminal_id),
  };
}

/** The shift columns with its user's and closer's names; `lock` appends FOR UPDATE / FOR SHARE OF the shift. */
function selectShifts(where: ReturnType<typeof sql>, tail = sql``) {
  return sql`
    select s.id, s.user_id, u.first_name as user_first_name, u.last_name as user_last_name, u.email as user_email,
           s.opened_at, s.opening_float_cents, s.closed_at, s.closed_by,
           c.first_name as closed_by_first_name, c.last_name as closed_by_last_name, c.email as closed_by_email,
           s.counted_cash_cents, s.denominations, s.z_number, s.z_report, s.terminal_id
    from ${shifts} s
    join ${users} u on u.id = s.user_id
    left join ${users} c on c.id = s.closed_by
    where ${where} ${tail}`;
}

export async function findShift(
  db: Executor,
  businessId: number,
  shiftId: number,
  lock?: 'update' | 'share',
): Promise<ShiftRow | undefined> {
  const tail = lock === 'update' ? sql`for update of s` : lock === 'share' ? sql`for share of s` : sql``;
  const rows = rowsOf<RawShift>(await db.execute(selectShifts(sql`s.business_id = ${businessId} and s.id = ${shiftId}`, tail)));
  return rows[0] && toShiftRow(rows[0]);
}

export async function findOpenShift(db: Executor, businessId: number, userId: string): Promise<ShiftRow | undefined> {
  const rows = rowsOf<RawShift>(
    await db.execute(selectShifts(sql`s.business_id = ${businessId} and s.user_id = ${userId} and s.closed_at is null`)),
  );
  return rows[0] && toShiftRow(rows[0]);
}

/** Newest first; `userId` narrows to one user's shifts (a cashier's own). */
export async function listShifts(db: Executor, businessId: number, opts: { userId?: string; limit: number }): Promise<ShiftRow[]> {
  const mine = opts.userId ? sql` and s.user_id = ${opts.userId}` : sql``;
  return rowsOf<RawShift>(
    await db.execute(
      selectShifts(sql`s.business_id = ${businessId}${mine}`, sql`order by s.opened_at desc, s.id desc limit ${opts.limit}`),
    ),
  ).map(toShiftRow);
}

/** Opens a shift; undefined when the user already has an open one (the partial unique index). */
export async function insertShift(
  db: Executor,
  v: { businessId: number; userId: string; openingFloatCents: number; openedAt?: Date; terminalId?: number | null },
): Promise<number | undefined> {
  const openedAt = v.openedAt ? sql`${v.openedAt.toISOString()}::timestamptz` : sql`now()`;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into ${shifts} (business_id, user_id, opening_float_cents, opened_at, terminal_id)
      values (${v.businessId}, ${v.userId}, ${v.openingFloatCents}, ${openedAt}, ${v.terminalId ?? null})
      on conflict (business_id, user_id) where closed_at is null do nothing
      returning id`),
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}

export async function insertCashMovement(
  db: Executor,
  v: { businessId: number; shiftId: number; kind: 'in' | 'out'; amountCents: number; reason: string; userId: string; at?: Date },
) {
  const { at, ...values } = v;
  const [row] = await db
    .insert(shiftCashMovements)
    .values({ ...values, ...(at ? { createdAt: at } : {}) })
    .returning();
  return row;
}

export interface MovementRow {
  id: number;
  shiftId: number;
  kind: 'in' | 'out';
  amountCents: number;
  reason: string;
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  createdAt: Date;
}

export async function listCashMovements(db: Executor, businessId: number, shiftId: number): Promise<MovementRow[]> {
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select m.id, m.shift_id, m.kind, m.amount_cents, m.reason, m.user_id, u.first_name, u.last_name, u.email, m.created_at
      from ${shiftCashMovements} m left join ${users} u on u.id = m.user_id
      where m.business_id = ${businessId} and m.shift_id = ${shiftId}
      order by m.created_at, m.id`),
  ).map((r) => ({
    id: Number(r.id),
    shiftId: Number(r.shift_id),
    kind: r.kind as 'in' | 'out',
    amountCents: Number(r.amount_cents),
    reason: String(r.reason),
    userId: (r.user_id as string | null) ?? null,
    firstName: (r.first_name as string | null) ?? null,
    lastName: (r.last_name as string | null) ?? null,
    email: (r.email as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
  }));
}

export type ShiftDrawerOpenRow = Omit<MovementRow, 'kind' | 'amountCents'>;

/** The drawer opened without a sale during the shift, oldest first: the Z counts them. */
export async function listShiftDrawerOpens(db: Executor, businessId: number, shiftId: number): Promise<ShiftDrawerOpenRow[]> {
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select d.id, d.shift_id, d.reason, d.user_id, u.first_name, u.last_name, u.email, d.opened_at
      from ${drawerOpens} d left join ${users} u on u.id = d.user_id
      where d.business_id = ${businessId} and d.shift_id = ${shiftId}
      order by d.opened_at, d.id`),
  ).map((r) => ({
    id: Number(r.id),
    shiftId: Number(r.shift_id),
    reason: String(r.reason),
    userId: (r.user_id as string | null) ?? null,
    firstName: (r.first_name as string | null) ?? null,
    lastName: (r.last_name as string | null) ?? null,
    email: (r.email as string | null) ?? null,
    createdAt: new Date(r.opened_at as string),
  }));
}

export interface ShiftSums {
  salesCount: number;
  totalCents: number;
  discountCents: number;
  vatCents: number;
  cashInCents: number;
  cashOutCents: number;
  byMethod: { method: string; count: number; amountCents: number }[];
  /** Σ the totals of the shift's returns and voids, and its voids alone. */
  refundsCents: number;
  voids: { count: number; amountCents: number };
  /** The refunds of the shift's returns and voids by method (`count`: refunds). */
  refundsByMethod: { method: string; count: number; amountCents: number }[];
  /** "Open drawer" without a sale in the shift. */
  noSaleOpens: number;
}

/**
 * A shift's sums in one statement: its sales in one pass (sales_business_shift_idx), their
 * payments by method (`count` is the number of payments) and its cash movements. The payments are
 * probed per sale (sale_payments_sale_idx; `offset 0` keeps the lateral from being flattened into a
 * hash join over every payment of the shop): the cost follows the shift's size, not the shop's.
 * Refunds: the returns and voids whose drawer is the shift (sale_returns.shift_id,
 * sale_returns_business_shift_idx) and their refunds by method (probed per return,
 * sale_refunds_return_idx). A refund's drawer is its return's.
 */
export async function readShiftSums(
  db: Executor,
  businessId: number,
  shiftId: number,
  opts: { lockZNumbers?: boolean } = {},
): Promise<ShiftSums> {
  // The close takes the business's Z-number lock in this statement (one round trip less); its
  // number is read by the later update, whose snapshot starts after the lock is held.
  const lock = opts.lockZNumbers ? sql`(select pg_advisory_xact_lock(hashtext('kade.z_number'), ${businessId})) zl,` : sql``;
  const [r] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select t.sales_count, t.total_cents, t.discount_cents, t.vat_cents, mv.cash_in_cents, mv.cash_out_cents,
        rt.refunds_cents, rt.voids_count, rt.voids_cents,
        (select count(*) from ${drawerOpens} d where d.business_id = ${businessId} and d.shift_id = ${shiftId}) as no_sale_opens,
        (select coalesce(json_agg(m), '[]'::json) from (
           select f.method, count(*) as count, sum(f.amount_cents) as amount_cents
           from ${saleReturns} r cross join lateral (
             select method, amount_cents from ${saleRefunds} sf
             where sf.business_id = r.business_id and sf.return_id = r.id offset 0) f
           where r.business_id = ${businessId} and r.shift_id = ${shiftId}
           group by f.method) m) as refunds_by_method,
        (select coalesce(json_agg(m), '[]'::json) from (
           select p.method, count(*) as count, sum(p.amount_cents) as amount_cents
           from ${sales} s cross join lateral (
             select method, amount_cents from ${salePayments} sp
             where sp.business_id = s.business_id and sp.sale_id = s.id offset 0) p
           where s.business_id = ${businessId} and s.shift_id = ${shiftId}
           group by p.method) m) as by_method
      from ${lock} (select count(*) as sales_count, coalesce(sum(total_cents), 0) as total_cents,
                   coalesce(sum(discount_cents), 0) as discount_cents, coalesce(sum(vat_cents), 0) as vat_cents
            from ${sales} where business_id = ${businessId} and shift_id = ${shiftId}) t,
           (select coalesce(sum(amount_cents) filter (where kind = 'in'), 0) as cash_in_cents,
                   coalesce(sum(amount_cents) filter (where kind = 'out'), 0) as cash_out_cents
            from ${shiftCashMovements} where business_id = ${businessId} and shift_id = ${shiftId}) mv,
           (select coalesce(sum(total_cents), 0) as refunds_cents, count(*) filter (where kind = 'void') as voids_count,
                   coalesce(sum(total_cents) filter (where kind = 'void'), 0) as voids_cents
            from ${saleReturns} where business_id = ${businessId} and shift_id = ${shiftId}) rt`),
  );
  return {
    salesCount: Number(r.sales_count),
    totalCents: Number(r.total_cents),
    discountCents: Number(r.discount_cents),
    vatCents: Number(r.vat_cents),
    cashInCents: Number(r.cash_in_cents),
    cashOutCents: Number(r.cash_out_cents),
    byMethod: perMethod(r.by_method),
    refundsCents: Number(r.refunds_cents),
    voids: { count: Number(r.voids_count), amountCents: Number(r.voids_cents) },
    refundsByMethod: perMethod(r.refunds_by_method),
    noSaleOpens: Number(r.no_sale_opens),
  };
}

/** A json_agg of { method, count, amount_cents } rows (a string from one driver, parsed from the other). */
function perMethod(v: unknown): { method: string; count: number; amountCents: number }[] {
  const rows = (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>[];
  return rows.map((m) => ({ method: String(m.method), count: Number(m.count), amountCents: Number(m.amount_cents) }));
}

/**
 * Stores the close and its Z report, numbered in the same statement: the next number of the
 * business (read after `readShiftSums(…, { lockZNumbers: true })` took the business's lock, so it
 * sees every committed close: serial, no gaps), written into the stored report and its audit entry.
 */
export async function storeClose(
  db: Executor,
  v: {
    businessId: number;
    shiftId: number;
    closedAt: Date;
    closedBy: string;
    countedCashCents: number;
    denominations: Record<string, number> | null;
    /** The Z report without its number (set here). */
    zReport: unknown;
  },
): Promise<number> {
  const [r] = rowsOf<{ z_number: number }>(
    await db.execute(sql`
      with z as (select coalesce(max(z_number), 0) + 1 as n from ${shifts} where business_id = ${v.businessId}),
      closed as (
        update ${shifts} set closed_at = ${v.closedAt.toISOString()}::timestamptz, closed_by = ${v.closedBy},
          counted_cash_cents = ${v.countedCashCents},
          denominations = ${v.denominations === null ? null : JSON.stringify(v.denominations)}::jsonb,
          z_number = (select n from z),
          z_report = jsonb_set(${JSON.stringify(v.zReport)}::jsonb, '{zNumber}', to_jsonb((select n from z)))
        where business_id = ${v.businessId} and id = ${v.shiftId}
        returning z_number, z_report)
      ${auditInsertStatement({
        businessId: v.businessId,
        userId: v.closedBy,
        action: 'shift.close',
        entityType: 'shift',
        entityId: sql`${String(v.shiftId)}`,
        after: sql`(select z_report from closed)`,
      })}
      returning (select z_number from closed) as z_number`),
  );
  return Number(r.z_number);
}
