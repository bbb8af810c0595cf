import { and, eq, inArray } from 'drizzle-orm';

import type { ErrorKey } from '#shared/errors';

import type { Executor } from '../db/client';
import { businessUsers, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { writeAudit } from './audit';
import { verifyPassword } from './password';
import { beginPinAttempt } from './pin-throttle';

/**
 * What a manager approves: a cashier's discount or return beyond the limit, a void,
 * selling an expired batch, or a cashier's credit sale over the customer's credit limit.
 */
export type ApprovalKind = 'discount' | 'return' | 'void' | 'expiry' | 'credit_limit';

const APPROVALS = {
  discount: { key: 'DISCOUNT_APPROVAL_REQUIRED', action: 'discount.approved' },
  return: { key: 'RETURN_APPROVAL_REQUIRED', action: 'return.approved' },
  void: { key: 'VOID_APPROVAL_REQUIRED', action: 'void.approved' },
  expiry: { key: 'EXPIRED_BATCH_APPROVAL_REQUIRED_pin', action: 'expiry.approved' },
  credit_limit: { key: 'CREDIT_LIMIT_APPROVAL_REQUIRED_pin', action: 'credit_limit.approved' },
} as const satisfies Record<ApprovalKind, { key: ErrorKey; action: string }>;

export const approvalRequired = (kind: ApprovalKind = 'discount') => new AppError(APPROVALS[kind].key);

export const displayName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || u.email;

/** An active admin (or the owner) of the business who has set a manager PIN; undefined otherwise. */
async function findApprover(db: Executor, businessId: number, userId: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, pinHash: users.managerPinHash })
    .from(businessUsers)
    .innerJoin(users, eq(users.id, businessUsers.userId))
    .where(
      and(
        eq(businessUsers.businessId, businessId),
        eq(businessUsers.userId, userId),
        inArray(businessUsers.role, ['owner', 'admin']),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row?.pinHash ? row : undefined;
}

/**
 * Checks a manager's PIN under the throttle (pin-throttle.ts): 403 DISCOUNT_APPROVAL_REQUIRED (or
 * the `kind`'s own code) when
 * there is no approval, the approver is not an active admin of the business with a PIN, or the PIN
 * is wrong; 429 TOO_MANY_ATTEMPTS once 5 wrong PINs are counted for the approver. Writes nothing
 * else (the till's check before it sends the sale).
 */
export async function verifyManagerPin(
  db: Executor,
  businessId: number,
  approval: { userId: string; pin: string } | undefined,
  kind: ApprovalKind = 'discount',
): Promise<{ approverId: string; approverName: string }> {
  if (!approval) throw approvalRequired(kind);
  const approver = await findApprover(db, businessId, approval.userId);
  if (!approver) throw approvalRequired(kind);
  const attempt = await beginPinAttempt(db, businessId, approver.id);
  const ok = /^[0-9]{4,8}$/.test(approval.pin) && (await verifyPassword(approver.pinHash, approval.pin));
  if (!ok) {
    await attempt.failed();
    throw approvalRequired(kind);
  }
  await attempt.succeeded();
  return { approverId: approver.id, approverName: displayName(approver) };
}

export interface ApprovalRequest {
  businessId: number;
  requestedBy: string;
  approval: { userId: string; pin: string } | undefined;
  ip?: string;
  /** What was approved (e.g. { discount, subtotal, percent, limitPercent }), recorded in the audit entry. */
  details?: Record<string, unknown>;
}

/**
 * A manager approves a cashier's discount above the business's limit (the sale calls this only
 * then). Throws as `verifyManagerPin`; on success writes the audit entry 'discount.approved' with
 * who asked, who approved and the `details` the caller passes (the amounts), in the caller's
 * transaction: a sale that fails afterwards leaves no approval behind (the wrong PINs still count).
 */
export function approveDiscount(db: Executor, a: ApprovalRequest): Promise<{ approverId: string }> {
  return approveManagerAction(db, 'discount', a);
}

/**
 * The same for any `kind`: a return beyond a cashier's limit (403 RETURN_APPROVAL_REQUIRED,
 * audited 'return.approved') or a void by a non-admin (403 VOID_APPROVAL_REQUIRED, 'void.approved').
 */
export async function approveManagerAction(db: Executor, kind: ApprovalKind, a: ApprovalRequest): Promise<{ approverId: string }> {
  const { approverId, approverName } = await verifyManagerPin(db, a.businessId, a.approval, kind);
  await writeAudit(db, {
    businessId: a.businessId,
    userId: a.requestedBy,
    action: APPROVALS[kind].action,
    entityType: kind,
    entityId: approverId,
    after: { requestedBy: a.requestedBy, approvedBy: approverId, approverName, ...(a.details ?? {}) },
    ipAddress: a.ip ?? null,
  });
  return { approverId };
}
