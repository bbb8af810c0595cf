/** READS (never writes) the audit trail — append-only, written only by writeAudit — for the Audit tab and its export. */
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { auditTrail, users } from '#server/db/schema';

export type AuditFilter = {
  action?: string | null;
  /** One of AUDIT_VERBS (checked by the contract): the action's last part. */
  verb?: string | null;
  entityType?: string | null;
  start?: Date | null;
  end?: Date | null;
};

function auditWhere(businessId: number, f: AuditFilter) {
  const conds = [eq(auditTrail.businessId, businessId)];
  if (f.action) conds.push(eq(auditTrail.action, f.action));
  if (f.verb) conds.push(sql`right(${auditTrail.action}, ${f.verb.length + 1}) = ${`.${f.verb}`}`);
  if (f.entityType) conds.push(eq(auditTrail.entityType, f.entityType));
  if (f.start) conds.push(gte(auditTrail.createdAt, f.start));
  if (f.end) conds.push(lt(auditTrail.createdAt, f.end));
  return and(...conds);
}

const auditColumns = {
  id: auditTrail.id,
  action: auditTrail.action,
  entityType: auditTrail.entityType,
  entityId: auditTrail.entityId,
  createdAt: auditTrail.createdAt,
  userId: auditTrail.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** The newest entries only (the panel's preview): no count, one round trip. */
export async function recentAudit(db: Executor, businessId: number, limit: number) {
  return db
    .select(auditColumns)
    .from(auditTrail)
    .leftJoin(users, eq(users.id, auditTrail.userId))
    .where(eq(auditTrail.businessId, businessId))
    .orderBy(desc(auditTrail.createdAt), desc(auditTrail.id))
    .limit(limit);
}

export async function auditPage(db: Executor, businessId: number, f: AuditFilter, limit: number, offset: number) {
  const where = auditWhere(businessId, f);
  const [totalRow] = await db.select({ n: count() }).from(auditTrail).where(where);
  const rows = await db
    .select(auditColumns)
    .from(auditTrail)
    .leftJoin(users, eq(users.id, auditTrail.userId))
    .where(where)
    .orderBy(desc(auditTrail.createdAt), desc(auditTrail.id))
    .limit(limit)
    .offset(offset);
  return { total: totalRow?.n ?? 0, rows };
}
