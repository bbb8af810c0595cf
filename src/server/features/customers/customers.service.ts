import type { z } from 'zod';
import {
  CUSTOMER_MESSAGES,
  splitCustomerName,
  type Customer,
  type CustomerCreateInput,
  type CustomerSale,
  type CustomerUpdateInput,
  type Interaction,
  type InteractionInput,
  type LoyaltyAdjustmentInput,
  type LoyaltyEntry,
  type LoyaltyProgram,
  type LoyaltyProgramInput,
} from '../../../shared/contracts/customers';
import { formatCustomerCode, toLocalPhone } from '../../../shared/domain/crm';
import {
  computeCustomerTotalsAfterSale,
  computePointsEarned,
  computeRedemptionDiscountCents,
  LOYALTY_TIERS,
  validateRedemption,
  type LoyaltyTierDefinition,
  type LoyaltyTierName,
} from '../../../shared/domain/loyalty';
import { fromBasisPoints, fromCents, fromScaledInteger, toBasisPoints, toCents } from '../../../shared/domain/money';
import { normalizePhone } from '../../../shared/domain/phone';
import type { Database, Executor, Tx } from '../../db/client';
import { AppError, badRequest, conflict, isUniqueViolation, notFound } from '../../lib/app-error';
import { writeAudit } from '../audit/audit.service';
import { getBusinessSettings } from '../settings/settings.service';
import * as repo from './customers.repo';

type Ctx = { businessId: number; userId: string };

// ---------------------------------------------------------------- shapes

export function displayName(c: { firstName: string; lastName: string | null }): string {
  return [c.firstName, c.lastName].filter(Boolean).join(' ');
}

export function toCustomerResponse(c: repo.CustomerWithPoints): Customer {
  return {
    id: c.id,
    customerCode: c.customerCode,
    firstName: c.firstName,
    lastName: c.lastName,
    name: displayName(c),
    phone: c.phone,
    email: c.email,
    address: c.address,
    city: c.city,
    customerType: c.customerType,
    rating: c.rating,
    notes: c.notes,
    totalSpent: fromCents(c.totalSpentCents),
    totalPurchases: c.totalPurchases,
    averageOrderValue: fromCents(c.averageOrderValueCents),
    lastPurchaseDate: c.lastPurchaseDate ? c.lastPurchaseDate.toISOString() : null,
    loyaltyPoints: c.loyaltyPoints,
    loyaltyTier: c.loyaltyTier,
    emailOptIn: c.emailOptIn,
    smsOptIn: c.smsOptIn,
    whatsappOptIn: c.whatsappOptIn,
    tags: c.tags ?? [],
    createdAt: c.createdAt.toISOString(),
  };
}

function toLoyaltyEntry(e: repo.LoyaltyEntryRow): LoyaltyEntry {
  return {
    id: e.id,
    pointsEarned: e.pointsEarned,
    pointsRedeemed: e.pointsRedeemed,
    pointsBalance: e.pointsBalance,
    transactionType: e.transactionType,
    transactionAmount: e.transactionAmountCents == null ? null : fromCents(e.transactionAmountCents),
    saleId: e.saleId,
    description: e.description,
    createdAt: e.createdAt.toISOString(),
  };
}

// ---------------------------------------------------------------- loyalty programme

type ProgramValues = {
  tiers: LoyaltyTierDefinition[];
  centsPerPoint: number;
};

function programValues(row: repo.LoyaltyProgramRow | undefined): ProgramValues {
  if (!row) return { tiers: [...LOYALTY_TIERS], centsPerPoint: 100 };
  return {
    tiers: [
      { tier: 'bronze', minSpentCents: 0, discountPercent: 0 },
      { tier: 'silver', minSpentCents: row.silverMinSpentCents, discountPercent: fromBasisPoints(row.silverDiscountBp) },
      { tier: 'gold', minSpentCents: row.goldMinSpentCents, discountPercent: fromBasisPoints(row.goldDiscountBp) },
      { tier: 'platinum', minSpentCents: row.platinumMinSpentCents, discountPercent: fromBasisPoints(row.platinumDiscountBp) },
    ],
    centsPerPoint: row.centsPerPoint,
  };
}

/** The business's tiers and point value (the shared defaults until the programme is edited). */
export async function getLoyaltyProgramValues(db: Executor, businessId: number): Promise<ProgramValues> {
  return programValues(await repo.findLoyaltyProgram(db, businessId));
}

