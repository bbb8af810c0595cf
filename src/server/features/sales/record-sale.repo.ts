/**
 * The writes of one sale, batched: a sale is the hot path of the till, so each step is ONE
 * statement (data-modifying CTEs) instead of one per row — three round trips for any number of
 * lines (bench/README.md, goals 1–3). Each statement keeps the rule it replaces: products are
 * locked in id order (two sales never deadlock), the invoice counter row stays locked until the
 * sale commits (serial invoice numbers), the idempotency key is claimed before anything else.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { businessSettings, invoiceCounters, products, saleIdempotency, saleItems, sales } from '../../db/schema';
import { auditInsertStatement, type AuditEntry } from '../audit/audit.service';
import type { BusinessSettingsRow } from '../settings/settings.service';
import type { SaleItemRow, SaleRow } from './sales.repo';

/** Rows as the driver returns them (snake_case); bigint columns may arrive as strings. */
type RawRow = Record<string, unknown>;
const rowsOf = (result: unknown): RawRow[] => (Array.isArray(result) ? result : ((result as { rows: RawRow[] }).rows ?? []));
const num = (v: unknown) => (v == null ? null : Number(v));

/**
 * Claims the idempotency key and reads the business's settings in one round trip. `settings` is
 * null when the business has no settings row (the caller answers the defaults).
 */
export async function claimKeyAndReadSettings(
  db: Executor,
  businessId: number,
  key: string,
  requestHash: string,
): Promise<{ claimed: boolean; settings: BusinessSettingsRow | null }> {
  const claim = db.$with('claim', { key: sql<string>`key` }).as(
    sql`insert into ${saleIdempotency} (business_id, key, request_hash) values (${businessId}, ${key}, ${requestHash})
        on conflict do nothing returning key`,
  );
  const [row] = await db
    .with(claim)
    .select({ claimed: sql<boolean>`exists (select 1 from ${claim})`, settings: businessSettings })
    .from(sql`(select 1) as one`)
    .leftJoin(businessSettings, sql`${businessSettings.businessId} = ${businessId}`);
  return { claimed: Boolean(row?.claimed), settings: row?.settings ?? null };
}

export interface TakenProduct {
  id: number;
  name: string;
  sku: string | null;
  unit: string;
  sellingPriceCents: number;
  vatRateBp: number;
  nbtRateBp: number;
  /** Stock before this sale took its quantity (thousandths). */
  stockBefore: number;
}

/**
 * Locks the sale's active products in id order, takes each line's quantity off the stock and
 * hands out the next invoice number — one statement. The caller checks the stock rule on
 * `stockBefore` and throws (rolling all of it back) when a line may not be sold; products of
 * another business or inactive ones are simply not returned (404 for the caller).
 */
export async function takeStockAndNextInvoice(
  db: Executor,
  businessId: number,
  lines: readonly { productId: number; quantity: number }[],
): Promise<{ products: TakenProduct[]; invoiceNumber: number }> {
  const ids = lines.map((l) => l.productId);
  const quantities = lines.map((l) => l.quantity);
  const result = await db.execute(sql`
    with wanted as (
      select * from unnest(${toIntArray(ids)}::int[], ${toIntArray(quantities)}::bigint[]) as w(id, qty)
    ), locked as materialized (
      select p.id from ${products} p join wanted w on w.id = p.id
      where p.business_id = ${businessId} and p.is_active order by p.id for update of p
    ), taken as (
      update ${products} p set stock = p.stock - w.qty, updated_at = now()
      from wanted w, locked l
      where p.business_id = ${businessId} and p.id = w.id and l.id = w.id
      returning p.id, p.name, p.sku, p.unit, p.selling_price_cents, p.vat_rate_bp, p.nbt_rate_bp, p.stock + w.qty as stock_before
    ), counter as (
      -- The counter is locked only after EVERY product: the count consumes all of "taken" first
      -- (sub-statements of one WITH otherwise run in no defined order), so all sales take their
      -- locks in the same order — products by id, then the counter — and never deadlock.
      insert into ${invoiceCounters} (business_id, last_number)
      select ${businessId}, 1 from (select count(*) as n from taken) t where t.n > 0
      on conflict (business_id) do update set last_number = ${invoiceCounters}.last_number + 1
      returning last_number
    )
    select t.*, (select last_number from counter) as invoice_number from taken t`);
  const rows = rowsOf(result);
  // No row: none of the products is the business's (the caller answers 404 and rolls back).
  const invoiceNumber = Number(rows[0]?.invoice_number ?? 0);
  const taken = rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    sku: (r.sku as string | null) ?? null,
    unit: String(r.unit),
    sellingPriceCents: Number(r.selling_price_cents),
    vatRateBp: Number(r.vat_rate_bp),
    nbtRateBp: Number(r.nbt_rate_bp),
    stockBefore: Number(r.stock_before),
  }));
  return { products: taken, invoiceNumber };
}

