import { z } from 'zod';
import { nameInput } from './common';

export const MAX_CASHIERS = 2;
export const CASHIER_LIMIT_MESSAGE = 'You can only create up to 2 cashier accounts';

export * from './user-paths';

/** What a deactivated user is told when they try to sign in (code ACCOUNT_DEACTIVATED, 403). */
export const ACCOUNT_DEACTIVATED_MESSAGE = 'This account has been deactivated. Ask your business admin to reactivate it.';

export const CreateUserInput = z.object({
  email: z
    .string({ error: 'Invalid email address' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Invalid email address' }).max(254)),
  password: z
    .string({ error: 'Password must be at least 6 characters' })
    .min(6, 'Password must be at least 6 characters')
    .max(128, 'Password must be at most 128 characters'),
  firstName: nameInput('First name', 100),
  lastName: nameInput('Last name', 100),
  role: z.enum(['admin', 'cashier']).default('cashier'),
});
export type CreateUserInput = z.input<typeof CreateUserInput>;
export type CreateUserData = z.output<typeof CreateUserInput>;

export const BusinessUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** admin (owners included) or cashier: what the business sees. */
  role: z.enum(['admin', 'cashier']),
  isOwner: z.boolean(),
  /** false: deactivated — cannot sign in until an admin reactivates them. */
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type BusinessUser = z.infer<typeof BusinessUser>;

export const UserIdParams = z.object({
  businessId: z.coerce.number().int().positive().max(2_147_483_647),
  userId: z.uuid({ error: 'User not found' }),
});

/** An admin sets a new password for a member of their business; the member's sessions end. */
export const ResetPasswordInput = z.object({
  password: z
    .string({ error: 'Password must be at least 6 characters' })
    .min(6, 'Password must be at least 6 characters')
    .max(128, 'Password must be at most 128 characters'),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;
