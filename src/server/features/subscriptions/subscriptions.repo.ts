import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { actForNewBusiness } from '#server/db/request-context';
import { businesses, businessModules, businessSettings, businessUsers, modules, subscriptions } from '#server/db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type BusinessRow = typeof businesses.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;

export async function listActiveModules(db: Executor): Promise<ModuleRow[]> {
  return db.select().from(modules).where(eq(modules.isActive, true)).orderBy(asc(modules.sortOrder), asc(modules.id));
}

export async function listAllModules(db: Executor): Promise<ModuleRow[]> {
  return db.select().from(modules).orderBy(asc(modules.sortOrder), asc(modules.id));
}

/** Serialises one user's applications: two simultaneous submissions make one business. */
export async function lockUser(tx: Executor, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kade.apply'), hashtext(${userId}))`);
}

/** Row lock on the business: approvals, add-ons and user changes of one business run one at a time. */
export async function lockBusiness(tx: Executor, businessId: number): Promise<BusinessRow | undefined> {
  const rows = await tx.select().from(businesses).where(eq(businesses.id, businessId)).for('update');
  return rows[0];
}

export async function findMembership(db: Executor, userId: string) {
  const rows = await db
    .select({ businessId: businessUsers.businessId, role: businessUsers.role, status: businesses.status })
    .from(businessUsers)
    .innerJoin(businesses, eq(businesses.id, businessUsers.businessId))
    .where(eq(businessUsers.userId, userId))
    .limit(1);
  return rows[0];
}

export type BusinessDetails = Pick<
  typeof businesses.$inferInsert,
  'name' | 'ownerName' | 'email' | 'phone' | 'address' | 'registrationNumber'
>;

export async function insertBusiness(tx: Executor, details: BusinessDetails, ownerId: string): Promise<BusinessRow> {
  const [business] = await tx
    .insert(businesses)
    .values({ ...details, status: 'pending' })
    .returning();
  // Row-level security: the rest of this transaction writes the new business's own rows.
  await actForNewBusiness(tx, business.id);
  await tx.insert(businessUsers).values({ businessId: business.id, userId: ownerId, role: 'owner' });
  await tx.insert(businessSettings).values({
    businessId: business.id,
    businessName: details.name,
    address: details.address ?? null,
    phone: details.phone ?? null,
    email: details.email,
  });
  return business;
}

/** A rejected applicant applies again: the same business row, its details replaced, back to pending. */
export async function resubmitBusiness(tx: Executor, businessId: number, details: BusinessDetails): Promise<BusinessRow> {
  const [business] = await tx
    .update(businesses)
    .set({ ...details, status: 'pending', rejectionReason: null, updatedAt: new Date() })
    .where(eq(businesses.id, businessId))
    .returning();
  await tx
    .update(businessSettings)
    .set({
      businessName: details.name,
      address: details.address ?? null,
      phone: details.phone ?? null,
      email: details.email,
      updatedAt: new Date(),
    })
    .where(eq(businessSettings.businessId, businessId));
  return business;
}

export async function countInitialSubscriptions(db: Executor, businessId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(and(eq(subscriptions.businessId, businessId), eq(subscriptions.kind, 'initial')));
  return Number(row?.n ?? 0);
}

export async function insertSubscription(tx: Executor, values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  return row;
}

export async function findLatestSubscription(db: Executor, businessId: number, kind: 'initial' | 'addon') {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.businessId, businessId), eq(subscriptions.kind, kind)))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return rows[0];
}

export async function findPendingAddon(db: Executor, businessId: number) {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.businessId, businessId), eq(subscriptions.kind, 'addon'), eq(subscriptions.status, 'pending')))
    .limit(1);
  return rows[0];
}

export async function findBusiness(db: Executor, businessId: number) {
  const rows = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return rows[0];
}

export async function findSubscriptionById(db: Executor, id: number) {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return rows[0];
}

export async function listBusinessModuleIds(db: Executor, businessId: number): Promise<number[]> {
  const rows = await db
    .select({ id: businessModules.moduleId })
    .from(businessModules)
    .where(eq(businessModules.businessId, businessId))
    .orderBy(asc(businessModules.moduleId));
  return rows.map((r) => r.id);
}

export async function addBusinessModules(tx: Executor, businessId: number, moduleIds: number[]) {
  if (!moduleIds.length) return;
  await tx
    .insert(businessModules)
    .values(moduleIds.map((moduleId) => ({ businessId, moduleId })))
    .onConflictDoNothing();
}

export async function findModulesByIds(db: Executor, ids: number[]): Promise<ModuleRow[]> {
  if (!ids.length) return [];
  return db.select().from(modules).where(inArray(modules.id, ids));
}
