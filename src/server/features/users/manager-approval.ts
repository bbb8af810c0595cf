import { and, eq, inArray } from 'drizzle-orm';
import { DISCOUNT_APPROVAL_REQUIRED_MESSAGE } from '../../../shared/contracts/users';
import type { Executor } from '../../db/client';
import { businessUsers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { verifyPassword } from '../auth/password';
import { beginPinAttempt } from './pin-throttle';

export const approvalRequired = () => new AppError('DISCOUNT_APPROVAL_REQUIRED', 403, DISCOUNT_APPROVAL_REQUIRED_MESSAGE);

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
 * Checks a manager's PIN under the throttle (pin-throttle.ts): 403 DISCOUNT_APPROVAL_REQUIRED when
 * there is no approval, the approver is not an active admin of the business with a PIN, or the PIN
 * is wrong; 429 TOO_MANY_ATTEMPTS once 5 wrong PINs are counted for the approver. Writes nothing
 * else (the till's check before it sends the sale).
 */
export async function verifyManagerPin(
  db: Executor,
  businessId: number,
  approval: { userId: string; pin: string } | undefined,
): Promise<{ approverId: string; approverName: string }> {
  if (!approval) throw approvalRequired();
  const approver = await findApprover(db, businessId, approval.userId);
  if (!approver) throw approvalRequired();
  const attempt = await beginPinAttempt(db, businessId, approver.id);
  const ok = /^[0-9]{4,8}$/.test(approval.pin) && (await verifyPassword(approver.pinHash, approval.pin));
  if (!ok) {
    await attempt.failed();
    throw approvalRequired();
  }
  await attempt.succeeded();
  return { approverId: approver.id, approverName: displayName(approver) };
}

/**
 * A manager approves a cashier's discount above the business's limit (the sale calls this only
 * then). Throws as `verifyManagerPin`; on success writes the audit entry 'discount.approved' with
 * who asked, who approved and the `details` the caller passes (the amounts), in the caller's
 * transaction: a sale that fails afterwards leaves no approval behind (the wrong PINs still count).
 */
export async function approveDiscount(
  db: Executor,
  a: {
    businessId: number;
    requestedBy: string;
    approval: { userId: string; pin: string } | undefined;
    ip?: string;
    /** What was approved (e.g. { discount, subtotal, percent, limitPercent }), recorded in the audit entry. */
    details?: Record<string, unknown>;
  },
): Promise<{ approverId: string }> {
  const { approverId, approverName } = await verifyManagerPin(db, a.businessId, a.approval);
  await writeAudit(db, {
    businessId: a.businessId,
    userId: a.requestedBy,
    action: 'discount.approved',
    entityType: 'discount',
    entityId: approverId,
    after: { requestedBy: a.requestedBy, approvedBy: approverId, approverName, ...(a.details ?? {}) },
    ipAddress: a.ip ?? null,
  });
  return { approverId };
}
