import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantKey } from './businesses';

/**
 * Terminals (migration 0035, docs/decisions/0016-offline-till.md): a till registered as a terminal
 * numbers its own invoice series (`INV-T1-000001`), online and offline alike. `device_id` is the
 * one browser allowed to sell as it; `last_number` the highest number the server has recorded.
 * A retired terminal keeps its code, so its series is never reused.
 */
export const terminals = pgTable(
  'terminals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
    deviceId: uuid('device_id'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    registeredBy: uuid('registered_by').references(() => users.id, { onDelete: 'set null' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('terminals_business_code_key').on(t.businessId, t.code),
    check('terminals_code_check', sql`${t.code} ~ '^[A-Z0-9]{1,6}$'`),
    check('terminals_last_number_check', sql`${t.lastNumber} >= 0`),
  ],
);

export const SALE_EXCEPTION_KINDS = [
  'oversold',
  'price_changed',
  'product_inactive',
  'credit_limit',
  'z_report_differs',
  'above_mrp',
] as const;

/**
 * What the server decided differently about a sale made offline (or a shift closed offline): kept,
 * never hidden, until the owner resolves it. `details` holds the figures (prices, stock, limit).
 */
export const saleExceptions = pgTable(
  'sale_exceptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    saleId: integer('sale_id'),
    shiftId: integer('shift_id'),
    kind: text('kind', { enum: SALE_EXCEPTION_KINDS }).notNull(),
    productId: integer('product_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    index('sale_exceptions_business_open_idx')
      .on(t.businessId, t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    index('sale_exceptions_business_sale_idx').on(t.businessId, t.saleId),
    check(
      'sale_exceptions_kind_check',
      sql`${t.kind} in ('oversold','price_changed','product_inactive','credit_limit','z_report_differs','above_mrp')`,
    ),
  ],
);
