import { z } from 'zod';
import { CHEQUE_STATUSES, CHEQUE_TARGET_STATUSES } from '../domain/cheque-status';
import { BusinessIdParams, IdParam } from './common';
import { says } from '../messages/zod-refs';
export * from './cheques-paths';
export { CHEQUE_STATUSES, CHEQUE_TARGET_STATUSES, type ChequeStatus, type ChequeTargetStatus } from '../domain/cheque-status';

/** The list shows at most this many cheques (newest cheque date first); the totals count them all. */
export const CHEQUE_LIST_LIMIT = 500;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const dateParam = z.preprocess(
  blankToUndefined,
  z.iso
    .date(says('DATE_LIKE', { example: '2026-11-22' }))
    .refine((d) => d >= '2000-01-01' && d <= '2099-12-31', { ...says('DATE_YEAR_RANGE') })
    .optional(),
);

/** Filters: one status, and the cheques' own dates (the date written on them), both ends included. */
export const ChequeListQuery = z
  .object({
    status: z.preprocess(blankToUndefined, z.enum(CHEQUE_STATUSES, says('CHOOSE_CHEQUE_STATUS')).optional()),
    from: dateParam,
    to: dateParam,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { ...says('DATE_RANGE_ORDER'), path: ['to'] });
export type ChequeListQuery = z.infer<typeof ChequeListQuery>;

export const Cheque = z.object({
  id: z.number(),
  saleId: z.number().nullable(),
  /** The sale's invoice number (null: not from a sale). */
  invoiceNumber: z.string().nullable(),
  customerId: z.number().nullable(),
  /** Who wrote it: the drawer as the till knew them, else the customer's name. */
  customerName: z.string().nullable(),
  bank: z.string(),
  chequeNumber: z.string(),
  /** The date written on the cheque ('YYYY-MM-DD'; post-dated allowed). */
  chequeDate: z.string(),
  amount: z.number(),
  status: z.enum(CHEQUE_STATUSES),
  receivedAt: z.string(),
  statusChangedAt: z.string().nullable(),
  /** The changes its status may take next (none once cleared or bounced). */
  nextStatuses: z.array(z.enum(CHEQUE_TARGET_STATUSES)),
});
export type Cheque = z.infer<typeof Cheque>;

export const ChequeTotal = z.object({ status: z.enum(CHEQUE_STATUSES), count: z.number(), amount: z.number() });
export type ChequeTotal = z.infer<typeof ChequeTotal>;

/** `totals`: every status (in life order) over the date filter, whatever the status filter. */
export const ChequeList = z.object({ cheques: z.array(Cheque), totals: z.array(ChequeTotal), truncated: z.boolean() });
export type ChequeList = z.infer<typeof ChequeList>;

export const ChequeStatusParams = BusinessIdParams.extend({ id: IdParam });

export const ChequeStatusInput = z.object({
  status: z.enum(CHEQUE_TARGET_STATUSES, says('CHOOSE_CHEQUE_CHANGE')),
  note: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(500, says('NOTE_UNDER', { max: '500' }))
      .optional(),
  ),
});
export type ChequeStatusInput = z.infer<typeof ChequeStatusInput>;

/** The cheque after the change; a bounce also answers the debtor it was charged to and what they owe now. */
export const ChequeStatusResponse = z.object({
  cheque: Cheque,
  debtor: z.object({ id: z.number(), name: z.string(), balance: z.number() }).nullable(),
});
export type ChequeStatusResponse = z.infer<typeof ChequeStatusResponse>;

export const CHEQUE_MESSAGES = {
  /** A bounce moves money: the change must carry an Idempotency-Key (400 VALIDATION_FAILED). */
  idempotencyKeyRequired: 'Idempotency-Key header is required',
} as const;
