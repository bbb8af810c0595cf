/**
 * The sales read model: "net sales of this business in this range", the one place every figure
 * about sales comes from (dashboard, reports and their exports, tax, CRM).
 *
 * API
 *   const range = await openSalesRange(db, businessId, { from: '2026-11-01', to: '2026-11-23' });
 *   netSalesTotalCents(db, range)          → Σ totals, tax included, only (cheapest: dashboard cards)
 *   netSalesTotals(db, range)              → count, subtotal, discount, net, VAT, NBT, total, cost, profit, items
 *   netSalesByDay(db, range)               → the same per local day that has sales ('YYYY-MM-DD', ascending)
 *   netSaleSumsByDay(db, range)            → per day without the lines (no cost, items): cheap for long trends
 *   netSalesByProduct(db, range, { limit?, productIds? })  → per product, by revenue (then id)
 *   netSalesByCategory / netSalesByTaxRate → per catalogue category / per (VAT, NBT) rate pair of the lines
 *   netExemptSalesByDay(db, range)         → per day, Σ the exempt lines' subtotals (taxable turnover leaves them out)
 *   netSalesByPaymentMethod / netSalesByCashier / netSalesByCustomer(db, range, { customerIds? })
 *   netSalesByTender(db, range)            → per payment method from the sales' payments (a split sale under each method)
 *
 * Ranges are the shop's calendar dates 'YYYY-MM-DD', both ends INCLUSIVE, in the business's time
 * zone (getBusinessTimeZone): a sale at 00:30 in Colombo (19:00 UTC the day before) counts on the
 * Colombo day. Omit `to` for "from `from` on" (future-dated sales included, as the report's
 * period totals always counted them); omit `from` for "since the first sale". For several ranges
 * of one business, look the zone and roll-up coverage up once: `salesScope`, then `rangeOf`.
 *
 * How (docs/decisions/0004-sales-rollups.md): the roll-ups for the range's complete local days
 * plus the raw rows after them, or the raw rows only when the business has no roll-ups in its
 * current zone; the same figures either way. Payment method, cashier and customer are not rolled
 * up: those three breakdowns read the range's raw sales and returns (indexes `sales_business_*_date_idx`,
 * `sale_returns_business_date_idx`).
 *
 * Net: Σ sales − Σ returns − Σ voids (decision 0014). Returns and voids subtract in ONE
 * place, the row relations of sales-read-model.repo.ts (`saleRows`, `lineRows`), at their own
 * return date with their money and quantities negated: every figure here reads them. A return
 * leaves the sale count alone, a void takes its sale out (count − 1); both carry the sale's payment
 * method, cashier and customer, so those breakdowns net out too. The roll-ups are net (the roller
 * folds returns in), and netSalesByTender subtracts the refunds by their methods.
 */
import { grossProfitCents } from '#shared/domain/profit';
import { parseDateOnly, zonedMidnight } from '#shared/domain/time-zone';
import type { Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { rollupCoverage, type RollupCoverage } from '#server/features/rollups';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import { byTender, type TenderSales } from './sales-by-tender.repo';
import * as repo from './sales-read-model.repo';
import type { SaleMethod, SaleSums, SalesWindow } from './sales-read-model.repo';

export type { CategorySales, ProductSales, SaleSums, TaxRateSales } from './sales-read-model.repo';
export type { TenderSales } from './sales-by-tender.repo';

/** Shop-local calendar dates, both included; a missing end is open. */
export interface LocalDateRange {
  from?: string;
  to?: string;
}

/** What every range of one business needs: its time zone and how far its roll-ups go. */
export interface SalesScope {
  businessId: number;
  timeZone: string;
  coverage: RollupCoverage | null;
}

/** A resolved range: opaque to callers, pass it to the netSales* functions. */
export interface SalesRange extends SalesWindow {
  from: string | null;
  to: string | null;
}

export interface SalesTotals extends SaleSums {
  /** Σ of the lines' cost (buying price when sold × quantity); 0 where no buying price was known. */
  costCents: number;
  /** net − cost (shared/domain/profit). */
  grossProfitCents: number;
  /** Σ of the lines' quantities, thousandths (kilograms and pieces alike). */
  itemQuantity: number;
}
export interface DaySales extends SalesTotals {
  date: string;
}
export interface PaymentMethodSales extends SaleSums {
  /** The sale's own method: one method, or 'split' (netSalesByTender splits a split sale by its payments). */
  paymentMethod: SaleMethod;
}
export interface CashierSales extends SaleSums {
  /** null: sales whose cashier was deleted. */
  cashierId: string | null;
  cashierName: string | null;
}
export interface CustomerSales extends SaleSums {
  /** null: walk-in sales (no customer attached). */
  customerId: number | null;
  customerName: string | null;
  lastSaleAt: Date | null;
}

export async function salesScope(db: Executor, businessId: number, timeZone?: string): Promise<SalesScope> {
  const tz = timeZone ?? (await getBusinessTimeZone(db, businessId));
  return { businessId, timeZone: tz, coverage: await rollupCoverage(db, businessId, tz) };
}

/** The instant local day `date` begins in `timeZone`, `plusDays` later (400 for a malformed date). */
function localMidnight(date: string, timeZone: string, plusDays = 0): Date {
  const d = parseDateOnly(date);
  if (!d) throw new AppError('ENTER_VALID_DATE');
  const day = new Date(Date.UTC(d.year, d.month - 1, d.day + plusDays));
  return zonedMidnight(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), timeZone);
}
const later = (a: Date | null, b: Date) => (a && a.getTime() >= b.getTime() ? a : b);