function toProgramResponse(v: ProgramValues): LoyaltyProgram {
  const by = (t: LoyaltyTierName) => v.tiers.find((d) => d.tier === t)!;
  return {
    silverMinSpent: fromCents(by('silver').minSpentCents),
    goldMinSpent: fromCents(by('gold').minSpentCents),
    platinumMinSpent: fromCents(by('platinum').minSpentCents),
    silverDiscountPercent: by('silver').discountPercent,
    goldDiscountPercent: by('gold').discountPercent,
    platinumDiscountPercent: by('platinum').discountPercent,
    rupeesPerPoint: fromCents(v.centsPerPoint),
  };
}

export async function getLoyaltyProgram(db: Executor, businessId: number): Promise<LoyaltyProgram> {
  return toProgramResponse(await getLoyaltyProgramValues(db, businessId));
}

export async function saveLoyaltyProgram(db: Database, ctx: Ctx, input: z.output<typeof LoyaltyProgramInput>): Promise<LoyaltyProgram> {
  return db.transaction(async (tx) => {
    const before = await getLoyaltyProgram(tx, ctx.businessId);
    const row = await repo.upsertLoyaltyProgram(tx, {
      businessId: ctx.businessId,
      silverMinSpentCents: toCents(input.silverMinSpent),
      goldMinSpentCents: toCents(input.goldMinSpent),
      platinumMinSpentCents: toCents(input.platinumMinSpent),
      silverDiscountBp: toBasisPoints(input.silverDiscountPercent),
      goldDiscountBp: toBasisPoints(input.goldDiscountPercent),
      platinumDiscountBp: toBasisPoints(input.platinumDiscountPercent),
      centsPerPoint: toCents(input.rupeesPerPoint),
    });
    // Tiers follow the new thresholds at once.
    await repo.recomputeTiers(tx, ctx.businessId, {
      silver: row.silverMinSpentCents,
      gold: row.goldMinSpentCents,
      platinum: row.platinumMinSpentCents,
    });
    const after = toProgramResponse(programValues(row));
    await writeAudit(tx, {
      ...ctx,
      action: 'loyalty_program.update',
      entityType: 'loyalty_program',
      entityId: ctx.businessId,
      before,
      after,
    });
    return after;
  });
}

// ---------------------------------------------------------------- customers

export async function listCustomers(db: Executor, businessId: number): Promise<Customer[]> {
  return (await repo.listCustomers(db, businessId)).map(toCustomerResponse);
}

async function requireCustomer(db: Executor, businessId: number, id: number): Promise<repo.CustomerWithPoints> {
  const c = await repo.getCustomer(db, businessId, id);
  if (!c) throw notFound('Customer');
  return c;
}

export async function getCustomerById(db: Executor, businessId: number, id: number): Promise<Customer> {
  return toCustomerResponse(await requireCustomer(db, businessId, id));
}

type ProfileValues = Partial<typeof import('../../db/schema').customers.$inferInsert>;

/** Maps accepted profile fields to columns; `name` is split; absent fields stay untouched. */
function profileValues(input: z.output<typeof CustomerUpdateInput>): ProfileValues {
  const v: ProfileValues = {};
  if (input.name) Object.assign(v, splitCustomerName(input.name));
  if (input.firstName) v.firstName = input.firstName;
  if (input.lastName !== undefined) v.lastName = input.lastName;
  if (input.phone !== undefined) {
    v.phone = toLocalPhone(input.phone);
    v.phoneNormalized = normalizePhone(input.phone);
  }
  for (const key of [
    'email',
    'address',
    'city',
    'customerType',
    'rating',
    'notes',
    'emailOptIn',
    'smsOptIn',
    'whatsappOptIn',
    'tags',
  ] as const) {
    if (input[key] !== undefined) (v as Record<string, unknown>)[key] = input[key];
  }
  if (v.tags) v.tags = [...new Set(v.tags)];
  return v;
}

function phoneConflict(err: unknown): never {
  if (isUniqueViolation(err, 'customers_business_phone_key')) throw conflict(CUSTOMER_MESSAGES.phoneTaken);
  throw err;
}

