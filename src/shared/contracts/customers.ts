import { z } from 'zod';
import { MAX_AMOUNT } from '../domain/bounds';
import { LOYALTY_TIER_NAMES } from '../domain/loyalty';
import { decimalInput, moneyInput, nameInput, optionalNameInput } from './common';
import { SALE_STATUSES } from './returns-paths';
import { SaleReturnSummary } from './sales';
import { says } from '../messages/zod-refs';

export const CUSTOMER_TYPES = ['new', 'regular', 'vip', 'wholesale', 'retail'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const INTERACTION_TYPES = ['call', 'visit', 'note', 'email', 'whatsapp', 'sms'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];
export const CAMPAIGN_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

export * from './customer-paths';

export const CUSTOMER_MESSAGES = {
  nameRequired: 'Customer name is required',
  created: 'Customer created successfully',
  updated: 'Customer updated successfully',
  deleted: 'Customer deleted successfully',
  createFailed: 'Failed to create customer: {message}',
  updateFailed: 'Failed to update customer',
  deleteFailed: 'Failed to delete customer',
  phoneTaken: 'A customer with this phone number already exists',
  notFound: 'Customer not found',
  insufficientPoints: 'Insufficient loyalty points',
} as const;

const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    z.string().max(max, says('AT_MOST_CHARACTERS', { max })).nullable().optional(),
  );

const optionalEmail = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toLowerCase()) : v),
  z.email(says('INVALID_EMAIL')).max(254).nullable().optional(),
);

const rating = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
  z.number(says('RATING_RANGE')).int(says('RATING_RANGE')).min(1, says('RATING_RANGE')).max(5, says('RATING_RANGE')).nullable().optional(),
);

const tags = z.array(z.string().trim().min(1).max(50)).max(30, says('TOO_MANY_TAGS')).optional();

/** The profile fields a person may edit; totals and loyalty are the server's. */
const profileFields = {
  firstName: optionalNameInput(100),
  lastName: optionalNameInput(100),
  phone: text(50),
  email: optionalEmail,
  address: text(500),
  city: text(100),
  customerType: z.enum(CUSTOMER_TYPES, says('CHOOSE_CUSTOMER_TYPE')).optional(),
  rating,
  notes: text(2000),
  emailOptIn: z.boolean().optional(),
  smsOptIn: z.boolean().optional(),
  whatsappOptIn: z.boolean().optional(),
  tags,
  /**
   * The most the customer may owe on credit; empty or null: no limit. Applies to a credit
   * sale whose debtor (same phone) has no limit of its own. Only an admin may set it.
   */
  creditLimit: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    moneyInput('Credit limit', MAX_AMOUNT, says('FIELD_NOT_A_NUMBER', { label: 'Credit limit' })).nullish(),
  ),
};

/**
 * Creating a customer: `name` (first word → firstName, the rest → lastName) or firstName and
 * lastName. A name (or firstName) is required: 'Customer name is required'.
 */
export const CustomerCreateInput = z
  .object({ name: optionalNameInput(200), ...profileFields })
  .refine((v) => Boolean(v.name || v.firstName), { ...says('FIELD_REQUIRED', { label: 'Customer name' }), path: ['name'] });
export type CustomerCreateInput = z.input<typeof CustomerCreateInput>;

/** PUT and PATCH: the same fields, all optional; a name given must not be empty. */
export const CustomerUpdateInput = z
  .object({ name: optionalNameInput(200), ...profileFields })
  .strip()
  .refine((v) => v.name !== null, { ...says('FIELD_REQUIRED', { label: 'Customer name' }), path: ['name'] })
  .refine((v) => v.firstName !== null, { ...says('FIELD_REQUIRED', { label: 'Customer name' }), path: ['firstName'] });
export type CustomerUpdateInput = z.input<typeof CustomerUpdateInput>;

