import { z } from 'zod';
import { nameInput } from './common';
import { says, type Said } from '../messages/zod-refs';
export * from './subscription-paths';

/** Payment proof limits: JPG, PNG or PDF, at most 5 MB. */
export const MAX_PAYMENT_PROOF_BYTES = 5 * 1024 * 1024;
export const PAYMENT_PROOF_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const PAYMENT_PROOF_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/**
 * The server's messages start with the specified toast titles; the client shows the titles and
 * their full specified descriptions.
 */
export const SUBSCRIPTION_ERRORS = {
  noModules: 'No Modules Selected',
  noProof: 'Payment Proof Required',
  invalidType: 'Invalid File Type',
  tooLarge: 'File Too Large',
} as const;

/** Multipart text field carrying the chosen module ids as a JSON list ("[1,2,7]"). */
const moduleIdList = z.preprocess(
  (v) => {
    if (Array.isArray(v)) return v;
    if (typeof v !== 'string' || v.trim() === '') return [];
    try {
      return JSON.parse(v);
    } catch {
      return null;
    }
  },
  z
    .array(z.coerce.number().int().positive(), says('NO_MODULES_SELECTED_short'))
    .min(1, says('NO_MODULES_SELECTED_short'))
    .max(20)
    .transform((ids) => [...new Set(ids)]),
);

const text = (message: Said, max = 200) => z.string(message).trim().min(1, message).max(max);
const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : null));

/** The business details of an application (the multipart text fields). */
export const ApplicationInput = z.object({
  businessName: nameInput('Business name', 200),
  ownerName: nameInput('Owner name', 200),
  email: z
    .string(says('ENTER_VALID_EMAIL'))
    .trim()
    .toLowerCase()
    .pipe(z.email(says('ENTER_VALID_EMAIL')).max(254)),
  phone: text(says('FIELD_REQUIRED', { label: 'Phone number' }), 40),
  address: optionalText(500),
  registrationNumber: optionalText(100),
  selectedModules: moduleIdList,
});
export type ApplicationInput = z.input<typeof ApplicationInput>;
export const AddonInput = z.object({ selectedModules: moduleIdList });

export const ApplicationResponse = z.object({
  subscriptionId: z.number(),
  businessId: z.number(),
  status: z.literal('pending'),
  monthlyAmount: z.number(),
  setupFee: z.number(),
});
export type ApplicationResponse = z.infer<typeof ApplicationResponse>;

export const AddonResponse = z.object({
  subscriptionId: z.number(),
  status: z.literal('pending'),
  monthlyAmount: z.number(),
  newMonthlyAmount: z.number(),
});
export type AddonResponse = z.infer<typeof AddonResponse>;

export const SUBSCRIPTION_STATUSES = ['none', 'pending', 'active', 'rejected', 'suspended', 'cancelled', 'superseded'] as const;

export const AddonRequest = z.object({
  id: z.number(),
  status: z.enum(['pending', 'active', 'rejected', 'suspended', 'cancelled', 'superseded']),
  selectedModules: z.array(z.number()),
  monthlyAmount: z.number(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AddonRequest = z.infer<typeof AddonRequest>;

export const BusinessSubscription = z.object({
  id: z.number().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  businessStatus: z.enum(['pending', 'active', 'suspended', 'cancelled', 'rejected']),
  monthlyAmount: z.number(),
  setupFee: z.number(),
  /** Module ids: the subscribed modules when active, the requested ones otherwise. */
  selectedModules: z.array(z.number()),
  paymentProofUrl: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  approvedAt: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
  business: z.object({ name: z.string(), ownerName: z.string().nullable() }),
  /** The latest add-on request (pending, approved or rejected), if any. */
  latestAddon: AddonRequest.nullable(),
});
export type BusinessSubscription = z.infer<typeof BusinessSubscription>;
