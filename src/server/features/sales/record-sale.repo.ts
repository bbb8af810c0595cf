/**
 * The writes of one sale, batched: a sale is the hot path of the till, so each step is ONE
 * statement (data-modifying CTEs) instead of one per row — two round trips for any number of
 * lines (bench/README.md, goals 1–3). Each statement keeps the rule it replaces: products are
 * locked in id order (two sales never deadlock), the invoice counter row stays locked until the
 * sale commits (serial invoice numbers), the idempotency key is claimed before anything else.
 * Both statements are compiled once (db/prepared.ts): a sale only fills in their values.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { arrayLiteral, compileStatement, executeCompiled } from '#server/db/prepared';
import { businessSettings, invoiceCounters, saleIdempotency, taxConfigurations, terminals } from '#server/db/schema';
import { saleTakeStockCtes } from '#server/features/inventory';
import type { BusinessSettingsRow } from '#server/kernel/business-settings';
import type { TaxCategory } from '#shared/domain/tax-category';
import type { SalePricingMode } from './sale-pricing';

export interface TakenProduct {
  id: number;
  name: string;
  sku: string | null;
  unit: string;
  sellingPriceCents: number;
  /** The buying price now, read from the row the sale locks: the line's unit cost. */
  buyingPriceCents: number | null;
  /** Only its category: a standard line is charged the tax configuration's rate (SalePricingMode). */
  taxCategory: TaxCategory;
  mrpCents: number | null;
  /** Stock before this sale took its quantity (thousandths). */
  stockBefore: number;
  /** False: deleted meanwhile, taken only by a sale made offline (docs/decisions/0016-offline-till.md). */
  isActive: boolean;
  /** Its stock is held per batch: the sale takes from its batches (docs/decisions/0020). */
  tracksBatches?: boolean;
}

/** The settings a sale needs; null when the business has no settings row (the caller uses the defaults). */
export type SaleSettings = Pick<
  BusinessSettingsRow,
  | 'invoicePrefix'
  | 'allowNegativeStock'
  | 'crmEnabled'
  | 'loyaltyEnabled'
  | 'paymentTermsDays'
  | 'cashierDiscountLimitBp'
  | 'offlineLimitHours'
>;

/** The terminal that numbers the sale: its id, the device selling as it, the number it gave. */
export interface SaleTerminal {
  id: number;
  deviceId: string;
  number: number;
}

/**
 * What became of the terminal: `numbered` with its code when the sale took its number; otherwise
 * why not (`missing`: no such terminal in this business; `retired`; `otherDevice`).
 */
export type TerminalOutcome = { numbered: true; code: string } | { numbered: false; reason: 'missing' | 'retired' | 'otherDevice' };

export interface ClaimedSale {
  /** False when the key was already claimed: nothing else was done (the caller replays). */
  claimed: boolean;
  settings: SaleSettings | null;
  /** The tax configuration in force on the sale's local date; null: none saved (the defaults apply). */
  pricing: SalePricingMode | null;
  /** The business's active products among the lines, each with its stock before this sale. */
  products: TakenProduct[];
  /** The sale's invoice number from the business's counter (0 when no product was taken, or a terminal numbered it). */
  invoiceNumber: number;
  /** Only with a terminal and at least one product taken. */
  terminal?: TerminalOutcome;
}

