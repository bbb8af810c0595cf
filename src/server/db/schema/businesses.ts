import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { cents, timestamps } from './columns';

export const businesses = pgTable(
  'businesses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    ownerName: text('owner_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    address: text('address'),
    registrationNumber: text('registration_number'),
    status: text('status', { enum: ['pending', 'active', 'suspended', 'cancelled', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    /** Why the platform suspended the business: shown to its users. */
    suspensionReason: text('suspension_reason'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    isDemo: boolean('is_demo').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('businesses_status_check', sql`${t.status} in ('pending','active','suspended','cancelled','rejected')`),
    index('businesses_status_idx').on(t.status, t.createdAt),
  ],
);

/** The tenant key of a business's own rows: `business_id`, deleted with its business. */
export const tenantKey = () =>
  integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });

export const businessUsers = pgTable(
  'business_users',
  {
    businessId: tenantKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'cashier'] })
      .notNull()
      .default('cashier'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.userId] }),
    // A user works for one business: the session's business is never ambiguous.
    uniqueIndex('business_users_user_key').on(t.userId),
    check('business_users_role_check', sql`${t.role} in ('owner','admin','cashier')`),
  ],
);

export const modules = pgTable('modules', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  monthlyPriceCents: cents('monthly_price_cents').notNull(),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** The modules a business may use now: written when a subscription or add-on is approved. */
export const businessModules = pgTable(
  'business_modules',
  {
    businessId: tenantKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.moduleId] })],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    kind: text('kind', { enum: ['initial', 'addon'] })
      .notNull()
      .default('initial'),
    selectedModules: jsonb('selected_modules').$type<number[]>().notNull(),
    monthlyAmountCents: cents('monthly_amount_cents').notNull(),
    setupFeeCents: cents('setup_fee_cents').notNull().default(0),
    status: text('status', { enum: ['pending', 'active', 'rejected', 'suspended', 'cancelled', 'superseded'] })
      .notNull()
      .default('pending'),
    paymentProofPath: text('payment_proof_path'),
    paymentProofName: text('payment_proof_name'),
    paymentProofType: text('payment_proof_type'),
    rejectionReason: text('rejection_reason'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    nextBillingDate: date('next_billing_date', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('subscriptions_business_idx').on(t.businessId, t.status),
    index('subscriptions_status_idx').on(t.status, t.kind),
    uniqueIndex('subscriptions_business_id_key').on(t.businessId, t.id),
  ],
);
