/**
 * A return or void of a customer's sale, inside the return's transaction: the points the
 * returned part earned come back off (never below zero; the shortfall is recorded on the return), a
 * void gives back the points its sale redeemed, the stored totals and tier go down, and a `credit`
 * refund without a debt to lower lands on the customer's store credit. Called by the returns feature.
 */
import { getLoyaltyTier } from '#shared/domain/loyalty';
import { divideRoundHalfAwayFromZero } from '#shared/domain/integer-math';
import { reversePoints } from '#shared/domain/returns';
import type { Tx } from '#server/db/client';
import { writeAudit } from '#server/kernel/audit';
import * as repo from './customers.repo';
import { getLoyaltyProgramValues } from './loyalty.service';

export interface CustomerReturnInput {
  businessId: number;
  userId: string;
  customerId: number;
  saleId: number;
  returnId: number;
  /** The money that came back (off total spent). */
  totalCents: number;
  /** Points the returned part earned (pointsToReverse). */
  pointsToReverse: number;
  /** A void: the points its sale redeemed, given back. */
  pointsToRestore: number;
  /** A void takes the sale out of the customer's purchases. */
  removesPurchase: boolean;
  /** A `credit` refund onto the store credit (cents). */
  storeCreditCents: number;
  /** e.g. "Return CN-000001 of INV-000123". */
  description: string;
}

export interface CustomerReturnResult {
  pointsReversed: number;
  pointsShortfall: number;
  pointsRestored: number;
}

/** Locks the customer ahead of a return's other locks (a sale locks its customer before its debtor: so does a return). */
export async function lockCustomerForReturn(tx: Tx, businessId: number, customerId: number): Promise<void> {
  await repo.lockCustomer(tx, businessId, customerId);
}

/** Undefined when the customer is gone (deleted since the sale): nothing to reverse on it. */
export async function applyReturnToCustomer(tx: Tx, input: CustomerReturnInput): Promise<CustomerReturnResult | undefined> {
  const customer = await repo.lockCustomer(tx, input.businessId, input.customerId);
  if (!customer) return undefined;
  const before = await repo.getLoyaltyBalance(tx, input.businessId, input.customerId);
  // Restore first: a void's redeemed points are back before its earned points come off.
  const restored = Math.max(0, input.pointsToRestore);
  const { taken, shortfall } = reversePoints(before + restored, Math.max(0, input.pointsToReverse));
  if (restored > 0 || taken > 0)
    await repo.insertLoyaltyEntry(tx, {
      businessId: input.businessId,
      customerId: input.customerId,
      pointsEarned: restored,
      pointsRedeemed: taken,
      pointsBalance: before + restored - taken,
      transactionType: 'adjusted',
      transactionAmountCents: input.totalCents,
      saleId: input.saleId,
      returnId: input.returnId,
      description: input.description,
      processedBy: input.userId,
    });
  const { tiers } = await getLoyaltyProgramValues(tx, input.businessId);
  const totalSpentCents = Math.max(0, customer.totalSpentCents - input.totalCents);
  const totalPurchases = Math.max(0, customer.totalPurchases - (input.removesPurchase ? 1 : 0));
  const after = {
    totalSpentCents,
    totalPurchases,
    averageOrderValueCents: totalPurchases > 0 ? divideRoundHalfAwayFromZero(totalSpentCents, totalPurchases) : 0,
    loyaltyTier: getLoyaltyTier(totalSpentCents, tiers),
    storeCreditCents: customer.storeCreditCents + input.storeCreditCents,
  };
  await repo.updateCustomer(tx, input.businessId, input.customerId, after);
  await writeAudit(tx, {
    businessId: input.businessId,
    userId: input.userId,
    action: 'customer.return_applied',
    entityType: 'customer',
    entityId: input.customerId,
    before: {
      totalSpentCents: customer.totalSpentCents,
      totalPurchases: customer.totalPurchases,
      loyaltyTier: customer.loyaltyTier,
      storeCreditCents: customer.storeCreditCents,
    },
    after: {
      ...after,
      saleId: input.saleId,
      returnId: input.returnId,
      pointsReversed: taken,
      pointsShortfall: shortfall,
      pointsRestored: restored,
    },
  });
  return { pointsReversed: taken, pointsShortfall: shortfall, pointsRestored: restored };
}