/**
 * The first write of a sale, ONE statement:
 * 1. claim the idempotency key (a concurrent request with the same key waits here until the
 *    first commits; a taken key stops everything below — the caller replays);
 * 2. lock the sale's active products of this business in id order and take each line's quantity
 *    off the stock (the stock module's fragment, inventory/stock.sql.ts; the caller checks the stock rule on `stockBefore` and throws, rolling all of
 *    it back, when a line may not be sold; another business's product is not returned → 404);
 * 3. only then lock the invoice counter and take the next number, so every sale takes its locks
 *    in the same order — products by id, then the counter — and two sales never deadlock; a
 *    terminal's sale instead records its own number on the terminal's row (`term`), only
 *    for the active terminal's registered device, and leaves the business's counter alone;
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
  offline: boolean;
  terminalId: number | null;
  deviceId: string | null;
  terminalNumber: number | null;
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
      columns: sql`p.name, p.sku, p.unit, p.selling_price_cents, p.buying_price_cents, p.tax_category,
        p.mrp_cents, p.is_active, p.tracks_batches`,
      includeInactive: p('offline'),
    })}, term as (
      update ${terminals} t set last_number = greatest(t.last_number, ${p('terminalNumber')}::int), last_seen_at = now()
      where t.business_id = ${p('businessId')} and t.id = ${p('terminalId')}::int and t.device_id = ${p('deviceId')}::uuid
        and t.is_active and exists (select 1 from taken)
      returning t.code
    ), counter as (
      insert into ${invoiceCounters} (business_id, last_number)
      select ${p('businessId')}, 1 from (select count(*) as n from taken) t where t.n > 0 and ${p('terminalId')}::int is null
      on conflict (business_id) do update set last_number = ${invoiceCounters}.last_number + 1
      returning last_number
    )
    select exists (select 1 from claim) as claimed,
      (select last_number from counter) as invoice_number,
      (select code from term) as terminal_code,
      (select json_build_object('active', t.is_active, 'sameDevice', t.device_id is not distinct from ${p('deviceId')}::uuid)
       from ${terminals} t where t.business_id = ${p('businessId')} and t.id = ${p('terminalId')}::int) as terminal_state,
      (select json_build_object('invoicePrefix', s.invoice_prefix, 'allowNegativeStock', s.allow_negative_stock,
         'crmEnabled', s.crm_enabled, 'loyaltyEnabled', s.loyalty_enabled, 'paymentTermsDays', s.payment_terms_days,
         'cashierDiscountLimitBp', s.cashier_discount_limit_bp, 'offlineLimitHours', s.offline_limit_hours)
       from ${businessSettings} s where s.business_id = ${p('businessId')}) as settings,
      (select json_build_object('vatRegistered', c.vat_registered, 'pricesIncludeVat', c.prices_include_vat,
         'vatRateBp', c.vat_rate_bp, 'nbtRateBp', c.nbt_rate_bp)
       from ${taxConfigurations} c where c.business_id = ${p('businessId')}
         and c.effective_from <= (${p('saleDate')}::timestamptz at time zone coalesce(
           (select s.time_zone from ${businessSettings} s where s.business_id = ${p('businessId')}), 'Asia/Colombo'))::date
       order by c.effective_from desc, c.id desc limit 1) as pricing,
      (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'sku', t.sku, 'unit', t.unit,
         'sellingPriceCents', t.selling_price_cents, 'buyingPriceCents', t.buying_price_cents,
         'taxCategory', t.tax_category, 'mrpCents', t.mrp_cents, 'stockBefore', t.stock_before, 'isActive', t.is_active,
         'tracksBatches', t.tracks_batches)), '[]'::json)
       from taken t) as products`,
);

export async function claimKeyAndTakeStock(
  db: Executor,
  input: {
    businessId: number;
    key: string;
    requestHash: string;
    lines: readonly { productId: number; quantity: number }[];
    saleDate: Date;
    /** A sale made offline: a product deleted meanwhile is taken too. */
    offline?: boolean;
    terminal?: SaleTerminal | null;
  },
): Promise<ClaimedSale> {
  const terminal = input.terminal ?? null;
  const [row] = await executeCompiled(db, CLAIM_SALE, {
    businessId: input.businessId,
    key: input.key,
    requestHash: input.requestHash,
    productIds: arrayLiteral(input.lines.map((l) => l.productId)),
    quantities: arrayLiteral(input.lines.map((l) => l.quantity)),
    saleDate: input.saleDate.toISOString(),
    offline: input.offline === true,
    terminalId: terminal?.id ?? null,
    deviceId: terminal?.deviceId ?? null,
    terminalNumber: terminal?.number ?? null,
  });
  const products = parseJson<TakenProduct[]>(row.products) ?? [];
  return {
    claimed: row.claimed === true || row.claimed === 't',
    settings: parseJson<SaleSettings | null>(row.settings),
    pricing: parseJson<SalePricingMode | null>(row.pricing),
    products,
    invoiceNumber: Number(row.invoice_number ?? 0),
    ...(terminal && products.length > 0 ? { terminal: terminalOutcome(row) } : {}),
  };
}

function terminalOutcome(row: Record<string, unknown>): TerminalOutcome {
  if (row.terminal_code != null) return { numbered: true, code: String(row.terminal_code) };
  const state = parseJson<{ active: boolean; sameDevice: boolean } | null>(row.terminal_state);
  if (!state) return { numbered: false, reason: 'missing' };
  return { numbered: false, reason: state.active ? 'otherDevice' : 'retired' };
}

/** json columns: objects from pg, text from some drivers. */
function parseJson<T>(v: unknown): T {
  return (typeof v === 'string' ? JSON.parse(v) : v) as T;
}

// The second statement: the sale, its lines and payments (insert-sale.repo.ts).
export * from './insert-sale.repo';
