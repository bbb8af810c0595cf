import type { Manager } from '#shared/contracts/users';
import type { Database, Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { hashPassword } from '#server/kernel/password';
import { displayName } from '#server/kernel/manager-approval';
import * as repo from './users.repo';

/**
 * An admin sets, changes or removes their OWN manager PIN (nobody else's: a PIN is what proves the
 * manager is at the till). Hashed like a password; the audit entry never holds it.
 */
export async function setOwnManagerPin(
  db: Database,
  ctx: { businessId: number; userId: string; ip?: string },
  targetId: string,
  pin: string | null,
): Promise<void> {
  const pinHash = pin === null ? null : await hashPassword(pin);
  await db.transaction(async (tx) => {
    const target = await repo.findBusinessUser(tx, ctx.businessId, targetId);
    if (!target) throw new AppError('USER_NOT_FOUND');
    if (targetId !== ctx.userId) throw new AppError('OWN_PIN_ONLY');
    await repo.setManagerPinHash(tx, targetId, pinHash);
    await writeAudit(tx, {
      businessId: ctx.businessId,
      userId: ctx.userId,
      action: pin === null ? 'user.manager_pin_removed' : 'user.manager_pin_set',
      entityType: 'user',
      entityId: targetId,
      before: { hasManagerPin: Boolean(target.hasManagerPin) },
      after: { hasManagerPin: pin !== null },
      ipAddress: ctx.ip ?? null,
    });
  });
}

/** Who may approve a discount at the till: the till lists them for the cashier to choose. */
export async function listManagers(db: Executor, businessId: number): Promise<Manager[]> {
  return (await repo.listManagers(db, businessId)).map((m) => ({ id: m.id, name: displayName(m) }));
}
