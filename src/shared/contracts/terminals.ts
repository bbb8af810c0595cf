import { z } from 'zod';
import { BusinessIdParams, IdParam } from './common';
import { SALE_EXCEPTION_KINDS } from './terminal-paths';
import { says } from '../messages/zod-refs';

export * from './terminal-paths';

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

export const TerminalParams = BusinessIdParams.extend({ terminalId: IdParam });
export const SaleExceptionParams = BusinessIdParams.extend({ exceptionId: IdParam });

/** The owner names a till: a short code (printed in its invoice numbers) and a name. */
export const CreateTerminalInput = z.object({
  code: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string(says('TERMINAL_CODE_INVALID')).regex(/^[A-Z0-9]{1,6}$/, says('TERMINAL_CODE_INVALID')),
  ),
  name: z.preprocess(
    trimmed,
    z
      .string(says('FIELD_REQUIRED', { label: 'Name' }))
      .min(1, says('FIELD_REQUIRED', { label: 'Name' }))
      .max(100, says('FIELD_TOO_LONG', { label: 'The name', max: '100' })),
  ),
});
export type CreateTerminalInput = z.output<typeof CreateTerminalInput>;

/** This browser becomes the terminal: its device id (a random UUID it keeps in IndexedDB). */
export const RegisterTerminalInput = z.object({ deviceId: z.uuid(says('DEVICE_ID_REQUIRED')) });

/**
 * This browser makes itself a till (the next free code, T1, T2, …): its device id, whether the
 * owner confirmed it (needed when the shop does not make tills by itself), and a name the owner
 * will recognise it by in Settings → Terminals (the browser and system; default "Till T2").
 */
export const EnrolTerminalInput = z.object({
  deviceId: z.uuid(says('DEVICE_ID_REQUIRED')),
  confirmed: z.boolean().optional(),
  name: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
    z
      .string()
      .max(100, says('FIELD_TOO_LONG', { label: 'The name', max: '100' }))
      .optional(),
  ),
});
export type EnrolTerminalInput = z.output<typeof EnrolTerminalInput>;

export const Terminal = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  /** The highest invoice number of its series the server has recorded (0: none yet). */
  lastNumber: z.number(),
  /** Whether a device is registered as it, and when it was last heard from. */
  registered: z.boolean(),
  registeredAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Terminal = z.infer<typeof Terminal>;

/** The answer to a registration: the terminal, and the facts the device numbers and sells by. */
export const TerminalRegistration = Terminal.extend({
  deviceId: z.string(),
  invoicePrefix: z.string(),
  offlineLimitHours: z.number(),
});
export type TerminalRegistration = z.infer<typeof TerminalRegistration>;

export const TerminalList = z.object({ terminals: z.array(Terminal) });

/** On a sale's request: the terminal that numbered it (online or offline alike). */
export const SaleTerminalInput = z.object({
  id: IdParam,
  deviceId: z.uuid(says('DEVICE_ID_REQUIRED')),
  number: z.number().int().positive().max(999_999_999),
});

export const SaleExceptionStatus = z.enum(['open', 'resolved', 'all']);
export const SaleExceptionQuery = z.object({ status: SaleExceptionStatus.default('open') });

export const SaleException = z.object({
  id: z.number(),
  kind: z.enum(SALE_EXCEPTION_KINDS),
  saleId: z.number().nullable(),
  invoiceNumber: z.string().nullable(),
  shiftId: z.number().nullable(),
  productId: z.number().nullable(),
  productName: z.string().nullable(),
  /** The figures: `{ stockBefore, quantity }`, `{ soldPrice, currentPrice }`, `{ limit, owedAfter }`, `{ expectedCash, deviceExpectedCash }`. */
  details: z.record(z.string(), z.unknown()),
  soldAt: z.string().nullable(),
  terminalCode: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolutionNote: z.string().nullable(),
});
export type SaleException = z.infer<typeof SaleException>;

export const SaleExceptionList = z.object({ exceptions: z.array(SaleException), openCount: z.number() });
export type SaleExceptionList = z.infer<typeof SaleExceptionList>;

export const ResolveSaleExceptionInput = z.object({
  note: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    z
      .string()
      .max(500, says('NOTE_TOO_LONG', { max: '500' }))
      .nullable()
      .optional(),
  ),
});
