import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { businesses, tenantKey } from './businesses';
import { basisPoints, cents, sameBusinessForeignKey, timestamps } from './columns';

export const CUSTOMER_TYPES = ['new', 'regular', 'vip', 'wholesale', 'retail'] as const;
export const LOYALTY_TIERS_DB = ['bronze', 'silver', 'gold', 'platinum'] as const;
export const LOYALTY_TRANSACTION_TYPES = ['earned', 'redeemed', 'expired', 'adjusted'] as const;
export const INTERACTION_TYPES = ['call', 'visit', 'note', 'email', 'whatsapp', 'sms'] as const;
export const CAMPAIGN_CHANNELS = ['email', 'sms', 'whatsapp'] as const;

/**
 * CRM customers. The loyalty balance is NOT stored here: it is the points_balance of the
 * customer's latest customer_loyalty_points entry. Totals (spent, purchases, average, tier) are
 * written only by the server when a sale is recorded (customer-sale.service.ts applySaleToCustomer).
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    customerCode: text('customer_code').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    phone: text('phone'),
    /** normalizePhone(phone) from src/shared/domain/phone.ts; unique per business. */
    phoneNormalized: text('phone_normalized'),
    email: text('email'),
    address: text('address'),
    city: text('city'),
    country: text('country').notNull().default('Sri Lanka'),
    customerType: text('customer_type', { enum: CUSTOMER_TYPES }).notNull().default('regular'),
    rating: integer('rating'),
    notes: text('notes'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    emailOptIn: boolean('email_opt_in').notNull().default(false),
    smsOptIn: boolean('sms_opt_in').notNull().default(false),
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(true),
    totalSpentCents: cents('total_spent_cents').notNull().default(0),
    totalPurchases: integer('total_purchases').notNull().default(0),
    averageOrderValueCents: cents('average_order_value_cents').notNull().default(0),
    lastPurchaseDate: timestamp('last_purchase_date', { withTimezone: true }),
    loyaltyTier: text('loyalty_tier', { enum: LOYALTY_TIERS_DB }).notNull().default('bronze'),
    /** Refunds kept for the customer (a return's `credit` refund without a debt to reduce; migration 0033). */
    storeCreditCents: cents('store_credit_cents').notNull().default(0),
    /** The most the customer may owe on credit (migration 0043; null: none); the debtor's own limit comes first. */
    creditLimitCents: cents('credit_limit_cents'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customers_business_id_key').on(t.businessId, t.id),
    uniqueIndex('customers_business_code_key').on(t.businessId, t.customerCode),
    uniqueIndex('customers_business_phone_key').on(t.businessId, t.phoneNormalized),
    index('customers_business_name_idx').on(t.businessId, t.firstName, t.lastName),
    check('customers_rating_check', sql`${t.rating} is null or (${t.rating} between 1 and 5)`),
    check('customers_type_check', sql`${t.customerType} in ('new','regular','vip','wholesale','retail')`),
    check('customers_tier_check', sql`${t.loyaltyTier} in ('bronze','silver','gold','platinum')`),
    check('customers_credit_limit_check', sql`${t.creditLimitCents} is null or ${t.creditLimitCents} >= 0`),
  ],
);

/**
 * The loyalty ledger: one row per movement, with the balance after it. Earned and redeemed are
 * non-negative; an adjustment puts a gain in points_earned and a loss in points_redeemed.
 * Writers lock the customer row first (SELECT … FOR UPDATE), so balances never interleave.
 */
