/** The expiry report's reads: batches with stock, by expiry, in the shop's time zone. */
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { businessSettings, products, stockBatches } from '#server/db/schema';

export interface ExpiryRow {
  id: number;
  productId: number;
  productName: string;
  sku: string | null;
  category: string | null;
  unit: string;
  batchNumber: string;
  expiryDate: string;
  daysLeft: number;
  quantity: number;
  buyingPriceCents: number;
}

const todaySql = (businessId: number) =>
  sql`(now() at time zone coalesce((select s.time_zone from ${businessSettings} s where s.business_id = ${businessId}), 'Asia/Colombo'))::date`;

/** Today in the business's time zone (YYYY-MM-DD). */
export async function shopToday(db: Executor, businessId: number): Promise<string> {
  const result = (await db.execute(sql`select ${todaySql(businessId)}::text as today`)) as unknown as { rows: { today: string }[] };
  return String(result.rows[0].today).slice(0, 10);
}

/**
 * The business's dated batches with stock of active products that expired or expire within
 * `days` days from today, soonest first.
 */
export async function batchesExpiringWithin(db: Executor, businessId: number, opts: { days: number }): Promise<ExpiryRow[]> {
  const result = (await db.execute(sql`
    with today as (select ${todaySql(businessId)} as d)
    select b.id, b.product_id, p.name, p.sku, p.category, p.unit, b.batch_number, b.expiry_date::text as expiry_date,
      (b.expiry_date - t.d) as days_left, b.quantity, coalesce(p.buying_price_cents, 0) as cost
    from ${stockBatches} b
      join ${products} p on p.business_id = b.business_id and p.id = b.product_id
      cross join today t
    where b.business_id = ${businessId} and b.quantity > 0 and b.expiry_date is not null
      and b.expiry_date <= t.d + ${opts.days}::integer and p.is_active
    order by b.expiry_date, p.name, b.id`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    id: Number(r.id),
    productId: Number(r.product_id),
    productName: String(r.name),
    sku: (r.sku as string | null) ?? null,
    category: (r.category as string | null) ?? null,
    unit: String(r.unit),
    batchNumber: String(r.batch_number ?? ''),
    expiryDate: String(r.expiry_date).slice(0, 10),
    daysLeft: Number(r.days_left),
    quantity: Number(r.quantity),
    buyingPriceCents: Number(r.cost),
  }));
}

export interface ProductBatchesRow {
  tracksBatches: boolean;
  unit: string;
  stock: number;
  today: string;
  batches: { id: number; batchNumber: string; expiryDate: string | null; quantity: number; expired: boolean }[];
}

/**
 * One product of the business with its batches that hold stock, first-expiring-first-out (the
 * stock module's order: dated by expiry, then undated, ties by arrival), each marked expired by the
 * shop's today. Undefined: not this business's product.
 */
export async function productBatches(db: Executor, businessId: number, productId: number): Promise<ProductBatchesRow | undefined> {
  const result = (await db.execute(sql`
    with today as (select ${todaySql(businessId)} as d)
    select p.tracks_batches, p.unit, p.stock, t.d::text as today,
      (select coalesce(json_agg(json_build_object('id', b.id, 'batch_number', b.batch_number, 'expiry_date', b.expiry_date::text,
         'quantity', b.quantity, 'expired', coalesce(b.expiry_date < t.d, false))
         order by b.expiry_date asc nulls last, b.received_at asc, b.id asc), '[]'::json)
       from ${stockBatches} b where b.business_id = p.business_id and b.product_id = p.id and b.quantity > 0) as batches
    from ${products} p cross join today t
    where p.business_id = ${businessId} and p.id = ${productId}`)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0];
  if (!row) return undefined;
  const raw = (typeof row.batches === 'string' ? JSON.parse(row.batches) : row.batches) as Record<string, unknown>[];
  return {
    tracksBatches: row.tracks_batches === true,
    unit: String(row.unit),
    stock: Number(row.stock),
    today: String(row.today).slice(0, 10),
    batches: raw.map((b) => ({
      id: Number(b.id),
      batchNumber: String(b.batch_number ?? ''),
      expiryDate: b.expiry_date == null ? null : String(b.expiry_date).slice(0, 10),
      quantity: Number(b.quantity),
      expired: b.expired === true,
    })),
  };
}
