import { describe, expect, it } from 'vitest';
import { customerUnitPriceCents, isAboveMrp, mrpRefusal, type MrpPricing, type MrpRefusal } from './mrp';
import type { TaxCategory } from './tax-category';

const AT_18 = { vatRateBp: 1800, nbtRateBp: 0 };
const inclusive: MrpPricing = { vatRegistered: true, pricesIncludeVat: true, ...AT_18 };
const exclusive: MrpPricing = { vatRegistered: true, pricesIncludeVat: false, ...AT_18 };
const unregisteredExclusive: MrpPricing = { vatRegistered: false, pricesIncludeVat: false, ...AT_18 };

describe('customerUnitPriceCents: what one unit costs the customer', () => {
  it.each<[string, number, TaxCategory, MrpPricing, number]>([
    // Inclusive: the shelf price is what is paid: 118.00.
    ['inclusive, standard', 11800, 'standard', inclusive, 11800],
    // Exclusive: 100.00 + 100.00 × 18% (18.00) = 118.00.
    ['exclusive, standard', 10000, 'standard', exclusive, 11800],
    // Exclusive: 99.99 + 99.99 × 18% = 17.9982 → 18.00; 99.99 + 18.00 = 117.99.
    ['exclusive, VAT rounded to the cent', 9999, 'standard', exclusive, 11799],
    // Exclusive at 18% VAT + 2% NBT: 100.00 + 18.00 + 2.00 = 120.00.
    ['exclusive, with NBT', 10000, 'standard', { ...exclusive, nbtRateBp: 200 }, 12000],
    // Exempt and zero-rated lines carry no VAT: 100.00 stays 100.00.
    ['exclusive, exempt', 10000, 'exempt', exclusive, 10000],
    ['exclusive, zero-rated', 10000, 'zero_rated', exclusive, 10000],
    // Not registered: no VAT is added: 100.00.
    ['exclusive, not registered', 10000, 'standard', unregisteredExclusive, 10000],
  ])('%s', (_name, price, category, pricing, want) => {
    expect(customerUnitPriceCents(price, category, pricing)).toBe(want);
  });
});

describe('isAboveMrp', () => {
  it.each<[string, number, number | null, TaxCategory, MrpPricing, boolean]>([
    ['no MRP: never above', 999_999, null, 'standard', exclusive, false],
    // Inclusive: 118.00 against MRP 118.00: at it, sold.
    ['inclusive at the MRP', 11800, 11800, 'standard', inclusive, false],
    // Inclusive: 118.01 > 118.00.
    ['inclusive a cent above', 11801, 11800, 'standard', inclusive, true],
    // Exclusive: 100.00 + 18.00 = 118.00 ≤ MRP 118.00.
    ['exclusive, with VAT at the MRP', 10000, 11800, 'standard', exclusive, false],
    // Exclusive: 100.00 + 18.00 = 118.00 > MRP 110.00, although the price before VAT (100.00) is below it.
    ['exclusive, with VAT above the MRP', 10000, 11000, 'standard', exclusive, true],
    // Exclusive, exempt: 100.00 ≤ MRP 100.00 (no VAT added).
    ['exclusive, exempt at the MRP', 10000, 10000, 'exempt', exclusive, false],
    // Not registered, exclusive: 100.00 ≤ MRP 100.00.
    ['not registered at the MRP', 10000, 10000, 'standard', unregisteredExclusive, false],
  ])('%s', (_name, priceCents, mrpCents, taxCategory, pricing, want) => {
    expect(isAboveMrp({ priceCents, mrpCents, taxCategory }, pricing)).toBe(want);
  });
});

describe('mrpRefusal: the message a product form and an import row are refused with', () => {
  it.each<[string, number, number | null, TaxCategory, MrpPricing, MrpRefusal | null]>([
    ['no MRP', 999_999, null, 'standard', exclusive, null],
    // Inclusive: 118.00 = MRP 118.00: accepted; 118.01 > 118.00: the price itself is above it.
    ['inclusive at the MRP', 11800, 11800, 'standard', inclusive, null],
    ['inclusive a cent above', 11801, 11800, 'standard', inclusive, { key: 'SELLING_PRICE_ABOVE_MRP' }],
    // Exclusive: 100.00 + 18.00 = 118.00 = MRP 118.00: accepted, although 118.00 > the price.
    ['exclusive, with VAT at the MRP', 10000, 11800, 'standard', exclusive, null],
    // Exclusive: 100.01 + 18.00 (18.0018 rounded) = 118.01 > MRP 118.00: the message says 118.01.
    [
      'exclusive, with VAT a cent above',
      10001,
      11800,
      'standard',
      exclusive,
      { key: 'SELLING_PRICE_WITH_VAT_ABOVE_MRP', params: { price: 'LKR 118.01' } },
    ],
    // Exclusive, exempt: no VAT added: 100.01 > MRP 100.00 is the price itself.
    ['exclusive, exempt above', 10001, 10000, 'exempt', exclusive, { key: 'SELLING_PRICE_ABOVE_MRP' }],
    // Not registered: no VAT added: 100.01 > MRP 100.00.
    ['not registered above', 10001, 10000, 'standard', unregisteredExclusive, { key: 'SELLING_PRICE_ABOVE_MRP' }],
  ])('%s', (_name, priceCents, mrpCents, taxCategory, pricing, want) => {
    expect(mrpRefusal({ priceCents, mrpCents, taxCategory }, pricing)).toEqual(want);
  });
});
