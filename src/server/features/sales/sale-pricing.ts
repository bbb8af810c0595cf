/**
 * A sale's request made canonical, and its lines priced from the database: the client's prices
 * are never used, the server's catalogue prices the sale. Pure code: no queries.
 */
import { createHash } from 'node:crypto';
import type { SaleInput, SalePaymentInput } from '#shared/contracts/sales';

import { DomainError } from '#shared/domain/errors';
import { toBasisPoints, toCents, toThousandths } from '#shared/domain/money';
import type { TenderMethod } from '#shared/domain/payments';
import { isValidPhone } from '#shared/domain/phone';
import { isAboveMrp } from '#shared/domain/mrp';
import { DEFAULT_TAX_CONFIG } from '#shared/domain/tax';
import { canSell } from '#shared/domain/stock-status';
import { isValidQuantity, type ProductUnit } from '#shared/domain/units';
import {
  priceSale,
  type LineDiscount,
  type TaxCategory,
  type VatPricingLineInput,
  type VatPricingOptions,
} from '#shared/domain/vat-pricing';
import { AppError } from '#server/lib/app-error';
import type { TakenProduct } from './record-sale.repo';
import { unitOf } from './sale-rows';

/** One payment as the sale records it (amount in cents; cheque fields only on a cheque). */
export type NormalisedPayment = {
  method: TenderMethod;
  amountCents: number;
  reference: string | null;
  chequeNumber: string | null;
  chequeBank: string | null;
  chequeDate: string | null;
};

export type NormalisedSale = {
  /**
   * Product id → quantity (thousandths) and its own discount, duplicates merged, in the order first
   * seen; on a sale made offline, `priceCents`: the unit price the customer paid.
   */
  lines: { productId: number; quantity: number; discount?: LineDiscount; priceCents?: number }[];
  /** The one method of the whole total (`paymentMethod`), or the first of `payments`. */
  paymentMethod: TenderMethod;
  /** The payments asked for; null: one payment of the whole total by `paymentMethod`. */
  payments: NormalisedPayment[] | null;
  cashTenderedCents: number | null;
  customerId: number | null;
  customerName: string | null;
  /** The debtor of a credit part, or who gave a cheque; null otherwise. */
  debtorInfo: { name: string; phone: string; email: string | null; address: string | null } | null;
  /** The cart's discount: an amount, or a percentage (basis points) of what the lines come to. */
  discountCents: number;
  discountPercentBp: number;
  redeemPoints: number;
  applyTierDiscount: boolean;
  /** The registered terminal that numbered the sale, present only when sent (the hash of a till's ordinary sale is unchanged). */
  terminal?: { id: number; deviceId: string; number: number };
  /** When the terminal made the sale (ISO, UTC). */
  soldAt?: string;
  offline?: true;
};

const discountOf = (v: { discountAmount?: unknown; discountPercent?: unknown }): LineDiscount | undefined =>
  v.discountAmount != null
    ? { cents: toCents(v.discountAmount as number) }
    : v.discountPercent != null
      ? { percentBp: toBasisPoints(v.discountPercent as number) }
      : undefined;

/**
 * The same product on two lines is one line: quantities add up, and so do amount discounts; two
 * different kinds of discount (or two different percentages) cannot be merged: 400.
 */
function mergeLines(items: SaleInput['items'], offline: boolean): NormalisedSale['lines'] {
  const merged = new Map<number, NormalisedSale['lines'][number]>();
  for (const item of items) {
    const quantity = toThousandths(item.quantity as number);
    const discount = discountOf(item);
    // Offline, the price the customer paid stands (the contract checked it is an amount).
    const price = offline ? { priceCents: toCents(Number(item.price)) } : {};
    const seen = merged.get(item.productId);
    if (!seen) {
      merged.set(item.productId, { productId: item.productId, quantity, ...price, ...(discount ? { discount } : {}) });
      continue;
    }
    // One line cannot carry two prices paid: the till puts each product on one line.
    if (seen.priceCents !== price.priceCents) throw new AppError('DISCOUNT_ONE_LINE_PER_PRODUCT', { field: 'items' });
    seen.quantity += quantity;
    if (!discount) continue;
    if (!seen.discount) seen.discount = discount;
    else if ('cents' in seen.discount && 'cents' in discount) seen.discount = { cents: seen.discount.cents + discount.cents };
    else if (!('percentBp' in seen.discount && 'percentBp' in discount && seen.discount.percentBp === discount.percentBp))
      throw new AppError('DISCOUNT_ONE_LINE_PER_PRODUCT', { field: 'items' });
  }
  return [...merged.values()];
}

