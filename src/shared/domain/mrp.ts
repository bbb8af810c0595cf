/**
 * The MRP (maximum retail price, Consumer Affairs Authority Act) is the price printed on the pack:
 * what the customer may at most pay for one unit, taxes included. With shelf prices that include
 * VAT that is the selling price itself; when VAT is added on top (tax-exclusive pricing, a
 * registered shop's standard-rated line) it is the price with its VAT and NBT, each worked out on
 * one unit exactly as the sale works them out (vat-pricing.ts: rounded to the cent, half up).
 * One rule for the server's sale, a sale made offline on its arrival, the till, the product form
 * and the product import.
 */
import { applyBasisPoints, formatLkr } from './money';
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

/**
 * Why a product's selling price may not stand with its MRP, as a message of the registry, or null
 * when it may: above the MRP once its taxes are added on top, the message says what the customer
 * would pay; otherwise (shelf prices include VAT, or no tax is added) the price itself is above it.
 * The product form's server check and the product import (preview and commit) both ask this one
 * function, so a row of a file is refused exactly as the form is.
 */
export type MrpRefusal =
  { key: 'SELLING_PRICE_ABOVE_MRP'; params?: undefined } | { key: 'SELLING_PRICE_WITH_VAT_ABOVE_MRP'; params: { price: string } };

export function mrpRefusal(
  product: { priceCents: number; mrpCents: number | null | undefined; taxCategory: TaxCategory },
  pricing: MrpPricing,
): MrpRefusal | null {
  if (!isAboveMrp(product, pricing)) return null;
  const paid = customerUnitPriceCents(product.priceCents, product.taxCategory, pricing);
  if (paid === product.priceCents) return { key: 'SELLING_PRICE_ABOVE_MRP' };
  return { key: 'SELLING_PRICE_WITH_VAT_ABOVE_MRP', params: { price: formatLkr(paid) } };
}
