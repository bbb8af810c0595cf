/**
 * The sale's pure steps (no database): the request made canonical, each line priced from the
 * locked product row, the stock rule and the discount cap, each with its status and message.
 */
import { describe, expect, it } from 'vitest';
import { SALE_MESSAGES, type SaleInput } from '#shared/contracts/sales';
import { AppError } from '#server/lib/app-error';
import type { TakenProduct } from './record-sale.repo';
import { discountedTotals, normaliseSale, priceLines, saleRequestHash } from './sale-pricing';

const cash = (items: SaleInput['items'], extra: Partial<SaleInput> = {}) => ({ items, paymentMethod: 'cash', ...extra }) as SaleInput;

function product(p: Partial<TakenProduct> & { id: number }): TakenProduct {
  return {
    name: `P${p.id}`,
    sku: null,
    unit: 'pieces',
    sellingPriceCents: 10_000,
    buyingPriceCents: 6_000,
    taxCategory: 'standard',
    mrpCents: null,
    stockBefore: 5_000,
    isActive: true,
    ...p,
  };
}

function thrown(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected an AppError');
}

describe('normaliseSale', () => {
  it('merges a product sold on two lines, in the order first seen, as thousandths', () => {
    const n = normaliseSale(
      cash([
        { productId: 7, quantity: 1 },
        { productId: 3, quantity: 0.5 },
        { productId: 7, quantity: 2 },
      ]),
    );
    expect(n.lines).toEqual([
      { productId: 7, quantity: 3_000 },
      { productId: 3, quantity: 500 },
    ]);
  });

  it('refuses a credit sale without a name and phone, or with a number that is not a phone (400)', () => {
    const noPhone = thrown(() => normaliseSale(cash([{ productId: 1, quantity: 1 }], { paymentMethod: 'credit', debtorInfo: null })));
    expect([noPhone.statusCode, noPhone.message]).toEqual([400, SALE_MESSAGES.creditNeedsCustomer]);
    const badPhone = thrown(() =>
      normaliseSale(cash([{ productId: 1, quantity: 1 }], { paymentMethod: 'credit', debtorInfo: { name: 'Nimal', phone: '12345' } })),
    );
    expect([badPhone.statusCode, badPhone.message]).toEqual([400, SALE_MESSAGES.invalidPhone]);
  });

  it('refuses points or a tier discount without a customer (400)', () => {
    const err = thrown(() => normaliseSale(cash([{ productId: 1, quantity: 1 }], { redeemPoints: 10 })));
    expect([err.statusCode, err.message]).toEqual([400, SALE_MESSAGES.loyaltyNeedsCustomer]);
  });

  it('hashes the same sale alike and another sale differently (client prices are not part of it)', () => {
    const a = saleRequestHash(normaliseSale(cash([{ productId: 1, quantity: 2 }])));
    const same = saleRequestHash(
      normaliseSale(
        cash([
          { productId: 1, quantity: 1 },
          { productId: 1, quantity: 1 },
        ]),
      ),
    );
    const other = saleRequestHash(normaliseSale(cash([{ productId: 1, quantity: 3 }])));
    expect(same).toBe(a);
    expect(other).not.toBe(a);
  });
});

describe('priceLines', () => {
  it("prices each line from the product row, never the client's price", () => {
    const [line] = priceLines([{ productId: 1, quantity: 2_000 }], [product({ id: 1, sellingPriceCents: 12_345 })], false);
    expect(line).toMatchObject({ priceCents: 12_345, quantity: 2_000, taxCategory: 'standard', unit: 'pieces' });
    expect(line).not.toHaveProperty('vatRateBp');
  });

  it('a product the sale did not lock (another business, inactive) is 404', () => {
    expect(thrown(() => priceLines([{ productId: 2, quantity: 1_000 }], [product({ id: 1 })], false)).statusCode).toBe(404);
  });

  it('half a piece is 400; half a kilogram is sold', () => {
    expect(thrown(() => priceLines([{ productId: 1, quantity: 500 }], [product({ id: 1 })], false)).statusCode).toBe(400);
    expect(priceLines([{ productId: 1, quantity: 500 }], [product({ id: 1, unit: 'kg' })], false)).toHaveLength(1);
  });

  it('more than the stock is 409 unless the business allows negative stock', () => {
    const lines = [{ productId: 1, quantity: 6_000 }];
    const err = thrown(() => priceLines(lines, [product({ id: 1, stockBefore: 5_000 })], false));
    expect([err.statusCode, err.message]).toEqual([409, 'Insufficient stock for P1']);
    expect(priceLines(lines, [product({ id: 1, stockBefore: 5_000 })], true)).toHaveLength(1);
  });
});

