/**
 * The second statement of a sale (docs/decisions/0005): the sale, its lines, its payments and
 * cheques, the key's record, the stock movements and (walk-in) the audit entry — one statement,
 * compiled once (db/prepared.ts), whatever the number of lines or payments.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { arrayLiteral, compileStatement, executeCompiled } from '#server/db/prepared';
import { cheques, saleIdempotency, saleItems, salePayments, sales, shifts } from '#server/db/schema';
import { auditInsertStatement } from '#server/kernel/audit';
import { saleMovementsInsertStatement } from '#server/features/inventory';
import type { SaleItemRow, SalePaymentRow, SaleRow } from './sales.repo';

const p = sql.placeholder;

export type NewSale = Omit<
  SaleRow,
  | 'id'
  | 'createdAt'
  | 'pointsEarned'
  | 'pointsRedeemed'
  | 'loyaltyBalance'
  | 'shiftId'
  | 'status'
  | 'voidedAt'
  | 'voidedBy'
  | 'voidReason'
  | 'terminalId'
  | 'offline'
> & { terminalId?: number | null; offline?: boolean };
export type NewSaleItem = Omit<SaleItemRow, 'id' | 'saleId'>;
/** A payment as inserted (sale_payments): its amount towards the total, cheque fields on a cheque. */
export type NewSalePayment = Omit<SalePaymentRow, 'id' | 'businessId' | 'saleId' | 'saleDate'>;

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
  | 'cashTenderedCents'
  | 'changeDueCents'
  | 'saleDate'
  | 'terminalId'
  | 'offline'
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
  | 'lineDiscounts'
  | 'taxCategories'
  | 'unitCosts'
  | 'lineCosts'
  | 'payMethods'
  | 'payAmounts'
  | 'payReferences'
  | 'chequeNumbers'
  | 'chequeBanks'
  | 'chequeDates'
  | 'drawerName'
  | 'auditAfter'
  | 'stockProductIds'
  | 'stockQuantities'
  | 'stockBatchIds',
  unknown
>;

/**
 * The sale, its lines, its payments (a cheque's also in `cheques`), the key's record and the lines'
 * `sale` stock movements (the stock module's fragment); `audit` adds the 'sale.create' entry.
 * The sale lands in the seller's open shift, read with FOR SHARE: a shift's close locks its row
 * FOR UPDATE first, so a sale is either in the shift before its Z report or after it in none.
 */
function insertSaleStatement(name: string, audited: boolean) {
  const audit: SQL = audited
    ? sql`, audit as (${auditInsertStatement({
        businessId: p('businessId'),
        userId: p('cashierId'),
        action: 'sale.create',
        entityType: 'sale',
        entityId: sql`(select id from new_sale)::text`,
        after: sql`jsonb_set(jsonb_set(${p('auditAfter')}::jsonb, '{id}', to_jsonb((select id from new_sale))), '{shiftId}',
          coalesce(to_jsonb((select shift_id from new_sale)), 'null'::jsonb))`,
      })})`
    : sql``;
  return compileStatement<InsertSaleValues>(
    name,
    sql`
    with new_sale as (
      insert into ${sales} (business_id, invoice_number, customer_id, customer_name, subtotal_cents, vat_cents, nbt_cents,
        discount_cents, total_cents, vat_registered, prices_include_vat, payment_method, payment_status, cashier_id, debtor_info,
        cash_tendered_cents, change_due_cents, shift_id, sale_date, terminal_id, offline)
      values (${p('businessId')}, ${p('invoiceNumber')}, ${p('customerId')}, ${p('customerName')}, ${p('subtotalCents')},
        ${p('vatCents')}, ${p('nbtCents')}, ${p('discountCents')}, ${p('totalCents')}, ${p('vatRegistered')}, ${p('pricesIncludeVat')},
        ${p('paymentMethod')}, ${p('paymentStatus')},
        ${p('cashierId')}, ${p('debtorInfo')}::jsonb, ${p('cashTenderedCents')}::bigint, ${p('changeDueCents')}::bigint,
        (select sh.id from ${shifts} sh where sh.business_id = ${p('businessId')} and sh.user_id = ${p('cashierId')}::uuid
           and sh.closed_at is null for share),
        ${p('saleDate')}::timestamptz, ${p('terminalId')}::int, ${p('offline')}::boolean)
      returning id, created_at, shift_id
    ), lines as (
      insert into ${saleItems} (business_id, sale_id, product_id, sale_date, name, sku, unit, unit_price_cents, quantity,
        vat_rate_bp, nbt_rate_bp, line_subtotal_cents, vat_cents, nbt_cents, line_total_cents, discount_share_cents,
        line_discount_cents, tax_category, unit_cost_cents, line_cost_cents)
      select ${p('businessId')}, (select id from new_sale), l.product_id, ${p('saleDate')}::timestamptz, l.name, l.sku, l.unit,
        l.price, l.quantity, l.vat_rate_bp, l.nbt_rate_bp, l.subtotal, l.vat, l.nbt, l.total, l.discount_share, l.line_discount,
        l.tax_category, l.unit_cost, l.line_cost
      from unnest(${p('productIds')}::int[], ${p('names')}::text[], ${p('skus')}::text[], ${p('units')}::text[],
        ${p('prices')}::bigint[], ${p('quantities')}::bigint[], ${p('vatRates')}::int[], ${p('nbtRates')}::int[],
        ${p('subtotals')}::bigint[], ${p('vats')}::bigint[], ${p('nbts')}::bigint[], ${p('totals')}::bigint[],
        ${p('discountShares')}::bigint[], ${p('lineDiscounts')}::bigint[], ${p('taxCategories')}::text[],
        ${p('unitCosts')}::bigint[], ${p('lineCosts')}::bigint[])
        with ordinality as l(product_id, name, sku, unit, price, quantity, vat_rate_bp, nbt_rate_bp, subtotal, vat, nbt, total,
          discount_share, line_discount, tax_category, unit_cost, line_cost, n)
      order by l.n
    ), payments as (
      insert into ${salePayments} (business_id, sale_id, sale_date, method, amount_cents, reference, cheque_number, cheque_bank, cheque_date)
      select ${p('businessId')}, (select id from new_sale), ${p('saleDate')}::timestamptz, m.method, m.amount, m.reference,
        m.cheque_number, m.cheque_bank, m.cheque_date
      from unnest(${p('payMethods')}::text[], ${p('payAmounts')}::bigint[], ${p('payReferences')}::text[],
        ${p('chequeNumbers')}::text[], ${p('chequeBanks')}::text[], ${p('chequeDates')}::date[])
        with ordinality as m(method, amount, reference, cheque_number, cheque_bank, cheque_date, n)
      order by m.n
      returning id, method, amount_cents, cheque_number, cheque_bank, cheque_date
    ), cheques_received as (
      insert into ${cheques} (business_id, sale_id, sale_payment_id, customer_id, drawer_name, bank, cheque_number, cheque_date,
        amount_cents, status, received_at)
      select ${p('businessId')}, (select id from new_sale), c.id, ${p('customerId')}, ${p('drawerName')}, c.cheque_bank, c.cheque_number,
        c.cheque_date, c.amount_cents, 'pending', ${p('saleDate')}::timestamptz
      from payments c where c.method = 'cheque'
    ), keyed as (
      update ${saleIdempotency} set sale_id = (select id from new_sale) where business_id = ${p('businessId')} and key = ${p('key')}
    ), stock_moved as (${saleMovementsInsertStatement({
      businessId: p('businessId'),
      saleId: sql`(select id from new_sale)`,
      invoiceNumber: p('invoiceNumber'),
      userId: p('cashierId'),
      productIds: p('stockProductIds'),
      quantities: p('stockQuantities'),
      batchIds: p('stockBatchIds'),
      saleDate: p('saleDate'),
    })})${audit}
    select id, created_at, shift_id from new_sale`,
  );
}

