import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { auditTrail } from '../db/schema';

export interface AuditEntry {
  businessId?: number | null;
  userId?: string | null;
  action: string;
  entityType: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  ipAddress?: string | null;
}

/** Append-only audit: called inside the transaction of the change it records. */
export async function writeAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditTrail).values({
    businessId: entry.businessId ?? null,
    userId: entry.userId ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: entry.ipAddress ?? null,
  });
}

/**
 * The same append as `writeAudit`, as a statement to run inside a larger one (a data-modifying
 * CTE), so a hot path writes its audit entry without a round trip of its own. Each value is a
 * parameter or SQL: a placeholder of a compiled statement (db/prepared.ts), or an id the same
 * statement generates.
 */
export function auditInsertStatement(v: {
  businessId: unknown;
  userId: unknown;
  action: string;
  entityType: string;
  /** Text. */
  entityId: SQL;
  /** jsonb. */
  after: SQL;
}): SQL {
  return sql`insert into ${auditTrail} (business_id, user_id, action, entity_type, entity_id, after)
    values (${v.businessId}, ${v.userId}, ${v.action}, ${v.entityType}, ${v.entityId}, ${v.after})`;
}
