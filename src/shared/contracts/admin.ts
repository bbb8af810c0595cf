import { z } from 'zod';
import { BUSINESS_STATUSES } from '../permissions';
import { says } from '../messages/zod-refs';
export * from './admin-paths';

/** What a suspended business's users are told on every business route (code BUSINESS_SUSPENDED); the reason follows. */
export const BUSINESS_SUSPENDED_MESSAGE = 'Your business has been suspended by the platform administrator. Contact them to restore access.';

export const AdminMetrics = z.object({
  /** Businesses on the platform (every status; the development demo shop excluded). */
  totalCustomers: z.number(),
  /** Monthly recurring revenue: the monthly amounts of active subscriptions. */
  monthlyRevenue: z.number(),
  activeSubscriptions: z.number(),
  /** New businesses and add-on requests waiting for a decision. */
  pendingApprovals: z.number(),
  pendingBusinesses: z.number(),
  pendingAddons: z.number(),
  /** New businesses per month for the last 6 months, oldest first ("2026-01"). */
  businessesByMonth: z.array(z.object({ month: z.string(), count: z.number() })),
});
export type AdminMetrics = z.infer<typeof AdminMetrics>;

/** A module named for people: `key` lets the screen show its name in the reader's language. */
export const ModuleRef = z.object({ id: z.number(), key: z.string(), name: z.string() });

export const PendingBusiness = z.object({
  id: z.number(),
  name: z.string(),
  ownerName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  subscription: z
    .object({
      id: z.number(),
      modules: z.array(ModuleRef),
      monthlyAmount: z.number(),
      setupFee: z.number(),
      paymentProofUrl: z.string().nullable(),
    })
    .nullable(),
});
export type PendingBusiness = z.infer<typeof PendingBusiness>;

export const PendingAddon = z.object({
  id: z.number(),
  businessId: z.number(),
  businessName: z.string(),
  modules: z.array(ModuleRef),
  /** What the add-on adds to the monthly amount. */
  monthlyAmount: z.number(),
  paymentProofUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type PendingAddon = z.infer<typeof PendingAddon>;

export const RejectInput = z.object({
  reason: z
    .string(says('FIELD_REQUIRED', { label: 'A reason' }))
    .trim()
    .min(1, says('FIELD_REQUIRED', { label: 'A reason' }))
    .max(500),
});
export type RejectInput = z.infer<typeof RejectInput>;

export const DecisionResponse = z.object({ id: z.number(), status: z.string() });
export type DecisionResponse = z.infer<typeof DecisionResponse>;

/** Every business on the platform, for the super admin's list (the development demo shop excluded). */
export const PlatformBusiness = z.object({
  id: z.number(),
  name: z.string(),
  ownerName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(BUSINESS_STATUSES),
  modules: z.array(ModuleRef),
  /** The active subscription's monthly amount (LKR), 0 without one. */
  monthlyAmount: z.number(),
  /** The active subscription's next billing (renewal) date, YYYY-MM-DD. */
  nextBillingDate: z.string().nullable(),
  userCount: z.number(),
  suspensionReason: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PlatformBusiness = z.infer<typeof PlatformBusiness>;

export const PlatformBusinessQuery = z.object({ status: z.enum(BUSINESS_STATUSES).optional() });

export const SuspendInput = RejectInput;
export type SuspendInput = RejectInput;
