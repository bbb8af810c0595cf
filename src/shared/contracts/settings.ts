import { z } from 'zod';
import { RECEIPT_LANGUAGES } from '../locales';
import { TAX_INVOICE_SERIAL_PATTERNS } from './tax-invoice-paths';
import { decimalInput, optionalNameInput } from './common';
import { says, type Said } from '../messages/zod-refs';

export * from './settings-paths';

export const INVOICE_TEMPLATES = ['thermal-80mm', 'a4-standard', 'a4-detailed'] as const;

// One definition: the domain's (shared/domain/time-zone), re-exported for the contract's users.
export { DEFAULT_TIME_ZONE } from '../domain/time-zone';

/** An IANA time zone the runtime knows (Intl throws RangeError for anything else). */
export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz.length > 0;
  } catch {
    return false;
  }
}

/** Optional free text: trimmed, empty text means "not set" (null). */
const optionalText = (max: number, message?: Said) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    z
      .string()
      .max(max, message ?? says('AT_MOST_CHARACTERS', { max }))
      .nullable()
      .optional(),
  );

const optionalEmail = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toLowerCase()) : v),
  z.email(says('INVALID_EMAIL')).max(254).nullable().optional(),
);

/**
 * Saving settings: every field optional (absent = unchanged), so the POS or another screen may
 * save only what it shows. The /settings form sends them all.
 */
export const BusinessSettingsInput = z.object({
  businessName: optionalNameInput(200),
  tagline: optionalText(200),
  address: optionalText(500),
  phone: optionalText(50),
  email: optionalEmail,
  website: optionalText(200),
  taxNumber: optionalText(50),
  invoicePrefix: z
    .string(says('FIELD_REQUIRED', { label: 'Invoice prefix' }))
    .trim()
    .min(1, says('FIELD_REQUIRED', { label: 'Invoice prefix' }))
    .max(10, says('FIELD_TOO_LONG', { label: 'Invoice prefix', max: '10' }))
    .regex(/^[A-Za-z0-9/-]+$/, says('INVOICE_PREFIX_CHARACTERS'))
    .optional(),
  invoiceTemplate: z.enum(INVOICE_TEMPLATES, says('CHOOSE_INVOICE_TEMPLATE')).optional(),
  /** The language receipts, credit notes, X/Z reports and tax invoices print in. */
  // zod's own message (registered, shared/messages/zod.ts): only a hand-made request can miss the select's options.
  receiptLanguage: z.enum(RECEIPT_LANGUAGES).optional(),
  showLogo: z.boolean().optional(),
  showBusinessInfo: z.boolean().optional(),
  showCustomerInfo: z.boolean().optional(),
  thermal80mmHeader: optionalText(1000),
  thermal80mmFooter: optionalText(1000),
  a4Header: optionalText(2000),
  a4Footer: optionalText(2000),
  a4ShowTax: z.boolean().optional(),
  a4ShowDiscount: z.boolean().optional(),
  crmEnabled: z.boolean().optional(),
  loyaltyEnabled: z.boolean().optional(),
  pointsPerRupee: decimalInput({ places: 2, message: says('FIELD_NOT_A_NUMBER', { label: 'Points per rupee' }) })
    .pipe(
      z
        .number()
        .min(0, says('FIELD_MIN_ZERO', { label: 'Points per rupee' }))
        .max(1000, says('FIELD_TOO_LARGE', { label: 'Points per rupee', max: '1000' })),
    )
    .optional(),
  timeZone: z
    .string()
    .trim()
    .refine((tz) => isValidTimeZone(tz), { ...says('UNKNOWN_TIME_ZONE') })
    .optional(),
  paymentTermsDays: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number(says('PAYMENT_TERMS_NOT_WHOLE'))
      .int(says('PAYMENT_TERMS_NOT_WHOLE'))
      .min(0, says('PAYMENT_TERMS_RANGE'))
      .max(365, says('PAYMENT_TERMS_RANGE'))
      .optional(),
  ),
  allowNegativeStock: z.boolean().optional(),
  /** The largest discount (line + cart, % of the sale) a cashier may give without a manager's PIN. */
  cashierDiscountLimitPercent: decimalInput({
    places: 2,
    message: says('FIELD_NOT_A_NUMBER', { label: 'Discount limit' }),
    min: 0,
    minMessage: says('DISCOUNT_LIMIT_RANGE'),
    max: 100,
    maxMessage: says('DISCOUNT_LIMIT_RANGE'),
  }).optional(),
  /** On: the till asks a cashier to open a shift (with a float) before the first sale. */
  cashiersWorkInShifts: z.boolean().optional(),
  /** A cashier's return without an admin's PIN: up to this refund, in LKR … */
  cashierReturnLimit: decimalInput({
    places: 2,
    message: says('FIELD_NOT_A_NUMBER', { label: 'Return limit' }),
    min: 0,
    minMessage: says('FIELD_MIN_ZERO', { label: 'Return limit' }),
    max: 10_000_000,
    maxMessage: says('FIELD_TOO_LARGE', { label: 'Return limit', max: '10,000,000' }),
  }).optional(),
  /** … within this many days of the sale (0: the same day). */
  cashierReturnDays: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number(says('RETURN_DAYS_NOT_WHOLE'))
      .int(says('RETURN_DAYS_NOT_WHOLE'))
      .min(0, says('RETURN_DAYS_RANGE'))
      .max(365, says('RETURN_DAYS_RANGE'))
      .optional(),
  ),
  /** How long a registered terminal may sell with no connection, 1 to 72 hours. */
  offlineLimitHours: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number(says('OFFLINE_LIMIT_NOT_WHOLE'))
      .int(says('OFFLINE_LIMIT_NOT_WHOLE'))
      .min(1, says('OFFLINE_LIMIT_RANGE'))
      .max(72, says('OFFLINE_LIMIT_RANGE'))
      .optional(),
  ),
  /** On: the first browser that opens the till becomes a terminal by itself; off: the owner confirms it at the till. */
  autoRegisterTerminals: z.boolean().optional(),
  /** How tax invoices issued from now on are numbered: the gazette's YYMMM_QQQQ_XXXXX or plain TI-000001. */
  taxInvoiceSerialPattern: z.enum(TAX_INVOICE_SERIAL_PATTERNS, says('CHOOSE_SERIAL_PATTERN')).optional(),
});
export type BusinessSettingsInput = z.input<typeof BusinessSettingsInput>;