export type NewSale = Omit<SaleRow, 'id' | 'createdAt' | 'pointsEarned' | 'pointsRedeemed' | 'loyaltyBalance'>;
export type NewSaleItem = Omit<SaleItemRow, 'id' | 'saleId'>;

/**
 * Inserts the sale and its lines, records the sale on its idempotency key and (when given)
 * appends the audit entry — one statement. Answers the sale's id and creation time.
 */
export async function insertSaleWithLines(
  db: Executor,
  input: { sale: NewSale; items: readonly NewSaleItem[]; idempotencyKey: string; audit?: AuditEntry },
): Promise<{ id: number; createdAt: Date }> {
  const s = input.sale;
  const b = s.businessId;
  const lineValues = sql.join(
    input.items.map(
      (i) =>
        sql`(${b}, (select id from new_sale), ${i.productId}, ${i.saleDate.toISOString()}::timestamptz, ${i.name}, ${i.sku}, ${i.unit},
          ${i.unitPriceCents}, ${i.quantity}, ${i.vatRateBp}, ${i.nbtRateBp}, ${i.lineSubtotalCents}, ${i.vatCents}, ${i.nbtCents}, ${i.lineTotalCents})`,
    ),
    sql`, `,
  );
  const audit: SQL = input.audit
    ? sql`, audit as (${auditInsertStatement({ ...input.audit, generatedId: sql`(select id from new_sale)` })})`
    : sql``;
  const result = await db.execute(sql`
    with new_sale as (
      insert into ${sales} (business_id, invoice_number, customer_id, customer_name, subtotal_cents, vat_cents, nbt_cents,
        discount_cents, total_cents, payment_method, payment_status, cashier_id, debtor_info, sale_date)
      values (${b}, ${s.invoiceNumber}, ${s.customerId}, ${s.customerName}, ${s.subtotalCents}, ${s.vatCents}, ${s.nbtCents},
        ${s.discountCents}, ${s.totalCents}, ${s.paymentMethod}, ${s.paymentStatus}, ${s.cashierId},
        ${s.debtorInfo == null ? null : JSON.stringify(s.debtorInfo)}::jsonb, ${s.saleDate.toISOString()}::timestamptz)
      returning id, created_at
    ), lines as (
      insert into ${saleItems} (business_id, sale_id, product_id, sale_date, name, sku, unit, unit_price_cents, quantity,
        vat_rate_bp, nbt_rate_bp, line_subtotal_cents, vat_cents, nbt_cents, line_total_cents)
      values ${lineValues}
    ), keyed as (
      update ${saleIdempotency} set sale_id = (select id from new_sale) where business_id = ${b} and key = ${input.idempotencyKey}
    )${audit}
    select id, created_at from new_sale`);
  const [row] = rowsOf(result);
  const createdAt = row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at));
  return { id: num(row.id)!, createdAt };
}

/** A JS array as a PostgreSQL array literal (both drivers take the text form). */
function toIntArray(values: readonly number[]): string {
  return `{${values.map((v) => String(Math.trunc(v))).join(',')}}`;
}
