/**
 * The writes of one sale, batched: a sale is the hot path of the till, so each step is ONE
 * statement (data-modifying CTEs) instead of one per row — two round trips for any number of
 * lines (bench/README.md, goals 1–3). Each statement keeps the rule it replaces: products are
 * locked in id order (two sales never deadlock), the invoice counter row stays locked until the
 * sale commits (serial invoice numbers), the idempotency key is claimed before anything else.
 * Both statements are compiled once (db/prepared.ts): a sale only fills in their values.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayLiteral, compileStatement, executeCompiled } from '../../db/prepared';
import { businessSettings, invoiceCounters, saleIdempotency, saleItems, sales, taxConfigurations } from '../../db/schema';
import { auditInsertStatement } from '../../lib/audit';
import { saleMovementsInsertStatement, saleTakeStockCtes } from '../inventory/stock.sql';
import type { BusinessSettingsRow } from '../settings/settings.service';
import type { TaxCategory } from '../../../shared/domain/tax-category';
import type { SalePricingMode } from './sale-pricing';
import type { SaleItemRow, SaleRow } from './sales.repo';

export interface TakenProduct {
  id: number;
  name: string;
  sku: string | null;
  unit: string;
  sellingPriceCents: number;
  /** The buying price now, read from the row the sale locks: the line's unit cost (issue 13, point 7). */
  buyingPriceCents: number | null;
  vatRateBp: number;
  nbtRateBp: number;
  taxCategory: TaxCategory;
  mrpCents: number | null;
  /** Stock before this sale took its quantity (thousandths). */
  stockBefore: number;
}

/** The settings a sale needs; null when the business has no settings row (the caller uses the defaults). */
export type SaleSettings = Pick<
  BusinessSettingsRow,
  'invoicePrefix' | 'allowNegativeStock' | 'crmEnabled' | 'loyaltyEnabled' | 'paymentTermsDays'
>;

export interface ClaimedSale {
  /** False when the key was already claimed: nothing else was done (the caller replays). */
  claimed: boolean;
  settings: SaleSettings | null;
  /** The tax configuration in force on the sale's local date; null: none saved (the defaults apply). */
  pricing: SalePricingMode | null;
  /** The business's active products among the lines, each with its stock before this sale. */
  products: TakenProduct[];
  /** The sale's invoice number (0 when no product was taken). */
  invoiceNumber: number;
}

/**
 * The first write of a sale, ONE statement:
 * 1. claim the idempotency key (a concurrent request with the same key waits here until the
 *    first commits; a taken key stops everything below — the caller replays);
 * 2. lock the sale's active products of this business in id order and take each line's quantity
 *    off the stock (the stock module's fragment, inventory/stock.sql.ts; the caller checks the stock rule on `stockBefore` and throws, rolling all of
 *    it back, when a line may not be sold; another business's product is not returned → 404);
 * 3. only then lock the invoice counter and take the next number, so every sale takes its locks
 *    in the same order — products by id, then the counter — and two sales never deadlock;
 * 4. read the settings the sale needs, and how the tax configuration in force on the sale's local
 *    date prices it (registered or not, shelf prices inclusive or not).
 * Sub-statements of one WITH run in no defined order: each step depends on the previous one's
 * output (`exists (claim)`, a count over all of `taken`), which fixes the order.
 */
const p = sql.placeholder;

const CLAIM_SALE = compileStatement<{
  businessId: number;
  key: string;
  requestHash: string;
  productIds: string;
  quantities: string;
  saleDate: string;
}>(
  'kade_claim_sale',
  sql`
    with claim as (
      insert into ${saleIdempotency} (business_id, key, request_hash) values (${p('businessId')}, ${p('key')}, ${p('requestHash')})
      on conflict do nothing returning key
    ), ${saleTakeStockCtes({
      businessId: p('businessId'),
      productIds: p('productIds'),
      quantities: p('quantities'),
      when: sql`exists (select 1 from claim)`,
      columns: sql`p.name, p.sku, p.unit, p.selling_price_cents, p.buying_price_cents, p.vat_rate_bp, p.nbt_rate_bp, p.tax_category, p.mrp_cents`,
    })}, counter as (
      insert into ${invoiceCounters} (business_id, last_number)
      select ${p('businessId')}, 1 from (select count(*) as n from taken) t where t.n > 0
      on conflict (business_id) do update set last_number = ${invoiceCounters}.last_number + 1
      returning last_number
    )
    select exists (select 1 from claim) as claimed,
      (select last_number from counter) as invoice_number,
      (select json_build_object('invoicePrefix', s.invoice_prefix, 'allowNegativeStock', s.allow_negative_stock,
         'crmEnabled', s.crm_enabled, 'loyaltyEnabled', s.loyalty_enabled, 'paymentTermsDays', s.payment_terms_days)
       from ${businessSettings} s where s.business_id = ${p('businessId')}) as settings,
      (select json_build_object('vatRegistered', c.vat_registered, 'pricesIncludeVat', c.prices_include_vat)
       from ${taxConfigurations} c where c.business_id = ${p('businessId')}
         and c.effective_from <= (${p('saleDate')}::timestamptz at time zone coalesce(
           (select s.time_zone from ${businessSettings} s where s.business_id = ${p('businessId')}), 'Asia/Colombo'))::date
       order by c.effective_from desc, c.id desc limit 1) as pricing,
      (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'sku', t.sku, 'unit', t.unit,
         'sellingPriceCents', t.selling_price_cents, 'buyingPriceCents', t.buying_price_cents, 'vatRateBp', t.vat_rate_bp, 'nbtRateBp', t.nbt_rate_bp,
         'taxCategory', t.tax_category, 'mrpCents', t.mrp_cents, 'stockBefore', t.stock_before)), '[]'::json) from taken t) as products`,
);