export const BusinessSettings = z.object({
  businessId: z.number(),
  businessName: z.string().nullable(),
  tagline: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  taxNumber: z.string().nullable(),
  invoicePrefix: z.string(),
  invoiceTemplate: z.enum(INVOICE_TEMPLATES),
  receiptLanguage: z.enum(RECEIPT_LANGUAGES),
  showLogo: z.boolean(),
  showBusinessInfo: z.boolean(),
  showCustomerInfo: z.boolean(),
  thermal80mmHeader: z.string().nullable(),
  thermal80mmFooter: z.string().nullable(),
  a4Header: z.string().nullable(),
  a4Footer: z.string().nullable(),
  a4ShowTax: z.boolean(),
  a4ShowDiscount: z.boolean(),
  crmEnabled: z.boolean(),
  loyaltyEnabled: z.boolean(),
  /** Decimal with two places, e.g. 1.25. */
  pointsPerRupee: z.number(),
  timeZone: z.string(),
  paymentTermsDays: z.number(),
  allowNegativeStock: z.boolean(),
  /** Percent with two places (5 = 5%): a cashier's discount above it needs a manager's approval. */
  cashierDiscountLimitPercent: z.number(),
  cashiersWorkInShifts: z.boolean(),
  /** LKR: a cashier's return above it (or older than cashierReturnDays) needs an admin's PIN. */
  cashierReturnLimit: z.number(),
  cashierReturnDays: z.number(),
  /** Hours a registered terminal may sell offline. */
  offlineLimitHours: z.number(),
  /** The first browser that opens the till becomes a terminal by itself (on by default). */
  autoRegisterTerminals: z.boolean(),
  taxInvoiceSerialPattern: z.enum(TAX_INVOICE_SERIAL_PATTERNS),
  /**
   * The running number the shop's next tax invoice will get (one above the highest issued), for
   * the serial pattern's preview. Answered by GET and POST; absent from an older server.
   */
  taxInvoiceNextNumber: z.number().int().positive().optional(),
  updatedAt: z.string(),
});
export type BusinessSettings = z.infer<typeof BusinessSettings>;
