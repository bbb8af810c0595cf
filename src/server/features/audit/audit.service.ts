import type { Executor } from '../../db/client';
import { auditTrail } from '../../db/schema';

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