export async function claimKeyAndTakeStock(
  db: Executor,
  input: {
    businessId: number;
    key: string;
    requestHash: string;
    lines: readonly { productId: number; quantity: number }[];
    saleDate: Date;
  },
): Promise<ClaimedSale> {
  const [row] = await executeCompiled(db, CLAIM_SALE, {
    businessId: input.businessId,
    key: input.key,
    requestHash: input.requestHash,
    productIds: arrayLiteral(input.lines.map((l) => l.productId)),
    quantities: arrayLiteral(input.lines.map((l) => l.quantity)),
    saleDate: input.saleDate.toISOString(),
  });
  return {
    claimed: row.claimed === true || row.claimed === 't',
    settings: parseJson<SaleSettings | null>(row.settings),
    pricing: parseJson<SalePricingMode | null>(row.pricing),
    products: parseJson<TakenProduct[]>(row.products) ?? [],
    invoiceNumber: Number(row.invoice_number ?? 0),
  };
}

/** json columns: objects from pg, text from some drivers. */
function parseJson<T>(v: unknown): T {
  return (typeof v === 'string' ? JSON.parse(v) : v) as T;
}

export type NewSale = Omit<SaleRow, 'id' | 'createdAt' | 'pointsEarned' | 'pointsRedeemed' | 'loyaltyBalance'>;
export type NewSaleItem = Omit<SaleItemRow, 'id' | 'saleId'>;

type InsertSaleValues = Record<
  | 'businessId'
  | 'invoiceNumber'
  | 'customerId'
  | 'customerName'
  | 'subtotalCents'
  | 'vatCents'
  | 'nbtCents'
  | 'discountCents'
  | 'totalCents'
  | 'vatRegistered'
  | 'pricesIncludeVat'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'cashierId'
  | 'debtorInfo'
  | 'saleDate'
  | 'key'
  | 'productIds'
  | 'names'
  | 'skus'
  | 'units'
  | 'prices'
  | 'quantities'
  | 'vatRates'
  | 'nbtRates'
  | 'subtotals'
  | 'vats'
  | 'nbts'
  | 'totals'
  | 'discountShares'
  | 'taxCategories'
  | 'unitCosts'
  | 'lineCosts'
  | 'auditAfter',
  unknown
>;

/**
 * The sale, its lines, the key's record and the lines' `sale` stock movements (the stock module's
 * fragment); `audit` adds the 'sale.create' entry.
 */
