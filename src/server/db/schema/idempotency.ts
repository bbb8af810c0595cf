import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantKey } from './businesses';

/**
 * One row per Idempotency-Key of a money-moving write other than a sale (migration 0027,
 * src/server/lib/idempotency.ts): claimed first in the write's transaction, then filled with the
 * answer a replay returns. `operation` names the write ('debtor.payment', 'grn.create', …);
 * `request_hash` is of the operation, its path parameters and its body.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    businessId: tenantKey(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.key] }), index('idempotency_keys_business_created_idx').on(t.businessId, t.createdAt)],
);
