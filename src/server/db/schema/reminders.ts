/** Payment reminders (migration 0045): one row per debtor per day a reminder was considered. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantKey } from './businesses';
import { cents, sameBusinessForeignKey } from './columns';
import { debtors } from './debtors';

export const PAYMENT_REMINDER_STATUSES = ['prepared', 'sent', 'failed', 'skipped'] as const;
export const PAYMENT_REMINDER_SKIP_REASONS = ['opted_out', 'no_contact'] as const;

export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    debtorId: integer('debtor_id').notNull(),
    runDate: date('run_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    channel: text('channel', { enum: ['whatsapp', 'sms', 'email'] }).notNull(),
    status: text('status', { enum: PAYMENT_REMINDER_STATUSES }).notNull(),
    skipReason: text('skip_reason', { enum: PAYMENT_REMINDER_SKIP_REASONS }),
    error: text('error'),
    messageId: integer('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    sameBusinessForeignKey('payment_reminders_debtor_fk', [t.businessId, t.debtorId], debtors).onDelete('cascade'),
    uniqueIndex('payment_reminders_business_debtor_day_key').on(t.businessId, t.debtorId, t.runDate),
    index('payment_reminders_business_day_idx').on(t.businessId, t.runDate.desc()),
    check('payment_reminders_channel_check', sql`${t.channel} in ('whatsapp', 'sms', 'email')`),
    check('payment_reminders_status_check', sql`${t.status} in ('prepared', 'sent', 'failed', 'skipped')`),
    check('payment_reminders_skip_check', sql`${t.skipReason} is null or ${t.skipReason} in ('opted_out', 'no_contact')`),
    check('payment_reminders_amount_check', sql`${t.amountCents} > 0`),
  ],
);
