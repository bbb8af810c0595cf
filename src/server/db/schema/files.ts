import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantKey } from './businesses';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres returns a Buffer; a Uint8Array (from a tool's own driver) is wrapped all the same.
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Uploaded files (bank slips) in the database, so every Kade process serves them (migration 0025).
 * `id` is the random 32-hex name the owning row keeps (subscriptions.payment_proof_path).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    businessId: tenantKey(),
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.id] })],
);
