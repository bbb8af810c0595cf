import type { DecisionResponse, PlatformBusiness } from '#shared/contracts/admin';
import { fromCents } from '#shared/domain/money';
import type { BusinessStatus } from '#shared/permissions';
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { businessModules as subs } from '#server/features/subscriptions';
import * as repo from './admin-businesses.repo';

export async function listBusinesses(db: Database, status?: BusinessStatus): Promise<PlatformBusiness[]> {
  const rows = await repo.listBusinesses(db, status);
  const mods = await repo.modulesOf(
    db,
    rows.map((r) => r.business.id),
  );
  return rows.map(({ business: b, monthlyAmountCents, nextBillingDate, userCount }) => ({
    id: b.id,
    name: b.name,
    ownerName: b.ownerName,
    email: b.email,
    phone: b.phone,
    status: b.status,
    modules: mods.get(b.id) ?? [],
    monthlyAmount: fromCents(monthlyAmountCents ?? 0),
    nextBillingDate: nextBillingDate ?? null,
    userCount: Number(userCount),
    suspensionReason: b.suspensionReason,
    suspendedAt: b.suspendedAt?.toISOString() ?? null,
    createdAt: b.createdAt.toISOString(),
  }));
}

/**
 * Suspends an active business: from its users' next request every business route answers
 * BUSINESS_SUSPENDED with the reason (plugins/access.ts); their data and sessions stay as they were.
 */
export async function suspendBusiness(db: Database, businessId: number, adminId: string, reason: string): Promise<DecisionResponse> {
  return db.transaction(async (tx) => {
    const business = await subs.lockBusiness(tx, businessId);
    if (!business) throw new AppError('BUSINESS_NOT_FOUND');
    if (business.status !== 'active') throw new AppError('SUSPEND_NEEDS_ACTIVE', { params: { status: business.status } });
    await repo.setSuspension(tx, businessId, { reason });
    await writeAudit(tx, {
      businessId,
      userId: adminId,
      action: 'business.suspend',
      entityType: 'business',
      entityId: businessId,
      before: { status: business.status },
      after: { status: 'suspended', reason },
    });
    return { id: businessId, status: 'suspended' };
  });
}

export async function reactivateBusiness(db: Database, businessId: number, adminId: string): Promise<DecisionResponse> {
  return db.transaction(async (tx) => {
    const business = await subs.lockBusiness(tx, businessId);
    if (!business) throw new AppError('BUSINESS_NOT_FOUND');
    if (business.status !== 'suspended') throw new AppError('REACTIVATE_NEEDS_SUSPENDED', { params: { status: business.status } });
    await repo.setSuspension(tx, businessId, null);
    await writeAudit(tx, {
      businessId,
      userId: adminId,
      action: 'business.reactivate',
      entityType: 'business',
      entityId: businessId,
      before: { status: business.status, reason: business.suspensionReason },
      after: { status: 'active' },
    });
    return { id: businessId, status: 'active' };
  });
}
