import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { businesses, businessUsers, sessions, users } from '#server/db/schema';

/** Column list without the password hash: nothing here can leak it. */
const publicColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  membershipRole: businessUsers.role,
  isActive: users.isActive,
  hasManagerPin: sql<boolean>`${users.managerPinHash} is not null`,
  createdAt: users.createdAt,
};

export async function listBusinessUsers(db: Executor, businessId: number) {
  return db
    .select(publicColumns)
    .from(businessUsers)
    .innerJoin(users, eq(users.id, businessUsers.userId))
    .where(eq(businessUsers.businessId, businessId))
    .orderBy(asc(businessUsers.createdAt), asc(users.email));
}

export async function findBusinessUser(db: Executor, businessId: number, userId: string) {
  const rows = await db
    .select(publicColumns)
    .from(businessUsers)
    .innerJoin(users, eq(users.id, businessUsers.userId))
    .where(and(eq(businessUsers.businessId, businessId), eq(businessUsers.userId, userId)))
    .limit(1);
  return rows[0];
}

/** The business row lock that serialises user changes of one business (the cashier limit). */
export async function lockBusinessRow(tx: Executor, businessId: number) {
  await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for('update');
}

export async function countCashiers(db: Executor, businessId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(businessUsers)
    .where(and(eq(businessUsers.businessId, businessId), eq(businessUsers.role, 'cashier')));
  return Number(row?.n ?? 0);
}

export async function insertMember(
  tx: Executor,
  businessId: number,
  values: { email: string; passwordHash: string; firstName: string; lastName: string; role: 'admin' | 'cashier' },
) {
  const [user] = await tx
    .insert(users)
    .values({ ...values, authProvider: 'email' })
    .returning({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isActive: users.isActive,
      createdAt: users.createdAt,
    });
  await tx.insert(businessUsers).values({ businessId, userId: user.id, role: values.role });
  return user;
}

export async function removeMembership(tx: Executor, businessId: number, userId: string) {
  await tx.delete(businessUsers).where(and(eq(businessUsers.businessId, businessId), eq(businessUsers.userId, userId)));
}

export async function deleteSessionsOf(tx: Executor, userId: string) {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteUserRow(tx: Executor, userId: string) {
  await tx.delete(users).where(eq(users.id, userId));
}

/**
 * When other records (sales, audit) still point at the user, the account stays for history but
 * can never sign in again and frees its e-mail address.
 */
export async function retireUserRow(tx: Executor, userId: string) {
  await tx
    .update(users)
    .set({ passwordHash: null, email: `deleted-${userId}@deleted.invalid`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(tx: Executor, userId: string, passwordHash: string) {
  await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function setActive(tx: Executor, userId: string, isActive: boolean) {
  await tx.update(users).set({ isActive, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function setManagerPinHash(tx: Executor, userId: string, managerPinHash: string | null) {
  await tx.update(users).set({ managerPinHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Active admins (owner included) of the business who have a manager PIN: who may approve a discount. */
export async function listManagers(db: Executor, businessId: number) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(businessUsers)
    .innerJoin(users, eq(users.id, businessUsers.userId))
    .where(
      and(
        eq(businessUsers.businessId, businessId),
        inArray(businessUsers.role, ['owner', 'admin']),
        eq(users.isActive, true),
        isNotNull(users.managerPinHash),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
}