function normalisePayment(p: SalePaymentInput): NormalisedPayment {
  const cheque = p.method === 'cheque';
  return {
    method: p.method,
    amountCents: toCents(p.amount as number),
    reference: p.reference ?? null,
    chequeNumber: cheque ? (p.chequeNumber ?? null) : null,
    chequeBank: cheque ? (p.chequeBank ?? null) : null,
    chequeDate: cheque ? (p.chequeDate ?? null) : null,
  };
}

/**
 * The debtor of a credit part (name and a valid phone required, as a credit sale always did), or
 * who gave a cheque: the attached customer, or a name and phone.
 */
function debtorOf(input: SaleInput, methods: ReadonlySet<TenderMethod>): NormalisedSale['debtorInfo'] {
  const d = input.debtorInfo;
  const credit = methods.has('credit');
  const cheque = methods.has('cheque');
  if (!credit && !cheque) return null;
  if (!d?.name || !d?.phone) {
    if (!credit && input.customerId != null) return null;
    throw new AppError(credit ? 'CREDIT_NEEDS_CUSTOMER' : 'CHEQUE_NEEDS_CUSTOMER', { field: 'debtorInfo' });
  }
  // The debtor is found by this number: one that cannot be a phone number is refused as such.
  if (!isValidPhone(d.phone)) throw new AppError('INVALID_PHONE', { field: 'debtorInfo.phone' });
  return { name: d.name, phone: d.phone, email: d.email ?? null, address: d.address ?? null };
}

/**
 * The request as the sale uses it; a credit part without a valid debtor, a cheque without its
 * drawer, or loyalty without a customer: 400.
 */
export function normaliseSale(input: SaleInput): NormalisedSale {
  const payments = input.payments ? input.payments.map(normalisePayment) : null;
  const paymentMethod: TenderMethod =
    payments?.[0]?.method ?? (input.paymentMethod && input.paymentMethod !== 'split' ? input.paymentMethod : 'cash');
  const methods = new Set<TenderMethod>(payments ? payments.filter((p) => p.amountCents > 0).map((p) => p.method) : [paymentMethod]);
  const debtorInfo = debtorOf(input, methods);
  const customerId = input.customerId ?? null;
  const redeemPoints = input.redeemPoints ?? 0;
  const applyTierDiscount = input.applyTierDiscount ?? false;
  if (customerId == null && (redeemPoints > 0 || applyTierDiscount)) throw new AppError('LOYALTY_NEEDS_CUSTOMER', { field: 'customerId' });
  const offline = input.offline === true;
  return {
    lines: mergeLines(input.items, offline),
    paymentMethod,
    payments,
    cashTenderedCents: input.cashTendered == null ? null : toCents(input.cashTendered as number),
    customerId,
    customerName: input.customerName ?? debtorInfo?.name ?? null,
    debtorInfo,
    discountCents: input.discountAmount == null ? 0 : toCents(input.discountAmount as number),
    discountPercentBp: input.discountPercent == null ? 0 : toBasisPoints(input.discountPercent as number),
    redeemPoints,
    applyTierDiscount,
    ...(input.terminal ? { terminal: { id: input.terminal.id, deviceId: input.terminal.deviceId, number: input.terminal.number } } : {}),
    ...(input.soldAt !== undefined ? { soldAt: new Date(input.soldAt).toISOString() } : {}),
    ...(offline ? { offline: true as const } : {}),
  };
}

/**
 * What makes two requests "the same sale": the parsed, normalised body (client prices are not part
 * of it, except the prices paid on a sale made offline, which stand).
 */
export function saleRequestHash(n: NormalisedSale): string {
  return createHash('sha256').update(JSON.stringify(n)).digest('hex');
}

