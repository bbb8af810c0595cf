import { z } from 'zod';
import { MAX_AMOUNT } from '../domain/bounds';
import { isLkrDenomination, MAX_DENOMINATION_COUNT } from '../domain/denominations';
import { REPORT_METHODS } from '../domain/shift-report';
import { decimalInput, IdParam, moneyBound, moneyInput } from './common';
import { saying, says } from '../messages/zod-refs';
export * from './shift-paths';

export const ShiftParams = z.object({ businessId: IdParam, shiftId: IdParam });
export type ShiftParams = z.infer<typeof ShiftParams>;

/**
 * An offline till's write names its registered terminal (docs/decisions/0016-offline-till.md): the server
 * checks the device is the terminal's, as for a sale (sales' `terminal` without the number).
 */
export const OfflineTerminalInput = z.object({
  id: IdParam,
  deviceId: z.uuid(says('DEVICE_ID_REQUIRED')),
});
export type OfflineTerminalInput = z.infer<typeof OfflineTerminalInput>;

/** When the till did it (its own clock, with its offset). */
export const offlineTimeInput = () => z.iso.datetime({ offset: true, ...says('SOLD_AT_FORMAT') });

/** A time only with the terminal that vouches for it (400 otherwise). */
export const requireTerminalFor = (field: string) => (v: { terminal?: unknown } & Record<string, unknown>, ctx: z.core.$RefinementCtx) => {
  if (v[field] !== undefined && !v.terminal) ctx.addIssue({ code: 'custom', path: [field], ...saying('OFFLINE_TIME_WITHOUT_TERMINAL') });
};

export const OpenShiftInput = z
  .object({
    openingFloat: moneyInput('Opening float', MAX_AMOUNT),
    /** Opened offline: when, on the till's clock (only with `terminal`). */
    openedAt: offlineTimeInput().optional(),
    terminal: OfflineTerminalInput.optional(),
  })
  .superRefine(requireTerminalFor('openedAt'));
export type OpenShiftInput = z.infer<typeof OpenShiftInput>;

export const CASH_MOVEMENT_KINDS = ['in', 'out'] as const;
export const CashMovementInput = z.object({
  kind: z.enum(CASH_MOVEMENT_KINDS, says('CHOOSE_CASH_IN_OR_OUT')),
  amount: moneyInput('Amount', MAX_AMOUNT).refine((n) => n >= 0.01, says('FIELD_NOT_POSITIVE', { label: 'Amount' })),
  reason: z
    .string(says('FIELD_REQUIRED', { label: 'Reason' }))
    .trim()
    .min(1, says('FIELD_REQUIRED', { label: 'Reason' }))
    .max(200, says('FIELD_TOO_LONG', { label: 'Reason', max: '200' })),
  /** Made offline: when, on the till's clock (only for a shift opened on a terminal). */
  at: offlineTimeInput().optional(),
  terminal: OfflineTerminalInput.optional(),
});
export type CashMovementInput = z.infer<typeof CashMovementInput>;

/** { "5000": 3, "100": 12 }: how many of each LKR note and coin were counted. */
export const DenominationCountsInput = z.record(
  z.string().refine(isLkrDenomination, says('NOT_A_DENOMINATION')),
  z
    .number(says('ENTER_HOW_MANY'))
    .int(says('ENTER_WHOLE_NUMBER'))
    .min(0, says('NEGATIVE'))
    .max(MAX_DENOMINATION_COUNT, says('AT_MOST', { max: MAX_DENOMINATION_COUNT.toLocaleString('en-US') })),
);

