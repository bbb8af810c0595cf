import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantKey } from './businesses';
import { cents, sameBusinessForeignKey } from './columns';
import { sales } from './sales';

/**
 * Tax invoices (migration 0023): at most one per sale, issued by a VAT-registered
 * business at the buyer's request, numbered serially per business. The buyer and the amounts are
 * kept as issued; `printCount` counts prints (PDF or 80 mm): the first is the original, later ones
 * say COPY. `idempotencyKey` lets a till repeat a request it lost the answer to.
 */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    saleId: integer('sale_id').notNull(),
    serialNumber: integer('serial_number').notNull(),
    /** The serial as printed, fixed when issued (migration 0049); null before: TI- and the number. */
    serialText: text('serial_text'),
    buyerName: text('buyer_name').notNull(),
    buyerAddress: text('buyer_address').notNull(),
    buyerPhone: text('buyer_phone'),
    buyerTin: text('buyer_tin').notNull(),
    netCents: cents('net_cents').notNull(),
    vatCents: cents('vat_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    printCount: integer('print_count').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    unique('tax_invoices_business_sale_key').on(t.businessId, t.saleId),
    unique('tax_invoices_business_serial_key').on(t.businessId, t.serialNumber),
    unique('tax_invoices_business_serial_text_key').on(t.businessId, t.serialText),
    check('tax_invoices_serial_text_check', sql`${t.serialText} is null or (length(${t.serialText}) <= 40 and ${t.serialText} !~ '\\s')`),
    sameBusinessForeignKey('tax_invoices_sale_fk', [t.businessId, t.saleId], sales),
    check('tax_invoices_serial_number_check', sql`${t.serialNumber} > 0`),
    check('tax_invoices_print_count_check', sql`${t.printCount} >= 0`),
  ],
);
