import { z } from 'zod';
import { SALE_STATUSES } from './returns-paths';
import { PAYMENT_STATUSES, SALE_PAYMENT_METHODS } from './sales';
import { says } from '../messages/zod-refs';

export const salesListPath = (businessId: number) => `/api/businesses/${businessId}/sales`;

export const SALES_PAGE_SIZE = { default: 25, max: 100 } as const;

const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max).optional());
const dateParam = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.iso
    .date(says('DATE_LIKE', { example: '2026-11-22' }))
    .refine((d) => d >= '2000-01-01' && d <= '2099-12-31', { ...says('DATE_YEAR_RANGE') })
    .optional(),
);

/**
 * The sales list's filters (all optional, combined with AND): part of an invoice number, a From–To
 * range of the shop's local dates (both ends included), part of the customer's name, a cashier, a
 * payment method (a split sale is found under each of its methods, and under 'split'), a status
 * (completed, partly returned, returned, void). Newest first; `cursor` is the previous page's
 * `nextCursor` (keyset paging).
 */
export const SalesListQuery = z
  .object({
    invoice: optionalText(50),
    from: dateParam,
    to: dateParam,
    customer: optionalText(100),
    cashierId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid(says('UNKNOWN_CASHIER')).optional()),
    paymentMethod: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SALE_PAYMENT_METHODS).optional()),
    status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SALE_STATUSES, says('UNKNOWN_STATUS')).optional()),
    cursor: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^\d{1,16}\.\d{1,10}$/, says('INVALID_PAGE'))
        .optional(),
    ),
    limit: z.coerce.number().int().min(1).max(SALES_PAGE_SIZE.max).default(SALES_PAGE_SIZE.default),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { ...says('DATE_RANGE_ORDER'), path: ['to'] });
export type SalesListQuery = z.input<typeof SalesListQuery>;

export const SalesListRow = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  saleDate: z.string(),
  totalAmount: z.number(),
  /** The one method of its payments, or 'split'. */
  paymentMethod: z.enum(SALE_PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** completed, partly_returned, returned or void. */
  status: z.enum(SALE_STATUSES),
  customerName: z.string().nullable(),
  cashierId: z.string().nullable(),
  cashierName: z.string().nullable(),
  itemCount: z.number(),
});
export type SalesListRow = z.infer<typeof SalesListRow>;

export const SalesListPage = z.object({
  sales: z.array(SalesListRow),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** The business's members who have sold, for the cashier filter. */
  cashiers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type SalesListPage = z.infer<typeof SalesListPage>;
