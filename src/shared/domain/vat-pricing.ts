/**
 * Sri Lankan VAT at the till (docs/decisions/0008-vat-pricing-at-the-till.md): the one pure
 * pricing rule the server's stored sale and the till's preview will both use.
 *
 * Per line, in this order:
 *   gross   = price × quantity, rounded to the cent half away from zero;
 *   own     = the line's own discount: an amount, or a percentage of its gross;
 *   cart    = the cart's discount: an amount (with the loyalty discounts), plus a percentage of
 *             Σ (gross − own); it is shared over the lines in proportion to (gross − own), exact
 *             cents, largest remainder (ties: earlier line first);
 *   share   = own + the line's part of the cart discount: every discount comes off *before* VAT
 *             (VAT Act s.5), so it lowers the base;
 *   base    = gross − share.
 * A percentage is worked out exactly in integer cents: amount × basis points / 10000, rounded to
 * the cent half away from zero (half a cent up): 12.5% of 1.01 = 0.12625 → 0.13.
 * Inclusive prices (`pricesIncludeVat`): base is what the customer pays; the taxes are the part of
 * it at rate / (100 + rate) — VAT = base × vat / (10000 + vat + nbt) in basis points, rounded to
 * the cent — and net = base − VAT − NBT, so the line total is always exactly the base.
 * Exclusive prices (VAT on top, for wholesale): net = base; VAT = base × rate, rounded to
 * the cent; total = base + VAT + NBT.
 *
 * Who is charged what:
 * - a business that is not VAT-registered charges no VAT (VAT Act s.2); its lines' net is the
 *   whole base;
 * - `exempt` and `zero_rated` lines carry no VAT; a `standard` line is charged the rate of the tax
 *   configuration in force on the sale's date (the options'), never a rate kept on the product;
 * - NBT (abolished 2019, kept as a configurable levy seeded at 0%) is worked out exactly like
 *   VAT: on the same net base, charged only by a registered business on `standard` lines. With the
 *   seeded 0% it is always 0; if a rate is ever configured, inclusive prices still total the shelf
 *   price because VAT and NBT are carved out of it together.
 *
 * Turnover for the threshold alerts is net of taxes: taxable = standard + zero-rated (zero-rated
 * supplies count towards registration), exempt is reported apart and left out of taxable.
 *
 * Only integer arithmetic: money.ts / integer-math.ts helpers, and BigInt for the allocation's
 * discount × gross products, which may pass 2^53.
 */
import { DomainError } from './errors';
import { assertNonNegativeSafeInteger, assertSafeInteger, multiplyDivideRounded, sumSafeIntegers } from './integer-math';
import { applyBasisPoints, multiplyCentsByThousandths } from './money';
import { isTaxCategory, TAX_CATEGORIES, type TaxCategory } from './tax-category';
import { isValidQuantity, type ProductUnit } from './units';

export { TAX_CATEGORIES, type TaxCategory };

const BASIS_POINTS_PER_WHOLE = 10_000;

export type VatPricingLineInput = {
  priceCents: number;
  /** Thousandths: 0.250 kg = 250, 2 pieces = 2000. */
  quantity: number;
  /** The product's category decides whether the line is charged; the rate is the configuration's. */
  taxCategory: TaxCategory;
  /**
   * Only when pricing a sale already recorded again (the invariant checks): the rates its line
   * was charged then. A new sale never sets it: every standard line takes the options' rates.
   */
  recordedRates?: TaxRates;
  /** When given, the quantity is also checked against the unit (whole units for pieces…). */
  unit?: ProductUnit;
  /** The line's own discount, off its gross before VAT: cents, or basis points of the gross (10% = 1000). */
  discount?: LineDiscount;
};

/** A manual discount: an amount in cents, or a percentage in basis points (0–10000). */
export type LineDiscount = { cents: number } | { percentBp: number };

export type TaxRates = { vatRateBp: number; nbtRateBp: number };

export type VatPricingOptions = {
  /** The business's effective tax configuration at the time of the sale. */
  vatRegistered: boolean;
  pricesIncludeVat: boolean;
  /**
   * The configuration's rates in force on the sale's date: every standard-rated line is charged
   * them (one source of truth; a product carries only its category, never a rate).
   */
  vatRateBp: number;
  nbtRateBp: number;
  /** The cart's discount in cents: discountAmount + loyalty redemption + tier discount. */
  discountCents?: number;
  /** The cart's percentage discount in basis points, of Σ (gross − line discounts); adds to discountCents. */
  discountPercentBp?: number;
};

export type PricedLineFigures = {
  /** The rates this line was actually charged: 0 when the shop is not registered or the line is not standard-rated. */
  chargedVatRateBp: number;
  chargedNbtRateBp: number;
  /** price × quantity, before any discount. */
  grossCents: number;
  /** The line's own discount (amount, or its percentage worked out in cents). */
  lineDiscountCents: number;
  /** All the discount this line carries: its own plus its share of the cart's (stored per line; returns refund it). */
  discountShareCents: number;
  /** Net of VAT and NBT: what the VAT is charged on. */
  netCents: number;
  vatCents: number;
  nbtCents: number;
  /** What the customer pays for this line. */
  lineTotalCents: number;
};

