import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { businesses, subscriptions } from '#server/db/schema';

export async function readMetrics(db: Executor) {
  const real = eq(businesses.isDemo, false);
  const activeInitial = and(eq(subscriptions.kind, 'initial'), eq(subscriptions.status, 'active'), eq(businesses.status, 'active'), real);
  const [[customers], [revenue], [pendingBusinesses], [pendingAddons]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(businesses)
      .where(real),
    db
      .select({ cents: sql<string>`coalesce(sum(${subscriptions.monthlyAmountCents}), 0)::text`, n: sql<number>`count(*)::int` })
      .from(subscriptions)
      .innerJoin(businesses, eq(businesses.id, subscriptions.businessId))
      .where(activeInitial),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(businesses)
      .where(and(eq(businesses.status, 'pending'), real)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptions)
      .innerJoin(businesses, eq(businesses.id, subscriptions.businessId))
      .where(and(eq(subscriptions.kind, 'addon'), eq(subscriptions.status, 'pending'), real)),
  ]);
  return {
    totalCustomers: Number(customers.n),
    monthlyRevenueCents: Number(revenue.cents),
    activeSubscriptions: Number(revenue.n),
    pendingBusinesses: Number(pendingBusinesses.n),
    pendingAddons: Number(pendingAddons.n),
  };
}

/** New businesses per calendar month (UTC) since `since`. */
export async function countBusinessesByMonth(db: Executor, since: Date, timeZone: string) {
  const rows = await db
    .select({
      month: sql<string>`to_char(${businesses.createdAt} at time zone ${timeZone}, 'YYYY-MM')`,
      count: sql<number>`count(*)::int`,
    })
    .from(businesses)
    .where(and(sql`${businesses.createdAt} >= ${since.toISOString()}`, eq(businesses.isDemo, false)))
    .groupBy(sql`1`);
  return rows.map((r) => ({ month: r.month, count: Number(r.count) }));
}

export async function listPendingBusinesses(db: Executor) {
  return db
    .select({
      business: businesses,
      subscription: subscriptions,
    })
    .from(businesses)
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.businessId, businesses.id), eq(subscriptions.kind, 'initial'), eq(subscriptions.status, 'pending')),
    )
    .where(eq(businesses.status, 'pending'))
    .orderBy(asc(businesses.createdAt), asc(businesses.id));
}

export async function listPendingAddons(db: Executor) {
  return db
    .select({ subscription: subscriptions, businessName: businesses.name })
    .from(subscriptions)
    .innerJoin(businesses, eq(businesses.id, subscriptions.businessId))
    .where(and(eq(subscriptions.kind, 'addon'), eq(subscriptions.status, 'pending')))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
}

export async function findPendingInitial(db: Executor, businessId: number) {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.businessId, businessId), eq(subscriptions.kind, 'initial'), eq(subscriptions.status, 'pending')))
    .orderBy(sql`${subscriptions.id} desc`)
    .limit(1)
    .for('update');
  return rows[0];
}

export async function findActiveInitial(db: Executor, businessId: number) {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.businessId, businessId), eq(subscriptions.kind, 'initial'), eq(subscriptions.status, 'active')))
    .orderBy(sql`${subscriptions.id} desc`)
    .limit(1)
    .for('update');
  return rows[0];
}

/** The add-on row, locked, together with its business id (the business row is locked next). */
export async function findAddon(db: Executor, id: number) {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.kind, 'addon')))
    .limit(1);
  return rows[0];
}

export async function setBusinessStatus(tx: Executor, businessId: number, status: 'active' | 'rejected', rejectionReason: string | null) {
  await tx.update(businesses).set({ status, rejectionReason, updatedAt: new Date() }).where(eq(businesses.id, businessId));
}

export async function updateSubscription(tx: Executor, id: number, values: Partial<typeof subscriptions.$inferInsert>) {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  return row;
}
