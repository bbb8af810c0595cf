import { MAX_CASHIERS, type BusinessUser, type CreateUserData } from '#shared/contracts/users';
import type { Database } from '#server/db/client';
import { AppError, isUniqueViolation, pgErrorCode } from '#server/lib/app-error';
import { endAllSessionsOf } from '#server/plugins/session';
import { writeAudit } from '#server/kernel/audit';
import { assertPasswordNotCommon } from '#server/features/auth';
import { hashPassword } from '#server/kernel/password';
import * as repo from './users.repo';

type Row = Awaited<ReturnType<typeof repo.listBusinessUsers>>[number];

const toView = (r: Row): BusinessUser => ({
  id: r.id,
  email: r.email,
  firstName: r.firstName,
  lastName: r.lastName,
  role: r.membershipRole === 'cashier' ? 'cashier' : 'admin',
  isOwner: r.membershipRole === 'owner',
  isActive: r.isActive,
  hasManagerPin: Boolean(r.hasManagerPin),
  createdAt: r.createdAt.toISOString(),
});

export async function listUsers(db: Database, businessId: number): Promise<BusinessUser[]> {
  return (await repo.listBusinessUsers(db, businessId)).map(toView);
}

/**
 * The cashier limit holds under simultaneous requests: the business row is locked before counting,
 * so concurrent creations for one business run one after another.
 */
export async function createUser(db: Database, businessId: number, actorId: string, input: CreateUserData): Promise<BusinessUser> {
  assertPasswordNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      await repo.lockBusinessRow(tx, businessId);
      if (input.role === 'cashier' && (await repo.countCashiers(tx, businessId)) >= MAX_CASHIERS) throw new AppError('CASHIER_LIMIT');
      const user = await repo.insertMember(tx, businessId, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
      });
      await writeAudit(tx, {
        businessId,
        userId: actorId,
        action: 'user.create',
        entityType: 'user',
        entityId: user.id,
        after: { email: user.email, role: input.role },
      });
      return toView({ ...user, membershipRole: input.role, hasManagerPin: false });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_key')) throw new AppError('EMAIL_TAKEN');
    throw err;
  }
}

/** Removes the user from the business and ends every session they have, at once. */
export async function deleteUser(db: Database, businessId: number, actorId: string, userId: string): Promise<void> {
  if (userId === actorId) throw new AppError('CANNOT_DELETE_SELF');
  await db.transaction(async (tx) => {
    await repo.lockBusinessRow(tx, businessId);
    const target = await repo.findBusinessUser(tx, businessId, userId);
    if (!target) throw new AppError('USER_NOT_FOUND');
    if (target.membershipRole === 'owner') throw new AppError('OWNER_CANNOT_BE_DELETED');
    await repo.removeMembership(tx, businessId, userId);
    await repo.deleteSessionsOf(tx, userId);
    try {
      // A savepoint: if other records still reference the user, keep the row but retire it.
      await tx.transaction(async (sp) => repo.deleteUserRow(sp, userId));
    } catch (err) {
      if (pgErrorCode(err) !== '23503') throw err;
      await repo.retireUserRow(tx, userId);
    }
    await writeAudit(tx, {
      businessId,
      userId: actorId,
      action: 'user.delete',
      entityType: 'user',
      entityId: userId,
      before: { email: target.email, role: target.membershipRole },
    });
  });
  // Belt and braces: a session created while the transaction ran is ended too.
  await endAllSessionsOf(db, userId);
}
