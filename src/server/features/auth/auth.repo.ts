import type { Locale } from '#shared/locales';
import { eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '#shared/contracts/auth';
import type { ModuleKey } from '#shared/permissions';
import type { Executor } from '#server/db/client';
import { DEFAULT_TIME_ZONE } from '#shared/domain/time-zone';
import { businesses, businessSettings, businessUsers, users } from '#server/db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0];
}

export async function superAdminExists(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'super_admin')).limit(1);
  return rows.length > 0;
}

export async function insertUser(
  db: Executor,
  values: Pick<
    typeof users.$inferInsert,
    'email' | 'passwordHash' | 'firstName' | 'lastName' | 'role' | 'authProvider' | 'isDemo' | 'profileImageUrl'
  >,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

/** The current-user view: the user and the business they work for (or null). */
export async function findCurrentUser(db: Executor, userId: string): Promise<(CurrentUser & { modules: ModuleKey[] }) | null> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      authProvider: users.authProvider,
      profileImageUrl: users.profileImageUrl,
      locale: users.locale,
      businessId: businesses.id,
      businessName: businesses.name,
      businessStatus: businesses.status,
      timeZone: businessSettings.timeZone,
      suspensionReason: businesses.suspensionReason,
      modules: sql<
        ModuleKey[]
      >`coalesce((select json_agg(m.key) from business_modules bm join modules m on m.id = bm.module_id where bm.business_id = ${businesses.id}), '[]'::json)`,
    })
    .from(users)
    .leftJoin(businessUsers, eq(businessUsers.userId, users.id))
    .leftJoin(businesses, eq(businesses.id, businessUsers.businessId))
    .leftJoin(businessSettings, eq(businessSettings.businessId, businesses.id))
    .where(eq(users.id, userId))
    .limit(1);
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    role: r.role,
    authProvider: r.authProvider,
    profileImageUrl: r.profileImageUrl,
    locale: r.locale ?? null,
    business:
      r.businessId != null && r.businessName != null && r.businessStatus
        ? {
            id: r.businessId,
            name: r.businessName,
            status: r.businessStatus,
            timeZone: r.timeZone ?? DEFAULT_TIME_ZONE,
            suspensionReason: r.suspensionReason,
          }
        : null,
    modules: r.modules ?? [],
  };
}

/** A user's own language (PATCH /api/auth/user). */
export async function updateUserLocale(db: Executor, userId: string, locale: Locale): Promise<void> {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}
