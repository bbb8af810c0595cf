import { z } from 'zod';
import { DEBTOR_STATUSES } from '../domain/debtor-status';
import { MAX_AMOUNT } from '../domain/bounds';
import { decimalInput, moneyBound, moneyInput, nameInput } from './common';
import { says, type Said } from '../messages/zod-refs';
export * from './debtor-paths';

export const DEBTOR_PAYMENT_METHODS = ['cash', 'bank_transfer', 'card', 'mobile_payment', 'check', 'other'] as const;

/** Empty text counts as "not given". */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number) => z.preprocess(blank, z.string().trim().max(max).nullish());
const optionalEmail = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email(says('ENTER_VALID_EMAIL')).max(254))
    .nullish(),
);
/** 'YYYY-MM-DD' (a local calendar day of the business) or a full ISO date-time. */
const DATE_RE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const dateText = (message: Said) =>
  z
    .string(message)
    .trim()
    .regex(DATE_RE, message)
    .refine((v) => !Number.isNaN(new Date(v.length === 10 ? `${v}T00:00:00Z` : v).getTime()), message);

const money = (required: Said, label = 'Amount') =>
  decimalInput({
    places: 2,
    message: required,
    invalid: says('FIELD_NOT_A_NUMBER_money', { label }),
    max: MAX_AMOUNT,
    maxMessage: moneyBound(label, MAX_AMOUNT),
  });

const debtorFields = {
  name: nameInput('Customer name', 200),
  phone: optionalText(40),
  email: optionalEmail,
  address: optionalText(500),
  notes: optionalText(2000),
  dueDate: z.preprocess(blank, dateText(says('ENTER_VALID_DUE_DATE')).nullish()),
  /** The most the debtor may owe; empty: no limit. A credit sale over it is refused at the till. */
  creditLimit: z.preprocess(blank, moneyInput('Credit limit', MAX_AMOUNT, says('FIELD_NOT_A_NUMBER', { label: 'Credit limit' })).nullish()),
};

export const CreateDebtorInput = z.object({
  ...debtorFields,
  totalDebt: money(says('FIELD_REQUIRED', { label: 'Total debt' }), 'Total debt').refine(
    (n) => n > 0,
    says('FIELD_NOT_POSITIVE', { label: 'Total debt' }),
  ),
});
export type CreateDebtorInput = z.infer<typeof CreateDebtorInput>;

/**
 * PUT: the same fields; totalDebt optional. When it differs from the current total debt the
 * server records an adjustment entry (see debtors.service.ts) — the balance is never overwritten.
 */
export const UpdateDebtorInput = z.object({
  ...debtorFields,
  totalDebt: z.preprocess(
    blank,
    money(says('FIELD_REQUIRED', { label: 'Total debt' }), 'Total debt')
      .refine((n) => n > 0, says('FIELD_NOT_POSITIVE', { label: 'Total debt' }))
      .nullish(),
  ),
});
export type UpdateDebtorInput = z.infer<typeof UpdateDebtorInput>;

/** The payment form; pass the outstanding amount to also check the maximum (client preview). */
export function paymentInputSchema(maxAmount?: number) {
  return z.object({
    amount: money(says('FIELD_REQUIRED', { label: 'Payment amount' }), 'Payment amount')
      .refine((n) => n >= 0.01, says('FIELD_NOT_POSITIVE', { label: 'Amount' }))
      .refine((n) => maxAmount === undefined || n <= maxAmount, says('AMOUNT_ABOVE_DEBT')),
    paymentMethod: z.enum(DEBTOR_PAYMENT_METHODS, says('CHOOSE_PAYMENT_METHOD')).default('cash'),
    paymentDate: dateText(says('FIELD_REQUIRED', { label: 'Payment date' })),
    notes: optionalText(1000),
  });
}
export const PaymentInput = paymentInputSchema();
export type PaymentInput = z.infer<typeof PaymentInput>;

export const Debtor = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  totalDebt: z.number(),
  paidAmount: z.number(),
  remainingAmount: z.number(),
  dueDate: z.string().nullable(),
  status: z.enum(DEBTOR_STATUSES),
  notes: z.string().nullable(),
  /** The most the debtor may owe; null: no limit. */
  creditLimit: z.number().nullable(),
  createdAt: z.string(),
});
export type Debtor = z.infer<typeof Debtor>;
export const DebtorList = z.array(Debtor);

export const DebtorStats = z.object({
  totalDebtors: z.number(),
  totalDebt: z.number(),
  overdueDebt: z.number(),
  averageDebt: z.number(),
});
export type DebtorStats = z.infer<typeof DebtorStats>;

export const DebtorPayment = z.object({
  id: z.number(),
  debtorId: z.number(),
  amount: z.number(),
  paymentMethod: z.enum(DEBTOR_PAYMENT_METHODS).nullable(),
  paymentDate: z.string(),
  notes: z.string().nullable(),
  recordedBy: z.string().nullable(),
});
export type DebtorPayment = z.infer<typeof DebtorPayment>;

/** One charge on the debtor: a credit sale (invoiceNumber set) or a manual debt; payments cover the oldest first. */
export const DebtorInvoice = z.object({
  entryId: z.number(),
  saleId: z.number().nullable(),
  invoiceNumber: z.string().nullable(),
  date: z.string(),
  amount: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  status: z.enum(['pending', 'partial', 'paid']),
  notes: z.string().nullable(),
  /** The sale's whole total: more than `amount` when only part of it went on credit (a split sale). */
  saleTotal: z.number().nullable(),
  /** Set when the charge is a bounced cheque put back on the debt. */
  cheque: z.object({ id: z.number(), number: z.string(), bank: z.string() }).nullable(),
});
export type DebtorInvoice = z.infer<typeof DebtorInvoice>;

/**
 * A credit off the debt that is not money received: a return or void of a credit sale
 * (returnId set, with its credit note number and the sale's invoice), or a downward adjustment.
 */
export const DebtorCredit = z.object({
  id: z.number(),
  amount: z.number(),
  date: z.string(),
  notes: z.string().nullable(),
  returnId: z.number().nullable(),
  /** 'return' (a credit note) or 'void'; null for an adjustment. */
  kind: z.enum(['return', 'void']).nullable(),
  creditNoteNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
});
export type DebtorCredit = z.infer<typeof DebtorCredit>;

export const DebtorLedger = z.object({
  debtor: Debtor,
  invoices: z.array(DebtorInvoice),
  payments: z.array(DebtorPayment),
  /** Returns, voids and adjustments that took debt off, newest first. */
  credits: z.array(DebtorCredit),
});
export type DebtorLedger = z.infer<typeof DebtorLedger>;

export const RecordPaymentResponse = z.object({ payment: DebtorPayment, debtor: Debtor });
export const DeleteDebtorQuery = z.object({
  confirm: z.preprocess((v) => v === 'true' || v === true, z.boolean()).optional(),
});