export const CloseShiftInput = z.object({
  countedCash: moneyInput('Counted cash', MAX_AMOUNT),
  /** When given, the counted notes and coins must add up to `countedCash` (400 otherwise). */
  denominations: DenominationCountsInput.optional(),
  /** Closed offline: when, on the till's clock (only for a shift opened on a terminal; not before its open). */
  closedAt: offlineTimeInput().optional(),
  terminal: OfflineTerminalInput.optional(),
  /** The device's own Z: a different expected cash is a `z_report_differs` exception for the owner. */
  deviceReport: z
    .object({
      expectedCash: decimalInput({
        places: 2,
        message: says('FIELD_REQUIRED', { label: 'Expected cash' }),
        invalid: says('FIELD_NOT_A_NUMBER_money', { label: 'Expected cash' }),
        min: -MAX_AMOUNT,
        max: MAX_AMOUNT,
        maxMessage: moneyBound('Expected cash', MAX_AMOUNT),
      }),
    })
    .optional(),
});
export type CloseShiftInput = z.infer<typeof CloseShiftInput>;

export const SHIFT_STATUSES = ['open', 'closed'] as const;

export const Shift = z.object({
  id: z.number(),
  userId: z.string(),
  userName: z.string(),
  status: z.enum(SHIFT_STATUSES),
  openedAt: z.string(),
  openingFloat: z.number(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  closedByName: z.string().nullable(),
  zNumber: z.number().nullable(),
  /** Closed shifts: the Z's figures; open ones: null (their X report has them). */
  expectedCash: z.number().nullable(),
  countedCash: z.number().nullable(),
  overShort: z.number().nullable(),
  denominations: z.record(z.string(), z.number()).nullable(),
});
export type Shift = z.infer<typeof Shift>;

export const CashMovement = z.object({
  id: z.number(),
  shiftId: z.number(),
  kind: z.enum(CASH_MOVEMENT_KINDS),
  amount: z.number(),
  reason: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type CashMovement = z.infer<typeof CashMovement>;

/** The cash drawer opened without a sale during the shift ("Open drawer"). */
export const ShiftDrawerOpen = z.object({
  id: z.number(),
  reason: z.string(),
  userName: z.string().nullable(),
  openedAt: z.string(),
});
export type ShiftDrawerOpen = z.infer<typeof ShiftDrawerOpen>;

/** GET …/shifts/{id}: the shift with its cash movements and no-sale drawer opens, oldest first. */
export const ShiftDetail = Shift.extend({ cashMovements: z.array(CashMovement), drawerOpens: z.array(ShiftDrawerOpen) });
export type ShiftDetail = z.infer<typeof ShiftDetail>;

export const CurrentShift = z.object({
  /** The business's setting "Cashiers work in shifts": the till asks to open one when on. */
  required: z.boolean(),
  shift: Shift.nullable(),
});
export type CurrentShift = z.infer<typeof CurrentShift>;

export const ShiftList = z.array(Shift);
export type ShiftList = z.infer<typeof ShiftList>;

/**
 * The X report (any time, zNumber/closedAt/countedCash/overShort null) and the Z report (stored at
 * close, never recomputed). Money in rupees (2 places).
 */
export const ShiftReport = z.object({
  id: z.number(),
  userId: z.string(),
  userName: z.string(),
  zNumber: z.number().nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  openingFloat: z.number(),
  cashSales: z.number(),
  cashRefunds: z.number(),
  cashIn: z.number(),
  cashOut: z.number(),
  expectedCash: z.number(),
  countedCash: z.number().nullable(),
  overShort: z.number().nullable(),
  byMethod: z.array(z.object({ method: z.enum(REPORT_METHODS), count: z.number(), amount: z.number() })),
  salesCount: z.number(),
  grossSales: z.number(),
  discounts: z.number(),
  /** Σ the totals of the shift's returns and voids. */
  refunds: z.number(),
  vat: z.number(),
  netSales: z.number(),
  /** How the shift's returns and voids paid back (count: refunds by the method); Σ amount = refunds. */
  refundsByMethod: z.array(z.object({ method: z.enum(REPORT_METHODS), count: z.number(), amount: z.number() })),
  /** The sales voided in the shift (their totals are in refunds too). */
  voids: z.object({ count: z.number(), amount: z.number() }),
  /** The drawer opened without a sale ("Open drawer"). */
  noSaleOpens: z.number(),
});
export type ShiftReport = z.infer<typeof ShiftReport>;
