import { sql } from 'drizzle-orm';
import type { AdminMetrics, DecisionResponse, PendingAddon, PendingBusiness } from '#shared/contracts/admin';
import { computeAddonPrice } from '#shared/domain/subscription-pricing';
import { fromCents } from '#shared/domain/money';
import { DEFAULT_TIME_ZONE, toZonedDateString, zonedMidnight, zonedParts } from '#shared/domain/time-zone';
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { paymentProofUrl } from '#server/features/subscriptions';
import { getBusinessTimeZone } from '#server/kernel/business-time-zone';
import { businessModules as subs } from '#server/features/subscriptions';
import * as repo from './admin.repo';

const GROWTH_MONTHS = 6;

/** The platform's months are Sri Lanka's calendar months (the shops' default zone), not UTC's. */
function lastMonths(now: Date, n: number): string[] {
  const out: string[] = [];
  const today = zonedParts(now, DEFAULT_TIME_ZONE);
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(today.year, today.month - 1 - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

export async function getMetrics(db: Database, now = new Date()): Promise<AdminMetrics> {
  const months = lastMonths(now, GROWTH_MONTHS);
  const [y, mo] = months[0].split('-').map(Number);
  const since = zonedMidnight(y, mo, 1, DEFAULT_TIME_ZONE);
  const [m, growth] = await Promise.all([repo.readMetrics(db), repo.countBusinessesByMonth(db, since, DEFAULT_TIME_ZONE)]);
  return {
    totalCustomers: m.totalCustomers,
    monthlyRevenue: fromCents(m.monthlyRevenueCents),
    activeSubscriptions: m.activeSubscriptions,
    pendingApprovals: m.pendingBusinesses + m.pendingAddons,
    pendingBusinesses: m.pendingBusinesses,
    pendingAddons: m.pendingAddons,
    businessesByMonth: months.map((month) => ({ month, count: growth.find((g) => g.month === month)?.count ?? 0 })),
  };
}

async function moduleNames(db: Database) {
  const all = await subs.listAllModules(db);
  return (ids: number[]) => all.filter((m) => ids.includes(m.id)).map((m) => ({ id: m.id, key: m.key, name: m.name }));
}

export async function listPendingBusinesses(db: Database): Promise<PendingBusiness[]> {
  const [rows, names] = await Promise.all([repo.listPendingBusinesses(db), moduleNames(db)]);
  return rows.map(({ business: b, subscription: s }) => ({
    id: b.id,
    name: b.name,
    ownerName: b.ownerName,
    email: b.email,
    phone: b.phone,
    address: b.address,
    registrationNumber: b.registrationNumber,
    status: b.status,
    createdAt: b.createdAt.toISOString(),
    subscription: s
      ? {
          id: s.id,
          modules: names(s.selectedModules),
          monthlyAmount: fromCents(s.monthlyAmountCents),
          setupFee: fromCents(s.setupFeeCents),
          paymentProofUrl: paymentProofUrl(s),
        }
      : null,
  }));
}

export async function listPendingAddons(db: Database): Promise<PendingAddon[]> {
  const [rows, names] = await Promise.all([repo.listPendingAddons(db), moduleNames(db)]);
  return rows.map(({ subscription: s, businessName }) => ({
    id: s.id,
    businessId: s.businessId,
    businessName,
    modules: names(s.selectedModules),
    monthlyAmount: fromCents(s.monthlyAmountCents),
    paymentProofUrl: paymentProofUrl(s),
    createdAt: s.createdAt.toISOString(),
  }));
}

/** Business and subscription active; the requested modules usable from the owner's next request. */
export async function approveBusiness(db: Database, businessId: number, adminId: string): Promise<DecisionResponse> {
  return db.transaction(async (tx) => {
    const business = await subs.lockBusiness(tx, businessId);
    if (!business) throw new AppError('BUSINESS_NOT_FOUND');
    if (business.status !== 'pending') throw new AppError('BUSINESS_NOT_AWAITING_APPROVAL', { params: { status: business.status } });
    const sub = await repo.findPendingInitial(tx, businessId);
    if (!sub) throw new AppError('NO_SUBSCRIPTION_AWAITING');
    await repo.setBusinessStatus(tx, businessId, 'active', null);
    // A month from the shop's today, not the database server's (UTC after 18:30 in Colombo).
    const today = toZonedDateString(new Date(), await getBusinessTimeZone(tx, businessId));
    const approved = await repo.updateSubscription(tx, sub.id, {
      status: 'active',
      rejectionReason: null,
      approvedAt: new Date(),
      approvedBy: adminId,
      nextBillingDate: sql`(${today}::date + interval '1 month')::date` as unknown as string,
    });
    await subs.addBusinessModules(tx, businessId, sub.selectedModules);
    await writeAudit(tx, {
      businessId,
      userId: adminId,
      action: 'business.approve',
      entityType: 'business',
      entityId: businessId,
      before: { status: business.status },
      after: { status: 'active', subscriptionId: sub.id, modules: sub.selectedModules, nextBillingDate: approved.nextBillingDate },
    });
    return { id: businessId, status: 'active' };
  });
}

export async function rejectBusiness(db: Database, businessId: number, adminId: string, reason: string): Promise<DecisionResponse> {
  return db.transaction(async (tx) => {
    const business = await subs.lockBusiness(tx, businessId);
    if (!business) throw new AppError('BUSINESS_NOT_FOUND');
    if (business.status !== 'pending') throw new AppError('BUSINESS_NOT_AWAITING_APPROVAL', { params: { status: business.status } });
    const sub = await repo.findPendingInitial(tx, businessId);
    await repo.setBusinessStatus(tx, businessId, 'rejected', reason);
    if (sub) await repo.updateSubscription(tx, sub.id, { status: 'rejected', rejectionReason: reason });
    await writeAudit(tx, {
      businessId,
      userId: adminId,
      action: 'business.reject',
      entityType: 'business',
      entityId: businessId,
      before: { status: business.status },
      after: { status: 'rejected', reason, subscriptionId: sub?.id ?? null },
    });
    return { id: businessId, status: 'rejected' };
  });
}

/** Adds the modules and moves the subscription to the new monthly amount (package discount included). */
export async function approveAddon(db: Database, addonId: number, adminId: string): Promise<DecisionResponse> {
  return db.transaction(async (tx) => {
    const found = await repo.findAddon(tx, addonId);
    if (!found) throw new AppError('ADDON_REQUEST_NOT_FOUND');
    const business = await subs.lockBusiness(tx, found.businessId);
    const addon = await repo.findAddon(tx, addonId);
    if (!business || !addon) throw new AppError('ADDON_REQUEST_NOT_FOUND');
    if (addon.status !== 'pending') throw new AppError('ADDON_ALREADY_DECIDED', { params: { status: addon.status } });
    if (business.status !== 'active') throw new AppError('ADDON_NEEDS_ACTIVE_BUSINESS');
    const main = await repo.findActiveInitial(tx, business.id);
    if (!main) throw new AppError('NO_ACTIVE_SUBSCRIPTION');
    const offered = await subs.listActiveModules(tx);
    const current = await subs.listBusinessModuleIds(tx, business.id);
    const adding = addon.selectedModules.filter((id) => !current.includes(id));
    const price = computeAddonPrice({
      currentModulePricesCents: offered.filter((m) => current.includes(m.id)).map((m) => m.monthlyPriceCents),
      addonModulePricesCents: offered.filter((m) => adding.includes(m.id)).map((m) => m.monthlyPriceCents),
      totalModuleCount: offered.length,
    });
    await subs.addBusinessModules(tx, business.id, adding);
    await repo.updateSubscription(tx, main.id, {
      selectedModules: [...new Set([...current, ...adding])].sort((a, b) => a - b),
      monthlyAmountCents: price.newMonthlyAmountCents,
    });
    await repo.updateSubscription(tx, addon.id, {
      status: 'active',
      monthlyAmountCents: price.addedAmountCents,
      approvedAt: new Date(),
      approvedBy: adminId,
    });
    await writeAudit(tx, {
      businessId: business.id,
      userId: adminId,
      action: 'subscription.addon_approve',
      entityType: 'subscription',
      entityId: addon.id,
      before: { monthlyAmountCents: main.monthlyAmountCents, modules: current },
      after: { monthlyAmountCents: price.newMonthlyAmountCents, added: adding },
    });
    return { id: addon.id, status: 'active' };
  });
}

export async function rejectAddon(db: Database, addonId: number, adminId: string, reason: string): Promise<DecisionResponse> {
  return db.transaction(async (tx) => {
    const found = await repo.findAddon(tx, addonId);
    if (!found) throw new AppError('ADDON_REQUEST_NOT_FOUND');
    await subs.lockBusiness(tx, found.businessId);
    const addon = await repo.findAddon(tx, addonId);
    if (!addon) throw new AppError('ADDON_REQUEST_NOT_FOUND');
    if (addon.status !== 'pending') throw new AppError('ADDON_ALREADY_DECIDED', { params: { status: addon.status } });
    await repo.updateSubscription(tx, addon.id, { status: 'rejected', rejectionReason: reason });
    await writeAudit(tx, {
      businessId: addon.businessId,
      userId: adminId,
      action: 'subscription.addon_reject',
      entityType: 'subscription',
      entityId: addon.id,
      after: { status: 'rejected', reason },
    });
    return { id: addon.id, status: 'rejected' };
  });
}
