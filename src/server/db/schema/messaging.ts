/**
 * Messaging (migration 0044, decision 0023): share links to the public receipt or
 * statement page, and the log of every message sent or prepared.
 */
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth';
import { tenantKey } from './businesses';
import { sameBusinessForeignKey } from './columns';
import { sales } from './sales';

export const SHARE_LINK_KINDS = ['receipt', 'statement'] as const;
export const SHARE_LOCALES = ['en', 'si', 'ta'] as const;
export const MESSAGE_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export const MESSAGE_PURPOSES = ['receipt', 'statement', 'reminder', 'other'] as const;
export const MESSAGE_STATUSES = ['prepared', 'sent', 'failed'] as const;
export const RECIPIENT_KINDS = ['customer', 'debtor', 'supplier'] as const;

export const shareLinks = pgTable(
  'share_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    /** SHA-256 (hex) of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: SHARE_LINK_KINDS }).notNull(),
    saleId: integer('sale_id'),
    partyKind: text('party_kind', { enum: ['debtor', 'supplier'] }),
    partyId: integer('party_id'),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    locale: text('locale', { enum: SHARE_LOCALES }).notNull().default('en'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    sameBusinessForeignKey('share_links_sale_fk', [t.businessId, t.saleId], sales).onDelete('cascade'),
    uniqueIndex('share_links_token_hash_key').on(t.tokenHash),
    index('share_links_business_created_idx').on(t.businessId, t.createdAt.desc(), t.id.desc()),
    check('share_links_kind_check', sql`${t.kind} in ('receipt', 'statement')`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessId: tenantKey(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    purpose: text('purpose', { enum: MESSAGE_PURPOSES }).notNull(),
    recipientKind: text('recipient_kind', { enum: RECIPIENT_KINDS }),
    recipientId: integer('recipient_id'),
    /** A phone number (normalised) or an e-mail address. */
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull(),
    error: text('error'),
    /** The gateway's answer, shortened. */
    providerResponse: text('provider_response'),
    shareLinkId: integer('share_link_id').references(() => shareLinks.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_business_created_idx').on(t.businessId, t.createdAt.desc(), t.id.desc()),
    index('messages_business_recipient_idx').on(t.businessId, t.recipientKind, t.recipientId, t.id.desc()),
  ],
);
