import { z } from 'zod';
import { RETURN_REASONS } from './returns-paths';
import { says } from '../messages/zod-refs';
export * from './reports-paths';

export const SALES_CSV_HEADER = [
  'Invoice Number',
  'Date',
  'Customer',
  'Payment Method',
  'Subtotal',
  'VAT',
  'NBT',
  'Total',
  // a sale's payment status; a return's 'refunded', a void's 'void'
  'Status',
  // 'sale', or 'return' / 'void': a negative row dated when the credit note was issued
  'Type',
  'Credit Note Number',
] as const;
export const INVENTORY_CSV_HEADER = [
  'Name',
  'SKU',
  'Category',
  'Buying Price',
  'Selling Price',
  'Stock',
  'Low Stock Threshold',
  'Status',
  // the export's From–To range: what each product sold and earned
  'Sold in Range',
  'Net Sales in Range',
  'Cost of Goods Sold in Range',
  'Gross Profit in Range',
] as const;

/** The methods a sale's payments use, in the order reports list them. */
export const TENDER_METHODS = ['cash', 'card', 'lankaqr', 'cheque', 'bank_transfer', 'credit'] as const;
export type TenderMethod = (typeof TENDER_METHODS)[number];

/**
 * Sales by payment method, every method listed (zeros included): a split sale counts each payment
 * under its method; count = the sales with a payment by that method, amount = Σ those payments.
 */
export const TenderSummary = z.array(z.object({ method: z.enum(TENDER_METHODS), count: z.number(), amount: z.number() }));
export type TenderSummary = z.infer<typeof TenderSummary>;

/**
 * The Returns panel: how many credit notes and voids, their value (tax included, as
 * refunded), and the returned lines by reason, largest value first.
 */
export const ReturnsPanel = z.object({
  count: z.number(),
  total: z.number(),
  voidCount: z.number(),
  voidTotal: z.number(),
  byReason: z.array(z.object({ reason: z.enum(RETURN_REASONS), count: z.number(), quantity: z.number(), total: z.number() })),
});
export type ReturnsPanel = z.infer<typeof ReturnsPanel>;

/** Number of days in the Sales Performance series (today and the 29 before it). */
export const DAILY_SALES_DAYS = 30;
export const BEST_SELLERS_LIMIT = 10;
/** The longest From–To range a report or export may span, in days (both ends included). */
export const MAX_REPORT_DAYS = 366;

const profitFields = {
  /** Before tax, after discounts where the figure is a sale's (per product and category: the lines' subtotals). */
  netSales: z.number(),
  /** Σ of the lines' cost: the buying price when sold × quantity. */
  costOfGoodsSold: z.number(),
  /** netSales − costOfGoodsSold. */
  grossProfit: z.number(),
};

/**
 * Two kinds of figure. todaySales … yearSales are the business's calendar now (its time zone):
 * today, the week from Monday, the month and the year to date. Everything else covers `range`,
 * the From–To local dates asked for (default: the month to date): totalSales (with tax),
 * salesCount, averageOrderValue, profit, the daily series, best sellers, categories and tax.
 */
export const SalesSummary = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  todaySales: z.number(),
  weekSales: z.number(),
  monthSales: z.number(),
  yearSales: z.number(),
  totalSales: z.number(),
  averageOrderValue: z.number(),
  salesCount: z.number(),
  profit: z.object(profitFields),
  dailySales: z.array(z.object({ date: z.string(), total: z.number(), count: z.number(), ...profitFields })),
  /** Ranked by revenue (amounts in different units cannot be ranked by quantity). */
  bestSellingProducts: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      sku: z.string().nullable(),
      /** The product's unit ('pieces', 'kg', …): the unit of quantitySold. */
      unit: z.string(),
      quantitySold: z.number(),
      /** Same figure as quantitySold; the answer carries both names. */
      totalSold: z.number(),
      /** With tax, as charged. */
      revenue: z.number(),
      ...profitFields,
    }),
  ),
  /** By the product's category (blank: 'Uncategorized'), largest net sales first. */
  categories: z.array(z.object({ category: z.string(), ...profitFields })),
  /** The range's tax as charged on the sales: totals, and per rate actually applied. */
  taxSummary: z.object({
    taxableSales: z.number(),
    vat: z.number(),
    nbt: z.number(),
    rates: z.array(z.object({ vatRate: z.number(), nbtRate: z.number(), taxableSales: z.number(), vat: z.number(), nbt: z.number() })),
  }),
  /** The range's sales by payment method (from the sales' payments). */
  byPaymentMethod: TenderSummary,
  /** The range's returns (credit notes) and voids by the day they were made; every figure above is already net of them. */
  returns: ReturnsPanel,
});
export type SalesSummary = z.infer<typeof SalesSummary>;

export const LowStockProduct = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string().nullable(),
  category: z.string().nullable(),
  buyingPrice: z.number().nullable(),
  sellingPrice: z.number(),
  stock: z.number(),
  lowStockThreshold: z.number(),
});
export const InventorySummary = z.object({
  lowStockProducts: z.array(LowStockProduct),
  /** stockValue = Σ stock × buying price (products without a buying price count 0). */
  categoryBreakdown: z.array(z.object({ category: z.string(), productCount: z.number(), stockValue: z.number() })),
  totalValue: z.number(),
});
export type InventorySummary = z.infer<typeof InventorySummary>;

export const DebtorSummary = z.object({ totalOutstanding: z.number(), overdueAmount: z.number(), debtorCount: z.number() });
export type DebtorSummary = z.infer<typeof DebtorSummary>;

/** activeCustomers: customers who bought something in the last 90 days. */
export const CrmSummary = z.object({ totalCustomers: z.number(), activeCustomers: z.number() });
export type CrmSummary = z.infer<typeof CrmSummary>;
export const ACTIVE_CUSTOMER_DAYS = 90;

/** Report dates stay within these years: far-off ones would only produce instants the database cannot hold. */
const REPORT_YEARS = { min: '2000-01-01', max: '2099-12-31' } as const;
const dateParam = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.iso
    .date(says('DATE_LIKE', { example: '2026-11-22' }))
    .refine((d) => d >= REPORT_YEARS.min && d <= REPORT_YEARS.max, { ...says('DATE_YEAR_RANGE') })
    .optional(),
);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
/**
 * A From–To range of local dates in the business's time zone, both ends included; either end may
 * be left out (from: the 1st of the month of `to`, or of today; to: today). The sales summary and
 * both exports take it.
 */
export const ReportRangeQuery = z
  .object({ from: dateParam, to: dateParam })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { ...says('DATE_RANGE_ORDER'), path: ['to'] })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < MAX_REPORT_DAYS, {
    ...says('REPORT_RANGE_TOO_LONG', { days: MAX_REPORT_DAYS }),
    path: ['from'],
  });
export type ReportRangeQuery = z.infer<typeof ReportRangeQuery>;
export const ExportQuery = ReportRangeQuery;
export type ExportQuery = ReportRangeQuery;