describe('priceLines and the MRP', () => {
  it('a line priced at its MRP sells; one priced above it is refused (422 ABOVE_MRP)', () => {
    const atMrp = product({ id: 1, sellingPriceCents: 11_800, mrpCents: 11_800 });
    expect(priceLines([{ productId: 1, quantity: 1_000 }], [atMrp], false)[0]?.taxCategory).toBe('standard');
    const above = product({ id: 1, sellingPriceCents: 11_801, mrpCents: 11_800 });
    const err = thrown(() => priceLines([{ productId: 1, quantity: 1_000 }], [above], false));
    expect([err.statusCode, err.code]).toEqual([422, 'ABOVE_MRP']);
  });

  // VAT on top: the customer pays price + VAT, and that is what the MRP bounds.
  const exclusive = { vatRegistered: true, pricesIncludeVat: false, vatRateBp: 1800, nbtRateBp: 0 };
  it.each<[string, number, number, 'standard' | 'exempt', boolean]>([
    // 100.00 + 18% = 118.00 ≤ MRP 118.00: sold.
    ['with VAT at the MRP', 10_000, 11_800, 'standard', true],
    // 100.00 + 18% = 118.00 > MRP 110.00, though 100.00 alone is below it: refused.
    ['with VAT above the MRP', 10_000, 11_000, 'standard', false],
    // Exempt: 100.00, no VAT added, ≤ MRP 100.00: sold.
    ['exempt at the MRP', 10_000, 10_000, 'exempt', true],
  ])('tax-exclusive, %s', (_name, price, mrp, taxCategory, sells) => {
    const p = product({ id: 1, sellingPriceCents: price, mrpCents: mrp, taxCategory });
    const run = () => priceLines([{ productId: 1, quantity: 1_000 }], [p], false, false, exclusive);
    if (sells) expect(run()).toHaveLength(1);
    else expect(thrown(run).code).toBe('ABOVE_MRP');
  });

  it('a sale made offline above the MRP is not refused (it becomes an exception)', () => {
    const p = product({ id: 1, sellingPriceCents: 10_000, mrpCents: 11_000 });
    expect(priceLines([{ productId: 1, quantity: 1_000, priceCents: 10_000 }], [p], false, true, exclusive)).toHaveLength(1);
  });
});

describe('discountedTotals', () => {
  const inclusive = { vatRegistered: true, pricesIncludeVat: true, vatRateBp: 1800, nbtRateBp: 0 };

  it('takes the discount off before VAT and refuses one above the lines (400)', () => {
    const priced = priceLines([{ productId: 1, quantity: 1_000 }], [product({ id: 1, sellingPriceCents: 11_800 })], false);
    const totals = discountedTotals(priced, inclusive, 1_800);
    expect([totals.totalCents, totals.vatCents]).toEqual([10_000, 1_525]);
    const err = thrown(() => discountedTotals(priced, inclusive, 11_801));
    expect([err.statusCode, err.message]).toEqual([400, SALE_MESSAGES.discountTooLarge]);
  });

  it('an unregistered shop charges no VAT; a registered exclusive one adds it on top', () => {
    const priced = priceLines([{ productId: 1, quantity: 1_000 }], [product({ id: 1, sellingPriceCents: 11_800 })], false);
    const unregistered = discountedTotals(priced, { ...inclusive, vatRegistered: false, pricesIncludeVat: false }, 0);
    expect([unregistered.totalCents, unregistered.vatCents, unregistered.subtotalCents]).toEqual([11_800, 0, 11_800]);
    const exclusive = discountedTotals(priced, { ...inclusive, pricesIncludeVat: false }, 0);
    expect([exclusive.totalCents, exclusive.vatCents, exclusive.subtotalCents]).toEqual([13_924, 2_124, 11_800]);
  });
});
