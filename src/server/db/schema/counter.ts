import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantKey } from './businesses';

/**
 * Counter hardware (migration 0036): the cash drawer opened without a sale ("Open drawer" with a
 * reason). Audited here and counted in the shift's Z report as no-sale opens. A sale's own cash
 * payment opens the drawer too, but that is the sale, not a row here.
 */
export const drawerOpens = pgTable(
  'drawer_opens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    shiftId: integer('shift_id'),
    terminalId: integer('terminal_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('drawer_opens_business_opened_idx').on(t.businessId, t.openedAt),
    index('drawer_opens_business_shift_idx').on(t.businessId, t.shiftId),
    check('drawer_opens_reason_check', sql`length(${t.reason}) between 1 and 200`),
  ],
);
