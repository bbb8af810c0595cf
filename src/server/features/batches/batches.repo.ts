/** The expiry report's reads (issue 23 point 5): batches with stock, by expiry, in the shop's time zone. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { businessSettings, products, stockBatches } from '../../db/schema';

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
