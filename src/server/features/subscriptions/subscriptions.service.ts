import {
  AddonInput,
  ApplicationInput,
  SUBSCRIPTION_PATHS,
  type AddonResponse,
  type ApplicationResponse,
  type BusinessSubscription,
} from '#shared/contracts/subscriptions';
import { computeAddonPrice, computeSubscriptionPrice } from '#shared/domain/subscription-pricing';
import { fromCents } from '#shared/domain/money';
import type { Database, Executor } from '#server/db/client';
import { bindTransaction } from '#server/db/request-context';
import { AppError, invalidFields } from '#server/lib/app-error';
import type { AuthContext } from '#server/plugins/session';
import { writeAudit } from '#server/kernel/audit';
import { proofRequired, type ParsedMultipart, type StoredProof } from './payment-proof';
import { readProof, saveProof } from './proof-store';
import * as repo from './subscriptions.repo';

const noModules = () => new AppError('NO_MODULES_SELECTED');

function parseFields<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  fields: Record<string, string>,
): T {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  // The specified order: modules first, then the slip, then the business details.
  if (issues.some((i) => i.path[0] === 'selectedModules')) throw noModules();
  throw invalidFields(issues, (i) => String(i.path[0] ?? '_'));
}

/** Every chosen id must be an offered module: unknown or retired ones are refused, not ignored. */
async function resolveModules(db: Executor, ids: number[]) {
  const offered = await repo.listActiveModules(db);
  const chosen = offered.filter((m) => ids.includes(m.id));
  if (chosen.length !== ids.length) throw new AppError('UNKNOWN_MODULES');
  return { offered, chosen };
}

export const paymentProofUrl = (sub: { id: number; paymentProofPath: string | null }) =>
  sub.paymentProofPath ? SUBSCRIPTION_PATHS.paymentProof(sub.id) : null;

/**
 * A new application: the business (or the rejected one, resubmitted) and its subscription, both
 * pending, with the applicant as owner. The price is the server's; client amounts are ignored.
 */
export async function applyForSubscription(db: Database, auth: AuthContext, upload: ParsedMultipart): Promise<ApplicationResponse> {
  if (auth.user.role === 'cashier') throw new AppError('FORBIDDEN_action');
  const input = parseFields(ApplicationInput, upload.fields);
  if (!upload.proof) throw proofRequired();
  const proof = upload.proof;
  return await db.transaction(async (tx) => {
    await repo.lockUser(tx, auth.user.id);
    const { offered, chosen } = await resolveModules(tx, input.selectedModules);
    const membership = await repo.findMembership(tx, auth.user.id);
    const details = {
      name: input.businessName,
      ownerName: input.ownerName,
      email: input.email,
      phone: input.phone,
      address: input.address,
      registrationNumber: input.registrationNumber,
    };
    let business: repo.BusinessRow;
    let isFirstApplication = true;
    if (!membership) {
      business = await repo.insertBusiness(tx, details, auth.user.id);
    } else if (membership.status === 'rejected' && membership.role === 'owner') {
      await repo.lockBusiness(tx, membership.businessId);
      isFirstApplication = (await repo.countInitialSubscriptions(tx, membership.businessId)) === 0;
      business = await repo.resubmitBusiness(tx, membership.businessId, details);
    } else {
      throw new AppError(membership.status === 'pending' ? 'APPLICATION_PENDING' : 'ALREADY_IN_BUSINESS');
    }
    const price = computeSubscriptionPrice({
      modulePricesCents: chosen.map((m) => m.monthlyPriceCents),
      totalModuleCount: offered.length,
      isFirstApplication,
    });
    const sub = await repo.insertSubscription(tx, {
      businessId: business.id,
      kind: 'initial',
      selectedModules: chosen.map((m) => m.id),
      monthlyAmountCents: price.monthlyAmountCents,
      setupFeeCents: price.setupFeeCents,
      status: 'pending',
      ...proofColumns(proof),
    });
    // The slip commits with its subscription (or not at all): no file without its row.
    await saveProof(tx, business.id, proof);
    await writeAudit(tx, {
      businessId: business.id,
      userId: auth.user.id,
      action: isFirstApplication ? 'subscription.apply' : 'subscription.reapply',
      entityType: 'subscription',
      entityId: sub.id,
      after: {
        business: details,
        selectedModules: sub.selectedModules,
        monthlyAmountCents: sub.monthlyAmountCents,
        setupFeeCents: sub.setupFeeCents,
      },
    });
    return {
      subscriptionId: sub.id,
      businessId: business.id,
      status: 'pending' as const,
      monthlyAmount: fromCents(sub.monthlyAmountCents),
      setupFee: fromCents(sub.setupFeeCents),
    };
  });
}

function proofColumns(proof: StoredProof) {
  return { paymentProofPath: proof.storedName, paymentProofName: proof.originalName, paymentProofType: proof.type };
}

