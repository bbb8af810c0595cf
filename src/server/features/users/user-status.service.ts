import type { BusinessUser } from '#shared/contracts/users';
import type { Database, Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { endAllSessionsOf } from '#server/plugins/session';
import { writeAudit } from '#server/kernel/audit';
import { assertPasswordNotCommon } from '#server/features/auth';
import { hashPassword } from '#server/kernel/password';
import * as repo from './users.repo';
import { listUsers } from './users.service';

/**
 * A member another admin may change: of this business (404 otherwise, like any foreign id), not the
 * caller (they use their own account settings), never the owner (an admin cannot lock the owner out).
 */
async function changeableMember(
  tx: Executor,
  businessId: number,
  actorId: string,
  userId: string,
  self: 'CHANGE_OWN_PASSWORD_ELSEWHERE' | 'CANNOT_DEACTIVATE_SELF',
) {
  if (userId === actorId) throw new AppError(self);
  await repo.lockBusinessRow(tx, businessId);
  const target = await repo.findBusinessUser(tx, businessId, userId);
  if (!target) throw new AppError('USER_NOT_FOUND');
  if (target.membershipRole === 'owner') throw new AppError('OWNER_CANNOT_BE_CHANGED');
  return target;
}

/** Sets a new password chosen by the admin; every session the member had ends at once. */
export async function resetPassword(db: Database, businessId: number, actorId: string, userId: string, password: string): Promise<void> {
  assertPasswordNotCommon(password);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const target = await changeableMember(tx, businessId, actorId, userId, 'CHANGE_OWN_PASSWORD_ELSEWHERE');
    await repo.setPasswordHash(tx, userId, passwordHash);
    await repo.deleteSessionsOf(tx, userId);
    await writeAudit(tx, {
      businessId,
      userId: actorId,
      action: 'user.password_reset',
      entityType: 'user',
      entityId: userId,
      after: { email: target.email },
    });
  });
  await endAllSessionsOf(db, userId);
}

/**
 * Deactivated: the account stays (its sales and audit entries keep their cashier) but cannot sign in
 * (plugins/session.ts startSession) and its sessions end now. Reactivating lets it sign in again.
 */
export async function setUserActive(
  db: Database,
  businessId: number,
  actorId: string,
  userId: string,
  isActive: boolean,
): Promise<BusinessUser> {
  await db.transaction(async (tx) => {
    const target = await changeableMember(tx, businessId, actorId, userId, 'CANNOT_DEACTIVATE_SELF');
    await repo.setActive(tx, userId, isActive);
    if (!isActive) await repo.deleteSessionsOf(tx, userId);
    await writeAudit(tx, {
      businessId,
      userId: actorId,
      action: isActive ? 'user.reactivate' : 'user.deactivate',
      entityType: 'user',
      entityId: userId,
      before: { isActive: target.isActive },
      after: { isActive },
    });
  });
  if (!isActive) await endAllSessionsOf(db, userId);
  const view = (await listUsers(db, businessId)).find((u) => u.id === userId);
  if (!view) throw new AppError('USER_NOT_FOUND');
  return view;
}