/** The range as roll-ups for its complete days and raw rows for the rest (all raw without roll-ups). */
export function rangeOf(scope: SalesScope, range: LocalDateRange): SalesRange {
  const from = range.from ?? null;
  const to = range.to ?? null;
  if (from && to && from > to) throw new AppError('DATE_RANGE_ORDER', { field: 'to' });
  const start = from ? localMidnight(from, scope.timeZone) : null;
  const end = to ? localMidnight(to, scope.timeZone, 1) : null;
  const base = { businessId: scope.businessId, timeZone: scope.timeZone, from, to, start, end };
  const c = scope.coverage;
  if (!c) return { ...base, rolled: null, raw: { from: start, to: end } };
  const throughDay = to && to < c.throughDay ? to : c.throughDay;
  const rawFrom = later(start, c.rawFrom);
  return {
    ...base,
    rolled: !from || from <= throughDay ? { fromDay: from, throughDay } : null,
    raw: !end || rawFrom.getTime() < end.getTime() ? { from: rawFrom, to: end } : null,
  };
}

export async function openSalesRange(db: Executor, businessId: number, range: LocalDateRange, timeZone?: string): Promise<SalesRange> {
  return rangeOf(await salesScope(db, businessId, timeZone), range);
}

const withProfit = <T extends SaleSums & { costCents: number }>(f: T) => ({
  ...f,
  grossProfitCents: grossProfitCents(f.netCents, f.costCents),
});

/** Σ sale totals (tax included) only: the cheapest figure (the dashboard's cards; index-only on raw rows). */
export function netSalesTotalCents(db: Executor, range: SalesRange): Promise<number> {
  return repo.totalCents(db, range);
}

export async function netSalesTotals(db: Executor, range: SalesRange): Promise<SalesTotals> {
  return withProfit(await repo.totals(db, range));
}

/** Per local day that has sales, ascending: the sale sums only (no lines read: the cheap trend). */
export function netSaleSumsByDay(db: Executor, range: SalesRange): Promise<Array<SaleSums & { date: string }>> {
  return repo.sumsByDay(db, range);
}

export async function netSalesByDay(db: Executor, range: SalesRange): Promise<DaySales[]> {
  return (await repo.byDay(db, range)).map(withProfit);
}

export function netSalesByProduct(db: Executor, range: SalesRange, opts: { limit?: number; productIds?: number[] } = {}) {
  return repo.byProduct(db, range, opts);
}

export function netSalesByCategory(db: Executor, range: SalesRange) {
  return repo.byCategory(db, range);
}

export function netSalesByTaxRate(db: Executor, range: SalesRange) {
  return repo.byTaxRate(db, range);
}

/** Per local day that has exempt sales: Σ the exempt lines' subtotals (net of VAT; zero-rated lines are taxable, not here). */
export function netExemptSalesByDay(db: Executor, range: SalesRange) {
  return repo.exemptByDay(db, range);
}

/** Per local day that has sales of SSCL Part IB exempt products: Σ their lines' subtotals (net of VAT). */
export function netSsclExemptSalesByDay(db: Executor, range: SalesRange) {
  return repo.ssclExemptByDay(db, range);
}

/** The range's raw sales and returns only (these dimensions are not rolled up). */
const rawOnly = (r: SalesRange): SalesRange => ({ ...r, rolled: null, raw: { from: r.start, to: r.end } });

export async function netSalesByPaymentMethod(db: Executor, range: SalesRange): Promise<PaymentMethodSales[]> {
  return repo.byPaymentMethod(db, rawOnly(range));
}

export async function netSalesByCashier(db: Executor, range: SalesRange): Promise<CashierSales[]> {
  return repo.byCashier(db, rawOnly(range));
}

export async function netSalesByCustomer(db: Executor, range: SalesRange, opts: { customerIds?: number[] } = {}): Promise<CustomerSales[]> {
  return repo.byCustomer(db, rawOnly(range), opts);
}

/**
 * Per payment method, from the sales' payments: a split sale counts each of its
 * payments under that payment's method; count = sales with a payment by the method. Read raw
 * (payments are not rolled up) through sale_payments_business_date_idx, in the range's local days.
 */
export function netSalesByTender(db: Executor, range: SalesRange): Promise<TenderSales[]> {
  return byTender(db, range);
}