/** An add-on request of an active business: modules it lacks, with a slip; one pending at a time. */
export async function requestAddon(db: Database, businessId: number, userId: string, upload: ParsedMultipart): Promise<AddonResponse> {
  const input = parseFields(AddonInput, upload.fields);
  if (!upload.proof) throw proofRequired();
  const proof = upload.proof;
  return await db.transaction(async (tx) => {
    const business = await repo.lockBusiness(tx, businessId);
    if (!business) throw new AppError('BUSINESS_NOT_FOUND');
    const { offered, chosen } = await resolveModules(tx, input.selectedModules);
    const current = await repo.listBusinessModuleIds(tx, businessId);
    const adding = chosen.filter((m) => !current.includes(m.id));
    if (!adding.length) throw new AppError('NO_MODULES_SELECTED_owned');
    if (await repo.findPendingAddon(tx, businessId)) throw new AppError('ADDON_PENDING');
    const price = computeAddonPrice({
      currentModulePricesCents: offered.filter((m) => current.includes(m.id)).map((m) => m.monthlyPriceCents),
      addonModulePricesCents: adding.map((m) => m.monthlyPriceCents),
      totalModuleCount: offered.length,
    });
    const sub = await repo.insertSubscription(tx, {
      businessId,
      kind: 'addon',
      selectedModules: adding.map((m) => m.id),
      monthlyAmountCents: price.addedAmountCents,
      setupFeeCents: 0,
      status: 'pending',
      ...proofColumns(proof),
    });
    await saveProof(tx, businessId, proof);
    await writeAudit(tx, {
      businessId,
      userId,
      action: 'subscription.addon_request',
      entityType: 'subscription',
      entityId: sub.id,
      after: {
        selectedModules: sub.selectedModules,
        addedAmountCents: price.addedAmountCents,
        newMonthlyAmountCents: price.newMonthlyAmountCents,
      },
    });
    return {
      subscriptionId: sub.id,
      status: 'pending' as const,
      monthlyAmount: fromCents(price.addedAmountCents),
      newMonthlyAmount: fromCents(price.newMonthlyAmountCents),
    };
  });
}

export async function getBusinessSubscription(db: Database, businessId: number): Promise<BusinessSubscription> {
  const business = await repo.findBusiness(db, businessId);
  if (!business) throw new AppError('BUSINESS_NOT_FOUND');
  const [initial, addon, moduleIds] = await Promise.all([
    repo.findLatestSubscription(db, businessId, 'initial'),
    repo.findLatestSubscription(db, businessId, 'addon'),
    repo.listBusinessModuleIds(db, businessId),
  ]);
  const status = initial?.status ?? 'none';
  return {
    id: initial?.id ?? null,
    status,
    businessStatus: business.status,
    monthlyAmount: fromCents(initial?.monthlyAmountCents ?? 0),
    setupFee: fromCents(initial?.setupFeeCents ?? 0),
    selectedModules: status === 'active' ? moduleIds : (initial?.selectedModules ?? []),
    paymentProofUrl: initial ? paymentProofUrl(initial) : null,
    rejectionReason: initial?.rejectionReason ?? business.rejectionReason ?? null,
    approvedAt: initial?.approvedAt?.toISOString() ?? null,
    nextBillingDate: initial?.nextBillingDate ?? null,
    business: { name: business.name, ownerName: business.ownerName },
    latestAddon: addon
      ? {
          id: addon.id,
          status: addon.status,
          selectedModules: addon.selectedModules,
          monthlyAmount: fromCents(addon.monthlyAmountCents),
          rejectionReason: addon.rejectionReason,
          createdAt: addon.createdAt.toISOString(),
        }
      : null,
  };
}

/**
 * A bank slip, for the business's own admins and the super admin only; anyone else gets the same
 * 404 as a missing slip.
 */
export async function openPaymentProof(db: Database, auth: AuthContext, subscriptionId: number, uploadsDir: string) {
  const sub = await repo.findSubscriptionById(db, subscriptionId);
  const isPlatform = auth.user.role === 'super_admin';
  const isOwnAdmin =
    !!sub && auth.business?.id === sub.businessId && (auth.business.membershipRole === 'owner' || auth.business.membershipRole === 'admin');
  if (!sub || !sub.paymentProofPath || !(isPlatform || isOwnAdmin)) throw new AppError('PAYMENT_PROOF_NOT_FOUND');
  // The super admin reads the slip of the business that applied: this one row, after the check above.
  if (isPlatform) await bindTransaction(db, { businessId: sub.businessId, platform: false });
  const content = await readProof(db, sub.businessId, sub.paymentProofPath, uploadsDir);
  if (!content) throw new AppError('PAYMENT_PROOF_NOT_FOUND');
  const ext = sub.paymentProofType === 'application/pdf' ? 'pdf' : sub.paymentProofType === 'image/png' ? 'png' : 'jpg';
  const base =
    (sub.paymentProofName ?? '')
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w\- ]+/g, '_')
      .slice(0, 80) || 'payment-proof';
  return {
    content,
    size: content.length,
    type: sub.paymentProofType ?? 'application/octet-stream',
    fileName: `${base}.${ext}`,
  };
}
