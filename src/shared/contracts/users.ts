import { z } from 'zod';
import { nameInput } from './common';
import { says } from '../messages/zod-refs';

export const MAX_CASHIERS = 2;
export const CASHIER_LIMIT_MESSAGE = 'You can only create up to 2 cashier accounts';

export * from './user-paths';

/** What a deactivated user is told when they try to sign in (code ACCOUNT_DEACTIVATED, 403). */
export const ACCOUNT_DEACTIVATED_MESSAGE = 'This account has been deactivated. Ask your business admin to reactivate it.';

export const CreateUserInput = z.object({
  email: z
    .string(says('INVALID_EMAIL'))
    .trim()
    .toLowerCase()
    .pipe(z.email(says('INVALID_EMAIL')).max(254)),
  password: z
    .string(says('PASSWORD_TOO_SHORT'))
    .min(6, says('PASSWORD_TOO_SHORT'))
    .max(128, says('FIELD_TOO_LONG', { label: 'Password', max: '128' })),
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
  /** An admin with a manager PIN can approve a cashier's discount above the business's limit. */
  hasManagerPin: z.boolean(),
  createdAt: z.string(),
});
export type BusinessUser = z.infer<typeof BusinessUser>;

export const UserIdParams = z.object({
  businessId: z.coerce.number().int().positive().max(2_147_483_647),
  userId: z.uuid(says('USER_NOT_FOUND')),
});

/** An admin sets a new password for a member of their business; the member's sessions end. */
export const ResetPasswordInput = z.object({
  password: z
    .string(says('PASSWORD_TOO_SHORT'))
    .min(6, says('PASSWORD_TOO_SHORT'))
    .max(128, says('FIELD_TOO_LONG', { label: 'Password', max: '128' })),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** A sale's discount above the cashier's limit without a valid manager approval (403 DISCOUNT_APPROVAL_REQUIRED). */
export const DISCOUNT_APPROVAL_REQUIRED_MESSAGE = 'A manager must approve this discount';
/** 5 wrong PINs for one approver within 15 minutes (429 TOO_MANY_ATTEMPTS). */
export const TOO_MANY_PIN_ATTEMPTS = 'Too many wrong PINs. Please wait and try again later.';

const pinField = z.string(says('PIN_FORMAT')).regex(/^[0-9]{4,8}$/, says('PIN_FORMAT'));

/** An admin sets (or changes) their own manager PIN. */
export const ManagerPinInput = z.object({ pin: pinField });
export type ManagerPinInput = z.infer<typeof ManagerPinInput>;

/** An admin who can approve a discount: active, with a manager PIN. */
export const Manager = z.object({ id: z.string(), name: z.string() });
export type Manager = z.infer<typeof Manager>;

/** A manager's approval as the till sends it (with a sale, or to check it first). */
export const DiscountApprovalInput = z.object({
  userId: z.uuid(says('CHOOSE_MANAGER')),
  pin: z.string(says('ENTER_PIN')).min(1, says('ENTER_PIN')).max(8, says('PIN_FORMAT')),
});
export type DiscountApprovalInput = z.infer<typeof DiscountApprovalInput>;

export const DiscountApprovalResult = z.object({ approverId: z.string(), approverName: z.string() });
export type DiscountApprovalResult = z.infer<typeof DiscountApprovalResult>;
