/**
 * A sale's customer and loyalty: the discounts that come off the total before it is computed, and
 * the points the sale redeems and earns once it is written — all in the sale's transaction.
 */
import { computeTierDiscountCents } from '#shared/domain/loyalty';
import type { Tx } from '#server/db/client';
import { applySaleToCustomer, lockCustomerForSale, previewRedemption } from '#server/features/customers';
import { getLoyaltyProgramValues } from '#server/features/customers';
import type { SaleSettings } from './record-sale.repo';
import { discountedTotals, type NormalisedSale, type PricedLine, type SalePricingMode } from './sale-pricing';
import * as repo from './sales.repo';
import type { SaleRow } from './sales.repo';

/**
 * The customer (same business, else 404; locked for the sale) and its loyalty discount: the tier's
 * % of the gross (when CRM and loyalty are on), then the redeemed points. A walk-in sale: no query.
 */
export async function customerAndLoyaltyDiscount(
  tx: Tx,
  o: { businessId: number; sale: NormalisedSale; settings: SaleSettings; priced: readonly PricedLine[]; mode: SalePricingMode },
): Promise<{ customerName: string | null; discountCents: number }> {
  const { businessId, sale } = o;
  if (sale.customerId == null) return { customerName: sale.customerName, discountCents: 0 };
  const customer = await lockCustomerForSale(tx, businessId, sale.customerId);
  let discountCents = 0;
  if (sale.applyTierDiscount && o.settings.crmEnabled && o.settings.loyaltyEnabled) {
    const { tiers } = await getLoyaltyProgramValues(tx, businessId);
    // The tier's % of the shelf amounts (before VAT when prices exclude it), as the till previews.
    const gross = discountedTotals(o.priced, o.mode, 0).grossCents;
    discountCents += computeTierDiscountCents(gross, customer.tier, tiers);
  }
  if (sale.redeemPoints > 0)
    discountCents += await previewRedemption(tx, { businessId, customerId: sale.customerId, points: sale.redeemPoints });
  return { customerName: sale.customerName ?? customer.name, discountCents };
}

/**
 * The written sale applied to its customer: redemption and earned points (when CRM and loyalty are
 * on), totals and tier (always), on the total actually paid. Answers the sale row with its points.
 */
export async function applySaleLoyalty(
  tx: Tx,
  o: { actor: { businessId: number; userId: string }; customerId: number; redeemPoints: number; saved: SaleRow },
): Promise<SaleRow> {
  const { businessId, userId } = o.actor;
  const { saved } = o;
  const loyalty = await applySaleToCustomer(tx, {
    businessId,
    userId,
    customerId: o.customerId,
    saleId: saved.id,
    totalCents: saved.totalCents,
    saleDate: saved.saleDate,
    redeemPoints: o.redeemPoints,
  });
  return repo.setSaleLoyalty(tx, businessId, saved.id, {
    pointsEarned: loyalty.pointsEarned,
    pointsRedeemed: loyalty.pointsRedeemed,
    loyaltyBalance: loyalty.balance,
  });
}
