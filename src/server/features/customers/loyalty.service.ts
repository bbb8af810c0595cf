/**
 * The loyalty programme (tiers and the point's value) and each customer's points ledger: its
 * history and manual adjustments. Sales earn and redeem points in customer-sale.service.ts.
 */
import type { z } from 'zod';
import {
  type Customer,
  type LoyaltyAdjustmentInput,
  type LoyaltyEntry,
  type LoyaltyProgram,
  type LoyaltyProgramInput,
} from '#shared/contracts/customers';
import { LOYALTY_TIERS, type LoyaltyTierDefinition, type LoyaltyTierName } from '#shared/domain/loyalty';
import { fromBasisPoints, fromCents, toBasisPoints, toCents } from '#shared/domain/money';
import type { Database, Executor } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import * as repo from './customers.repo';
import { requireCustomer, toCustomerResponse } from './customers.service';

type Ctx = { businessId: number; userId: string };

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

export type ProgramValues = {
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
    if (!locked) throw new AppError('CUSTOMER_NOT_FOUND');
    const balance = await repo.getLoyaltyBalance(tx, ctx.businessId, customerId);
    const next = balance + input.points;
    if (next < 0) throw new AppError('INSUFFICIENT_POINTS', { field: 'points' });
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
