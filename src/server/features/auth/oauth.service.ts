import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client';
import { userIdentities } from '#server/db/schema';
import { writeAudit } from '#server/kernel/audit';
import { findUserByEmail } from './auth.repo';
import { insertUserWithFirstUserRule, lockRegistrations } from './auth.service';
import type { SocialProfile } from './oauth.providers';

/** Why a social sign-in was refused; the code travels to the sign-in page as ?error=<code>. */
export class SocialSignInRefused extends Error {
  constructor(readonly reason: 'email_not_verified' | 'email_required') {
    super(
      reason === 'email_required'
        ? 'The provider did not share an e-mail address'
        : 'An account with this e-mail already exists; sign in with e-mail and password',
    );
  }
}

async function findIdentity(db: Executor, provider: string, subject: string) {
  const rows = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return rows[0];
}

/**
 * Find or create the user behind a provider identity:
 * 1. a known (provider, subject) signs in its user, whatever its e-mail says today;
 * 2. otherwise an existing account with the same e-mail is linked only when the provider says the
 *    e-mail is verified; an unverified e-mail that collides is refused;
 * 3. otherwise a new account (auth provider 'oauth', no password) is created under the same
 *    first-user rule and lock as e-mail registration.
 */
export async function signInWithIdentity(db: Database, profile: SocialProfile) {
  const known = await findIdentity(db, profile.provider, profile.subject);
  if (known) return { userId: known.userId, outcome: 'existing' as const };
  const email = profile.email;
  if (!email) throw new SocialSignInRefused('email_required');

  return db.transaction(async (tx) => {
    await lockRegistrations(tx);
    // A parallel callback for the same identity may have won the lock first.
    const raced = await findIdentity(tx, profile.provider, profile.subject);
    if (raced) return { userId: raced.userId, outcome: 'existing' as const };

    const existing = await findUserByEmail(tx, email);
    if (existing && !profile.emailVerified) throw new SocialSignInRefused('email_not_verified');

    const identity = { provider: profile.provider, subject: profile.subject, email, emailVerified: profile.emailVerified };
    if (existing) {
      await tx.insert(userIdentities).values({ ...identity, userId: existing.id });
      await writeAudit(tx, {
        userId: existing.id,
        action: 'link_identity',
        entityType: 'user',
        entityId: existing.id,
        after: { provider: profile.provider, email },
      });
      return { userId: existing.id, outcome: 'linked' as const };
    }

    const { user, isFirstUser } = await insertUserWithFirstUserRule(tx, {
      email,
      passwordHash: null,
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.profileImageUrl,
      authProvider: 'oauth',
    });
    await tx.insert(userIdentities).values({ ...identity, userId: user.id });
    await writeAudit(tx, {
      userId: user.id,
      action: 'register',
      entityType: 'user',
      entityId: user.id,
      after: { email: user.email, role: user.role, provider: profile.provider },
    });
    return { userId: user.id, outcome: isFirstUser ? ('created_super_admin' as const) : ('created' as const) };
  });
}