function insertSaleStatement(name: string, audited: boolean) {
  const audit: SQL = audited
    ? sql`, audit as (${auditInsertStatement({
        businessId: p('businessId'),
        userId: p('cashierId'),
        action: 'sale.create',
        entityType: 'sale',
        entityId: sql`(select id from new_sale)::text`,
        after: sql`jsonb_set(${p('auditAfter')}::jsonb, '{id}', to_jsonb((select id from new_sale)))`,
      })})`
    : sql``;
  return compileStatement<InsertSaleValues>(
    name,
    sql`
    with new_sale as (
      insert into ${sales} (business_id, invoice_number, customer_id, customer_name, subtotal_cents, vat_cents, nbt_cents,
        discount_cents, total_cents, vat_registered, prices_include_vat, payment_method, payment_status, cashier_id, debtor_info, sale_date)
      values (${p('businessId')}, ${p('invoiceNumber')}, ${p('customerId')}, ${p('customerName')}, ${p('subtotalCents')},
        ${p('vatCents')}, ${p('nbtCents')}, ${p('discountCents')}, ${p('totalCents')}, ${p('vatRegistered')}, ${p('pricesIncludeVat')},
        ${p('paymentMethod')}, ${p('paymentStatus')},
        ${p('cashierId')}, ${p('debtorInfo')}::jsonb, ${p('saleDate')}::timestamptz)
      returning id, created_at
    ), lines as (
      insert into ${saleItems} (business_id, sale_id, product_id, sale_date, name, sku, unit, unit_price_cents, quantity,
        vat_rate_bp, nbt_rate_bp, line_subtotal_cents, vat_cents, nbt_cents, line_total_cents, discount_share_cents, tax_category,
        unit_cost_cents, line_cost_cents)
      select ${p('businessId')}, (select id from new_sale), l.product_id, ${p('saleDate')}::timestamptz, l.name, l.sku, l.unit,
        l.price, l.quantity, l.vat_rate_bp, l.nbt_rate_bp, l.subtotal, l.vat, l.nbt, l.total, l.discount_share, l.tax_category,
        l.unit_cost, l.line_cost
      from unnest(${p('productIds')}::int[], ${p('names')}::text[], ${p('skus')}::text[], ${p('units')}::text[],
        ${p('prices')}::bigint[], ${p('quantities')}::bigint[], ${p('vatRates')}::int[], ${p('nbtRates')}::int[],
        ${p('subtotals')}::bigint[], ${p('vats')}::bigint[], ${p('nbts')}::bigint[], ${p('totals')}::bigint[],
        ${p('discountShares')}::bigint[], ${p('taxCategories')}::text[], ${p('unitCosts')}::bigint[], ${p('lineCosts')}::bigint[])
        with ordinality as l(product_id, name, sku, unit, price, quantity, vat_rate_bp, nbt_rate_bp, subtotal, vat, nbt, total,
          discount_share, tax_category, unit_cost, line_cost, n)
      order by l.n
    ), keyed as (
      update ${saleIdempotency} set sale_id = (select id from new_sale) where business_id = ${p('businessId')} and key = ${p('key')}
    ), stock_moved as (${saleMovementsInsertStatement({
      businessId: p('businessId'),
      saleId: sql`(select id from new_sale)`,
      invoiceNumber: p('invoiceNumber'),
      userId: p('cashierId'),
      productIds: p('productIds'),
      quantities: p('quantities'),
      saleDate: p('saleDate'),
    })})${audit}
    select id, created_at from new_sale`,
  );
}

const INSERT_SALE = insertSaleStatement('kade_insert_sale', false);
const INSERT_SALE_AUDITED = insertSaleStatement('kade_insert_sale_audited', true);

/**
 * Inserts the sale and its lines, records the sale on its idempotency key and (with `auditAfter`,
 * the sale as answered) appends the 'sale.create' audit entry — one statement. Answers the sale's
 * id and creation time.
 * `endsTransaction`: `db` is the request's own transaction (no savepoint) and nothing is written
 * after this statement — its COMMIT travels with it (db/commit-with-statement.ts).
 */
export async function insertSaleWithLines(
  db: Executor,
  input: { sale: NewSale; items: readonly NewSaleItem[]; idempotencyKey: string; auditAfter?: unknown; endsTransaction?: boolean },
): Promise<{ id: number; createdAt: Date }> {
  const s = input.sale;
  const col = <K extends keyof NewSaleItem>(k: K) => arrayLiteral(input.items.map((i) => i[k] as string | number | null));
  const saleDate = s.saleDate.toISOString();
  const [row] = await executeCompiled(
    db,
    input.auditAfter === undefined ? INSERT_SALE : INSERT_SALE_AUDITED,
    {
      businessId: s.businessId,
      invoiceNumber: s.invoiceNumber,
      customerId: s.customerId,
      customerName: s.customerName,
      subtotalCents: s.subtotalCents,
      vatCents: s.vatCents,
      nbtCents: s.nbtCents,
      discountCents: s.discountCents,
      totalCents: s.totalCents,
      vatRegistered: s.vatRegistered,
      pricesIncludeVat: s.pricesIncludeVat,
      paymentMethod: s.paymentMethod,
      paymentStatus: s.paymentStatus,
      cashierId: s.cashierId,
      debtorInfo: s.debtorInfo == null ? null : JSON.stringify(s.debtorInfo),
      saleDate,
      key: input.idempotencyKey,
      productIds: col('productId'),
      names: col('name'),
      skus: col('sku'),
      units: col('unit'),
      prices: col('unitPriceCents'),
      quantities: col('quantity'),
      vatRates: col('vatRateBp'),
      nbtRates: col('nbtRateBp'),
      subtotals: col('lineSubtotalCents'),
      vats: col('vatCents'),
      nbts: col('nbtCents'),
      totals: col('lineTotalCents'),
      discountShares: col('discountShareCents'),
      taxCategories: col('taxCategory'),
      unitCosts: col('unitCostCents'),
      lineCosts: col('lineCostCents'),
      auditAfter: input.auditAfter === undefined ? null : JSON.stringify(input.auditAfter),
    },
    { thenCommit: input.endsTransaction },
  );
  const createdAt = row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at));
  return { id: Number(row.id), createdAt };
}
