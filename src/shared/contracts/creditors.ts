/**
 * Supplier credit, "creditors" (docs/decisions/0021-creditors.md): what the shop
 * owes its suppliers for GRNs taken on credit, the payments made to them (cash, an issued cheque, a
 * bank transfer) and how each payment is allocated to GRNs. Amounts in LKR at the edge (2 places).
 */
import { z } from 'zod';
import { MAX_AMOUNT } from '../domain/bounds';
import { decimalInput, IdParam, moneyBound } from './common';
import { StatementAgeing } from './statements';
import { issueOf, says, type Said } from '../messages/zod-refs';
export * from './creditor-paths';

export const SUPPLIER_PAYMENT_METHODS = ['cash', 'cheque', 'bank_transfer'] as const;
export type SupplierPaymentMethod = (typeof SUPPLIER_PAYMENT_METHODS)[number];

/** A supplier's credit days when none are set. */
export const DEFAULT_SUPPLIER_CREDIT_DAYS = 30;
/** "Due this week": due within this many days from today (overdue ones included). */
export const DUE_SOON_DAYS = 7;

export const CREDITOR_MESSAGES = {
  overBalance: 'The payment is more than what is owed to this supplier',
  overGrn: 'The amount allocated to {{grn}} is more than what is still owed on it',
  notAllocated: 'Allocate the whole payment to this supplier’s goods received notes on credit',
  grnNotOnCredit: '{{grn}} is not a goods received note on credit from this supplier',
  grnPaidDelete: 'This goods received note has been paid (in part) and cannot be deleted',
  grnPaidStaysOnCredit: 'This goods received note has been paid (in part): it stays on credit',
  grnBelowPaid: 'This goods received note has been paid {{paid}}: its total cannot be less than that',
  chequeNumber: 'Cheque number is required',
  chequeBank: 'Bank is required',
  chequeDate: 'Cheque date is required',
  reference: 'Reference is required for a bank transfer',
  amountPositive: 'Amount must be greater than 0',
} as const;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number) => z.preprocess(blank, z.string().trim().max(max).nullish());
const ymd = z.iso.date(says('ENTER_VALID_DATE'));

const amount = decimalInput({
  places: 2,
  message: says('FIELD_REQUIRED', { label: 'Amount' }),
  invalid: says('FIELD_NOT_A_NUMBER_money', { label: 'Amount' }),
  max: MAX_AMOUNT,
  maxMessage: moneyBound('Amount', MAX_AMOUNT),
}).refine((n) => n > 0, says('FIELD_NOT_POSITIVE', { label: 'Amount' }));

export const SupplierPaymentInput = z
  .object({
    method: z.enum(SUPPLIER_PAYMENT_METHODS, says('SUPPLIER_PAYMENT_METHOD')),
    amount,
    /** The day it was paid (a cheque: issued); today when omitted. */
    paidOn: z.preprocess((v) => blank(v) ?? undefined, ymd.optional()),
    chequeNumber: optionalText(40),
    chequeBank: optionalText(100),
    chequeDate: z.preprocess(blank, ymd.nullish()),
    reference: optionalText(100),
    notes: optionalText(1000),
    /** Which GRNs the payment settles; omitted: the oldest due first. Σ must equal the amount. */
    allocations: z
      .array(z.object({ grnId: IdParam, amount }))
      .max(200)
      .optional(),
  })
  .superRefine((p, ctx) => {
    const need = (ok: unknown, path: string, message: Said) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], ...issueOf(message) });
    };
    if (p.method === 'cheque') {
      need(p.chequeNumber, 'chequeNumber', says('SUPPLIER_CHEQUE_NUMBER_REQUIRED'));
      need(p.chequeBank, 'chequeBank', says('SUPPLIER_CHEQUE_BANK_REQUIRED'));
      need(p.chequeDate, 'chequeDate', says('SUPPLIER_CHEQUE_DATE_REQUIRED'));
    }
    if (p.method === 'bank_transfer') need(p.reference, 'reference', says('TRANSFER_REFERENCE_REQUIRED'));
  });