export type PricedLine = {
  product: TakenProduct;
  discount?: LineDiscount;
  unit: ProductUnit;
  priceCents: number;
  quantity: number;
  /** Only the category: the rate comes from the tax configuration (SalePricingMode). */
  taxCategory: TaxCategory;
};

/**
 * Each line priced from the product row the sale locked. Another business's (or an inactive)
 * product: 404; a fraction of a counted unit: 400; stock below zero when the business does not
 * allow it: 409. The caller's transaction rolls the stock already taken back.
 * A line whose customer price (with its VAT when VAT is added on top, mrp.ts) is above the
 * product's MRP: 422. A sale made offline (docs/decisions/0016-offline-till.md) keeps the price
 * paid and is never refused for its stock or an MRP: what differs becomes a sale exception
 * (sale-exceptions.ts).
 */
export function priceLines(
  lines: NormalisedSale['lines'],
  taken: readonly TakenProduct[],
  allowNegativeStock: boolean,
  offline = false,
  mode: SalePricingMode = DEFAULT_PRICING_MODE,
): PricedLine[] {
  const byId = new Map(taken.map((p) => [p.id, p]));
  const priced = lines.map((line) => {
    const product = byId.get(line.productId);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    const unit = unitOf(product.unit);
    if (!isValidQuantity(unit, line.quantity)) {
      throw new AppError('QUANTITY_NOT_WHOLE_FOR', {
        params: { name: product.name, unit },
        fields: { items: { key: 'INVALID_QUANTITY_FOR', params: { name: product.name } } },
      });
    }
    const { taxCategory } = product;
    const priceCents = offline ? (line.priceCents ?? product.sellingPriceCents) : product.sellingPriceCents;
    // The Consumer Affairs Authority Act: never sold above the printed MRP, the price the customer
    // pays (VAT included). A product's price is checked when saved; this catches VAT added on top
    // and a price the database was given otherwise.
    if (!offline && isAboveMrp({ priceCents, mrpCents: product.mrpCents, taxCategory }, mode))
      throw new AppError('ABOVE_MRP', { params: { name: product.name } });
    const discount = line.discount ? { discount: line.discount } : {};
    return { product, unit, priceCents, quantity: line.quantity, taxCategory, ...discount };
  });
  for (const line of priced) {
    if (!offline && !canSell(line.product.stockBefore, line.quantity, allowNegativeStock))
      throw new AppError('INSUFFICIENT_STOCK_FOR', { params: { name: line.product.name } });
  }
  return priced;
}

/**
 * How the business prices on the sale's date (its tax configuration in force then): registered or
 * not, shelf prices inclusive or not, and the VAT and NBT rates every standard-rated line is charged.
 */
export type SalePricingMode = Omit<VatPricingOptions, 'discountCents' | 'discountPercentBp'>;

/** No tax configuration saved: not VAT-registered, shelf prices include VAT, the default rates. */
export const DEFAULT_PRICING_MODE: Readonly<SalePricingMode> = Object.freeze({
  vatRegistered: false,
  pricesIncludeVat: true,
  vatRateBp: DEFAULT_TAX_CONFIG.vatRateBp,
  nbtRateBp: DEFAULT_TAX_CONFIG.nbtRateBp,
});

/**
 * The sale priced by the one VAT rule (shared/domain/vat-pricing.ts): each line's own discount,
 * then the cart's (amount with the loyalty discounts, or percentage) shared over the lines, all
 * before VAT. A discount above what it comes off: 400.
 */
export function discountedTotals<T extends VatPricingLineInput>(
  lines: readonly T[],
  mode: SalePricingMode,
  cart: number | { discountCents: number; discountPercentBp?: number },
) {
  const discount = typeof cart === 'number' ? { discountCents: cart } : cart;
  try {
    return priceSale(lines, { ...mode, ...discount });
  } catch (err) {
    if (err instanceof DomainError && err.code === 'DISCOUNT_TOO_LARGE') throw new AppError('DISCOUNT_TOO_LARGE');
    if (err instanceof DomainError && err.code === 'LINE_DISCOUNT_TOO_LARGE')
      throw new AppError('LINE_DISCOUNT_TOO_LARGE', { field: 'items' });
    throw err;
  }
}