export const customerLoyaltyPoints = pgTable(
  'customer_loyalty_points',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    customerId: integer('customer_id').notNull(),
    pointsEarned: integer('points_earned').notNull().default(0),
    pointsRedeemed: integer('points_redeemed').notNull().default(0),
    pointsBalance: integer('points_balance').notNull(),
    transactionType: text('transaction_type', { enum: LOYALTY_TRANSACTION_TYPES }).notNull(),
    transactionAmountCents: cents('transaction_amount_cents'),
    /** The sale this movement came from (sales are owned by the sales feature). */
    saleId: integer('sale_id'),
    /** The return or void that took these points back (migration 0033). */
    returnId: integer('return_id'),
    description: text('description'),
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    processedBy: uuid('processed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    sameBusinessForeignKey('customer_loyalty_points_customer_fk', [t.businessId, t.customerId], customers).onDelete('cascade'),
    index('customer_loyalty_points_customer_idx').on(t.businessId, t.customerId, t.id),
    check('customer_loyalty_points_nonneg_check', sql`${t.pointsEarned} >= 0 and ${t.pointsRedeemed} >= 0 and ${t.pointsBalance} >= 0`),
    check('customer_loyalty_points_type_check', sql`${t.transactionType} in ('earned','redeemed','expired','adjusted')`),
  ],
);

/** The business's loyalty programme: tier thresholds (cents spent), tier discounts, point value. */
export const loyaltyPrograms = pgTable('loyalty_program', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  silverMinSpentCents: cents('silver_min_spent_cents').notNull().default(1_000_000),
  goldMinSpentCents: cents('gold_min_spent_cents').notNull().default(5_000_000),
  platinumMinSpentCents: cents('platinum_min_spent_cents').notNull().default(10_000_000),
  silverDiscountBp: basisPoints('silver_discount_bp').notNull().default(500),
  goldDiscountBp: basisPoints('gold_discount_bp').notNull().default(1000),
  platinumDiscountBp: basisPoints('platinum_discount_bp').notNull().default(1500),
  /** What one redeemed point is worth, in cents (LKR 1 = 100). */
  centsPerPoint: cents('cents_per_point').notNull().default(100),
  ...timestamps,
});

export const customerInteractions = pgTable(
  'customer_interactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    customerId: integer('customer_id').notNull(),
    type: text('type', { enum: INTERACTION_TYPES }).notNull(),
    notes: text('notes'),
    interactionDate: timestamp('interaction_date', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    sameBusinessForeignKey('customer_interactions_customer_fk', [t.businessId, t.customerId], customers).onDelete('cascade'),
    index('customer_interactions_customer_idx').on(t.businessId, t.customerId, t.interactionDate),
  ],
);

export type CampaignSegment = { tiers?: string[]; customerTypes?: string[] };

export const marketingCampaigns = pgTable(
  'marketing_campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    name: text('name').notNull(),
    message: text('message').notNull(),
    channel: text('channel', { enum: CAMPAIGN_CHANNELS }).notNull(),
    segment: jsonb('segment').$type<CampaignSegment>().notNull().default({}),
    /**
     * recorded (links / CSV to deliver by hand), not_sent (e-mail without SMTP), sending (e-mails going
     * out in the background), sent, partially_sent or failed (the outcome of the last e-mail send).
     */
    status: text('status', { enum: ['recorded', 'not_sent', 'sending', 'sent', 'partially_sent', 'failed'] }).notNull(),
    statusMessage: text('status_message'),
    recipientCount: integer('recipient_count').notNull().default(0),
    /** E-mail delivery counts, refreshed from the recipients after every send. */
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    optedOutCount: integer('opted_out_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('marketing_campaigns_business_id_key').on(t.businessId, t.id),
    index('marketing_campaigns_business_created_idx').on(t.businessId, t.createdAt),
  ],
);

/** Who a campaign went to, as they were then (name and contact are snapshots). */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    campaignId: integer('campaign_id').notNull(),
    customerId: integer('customer_id'),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    /** pending → sending (claimed by one send job) → sent / failed; opted_out when the customer withdrew before the send. */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'opted_out'] })
      .notNull()
      .default('pending'),
    /** Why the last attempt failed (SMTP error text) or was skipped. */
    error: text('error'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    sameBusinessForeignKey('campaign_recipients_campaign_fk', [t.businessId, t.campaignId], marketingCampaigns).onDelete('cascade'),
    index('campaign_recipients_campaign_idx').on(t.businessId, t.campaignId),
  ],
);
