import { sql } from 'drizzle-orm';
import { FIRST_USER_MESSAGE, REGISTERED_MESSAGE, type CurrentUser, type LoginInput, type RegisterInput } from '#shared/contracts/auth';
import type { Database, Tx } from '#server/db/client';
import { AppError, isUniqueViolation } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { findCurrentUser, findUserByEmail, insertUser, superAdminExists, type UserRow } from './auth.repo';
import { isCommonPassword } from './common-passwords';
import { hashPassword, verifyPassword } from '#server/kernel/password';

/** Length rules live in the shared contract; the list of common passwords stays on the server. */
export function assertPasswordNotCommon(password: string) {
  if (isCommonPassword(password)) throw new AppError('COMMON_PASSWORD', { field: 'password' });
}

/**
 * Serialise registrations (e-mail and social) for the first-user check: two simultaneous first
 * sign-ups make exactly one super admin (a unique partial index backs this up).
 */
export async function lockRegistrations(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
}

/** Insert a new account; the first one while no super admin exists becomes the super admin. Call under lockRegistrations. */
export async function insertUserWithFirstUserRule(
  tx: Tx,
  values: Pick<Parameters<typeof insertUser>[1], 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'authProvider'> & {
    profileImageUrl?: string | null;
  },
) {
  const isFirstUser = !(await superAdminExists(tx));
  const user = await insertUser(tx, { ...values, role: isFirstUser ? 'super_admin' : 'admin', isDemo: false });
  return { user, isFirstUser };
}

export async function registerUser(db: Database, input: RegisterInput) {
  assertPasswordNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    const { user, isFirstUser } = await db.transaction(async (tx) => {
      await lockRegistrations(tx);
      const { user, isFirstUser } = await insertUserWithFirstUserRule(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        authProvider: 'email',
      });
      await writeAudit(tx, {
        userId: user.id,
        action: 'register',
        entityType: 'user',
        entityId: user.id,
        after: { email: user.email, role: user.role },
      });
      return { user, isFirstUser };
    });
    return { userId: user.id, isFirstUser, message: isFirstUser ? FIRST_USER_MESSAGE : REGISTERED_MESSAGE };
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_key')) throw new AppError('EMAIL_TAKEN');
    throw err;
  }
}

/** Unknown e-mail and wrong password answer identically (same status, body and work). */
export async function verifyCredentials(db: Database, input: LoginInput, opts: { cashierOnly?: boolean } = {}): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
  if (opts.cashierOnly && user.role !== 'cashier') throw new AppError('INVALID_CREDENTIALS');
  return user;
}

export async function getCurrentUser(db: Database, userId: string): Promise<CurrentUser> {
  const user = await findCurrentUser(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  const { modules: _modules, ...view } = user;
  return view;
}