export async function createCustomer(db: Database, ctx: Ctx, input: z.output<typeof CustomerCreateInput>): Promise<Customer> {
  const values = profileValues(input);
  if (!values.firstName) throw badRequest(CUSTOMER_MESSAGES.nameRequired, { name: [CUSTOMER_MESSAGES.nameRequired] });
  try {
    return await db.transaction(async (tx) => {
      await repo.lockCustomerCodes(tx, ctx.businessId);
      const code = formatCustomerCode((await repo.maxCustomerCodeNumber(tx, ctx.businessId)) + 1);
      const row = await repo.insertCustomer(tx, {
        ...values,
        firstName: values.firstName!,
        businessId: ctx.businessId,
        customerCode: code,
        customerType: values.customerType ?? 'regular',
      });
      const created = toCustomerResponse({ ...row, loyaltyPoints: 0 });
      await writeAudit(tx, { ...ctx, action: 'customer.create', entityType: 'customer', entityId: row.id, after: created });
      return created;
    });
  } catch (err) {
    return phoneConflict(err);
  }
}

/** PUT and PATCH: profile fields only — totals and loyalty are never taken from a client. */
export async function updateCustomerProfile(
  db: Database,
  ctx: Ctx,
  id: number,
  input: z.output<typeof CustomerUpdateInput>,
): Promise<Customer> {
  const values = profileValues(input);
  try {
    return await db.transaction(async (tx) => {
      const locked = await repo.lockCustomer(tx, ctx.businessId, id);
      if (!locked) throw notFound('Customer');
      const before = await requireCustomer(tx, ctx.businessId, id);
      if (Object.keys(values).length) await repo.updateCustomer(tx, ctx.businessId, id, values);
      const after = await requireCustomer(tx, ctx.businessId, id);
      await writeAudit(tx, {
        ...ctx,
        action: 'customer.update',
        entityType: 'customer',
        entityId: id,
        before: toCustomerResponse(before),
        after: toCustomerResponse(after),
      });
      return toCustomerResponse(after);
    });
  } catch (err) {
    return phoneConflict(err);
  }
}

export async function removeCustomer(db: Database, ctx: Ctx, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.getCustomer(tx, ctx.businessId, id);
    if (!before) throw notFound('Customer');
    await repo.deleteCustomer(tx, ctx.businessId, id);
    await writeAudit(tx, { ...ctx, action: 'customer.delete', entityType: 'customer', entityId: id, before: toCustomerResponse(before) });
  });
}

// ---------------------------------------------------------------- loyalty ledger

export async function listLoyaltyHistory(db: Executor, businessId: number, customerId: number): Promise<LoyaltyEntry[]> {
  await requireCustomer(db, businessId, customerId);
  return (await repo.listLoyaltyEntries(db, businessId, customerId)).map(toLoyaltyEntry);
}

/** A manual adjustment (positive or negative); the balance may not go below zero. */
export async function adjustLoyaltyPoints(
  db: Database,
  ctx: Ctx,
  customerId: number,
  input: z.output<typeof LoyaltyAdjustmentInput>,
): Promise<{ entry: LoyaltyEntry; customer: Customer }> {
  return db.transaction(async (tx) => {
    const locked = await repo.lockCustomer(tx, ctx.businessId, customerId);
    if (!locked) throw notFound('Customer');
    const balance = await repo.getLoyaltyBalance(tx, ctx.businessId, customerId);
    const next = balance + input.points;
    if (next < 0) throw badRequest(CUSTOMER_MESSAGES.insufficientPoints, { points: [`The customer has only ${balance} points`] });
    const entry = await repo.insertLoyaltyEntry(tx, {
      businessId: ctx.businessId,
      customerId,
      pointsEarned: input.points > 0 ? input.points : 0,
      pointsRedeemed: input.points < 0 ? -input.points : 0,
      pointsBalance: next,
      transactionType: 'adjusted',
      description: input.description ?? 'Manual adjustment',
      processedBy: ctx.userId,
    });
    await writeAudit(tx, {
      ...ctx,
      action: 'customer.loyalty_adjust',
      entityType: 'customer',
      entityId: customerId,
      before: { loyaltyPoints: balance },
      after: { loyaltyPoints: next, points: input.points, description: entry.description },
    });
    return { entry: toLoyaltyEntry(entry), customer: toCustomerResponse({ ...(await requireCustomer(tx, ctx.businessId, customerId)) }) };
  });
}

