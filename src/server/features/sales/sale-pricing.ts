/**
 * A sale's request made canonical, and its lines priced from the database: the client's prices
 * are never used (DECISIONS.md "Sales, stock, debtors, loyalty"). Pure code: no queries.
 */
import { createHash } from 'node:crypto';
import type { SaleInput } from '../../../shared/contracts/sales';
import { SALE_MESSAGES } from '../../../shared/contracts/sales';
import { DomainError } from '../../../shared/domain/errors';
import { toCents, toThousandths } from '../../../shared/domain/money';
import { isValidPhone } from '../../../shared/domain/phone';
import { canSell } from '../../../shared/domain/stock-status';
import { isValidQuantity, type ProductUnit } from '../../../shared/domain/units';
import { priceSale, type TaxCategory, type VatPricingLineInput, type VatPricingOptions } from '../../../shared/domain/vat-pricing';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import type { TakenProduct } from './record-sale.repo';
import { unitOf } from './sale-rows';

export type NormalisedSale = {
  /** Product id → quantity (thousandths), duplicates merged, in the order first seen. */
  lines: { productId: number; quantity: number }[];
  paymentMethod: SaleInput['paymentMethod'];
  customerId: number | null;
  customerName: string | null;
  debtorInfo: { name: string; phone: string; email: string | null; address: string | null } | null;
  discountCents: number;
  redeemPoints: number;
  applyTierDiscount: boolean;
};

/** The request as the sale uses it; a credit sale without a valid debtor, or loyalty without a customer: 400. */
export function normaliseSale(input: SaleInput): NormalisedSale {
  const merged = new Map<number, number>();
  for (const item of input.items) {
    merged.set(item.productId, (merged.get(item.productId) ?? 0) + toThousandths(item.quantity as number));
  }
  const d = input.debtorInfo;
  let debtorInfo: NormalisedSale['debtorInfo'] = null;
  if (input.paymentMethod === 'credit') {
    if (!d?.name || !d?.phone) throw badRequest(SALE_MESSAGES.creditNeedsCustomer, { debtorInfo: [SALE_MESSAGES.creditNeedsCustomer] });
    // The debtor is found by this number: one that cannot be a phone number is refused as such.
    if (!isValidPhone(d.phone)) throw badRequest(SALE_MESSAGES.invalidPhone, { 'debtorInfo.phone': [SALE_MESSAGES.invalidPhone] });
    debtorInfo = { name: d.name, phone: d.phone, email: d.email ?? null, address: d.address ?? null };
  }
  const customerId = input.customerId ?? null;
  const redeemPoints = input.redeemPoints ?? 0;
  const applyTierDiscount = input.applyTierDiscount ?? false;
  if (customerId == null && (redeemPoints > 0 || applyTierDiscount))
    throw badRequest(SALE_MESSAGES.loyaltyNeedsCustomer, { customerId: [SALE_MESSAGES.loyaltyNeedsCustomer] });
  return {
    lines: [...merged].map(([productId, quantity]) => ({ productId, quantity })),
    paymentMethod: input.paymentMethod,
    customerId,
    customerName: input.customerName ?? debtorInfo?.name ?? null,
    debtorInfo,
    discountCents: input.discountAmount == null ? 0 : toCents(input.discountAmount as number),
    redeemPoints,
    applyTierDiscount,
  };
}

/** What makes two requests "the same sale": the parsed, normalised body (client prices are not part of it). */
export function saleRequestHash(n: NormalisedSale): string {
  return createHash('sha256').update(JSON.stringify(n)).digest('hex');
}

export type PricedLine = {
  product: TakenProduct;
  unit: ProductUnit;
  priceCents: number;
  quantity: number;
  vatRateBp: number;
  nbtRateBp: number;
  taxCategory: TaxCategory;
};

/**
 * Each line priced from the product row the sale locked. Another business's (or an inactive)
 * product: 404; a fraction of a counted unit: 400; stock below zero when the business does not
 * allow it: 409. The caller's transaction rolls the stock already taken back.
 */
export function priceLines(lines: NormalisedSale['lines'], taken: readonly TakenProduct[], allowNegativeStock: boolean): PricedLine[] {
  const byId = new Map(taken.map((p) => [p.id, p]));
  const priced = lines.map((line) => {
    const product = byId.get(line.productId);
    if (!product) throw notFound('Product');
    const unit = unitOf(product.unit);
    if (!isValidQuantity(unit, line.quantity)) {
      throw badRequest(`Quantity of ${product.name} must be a whole number of ${unit}`, {
        items: [`Invalid quantity for ${product.name}`],
      });
    }
    const { sellingPriceCents: priceCents, vatRateBp, nbtRateBp, taxCategory } = product;
    // The Consumer Affairs Authority Act: never sold above the printed MRP (DECISIONS.md, Taxes).
    // A product's price is checked when saved; this catches a price the database was given otherwise.
    if (product.mrpCents != null && priceCents > product.mrpCents)
      throw new AppError('ABOVE_MRP', 422, `${product.name} is priced above its MRP and cannot be sold until its price is corrected`);
    return { product, unit, priceCents, quantity: line.quantity, vatRateBp, nbtRateBp, taxCategory };
  });
  for (const line of priced) {
    if (!canSell(line.product.stockBefore, line.quantity, allowNegativeStock))
      throw conflict(`Insufficient stock for ${line.product.name}`);
  }
  return priced;
}

/** How the business prices on the sale's date (its tax configuration in force then). */
export type SalePricingMode = Omit<VatPricingOptions, 'discountCents'>;

/**
 * The sale priced by the one VAT rule (shared/domain/vat-pricing.ts): the whole discount shared
 * over the lines before VAT. A discount above what the lines come to: 400.
 */
export function discountedTotals<T extends VatPricingLineInput>(lines: readonly T[], mode: SalePricingMode, discountCents: number) {
  try {
    return priceSale(lines, { ...mode, discountCents });
  } catch (err) {
    if (err instanceof DomainError && err.code === 'DISCOUNT_TOO_LARGE') throw badRequest(SALE_MESSAGES.discountTooLarge);
    throw err;
  }
}
