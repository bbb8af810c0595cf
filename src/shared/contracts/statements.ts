/**
 * A statement of account: a debtor's (what a customer owes the shop) or a
 * supplier's (what the shop owes a supplier), for a range of days. One shape for both, so one
 * renderer makes the A4 PDF, the short text and the public page. Amounts in LKR (2 places);
 * `balance` after each line is what is owed then (positive: the party owes, for a debtor; the shop
 * owes, for a supplier).
 */
import { z } from 'zod';
import { says } from '../messages/zod-refs';

export const STATEMENT_PARTIES = ['debtor', 'supplier'] as const;
export type StatementParty = (typeof STATEMENT_PARTIES)[number];

/** What a line is: debtors have sales (charges), payments and credits (returns); suppliers GRNs on credit and payments. */
export const STATEMENT_LINE_KINDS = ['sale', 'charge', 'payment', 'credit', 'grn', 'supplier_payment'] as const;

// A real calendar day ('2026-02-30' is refused with 400, never reaching the database as a 500).
const ymd = z.iso.date(says('ENTER_VALID_DATE'));

export const StatementLine = z.object({
  date: ymd,
  kind: z.enum(STATEMENT_LINE_KINDS),
  /** Invoice, GRN or cheque number; '' when none. */
  reference: z.string(),
  /** What raises the balance (a sale on credit; a GRN on credit). */
  debit: z.number(),
  /** What lowers it (a payment; a return's credit). */
  credit: z.number(),
  balance: z.number(),
});
export type StatementLine = z.infer<typeof StatementLine>;

export const StatementAgeing = z.object({
  current: z.number(),
  days1to30: z.number(),
  days31to60: z.number(),
  days61to90: z.number(),
  over90: z.number(),
  total: z.number(),
});
export type StatementAgeing = z.infer<typeof StatementAgeing>;

export const Statement = z.object({
  party: z.object({
    kind: z.enum(STATEMENT_PARTIES),
    id: z.number().int(),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
  }),
  business: z.object({ name: z.string(), address: z.string().nullable(), phone: z.string().nullable() }),
  from: ymd,
  to: ymd,
  /** Owed at the start of `from` (Σ of everything before it). */
  openingBalance: z.number(),
  lines: z.array(StatementLine),
  /** Owed at the end of `to` = opening + Σ debits − Σ credits. */
  closingBalance: z.number(),
  /** The closing balance by how overdue it is on `to` (shared/domain/ageing.ts). */
  ageing: StatementAgeing,
  generatedAt: z.string(),
});
export type Statement = z.infer<typeof Statement>;

/** GET …/statement?from&to (both 'YYYY-MM-DD'; default: the month to date). */
export const StatementQuery = z.object({
  from: ymd.optional(),
  to: ymd.optional(),
});
export type StatementQuery = z.infer<typeof StatementQuery>;