// ---------------------------------------------------------------- sales (called by the sales feature)

export type ApplySaleInput = {
  businessId: number;
  userId: string;
  customerId: number;
  saleId: number;
  /** The total the customer actually pays, in cents — AFTER any redemption discount. */
  totalCents: number;
  saleDate: Date;
  /** Points to redeem on this sale (validate and price them first with previewRedemption). */
  redeemPoints?: number;
};

export type ApplySaleResult = {
  pointsEarned: number;
  pointsRedeemed: number;
  redemptionDiscountCents: number;
  balance: number;
  tier: string;
};

/**
 * The customer a sale is being made to, locked for the sale's transaction: 404 'Customer not
 * found' when it does not belong to the business.
 */
export async function lockCustomerForSale(
  tx: Tx,
  businessId: number,
  customerId: number,
): Promise<{ id: number; name: string; tier: LoyaltyTierName }> {
  const c = await repo.lockCustomer(tx, businessId, customerId);
  if (!c) throw notFound('Customer');
  return { id: c.id, name: displayName(c), tier: c.loyaltyTier as LoyaltyTierName };
}

function loyaltyOff(): AppError {
  return badRequest('Loyalty points are not enabled for this business', { redeemPoints: ['Loyalty is not enabled'] });
}

/**
 * What redeeming `points` is worth, in cents — checked against the balance (400 'Insufficient
 * loyalty points') and the business's loyalty switch. Call it inside the sale's transaction
 * BEFORE computing the sale total: the discount reduces the total, and points are then earned on
 * the total actually paid (applySaleToCustomer).
 */
export async function previewRedemption(tx: Tx, input: { businessId: number; customerId: number; points: number }): Promise<number> {
  if (!Number.isSafeInteger(input.points) || input.points < 0) throw badRequest('Points must be a whole number');
  const locked = await repo.lockCustomer(tx, input.businessId, input.customerId);
  if (!locked) throw notFound('Customer');
  if (input.points === 0) return 0;
  const settings = await getBusinessSettings(tx, input.businessId);
  if (!(settings.crmEnabled && settings.loyaltyEnabled)) throw loyaltyOff();
  const balance = await repo.getLoyaltyBalance(tx, input.businessId, input.customerId);
  if (validateRedemption(balance, input.points)) throw badRequest(CUSTOMER_MESSAGES.insufficientPoints);
  const { centsPerPoint } = await getLoyaltyProgramValues(tx, input.businessId);
  return computeRedemptionDiscountCents(input.points, fromCents(centsPerPoint));
}

/**
 * Records a sale against a customer inside the sale's transaction (DECISIONS.md "Loyalty"):
 * always updates totalSpent, totalPurchases, averageOrderValue, lastPurchaseDate and the tier;
 * when CRM and loyalty are enabled, redeems `redeemPoints` (400 'Insufficient loyalty points'
 * beyond the balance) and earns floor(totalCents × pointsPerRupee) points. 404 'Customer not
 * found' for another business's customer. Any error leaves the whole transaction to roll back.
 */
