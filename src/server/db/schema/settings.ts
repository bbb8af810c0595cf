import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { TAX_INVOICE_SERIAL_PATTERNS } from '#shared/contracts/tax-invoice-paths';
import { RECEIPT_LANGUAGES } from '#shared/locales';
import { businesses } from './businesses';
import { cents, timestamps } from './columns';

/** One row per business; created with the business. Issue "back office" fills in the screen. */
export const businessSettings = pgTable('business_settings', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  businessName: text('business_name'),
  tagline: text('tagline'),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  taxNumber: text('tax_number'),
  invoicePrefix: text('invoice_prefix').notNull().default('INV-'),
  invoiceTemplate: text('invoice_template', { enum: ['thermal-80mm', 'a4-standard', 'a4-detailed'] })
    .notNull()
    .default('thermal-80mm'),
  showLogo: boolean('show_logo').notNull().default(true),
  showBusinessInfo: boolean('show_business_info').notNull().default(true),
  showCustomerInfo: boolean('show_customer_info').notNull().default(true),
  thermal80mmHeader: text('thermal80mm_header'),
  thermal80mmFooter: text('thermal80mm_footer'),
  a4Header: text('a4_header'),
  a4Footer: text('a4_footer'),
  a4ShowTax: boolean('a4_show_tax').notNull().default(true),
  a4ShowDiscount: boolean('a4_show_discount').notNull().default(true),
  crmEnabled: boolean('crm_enabled').notNull().default(false),
  loyaltyEnabled: boolean('loyalty_enabled').notNull().default(false),
  /** Points per rupee in hundredths (1.00 = 100); default 0.01 = 1 point per LKR 100 (migration 0018). */
  pointsPerRupeeHundredths: integer('points_per_rupee_hundredths').notNull().default(1),
  timeZone: text('time_zone').notNull().default('Asia/Colombo'),
  paymentTermsDays: integer('payment_terms_days').notNull().default(30),
  allowNegativeStock: boolean('allow_negative_stock').notNull().default(false),
  /** The largest discount a cashier may give without a manager's PIN, in basis points of the sale (500 = 5%). */
  cashierDiscountLimitBp: integer('cashier_discount_limit_bp').notNull().default(500),
  /** How long a registered terminal may sell with no connection (migration 0035). */
  offlineLimitHours: integer('offline_limit_hours').notNull().default(12),
  /** The first browser that opens the till becomes a terminal by itself; off: it asks the owner first (migration 0047). */
  autoRegisterTerminals: boolean('auto_register_terminals').notNull().default(true),
  /** "Cashiers work in shifts": the till asks to open a shift when none is open (migration 0028). */
  cashiersWorkInShifts: boolean('cashiers_work_in_shifts').notNull().default(true),
  /** A cashier's returns without an admin's PIN (migration 0033): up to this refund, within this many days of the sale (0: the same day). */
  cashierReturnLimitCents: cents('cashier_return_limit_cents').notNull().default(500_000),
  cashierReturnDays: integer('cashier_return_days').notNull().default(0),
  /** The language receipts, credit notes, X/Z reports and tax invoices print in (migration 0034). */
  receiptLanguage: text('receipt_language', { enum: RECEIPT_LANGUAGES }).notNull().default('en'),
  /** How tax invoices are numbered (migration 0049): the gazette's YYMMM_QQQQ_XXXXX or plain TI-000001. */
  taxInvoiceSerialPattern: text('tax_invoice_serial_pattern', { enum: TAX_INVOICE_SERIAL_PATTERNS }).notNull().default('gazette'),
  /** The shop's static LankaQR (EMVCo merchant-presented) payload from its bank, checked on save (migration 0036). */
  lankaqrPayload: text('lankaqr_payload'),
  /** Weighing-scale barcode layouts; null: the common EAN-13 ones (shared/domain/scale-barcode.ts). */
  scaleBarcodeRules: jsonb('scale_barcode_rules'),
  /** The SMS gateway (migration 0044; features/messaging/sms-gateway.ts); null: none configured. */
  smsGateway: jsonb('sms_gateway'),
  /** Payment reminders for overdue debts (migration 0045; shared/domain/reminders.ts); null: off, the defaults. */
  reminderSettings: jsonb('reminder_settings'),
  ...timestamps,
});