/** Splits "Kamal Perera Silva" into first name "Kamal" and last name "Perera Silva". */
export function splitCustomerName(name: string): { firstName: string; lastName: string | null } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.length > 1 ? parts.slice(1).join(' ') : null };
}

export const Customer = z.object({
  id: z.number(),
  customerCode: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  customerType: z.enum(CUSTOMER_TYPES),
  rating: z.number().nullable(),
  notes: z.string().nullable(),
  totalSpent: z.number(),
  totalPurchases: z.number(),
  averageOrderValue: z.number(),
  lastPurchaseDate: z.string().nullable(),
  loyaltyPoints: z.number(),
  loyaltyTier: z.enum(LOYALTY_TIER_NAMES),
  /** What the shop owes the customer from returns refunded as store credit. */
  storeCredit: z.number(),
  /** The most the customer may owe on credit; null: no limit. */
  creditLimit: z.number().nullable(),
  emailOptIn: z.boolean(),
  smsOptIn: z.boolean(),
  whatsappOptIn: z.boolean(),
  tags: z.array(z.string()),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof Customer>;

export const LoyaltyAdjustmentInput = z.object({
  points: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number(says('POINTS_NOT_WHOLE'))
      .int(says('POINTS_NOT_WHOLE'))
      .refine((n) => n !== 0, says('POINTS_ZERO'))
      .refine((n) => Math.abs(n) <= 10_000_000, says('POINTS_OUT_OF_RANGE')),
  ),
  transactionType: z
    .string()
    .optional()
    .refine((t) => t === undefined || t === 'adjusted', {
      ...says('POINTS_MANUAL_ONLY'),
    }),
  description: text(500),
  referenceId: z.unknown().optional(),
});
export type LoyaltyAdjustmentInput = z.input<typeof LoyaltyAdjustmentInput>;

export const LoyaltyEntry = z.object({
  id: z.number(),
  pointsEarned: z.number(),
  pointsRedeemed: z.number(),
  pointsBalance: z.number(),
  transactionType: z.enum(['earned', 'redeemed', 'expired', 'adjusted']),
  transactionAmount: z.number().nullable(),
  saleId: z.number().nullable(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type LoyaltyEntry = z.infer<typeof LoyaltyEntry>;

export const LoyaltyAdjustmentResponse = z.object({ entry: LoyaltyEntry, customer: Customer });

const percent = decimalInput({ places: 2, message: says('FIELD_NOT_A_NUMBER', { label: 'Discount' }) }).pipe(
  z.number().min(0, says('TIER_DISCOUNT_RANGE')).max(100, says('TIER_DISCOUNT_RANGE')),
);
const threshold = decimalInput({ places: 2, message: says('FIELD_NOT_A_NUMBER', { label: 'Threshold' }) }).pipe(
  z
    .number()
    .min(0, says('FIELD_MIN_ZERO', { label: 'Threshold' }))
    .max(1_000_000_000, says('THRESHOLD_TOO_LARGE')),
);

export const LoyaltyProgramInput = z
  .object({
    silverMinSpent: threshold,
    goldMinSpent: threshold,
    platinumMinSpent: threshold,
    silverDiscountPercent: percent,
    goldDiscountPercent: percent,
    platinumDiscountPercent: percent,
    rupeesPerPoint: decimalInput({ places: 2, message: says('FIELD_NOT_A_NUMBER', { label: 'Point value' }) }).pipe(
      z
        .number()
        .min(0, says('FIELD_MIN_ZERO', { label: 'Point value' }))
        .max(100_000, says('POINT_VALUE_TOO_LARGE')),
    ),
  })
  .refine((v) => v.silverMinSpent < v.goldMinSpent && v.goldMinSpent < v.platinumMinSpent, {
    ...says('THRESHOLDS_ORDER'),
    path: ['goldMinSpent'],
  });
export type LoyaltyProgramInput = z.input<typeof LoyaltyProgramInput>;

export const LoyaltyProgram = z.object({
  silverMinSpent: z.number(),
  goldMinSpent: z.number(),
  platinumMinSpent: z.number(),
  silverDiscountPercent: z.number(),
  goldDiscountPercent: z.number(),
  platinumDiscountPercent: z.number(),
  rupeesPerPoint: z.number(),
});
export type LoyaltyProgram = z.infer<typeof LoyaltyProgram>;

export const InteractionInput = z.object({
  type: z.enum(INTERACTION_TYPES, says('CHOOSE_INTERACTION_TYPE')),
  notes: text(2000),
  interactionDate: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.date(says('INVALID_DATE')).optional()),
});
export type InteractionInput = z.input<typeof InteractionInput>;

export const Interaction = z.object({
  id: z.number(),
  customerId: z.number(),
  type: z.enum(INTERACTION_TYPES),
  notes: z.string().nullable(),
  interactionDate: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Interaction = z.infer<typeof Interaction>;

export const CustomerSale = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  saleDate: z.string(),
  totalAmount: z.number(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  /** completed, partly_returned, returned or void. */
  status: z.enum(SALE_STATUSES),
  /** Its credit notes and void, oldest first. */
  returns: z.array(SaleReturnSummary),
});
export type CustomerSale = z.infer<typeof CustomerSale>;

export const CampaignInput = z.object({
  name: nameInput('Campaign name', 200),
  message: z
    .string(says('FIELD_REQUIRED', { label: 'Message' }))
    .trim()
    .min(1, says('FIELD_REQUIRED', { label: 'Message' }))
    .max(1000, says('AT_MOST_CHARACTERS', { max: '1000' })),
  channel: z.enum(CAMPAIGN_CHANNELS, says('CHOOSE_CHANNEL')),
  segment: z
    .object({
      tiers: z.array(z.enum(LOYALTY_TIER_NAMES)).optional(),
      customerTypes: z.array(z.enum(CUSTOMER_TYPES)).optional(),
    })
    .default({}),
});
export type CampaignInput = z.input<typeof CampaignInput>;

export const CAMPAIGN_STATUSES = ['recorded', 'not_sent', 'sending', 'sent', 'partially_sent', 'failed'] as const;
export const CAMPAIGN_RECIPIENT_STATUSES = ['pending', 'sending', 'sent', 'failed', 'opted_out'] as const;
export type CampaignRecipientStatus = (typeof CAMPAIGN_RECIPIENT_STATUSES)[number];

export const CampaignRecipient = z.object({
  id: z.number(),
  customerId: z.number().nullable(),
  name: z.string(),
  contact: z.string(),
  status: z.enum(CAMPAIGN_RECIPIENT_STATUSES),
  /** E-mail: why the last attempt failed or was skipped (the SMTP server's answer, or the opt-out). */
  error: z.string().nullable(),
  /** WhatsApp campaigns: the click-to-chat link for this recipient. */
  link: z.string().nullable(),
});

export const Campaign = z.object({
  id: z.number(),
  name: z.string(),
  message: z.string(),
  channel: z.enum(CAMPAIGN_CHANNELS),
  segment: z.object({ tiers: z.array(z.string()).optional(), customerTypes: z.array(z.string()).optional() }),
  status: z.enum(CAMPAIGN_STATUSES),
  statusMessage: z.string().nullable(),
  recipientCount: z.number(),
  /** E-mail delivery: sent, failed, opted out before the send, and not yet sent (pending). */
  sentCount: z.number(),
  failedCount: z.number(),
  optedOutCount: z.number(),
  pendingCount: z.number(),
  createdAt: z.string(),
});
export type Campaign = z.infer<typeof Campaign>;
/** Whether the server can send e-mail campaigns (SMTP_URL is set). */
export const CampaignSettings = z.object({ emailConfigured: z.boolean() });
export type CampaignSettings = z.infer<typeof CampaignSettings>;
export const CampaignDetail = Campaign.extend({ recipients: z.array(CampaignRecipient) });
export type CampaignDetail = z.infer<typeof CampaignDetail>;
