/** Drawer opens: every query scoped by the business. */
import { and, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { drawerOpens, shifts, terminals, users } from '#server/db/schema';

export async function insertDrawerOpen(
  db: Executor,
  values: { businessId: number; userId: string; shiftId: number | null; terminalId: number | null; reason: string },
) {
  const [row] = await db.insert(drawerOpens).values(values).returning();
  return row;
}

/** The user's open shift in the business (its Z counts the open); undefined: none open. */
export async function findOpenShiftId(db: Executor, businessId: number, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.businessId, businessId), eq(shifts.userId, userId), isNull(shifts.closedAt)))
    .limit(1);
  return row?.id;
}

/** The business's terminal with this id (undefined: none, or another business's). */
export async function findTerminal(db: Executor, businessId: number, id: number) {
  const [row] = await db
    .select({ id: terminals.id, code: terminals.code })
    .from(terminals)
    .where(and(eq(terminals.businessId, businessId), eq(terminals.id, id)))
    .limit(1);
  return row;
}

const userName = sql<string | null>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`;

/** Newest first, at most `limit`; `from` inclusive, `to` exclusive. */
export async function listDrawerOpens(db: Executor, businessId: number, range: { from?: Date; to?: Date }, limit: number) {
  const where: (SQL | undefined)[] = [
    eq(drawerOpens.businessId, businessId),
    range.from ? gte(drawerOpens.openedAt, range.from) : undefined,
    range.to ? lt(drawerOpens.openedAt, range.to) : undefined,
  ];
  return db
    .select({
      id: drawerOpens.id,
      reason: drawerOpens.reason,
      openedAt: drawerOpens.openedAt,
      userId: drawerOpens.userId,
      userName,
      shiftId: drawerOpens.shiftId,
      terminalId: drawerOpens.terminalId,
      terminalCode: terminals.code,
    })
    .from(drawerOpens)
    .leftJoin(users, eq(users.id, drawerOpens.userId))
    .leftJoin(terminals, and(eq(terminals.businessId, drawerOpens.businessId), eq(terminals.id, drawerOpens.terminalId)))
    .where(and(...where))
    .orderBy(desc(drawerOpens.openedAt), desc(drawerOpens.id))
    .limit(limit);
}