export async function applySaleToCustomer(tx: Tx, input: ApplySaleInput): Promise<ApplySaleResult> {
  const customer = await repo.lockCustomer(tx, input.businessId, input.customerId);
  if (!customer) throw notFound('Customer');
  const settings = await getBusinessSettings(tx, input.businessId);
  const loyaltyActive = settings.crmEnabled && settings.loyaltyEnabled;
  const program = await getLoyaltyProgramValues(tx, input.businessId);
  const totalCents = Math.max(0, input.totalCents);
  let balance = await repo.getLoyaltyBalance(tx, input.businessId, input.customerId);

  const redeem = input.redeemPoints ?? 0;
  let redemptionDiscountCents = 0;
  if (redeem !== 0) {
    if (!Number.isSafeInteger(redeem) || redeem < 0) throw badRequest('Points must be a whole number');
    if (!loyaltyActive) throw loyaltyOff();
    if (validateRedemption(balance, redeem)) throw badRequest(CUSTOMER_MESSAGES.insufficientPoints);
    redemptionDiscountCents = computeRedemptionDiscountCents(redeem, fromCents(program.centsPerPoint));
    balance -= redeem;
    await repo.insertLoyaltyEntry(tx, {
      businessId: input.businessId,
      customerId: input.customerId,
      pointsRedeemed: redeem,
      pointsBalance: balance,
      transactionType: 'redeemed',
      transactionAmountCents: redemptionDiscountCents,
      saleId: input.saleId,
      description: `Redeemed on sale #${input.saleId}`,
      processedBy: input.userId,
    });
  }

  let pointsEarned = 0;
  if (loyaltyActive) {
    pointsEarned = computePointsEarned(totalCents, fromScaledInteger(settings.pointsPerRupeeHundredths, 2));
    if (pointsEarned > 0) {
      balance += pointsEarned;
      await repo.insertLoyaltyEntry(tx, {
        businessId: input.businessId,
        customerId: input.customerId,
        pointsEarned,
        pointsBalance: balance,
        transactionType: 'earned',
        transactionAmountCents: totalCents,
        saleId: input.saleId,
        description: `Earned on sale #${input.saleId}`,
        processedBy: input.userId,
      });
    }
  }

  const totals = computeCustomerTotalsAfterSale(
    { totalSpentCents: customer.totalSpentCents, totalPurchases: customer.totalPurchases },
    totalCents,
    program.tiers,
  );
  const lastPurchaseDate =
    customer.lastPurchaseDate && customer.lastPurchaseDate > input.saleDate ? customer.lastPurchaseDate : input.saleDate;
  await repo.updateCustomer(tx, input.businessId, input.customerId, {
    totalSpentCents: totals.totalSpentCents,
    totalPurchases: totals.totalPurchases,
    averageOrderValueCents: totals.averageOrderValueCents,
    lastPurchaseDate,
    loyaltyTier: totals.tier,
  });
  await writeAudit(tx, {
    businessId: input.businessId,
    userId: input.userId,
    action: 'customer.sale_applied',
    entityType: 'customer',
    entityId: input.customerId,
    before: { totalSpent: fromCents(customer.totalSpentCents), totalPurchases: customer.totalPurchases, loyaltyTier: customer.loyaltyTier },
    after: {
      saleId: input.saleId,
      totalSpent: fromCents(totals.totalSpentCents),
      totalPurchases: totals.totalPurchases,
      loyaltyTier: totals.tier,
      pointsEarned,
      pointsRedeemed: redeem,
      balance,
    },
  });
  return { pointsEarned, pointsRedeemed: redeem, redemptionDiscountCents, balance, tier: totals.tier };
}

// ---------------------------------------------------------------- history and interactions

export async function listCustomerSales(db: Executor, businessId: number, customerId: number): Promise<CustomerSale[]> {
  await requireCustomer(db, businessId, customerId);
  const rows = await repo.listCustomerSales(db, businessId, customerId);
  return rows.map((r) => ({
    id: r.id,
    invoiceNumber: r.invoiceNumber,
    saleDate: r.saleDate.toISOString(),
    totalAmount: fromCents(r.totalCents),
    paymentMethod: r.paymentMethod,
    paymentStatus: r.paymentStatus,
  }));
}

function toInteraction(r: repo.InteractionRow): Interaction {
  return {
    id: r.id,
    customerId: r.customerId,
    type: r.type,
    notes: r.notes,
    interactionDate: r.interactionDate.toISOString(),
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listInteractions(db: Executor, businessId: number, customerId: number): Promise<Interaction[]> {
  await requireCustomer(db, businessId, customerId);
  return (await repo.listInteractions(db, businessId, customerId)).map(toInteraction);
}

export async function addInteraction(
  db: Database,
  ctx: Ctx,
  customerId: number,
  input: z.output<typeof import('../../../shared/contracts/customers').InteractionInput>,
): Promise<Interaction> {
  return db.transaction(async (tx) => {
    await requireCustomer(tx, ctx.businessId, customerId);
    const row = await repo.insertInteraction(tx, {
      businessId: ctx.businessId,
      customerId,
      type: input.type,
      notes: input.notes ?? null,
      interactionDate: input.interactionDate ?? new Date(),
      createdBy: ctx.userId,
    });
    const out = toInteraction(row);
    await writeAudit(tx, {
      ...ctx,
      action: 'customer_interaction.create',
      entityType: 'customer_interaction',
      entityId: row.id,
      after: out,
    });
    return out;
  });
}

export type { CustomerCreateInput, InteractionInput };
