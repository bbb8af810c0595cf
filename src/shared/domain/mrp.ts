/**
 * The MRP (maximum retail price, Consumer Affairs Authority Act) is the price printed on the pack:
 * what the customer may at most pay for one unit, taxes included. With shelf prices that include
 * VAT that is the selling price itself; when VAT is added on top (tax-exclusive pricing, a
 * registered shop's standard-rated line) it is the price with its VAT and NBT, each worked out on
 * one unit exactly as the sale works them out (vat-pricing.ts: rounded to the cent, half up).
 * One rule for the server's sale, a sale made offline on its arrival, and the till.
 */
import { applyBasisPoints } from './money';
import { chargedRates, type VatPricingOptions } from './vat-pricing';
import type { TaxCategory } from './tax-category';

export type MrpPricing = Pick<VatPricingOptions, 'vatRegistered' | 'pricesIncludeVat' | 'vatRateBp' | 'nbtRateBp'>;

/** What the customer pays for one unit at `priceCents`: the price, plus the taxes when they are added on top. */
export function customerUnitPriceCents(priceCents: number, taxCategory: TaxCategory, pricing: MrpPricing): number {
  if (pricing.pricesIncludeVat) return priceCents;
  const rates = chargedRates({ taxCategory }, pricing);
  return priceCents + applyBasisPoints(priceCents, rates.vatRateBp) + applyBasisPoints(priceCents, rates.nbtRateBp);
}

/** True when one unit would cost the customer more than the product's MRP (none: never). */
export function isAboveMrp(
  line: { priceCents: number; mrpCents: number | null | undefined; taxCategory: TaxCategory },
  pricing: MrpPricing,
): boolean {
  if (line.mrpCents == null) return false;
  return customerUnitPriceCents(line.priceCents, line.taxCategory, pricing) > line.mrpCents;
}
