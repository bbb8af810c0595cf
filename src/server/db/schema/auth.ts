import { LOCALES } from '#shared/locales';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    role: text('role', { enum: ['admin', 'cashier', 'super_admin'] })
      .notNull()
      .default('admin'),
    authProvider: text('auth_provider').notNull().default('email'),
    /** The development test account: never "the first user", never in production. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** A deactivated user cannot sign in (sessions ended when deactivated); kept for history. */
    isActive: boolean('is_active').notNull().default(true),
    /** An admin's manager PIN (4–8 digits) that approves a cashier's discount; hashed like a password. */
    managerPinHash: text('manager_pin_hash'),
    /** The language the user reads Kade in (migration 0034); null: follow the browser. */
    locale: text('locale', { enum: LOCALES }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // Exactly one platform owner: the first registration wins even under a race.
    uniqueIndex('users_single_super_admin')
      .on(t.role)
      .where(sql`${t.role} = 'super_admin'`),
    check('users_role_check', sql`${t.role} in ('admin', 'cashier', 'super_admin')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    /** Lets logout-everywhere and user deletion end every session of a user in one statement. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_idx').on(t.userId)],
);

/**
 * Failed sign-in counters (per account + IP, and per IP per day). In PostgreSQL, not in the process,
 * so any number of API processes share them.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * Social sign-in identities: a user is found by (provider, subject), never by e-mail alone. The
 * e-mail is the provider's claim at the last sign-in, kept for audit; linking to an existing account
 * by e-mail happens only when the provider said it was verified.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject), index('user_identities_user_idx').on(t.userId)],
);