const INSERT_SALE = insertSaleStatement('kade_insert_sale', false);
const INSERT_SALE_AUDITED = insertSaleStatement('kade_insert_sale_audited', true);

/**
 * Inserts the sale, its lines and its payments, records the sale on its idempotency key and (with
 * `auditAfter`, the sale as answered) appends the 'sale.create' audit entry — one statement.
 * Answers the sale's id, creation time and shift. `drawerName`: who gave a cheque payment.
 * `endsTransaction`: `db` is the request's own transaction (no savepoint) and nothing is written
 * after this statement — its COMMIT travels with it (db/commit-with-statement.ts).
 */
export async function insertSaleWithLines(
  db: Executor,
  input: {
    sale: NewSale;
    items: readonly NewSaleItem[];
    payments: readonly NewSalePayment[];
    drawerName: string | null;
    idempotencyKey: string;
    auditAfter?: unknown;
    endsTransaction?: boolean;
    /**
     * The stock movements when a line took from batches (one per batch, docs/decisions/0020);
     * otherwise one per line, from the lines' own arrays.
     */
    stockMoves?: readonly { productId: number; quantity: number; batchId: number | null }[];
  },
): Promise<{ id: number; createdAt: Date; shiftId: number | null }> {
  const s = input.sale;
  const col = <K extends keyof NewSaleItem>(k: K) => arrayLiteral(input.items.map((i) => i[k] as string | number | null));
  const pay = <K extends keyof NewSalePayment>(k: K) => arrayLiteral(input.payments.map((i) => i[k] as string | number | null));
  const saleDate = s.saleDate.toISOString();
  const productIds = col('productId');
  const quantities = col('quantity');
  const moves = input.stockMoves;
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
      cashTenderedCents: s.cashTenderedCents,
      changeDueCents: s.changeDueCents,
      saleDate,
      terminalId: s.terminalId ?? null,
      offline: s.offline ?? false,
      key: input.idempotencyKey,
      productIds,
      names: col('name'),
      skus: col('sku'),
      units: col('unit'),
      prices: col('unitPriceCents'),
      quantities,
      vatRates: col('vatRateBp'),
      nbtRates: col('nbtRateBp'),
      subtotals: col('lineSubtotalCents'),
      vats: col('vatCents'),
      nbts: col('nbtCents'),
      totals: col('lineTotalCents'),
      discountShares: col('discountShareCents'),
      lineDiscounts: col('lineDiscountCents'),
      taxCategories: col('taxCategory'),
      unitCosts: col('unitCostCents'),
      lineCosts: col('lineCostCents'),
      payMethods: pay('method'),
      payAmounts: pay('amountCents'),
      payReferences: pay('reference'),
      chequeNumbers: pay('chequeNumber'),
      chequeBanks: pay('chequeBank'),
      chequeDates: pay('chequeDate'),
      drawerName: input.drawerName,
      auditAfter: input.auditAfter === undefined ? null : JSON.stringify(input.auditAfter),
      stockProductIds: moves ? arrayLiteral(moves.map((m) => m.productId)) : productIds,
      stockQuantities: moves ? arrayLiteral(moves.map((m) => m.quantity)) : quantities,
      // unnest pads the shorter array with nulls: no batch for any line.
      stockBatchIds: moves ? arrayLiteral(moves.map((m) => m.batchId)) : '{}',
    },
    { thenCommit: input.endsTransaction },
  );
  const createdAt = row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at));
  return { id: Number(row.id), createdAt, shiftId: row.shift_id == null ? null : Number(row.shift_id) };
}