export type SupplierPaymentInput = z.infer<typeof SupplierPaymentInput>;

export const SupplierParams = z.object({ businessId: IdParam, supplierId: IdParam });

export const SupplierPaymentAllocation = z.object({ grnId: z.number(), grnNumber: z.string(), amount: z.number() });

export const SupplierPayment = z.object({
  id: z.number(),
  supplierId: z.number(),
  supplierName: z.string(),
  method: z.enum(SUPPLIER_PAYMENT_METHODS),
  amount: z.number(),
  paidOn: z.string(),
  chequeNumber: z.string().nullable(),
  chequeBank: z.string().nullable(),
  chequeDate: z.string().nullable(),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  allocations: z.array(SupplierPaymentAllocation),
  createdAt: z.string(),
});
export type SupplierPayment = z.infer<typeof SupplierPayment>;

/** A GRN on credit as the creditors screens read it. */
export const CreditGrn = z.object({
  id: z.number(),
  grnNumber: z.string(),
  receivedDate: z.string(),
  dueDate: z.string(),
  total: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  overdue: z.boolean(),
});
export type CreditGrn = z.infer<typeof CreditGrn>;

export const Creditor = z.object({
  supplierId: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  creditDays: z.number(),
  balance: z.number(),
  ageing: StatementAgeing,
  nextDueDate: z.string().nullable(),
  overdue: z.boolean(),
  /** Outstanding on GRNs due within DUE_SOON_DAYS (overdue ones included). */
  dueSoon: z.number(),
});
export type Creditor = z.infer<typeof Creditor>;

export const CreditorList = z.object({
  asOf: z.string(),
  creditors: z.array(Creditor),
  totals: z.object({ balance: z.number(), overdue: z.number(), dueSoon: z.number(), ageing: StatementAgeing }),
  /** GRNs with something outstanding that fall due within the week (or are overdue), soonest first. */
  dueSoon: z.array(CreditGrn.extend({ supplierId: z.number(), supplierName: z.string() })),
});
export type CreditorList = z.infer<typeof CreditorList>;

export const SupplierLedgerEntry = z.object({
  date: z.string(),
  /** A debit note (goods returned to the supplier) lowers the balance like a payment. */
  kind: z.enum(['grn', 'payment', 'debit_note']),
  id: z.number(),
  reference: z.string(),
  /** Cheque, transfer or cash, for a payment. */
  method: z.enum(SUPPLIER_PAYMENT_METHODS).nullable(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number(),
  dueDate: z.string().nullable(),
});
export const SupplierLedger = z.object({
  supplier: z.object({ id: z.number(), name: z.string(), phone: z.string().nullable(), creditDays: z.number() }),
  balance: z.number(),
  ageing: StatementAgeing,
  entries: z.array(SupplierLedgerEntry),
  /** GRNs on credit with what is still owed on each (the pay dialog allocates across these). */
  openGrns: z.array(CreditGrn),
});
export type SupplierLedger = z.infer<typeof SupplierLedger>;

export const RecordSupplierPaymentResponse = z.object({ payment: SupplierPayment, balance: z.number() });
export type RecordSupplierPaymentResponse = z.infer<typeof RecordSupplierPaymentResponse>;

export const SupplierCheque = z.object({
  paymentId: z.number(),
  supplierId: z.number(),
  supplierName: z.string(),
  chequeNumber: z.string(),
  bank: z.string(),
  chequeDate: z.string(),
  amount: z.number(),
  paidOn: z.string(),
  /** Dated today or later: not yet presented. */
  upcoming: z.boolean(),
});
export const SupplierChequeList = z.object({ cheques: z.array(SupplierCheque) });
export type SupplierCheque = z.infer<typeof SupplierCheque>;
export type SupplierChequeList = z.infer<typeof SupplierChequeList>;
