/**
 * A sale made to a customer, inside the sale's transaction, so points and totals move with the
 * sale: the customer locked, points redeemed and earned on the ledger, and the stored totals and
 * tier updated. Called by the sales feature (sales/sale-loyalty.ts).
 */

import {
  computeCustomerTotalsAfterSale,
  computePointsEarned,
  computeRedemptionDiscountCents,
  validateRedemption,
  type LoyaltyTierName,
} from '#shared/domain/loyalty';
import { fromCents, fromScaledInteger } from '#shared/domain/money';
import type { Tx } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { writeAudit } from '#server/kernel/audit';
import { getBusinessSettings } from '#server/kernel/business-settings';
import * as repo from './customers.repo';
import { displayName } from './customers.service';
import { getLoyaltyProgramValues, type ProgramValues } from './loyalty.service';

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
  if (!c) throw new AppError('CUSTOMER_NOT_FOUND');
  return { id: c.id, name: displayName(c), tier: c.loyaltyTier as LoyaltyTierName };
}

function loyaltyOff(): AppError {
  return new AppError('LOYALTY_NOT_ENABLED', { field: 'redeemPoints' });
}

/**
 * What redeeming `points` is worth, in cents — checked against the balance (400 'Insufficient
 * loyalty points') and the business's loyalty switch. Call it inside the sale's transaction
 * BEFORE computing the sale total: the discount reduces the total, and points are then earned on
 * the total actually paid (applySaleToCustomer).
 */
export async function previewRedemption(tx: Tx, input: { businessId: number; customerId: number; points: number }): Promise<number> {
  if (!Number.isSafeInteger(input.points) || input.points < 0) throw new AppError('POINTS_NOT_WHOLE');
  const locked = await repo.lockCustomer(tx, input.businessId, input.customerId);
  if (!locked) throw new AppError('CUSTOMER_NOT_FOUND');
  if (input.points === 0) return 0;
  const settings = await getBusinessSettings(tx, input.businessId);
  if (!(settings.crmEnabled && settings.loyaltyEnabled)) throw loyaltyOff();
  const balance = await repo.getLoyaltyBalance(tx, input.businessId, input.customerId);
  if (validateRedemption(balance, input.points)) throw new AppError('INSUFFICIENT_POINTS');
  const { centsPerPoint } = await getLoyaltyProgramValues(tx, input.businessId);
  return computeRedemptionDiscountCents(input.points, fromCents(centsPerPoint));
}

type LedgerStep = { input: ApplySaleInput; loyaltyActive: boolean; program: ProgramValues; balance: number };

/** Redeems the sale's points on the ledger; returns the discount they are worth and the new balance. */
async function redeemOnSale(tx: Tx, s: LedgerStep, redeem: number): Promise<{ discountCents: number; balance: number }> {
  if (redeem === 0) return { discountCents: 0, balance: s.balance };
  if (!Number.isSafeInteger(redeem) || redeem < 0) throw new AppError('POINTS_NOT_WHOLE');
  if (!s.loyaltyActive) throw loyaltyOff();
  if (validateRedemption(s.balance, redeem)) throw new AppError('INSUFFICIENT_POINTS');
  const discountCents = computeRedemptionDiscountCents(redeem, fromCents(s.program.centsPerPoint));
  const balance = s.balance - redeem;
  await repo.insertLoyaltyEntry(tx, {
    businessId: s.input.businessId,
    customerId: s.input.customerId,
    pointsRedeemed: redeem,
    pointsBalance: balance,
    transactionType: 'redeemed',
    transactionAmountCents: discountCents,
    saleId: s.input.saleId,
    description: `Redeemed on sale #${s.input.saleId}`,
    processedBy: s.input.userId,
  });
  return { discountCents, balance };
}

/** Earns floor(total × points per rupee) on the ledger when loyalty is on; returns the points and the new balance. */
async function earnOnSale(tx: Tx, s: LedgerStep, totalCents: number, pointsPerRupeeHundredths: number) {
  if (!s.loyaltyActive) return { pointsEarned: 0, balance: s.balance };
  const pointsEarned = computePointsEarned(totalCents, fromScaledInteger(pointsPerRupeeHundredths, 2));
  if (pointsEarned <= 0) return { pointsEarned, balance: s.balance };
  const balance = s.balance + pointsEarned;
  await repo.insertLoyaltyEntry(tx, {
    businessId: s.input.businessId,
    customerId: s.input.customerId,
    pointsEarned,
    pointsBalance: balance,
    transactionType: 'earned',
    transactionAmountCents: totalCents,
    saleId: s.input.saleId,
    description: `Earned on sale #${s.input.saleId}`,
    processedBy: s.input.userId,
  });
  return { pointsEarned, balance };
}

/** The customer's stored totals, last purchase and tier after the sale. */
async function updateTotalsForSale(tx: Tx, input: ApplySaleInput, customer: repo.CustomerRow, totalCents: number, program: ProgramValues) {
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
  return totals;
}

/**
 * Records a sale against a customer inside the sale's transaction:
 * always updates totalSpent, totalPurchases, averageOrderValue, lastPurchaseDate and the tier;
 * when CRM and loyalty are enabled, redeems `redeemPoints` (400 'Insufficient loyalty points'
 * beyond the balance) and earns floor(totalCents × pointsPerRupee) points. 404 'Customer not
 * found' for another business's customer. Any error leaves the whole transaction to roll back.
 */
export async function applySaleToCustomer(tx: Tx, input: ApplySaleInput): Promise<ApplySaleResult> {
  const customer = await repo.lockCustomer(tx, input.businessId, input.customerId);
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND');
  const settings = await getBusinessSettings(tx, input.businessId);
  const program = await getLoyaltyProgramValues(tx, input.businessId);
  const totalCents = Math.max(0, input.totalCents);
  const step: LedgerStep = {
    input,
    loyaltyActive: settings.crmEnabled && settings.loyaltyEnabled,
    program,
    balance: await repo.getLoyaltyBalance(tx, input.businessId, input.customerId),
  };
  const redeem = input.redeemPoints ?? 0;
  const redeemed = await redeemOnSale(tx, step, redeem);
  const earned = await earnOnSale(tx, { ...step, balance: redeemed.balance }, totalCents, settings.pointsPerRupeeHundredths);
  const totals = await updateTotalsForSale(tx, input, customer, totalCents, program);
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
      pointsEarned: earned.pointsEarned,
      pointsRedeemed: redeem,
      balance: earned.balance,
    },
  });
  return {
    pointsEarned: earned.pointsEarned,
    pointsRedeemed: redeem,
    redemptionDiscountCents: redeemed.discountCents,
    balance: earned.balance,
    tier: totals.tier,
  };
}