export type PricedLine<T extends VatPricingLineInput = VatPricingLineInput> = T & PricedLineFigures;

export type PricedSale<T extends VatPricingLineInput = VatPricingLineInput> = {
  lines: PricedLine<T>[];
  /** Σ gross, before the discount. */
  grossCents: number;
  /** Σ the lines' own discounts. */
  lineDiscountCents: number;
  /** The cart's discount: its amount plus its percentage in cents. */
  cartDiscountCents: number;
  /** Σ net of VAT and NBT (the sale's `subtotal`). */
  subtotalCents: number;
  vatCents: number;
  nbtCents: number;
  /** Every discount: the lines' own and the cart's. */
  discountCents: number;
  /** What the customer pays (the sale's `totalAmount`). */
  totalCents: number;
  /** Net turnover of standard and zero-rated lines (exempt left out), for the threshold alerts. */
  taxableTurnoverCents: number;
  zeroRatedTurnoverCents: number;
  exemptTurnoverCents: number;
};

function grossOf(line: VatPricingLineInput): number {
  assertNonNegativeSafeInteger(line.priceCents, 'priceCents');
  assertSafeInteger(line.quantity, 'quantity');
  if (line.recordedRates) {
    assertNonNegativeSafeInteger(line.recordedRates.vatRateBp, 'recordedRates.vatRateBp');
    assertNonNegativeSafeInteger(line.recordedRates.nbtRateBp, 'recordedRates.nbtRateBp');
  }
  if (!isTaxCategory(line.taxCategory)) throw new RangeError(`Unknown taxCategory: ${String(line.taxCategory)}`);
  if (line.quantity <= 0) {
    throw new DomainError('INVALID_QUANTITY', 'Quantity must be greater than 0');
  }
  if (line.unit !== undefined && !isValidQuantity(line.unit, line.quantity)) {
    throw new DomainError('INVALID_QUANTITY', `Quantity must be a whole number of ${line.unit}`);
  }
  return multiplyCentsByThousandths(line.priceCents, line.quantity);
}

/**
 * Shares `discountCents` over `weights` in proportion, in exact cents: each gets the floor of its
 * exact share, and the cents left over go one each to the largest remainders (ties: the earlier
 * weight). The shares sum to the discount; none exceeds its weight when discount ≤ Σ weights.
 */
