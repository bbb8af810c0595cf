import { hasPermission } from '#shared/permissions';
import { getDisplayName } from '#shared/contracts/auth-paths';

import { AppError } from '#server/lib/app-error';
import type { Tenant } from '#server/plugins/access';
import type { ShiftRow } from './shifts.repo';

/** Who acts on shifts: the session's business and user, whether they administer it, their name. */
export interface ShiftActor {
  businessId: number;
  userId: string;
  isAdmin: boolean;
  name: string;
}

/** Admins (and owners) see and close every shift of their business; a cashier only their own. */
export function shiftActorOf(tenant: Tenant): ShiftActor {
  return {
    businessId: tenant.businessId,
    userId: tenant.userId,
    isAdmin: tenant.business.membershipRole !== 'cashier' && hasPermission(tenant.user.role, 'business:manage', true),
    name: displayName(tenant.user),
  };
}

/** A shift the caller may work with: another business's (or none) → 404, another cashier's → 403. */
export function requireShiftAccess(actor: ShiftActor, row: ShiftRow | undefined): ShiftRow {
  if (!row) throw new AppError('SHIFT_NOT_FOUND');
  if (row.userId !== actor.userId && !actor.isAdmin) throw new AppError('SHIFT_NOT_YOURS');
  return row;
}

const shiftClosedError = () => new AppError('SHIFT_CLOSED');

/** A shift the caller may still change: as `requireShiftAccess`, and a closed one → 409. */
export function requireOpenShift(actor: ShiftActor, row: ShiftRow | undefined): ShiftRow {
  const shift = requireShiftAccess(actor, row);
  if (shift.closedAt) throw shiftClosedError();
  return shift;
}

export const displayName = (u: { firstName: string | null; lastName: string | null; email: string | null }) =>
  getDisplayName(u) || u.email || 'User';
