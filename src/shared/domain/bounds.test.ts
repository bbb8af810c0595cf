import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineWithinBounds, MAX_AMOUNT, MAX_LINE_AMOUNT, MAX_LINE_QUANTITY, MAX_PRICE, MAX_STOCK } from './bounds';
import { sumSafeIntegers } from './integer-math';
import { computeInventoryValue } from './inventory-value';
import { applyBasisPoints, multiplyCentsByThousandths, toCents, toThousandths } from './money';
import { computePurchaseTotals } from './purchase-totals';
import { priceSale, type VatPricingLineInput } from './vat-pricing';

/** Tax added on top by a registered shop at 100% VAT and NBT: the largest totals a sale can reach. */
const FULL_RATE_BP = 10_000;
const EXCLUSIVE = { vatRegistered: true, pricesIncludeVat: false, vatRateBp: FULL_RATE_BP, nbtRateBp: FULL_RATE_BP } as const;
const standard = (l: Omit<VatPricingLineInput, 'taxCategory'>): VatPricingLineInput => ({ ...l, taxCategory: 'standard' });

/** Every aggregate Kade computes from values within the bounds is exact (bounds.ts gives the reasoning). */
const PRICE_CENTS = toCents(MAX_PRICE);
const AMOUNT_CENTS = toCents(MAX_AMOUNT);
const LINE_CENTS = toCents(MAX_LINE_AMOUNT);
const STOCK_THOUSANDTHS = toThousandths(MAX_STOCK);
const LINE_THOUSANDTHS = toThousandths(MAX_LINE_QUANTITY);

/** Values near the top of a range, where overflow would show first. */
const nearTop = (max: number) => fc.oneof(fc.constant(max), fc.integer({ min: Math.max(0, max - 1000), max }), fc.integer({ min: 0, max }));
const roundedLine = (priceCents: bigint, thousandths: bigint) => (priceCents * thousandths + 500n) / 1000n;

describe('aggregates at the bounds', () => {
  it('one sale line at the largest price and line quantity, with 100% VAT and NBT, is exact', () => {
    fc.assert(
      fc.property(nearTop(PRICE_CENTS), nearTop(LINE_THOUSANDTHS), (priceCents, quantity) => {
        fc.pre(quantity > 0);
        const totals = priceSale([standard({ priceCents, quantity })], EXCLUSIVE);
        const subtotal = roundedLine(BigInt(priceCents), BigInt(quantity));
        expect(BigInt(totals.subtotalCents)).toBe(subtotal);
        expect(BigInt(totals.totalCents)).toBe(subtotal * 3n);
        expect(Number.isSafeInteger(totals.totalCents)).toBe(true);
      }),
    );
  });

  it('a 500-line sale of lines within MAX_LINE_AMOUNT, taxed at 100% twice and discounted, is exact', () => {
    fc.assert(
      fc.property(fc.array(nearTop(PRICE_CENTS), { minLength: 500, maxLength: 500 }), nearTop(AMOUNT_CENTS), (prices, discount) => {
        // The largest whole quantity that keeps each line within MAX_LINE_AMOUNT.
        const lines = prices.map((priceCents) =>
          standard({
            priceCents,
            quantity: Math.min(LINE_THOUSANDTHS, priceCents === 0 ? LINE_THOUSANDTHS : Math.floor(LINE_CENTS / priceCents) * 1000),
          }),
        );
        const totals = priceSale(lines, { ...EXCLUSIVE, discountCents: Math.min(discount, 1) });
        const gross = lines.reduce((s, l) => s + roundedLine(BigInt(l.priceCents), BigInt(l.quantity)), 0n);
        expect(BigInt(totals.grossCents)).toBe(gross);
        expect(Number.isSafeInteger(totals.totalCents)).toBe(true);
      }),
      { numRuns: 20 },
    );
  });

  it('a sale that would not fit throws a RangeError (answered 400), never a wrong total', () => {
    const line = standard({ priceCents: PRICE_CENTS, quantity: LINE_THOUSANDTHS });
    expect(() =>
      priceSale(
        Array.from({ length: 500 }, () => line),
        EXCLUSIVE,
      ),
    ).toThrow(RangeError);
  });

  it('a 200-line purchase order or GRN at MAX_LINE_AMOUNT per line is exact', () => {
    fc.assert(
      fc.property(fc.array(nearTop(PRICE_CENTS), { minLength: 200, maxLength: 200 }), (prices) => {
        const lines = prices.map((unitPriceCents) => ({
          unitPriceCents,
          quantity: Math.min(LINE_THOUSANDTHS, unitPriceCents === 0 ? LINE_THOUSANDTHS : Math.floor((LINE_CENTS * 1000) / unitPriceCents)),
        }));
        const totals = computePurchaseTotals(lines);
        const exact = lines.reduce((s, l) => s + roundedLine(BigInt(l.unitPriceCents), BigInt(l.quantity)), 0n);
        expect(BigInt(totals.totalCents)).toBe(exact);
      }),
      { numRuns: 20 },
    );
  });

  it("a product's stock value at the largest stock and price is a safe integer", () => {
    expect(multiplyCentsByThousandths(PRICE_CENTS, STOCK_THOUSANDTHS)).toBe(1e15);
    expect(applyBasisPoints(1e15, FULL_RATE_BP)).toBe(1e15);
  });

  it('the inventory value over thousands of products at the bounds never fails and is exact below 2^53 cents', () => {
    const product = fc.record({
      stock: fc.oneof(nearTop(STOCK_THOUSANDTHS), fc.integer({ min: -STOCK_THOUSANDTHS, max: 0 })),
      buyingPriceCents: fc.option(nearTop(PRICE_CENTS), { nil: null }),
      sellingPriceCents: nearTop(PRICE_CENTS),
    });
    fc.assert(
      fc.property(fc.array(product, { minLength: 1, maxLength: 3000 }), (items) => {
        const value = computeInventoryValue(items);
        const exact = items.reduce(
          (s, i) => (i.stock <= 0 ? s : s + roundedLine(BigInt(i.buyingPriceCents ?? i.sellingPriceCents), BigInt(i.stock))),
          0n,
        );
        expect(value.totalCents).toBe(Number(exact));
        if (exact <= BigInt(Number.MAX_SAFE_INTEGER)) expect(BigInt(value.totalCents)).toBe(exact);
      }),
      { numRuns: 30 },
    );
  });

  it("90,000 of the largest single amounts (a debtor's payments, a year's expenses) sum exactly", () => {
    expect(sumSafeIntegers(Array.from({ length: 90_000 }, () => AMOUNT_CENTS))).toBe(9e15);
  });
});

describe('lineWithinBounds', () => {
  it.each([
    [1, 100, true],
    [MAX_LINE_QUANTITY, 100_000, true],
    [MAX_LINE_QUANTITY + 0.001, 1, false],
    [1, MAX_PRICE + 0.01, false],
    [MAX_LINE_QUANTITY, MAX_PRICE, false],
    [4790001234567, 1, false],
  ])('%d units at LKR %d → %s', (quantity, price, within) => {
    expect(lineWithinBounds(quantity, price)).toBe(within);
  });
});