export function allocateProportionally(discountCents: number, weights: readonly number[]): number[] {
  assertNonNegativeSafeInteger(discountCents, 'discountCents');
  weights.forEach((weight) => assertNonNegativeSafeInteger(weight, 'weight'));
  const total = BigInt(sumSafeIntegers(weights));
  if (discountCents === 0 || total === 0n) return weights.map(() => 0);

  const discount = BigInt(discountCents);
  const floors = weights.map((weight) => (discount * BigInt(weight)) / total);
  const remainders = weights.map((weight) => (discount * BigInt(weight)) % total);
  let leftover = discountCents - sumSafeIntegers(floors.map(Number));
  const order = weights
    .map((_, index) => index)
    .sort((a, b) => {
      const ra = remainders[a] ?? 0n;
      const rb = remainders[b] ?? 0n;
      return ra === rb ? a - b : ra > rb ? -1 : 1;
    });
  const shares = floors.map(Number);
  for (const index of order) {
    if (leftover === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    leftover -= 1;
  }
  return shares;
}

const NO_TAX: TaxRates = Object.freeze({ vatRateBp: 0, nbtRateBp: 0 });

/**
 * The rates a line is actually charged: none when unregistered or not a standard line; else the
 * configuration's (or, re-pricing a recorded sale, the rates its line recorded).
 */
export function chargedRates(
  line: Pick<VatPricingLineInput, 'taxCategory' | 'recordedRates'>,
  options: Pick<VatPricingOptions, 'vatRegistered' | 'vatRateBp' | 'nbtRateBp'>,
): TaxRates {
  if (!options.vatRegistered || line.taxCategory !== 'standard') return NO_TAX;
  return line.recordedRates ?? { vatRateBp: options.vatRateBp, nbtRateBp: options.nbtRateBp };
}

function taxLine(
  baseCents: number,
  rates: TaxRates,
  pricesIncludeVat: boolean,
): Omit<PricedLineFigures, 'grossCents' | 'lineDiscountCents' | 'discountShareCents' | 'chargedVatRateBp' | 'chargedNbtRateBp'> {
  if (pricesIncludeVat) {
    // The base already holds net + VAT + NBT = net × (10000 + vat + nbt) / 10000.
    const divisor = BASIS_POINTS_PER_WHOLE + rates.vatRateBp + rates.nbtRateBp;
    const vatCents = multiplyDivideRounded(baseCents, rates.vatRateBp, divisor);
    const nbtCents = multiplyDivideRounded(baseCents, rates.nbtRateBp, divisor);
    return { netCents: baseCents - vatCents - nbtCents, vatCents, nbtCents, lineTotalCents: baseCents };
  }
  const vatCents = applyBasisPoints(baseCents, rates.vatRateBp);
  const nbtCents = applyBasisPoints(baseCents, rates.nbtRateBp);
  return { netCents: baseCents, vatCents, nbtCents, lineTotalCents: sumSafeIntegers([baseCents, vatCents, nbtCents]) };
}

function sumOf<T>(items: readonly T[], pick: (item: T) => number): number {
  return sumSafeIntegers(items.map(pick));
}

/** `percentBp` of `amountCents`, exact: rounded to the cent half away from zero (half a cent up). */
export function percentOfCents(amountCents: number, percentBp: number): number {
  assertNonNegativeSafeInteger(amountCents, 'amountCents');
  assertNonNegativeSafeInteger(percentBp, 'percentBp');
  if (percentBp > BASIS_POINTS_PER_WHOLE) throw new RangeError(`percentBp ${percentBp} is above 100%`);
  return multiplyDivideRounded(amountCents, percentBp, BASIS_POINTS_PER_WHOLE);
}

/** A line's own discount in cents; above its gross throws DomainError('LINE_DISCOUNT_TOO_LARGE'). */
function lineDiscountOf(discount: LineDiscount | undefined, grossCents: number): number {
  if (!discount) return 0;
  if ('percentBp' in discount) return percentOfCents(grossCents, discount.percentBp);
  assertNonNegativeSafeInteger(discount.cents, 'discount.cents');
  if (discount.cents > grossCents) {
    throw new DomainError('LINE_DISCOUNT_TOO_LARGE', `Line discount ${discount.cents} exceeds the line's amount ${grossCents} (cents)`);
  }
  return discount.cents;
}

/**
 * Prices a sale. An empty cart totals zero. The discounts may bring the total to zero but not
 * below: a line's own above its gross throws DomainError('LINE_DISCOUNT_TOO_LARGE'), the cart's
 * above what the lines come to after theirs DomainError('DISCOUNT_TOO_LARGE').
 */
export function priceSale<T extends VatPricingLineInput>(lines: readonly T[], options: VatPricingOptions): PricedSale<T> {
  const cartAmountCents = options.discountCents ?? 0;
  assertNonNegativeSafeInteger(cartAmountCents, 'discountCents');
  assertNonNegativeSafeInteger(options.vatRateBp, 'vatRateBp');
  assertNonNegativeSafeInteger(options.nbtRateBp, 'nbtRateBp');
  const grosses = lines.map(grossOf);
  const grossCents = sumSafeIntegers(grosses);
  const own = lines.map((line, index) => lineDiscountOf(line.discount, grosses[index] ?? 0));
  const afterOwn = grosses.map((gross, index) => gross - (own[index] ?? 0));
  const afterOwnCents = sumSafeIntegers(afterOwn);
  const cartDiscountCents = sumSafeIntegers([cartAmountCents, percentOfCents(afterOwnCents, options.discountPercentBp ?? 0)]);
  if (cartDiscountCents > afterOwnCents) {
    throw new DomainError('DISCOUNT_TOO_LARGE', `Discount ${cartDiscountCents} exceeds the sale total ${afterOwnCents} (cents)`);
  }
  const shares = allocateProportionally(cartDiscountCents, afterOwn);

  const priced = lines.map((line, index): PricedLine<T> => {
    const lineGross = grosses[index] ?? 0;
    const lineDiscountCents = own[index] ?? 0;
    const share = lineDiscountCents + (shares[index] ?? 0);
    const rates = chargedRates(line, options);
    const figures = taxLine(lineGross - share, rates, options.pricesIncludeVat);
    // Object.assign, not `{ ...line, chargedVatRateBp, …, ...figures }`: V8 (Node 20, Chromium)
    // builds a spread followed by more fields about 30 times slower (7 µs a line against 0.2; a
    // 10-line sale took 76 µs, now 6.5). Bench row 25f counts it.
    const charged = {
      chargedVatRateBp: rates.vatRateBp,
      chargedNbtRateBp: rates.nbtRateBp,
      grossCents: lineGross,
      lineDiscountCents,
      discountShareCents: share,
    };
    return Object.assign({}, line, charged, figures);
  });

  const netIn = (category: TaxCategory) =>
    sumOf(
      priced.filter((line) => line.taxCategory === category),
      (line) => line.netCents,
    );
  const zeroRatedTurnoverCents = netIn('zero_rated');
  const lineDiscountCents = sumSafeIntegers(own);
  return {
    lines: priced,
    grossCents,
    lineDiscountCents,
    cartDiscountCents,
    subtotalCents: sumOf(priced, (line) => line.netCents),
    vatCents: sumOf(priced, (line) => line.vatCents),
    nbtCents: sumOf(priced, (line) => line.nbtCents),
    discountCents: sumSafeIntegers([lineDiscountCents, cartDiscountCents]),
    totalCents: sumOf(priced, (line) => line.lineTotalCents),
    taxableTurnoverCents: sumSafeIntegers([netIn('standard'), zeroRatedTurnoverCents]),
    zeroRatedTurnoverCents,
    exemptTurnoverCents: netIn('exempt'),
  };
}
