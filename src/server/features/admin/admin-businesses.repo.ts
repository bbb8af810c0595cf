import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BusinessStatus } from '#shared/permissions';
import type { Executor } from '#server/db/client';
import { businesses, businessModules, businessUsers, modules, subscriptions } from '#server/db/schema';

/** Every real business (the demo shop excluded), with its active subscription's amount and renewal date. */
export async function listBusinesses(db: Executor, status?: BusinessStatus) {
  const filters = [eq(businesses.isDemo, false), ...(status ? [eq(businesses.status, status)] : [])];
  return db
    .select({
      business: businesses,
      monthlyAmountCents: subscriptions.monthlyAmountCents,
      nextBillingDate: subscriptions.nextBillingDate,
      userCount: sql<number>`(select count(*)::int from ${businessUsers} where ${businessUsers.businessId} = ${businesses.id})`,
    })
    .from(businesses)
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.businessId, businesses.id), eq(subscriptions.kind, 'initial'), eq(subscriptions.status, 'active')),
    )
    .where(and(...filters))
    .orderBy(asc(businesses.name), asc(businesses.id));
}

/** The modules each of these businesses may use now, by business id. */
export async function modulesOf(db: Executor, businessIds: number[]) {
  if (businessIds.length === 0) return new Map<number, { id: number; key: string; name: string }[]>();
  const rows = await db
    .select({ businessId: businessModules.businessId, id: modules.id, key: modules.key, name: modules.name })
    .from(businessModules)
    .innerJoin(modules, eq(modules.id, businessModules.moduleId))
    .where(inArray(businessModules.businessId, businessIds))
    .orderBy(asc(modules.sortOrder), asc(modules.id));
  const out = new Map<number, { id: number; key: string; name: string }[]>();
  for (const r of rows) out.set(r.businessId, [...(out.get(r.businessId) ?? []), { id: r.id, key: r.key, name: r.name }]);
  return out;
}

export async function setSuspension(tx: Executor, businessId: number, suspended: { reason: string } | null) {
  await tx
    .update(businesses)
    .set({
      status: suspended ? 'suspended' : 'active',
      suspensionReason: suspended?.reason ?? null,
      suspendedAt: suspended ? new Date() : null,
      updatedAt: new Date(),
    })
    .where(eq(businesses.id, businessId));
}
