/** The Audit tab: the business's audit trail, newest first, filtered by action, entity and local dates. */
import type { z } from 'zod';
import type { AuditPage, AuditQuery } from '#shared/contracts/tax';
import type { Executor } from '#server/db/client';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import * as repo from './tax-audit.repo';
import { addDays, localDayStart } from './tax-dates';

type AuditDbRow = Awaited<ReturnType<typeof repo.auditPage>>['rows'][number];
export const toAuditRow = (r: AuditDbRow) => ({
  id: r.id,
  action: r.action,
  entityType: r.entityType,
  entityId: r.entityId,
  timestamp: r.createdAt.toISOString(),
  userId: r.userId,
  userName: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email || null,
});

export async function getAuditPage(db: Executor, businessId: number, q: z.output<typeof AuditQuery>): Promise<AuditPage> {
  const tz = await getBusinessTimeZone(db, businessId);
  const start = q.from ? localDayStart(q.from, tz) : null;
  const end = q.to ? localDayStart(addDays(q.to, 1), tz) : null;
  const { total, rows } = await repo.auditPage(
    db,
    businessId,
    { action: q.action, verb: q.verb, entityType: q.entityType, start, end },
    q.pageSize,
    (q.page - 1) * q.pageSize,
  );
  return { items: rows.map(toAuditRow), total, page: q.page, pageSize: q.pageSize };
}
