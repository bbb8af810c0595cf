import { describe, it, expect } from 'vitest';
import { DomainError } from './errors';
import { allocateProportionally, priceSale, type TaxCategory, type VatPricingLineInput, type VatPricingOptions } from './vat-pricing';

const line = (priceCents: number, quantity = 1000, taxCategory: TaxCategory = 'standard'): VatPricingLineInput => ({
  priceCents,
  quantity,
  taxCategory,
});

/** The tax configuration's rates: VAT 18%, NBT 0% unless a test says otherwise. */
const AT_18 = { vatRateBp: 1800, nbtRateBp: 0 };
const registeredInclusive: VatPricingOptions = { vatRegistered: true, pricesIncludeVat: true, ...AT_18 };
const registeredExclusive: VatPricingOptions = { vatRegistered: true, pricesIncludeVat: false, ...AT_18 };

type Totals = { total: number; vat: number; subtotal: number };
const totalsOf = (lines: VatPricingLineInput[], options: VatPricingOptions): Totals => {
  const sale = priceSale(lines, options);
  return { total: sale.totalCents, vat: sale.vatCents, subtotal: sale.subtotalCents };
};

describe('priceSale: 118.00 at VAT 18, one unit, in every pricing mode', () => {
  it.each<[string, VatPricingOptions, Totals]>([
    ['registered, inclusive', registeredInclusive, { total: 11800, vat: 1800, subtotal: 10000 }],
    ['not registered, inclusive', { vatRegistered: false, pricesIncludeVat: true, ...AT_18 }, { total: 11800, vat: 0, subtotal: 11800 }],
    ['not registered, exclusive', { vatRegistered: false, pricesIncludeVat: false, ...AT_18 }, { total: 11800, vat: 0, subtotal: 11800 }],
    ['registered, exclusive', registeredExclusive, { total: 13924, vat: 2124, subtotal: 11800 }],
  ])('%s', (_name, options, expected) => {
    expect(totalsOf([line(11800)], options)).toEqual(expected);
  });

  it('the discount example: registered, inclusive, 118.00 less 18.00 → total 100.00, VAT 15.25', () => {
    const sale = priceSale([line(11800)], { ...registeredInclusive, discountCents: 1800 });
    expect(sale).toMatchObject({ totalCents: 10000, vatCents: 1525, subtotalCents: 8475, discountCents: 1800, grossCents: 11800 });
    expect(sale.lines[0]).toMatchObject({
      grossCents: 11800,
      discountShareCents: 1800,
      netCents: 8475,
      vatCents: 1525,
      lineTotalCents: 10000,
    });
  });

  it('exclusive with a discount: VAT on (gross − share)', () => {
    // (11800 − 1800) × 18% = 1800 on top.
    expect(totalsOf([line(11800)], { ...registeredExclusive, discountCents: 1800 })).toEqual({ total: 11800, vat: 1800, subtotal: 10000 });
  });
});

describe('priceSale: mixed carts', () => {
  // Rice 200.00 exempt, exported tea 500.00 zero-rated, soap 118.00 standard.
  const cart = [line(20000, 1000, 'exempt'), line(50000, 1000, 'zero_rated'), line(11800)];

  it('registered, inclusive: only the standard line carries VAT; exempt is out of taxable turnover', () => {
    const sale = priceSale(cart, registeredInclusive);
    expect(sale.lines.map((l) => [l.netCents, l.vatCents, l.lineTotalCents])).toEqual([
      [20000, 0, 20000],
      [50000, 0, 50000],
      [10000, 1800, 11800],
    ]);
    expect(sale).toMatchObject({
      totalCents: 81800,
      vatCents: 1800,
      subtotalCents: 80000,
      taxableTurnoverCents: 60000,
      zeroRatedTurnoverCents: 50000,
      exemptTurnoverCents: 20000,
    });
  });

  it('registered, exclusive: VAT added on the standard line only', () => {
    expect(totalsOf(cart, registeredExclusive)).toEqual({ total: 83924, vat: 2124, subtotal: 81800 });
  });

  it('not registered: no VAT on any line, turnover still split by category', () => {
    const sale = priceSale(cart, { vatRegistered: false, pricesIncludeVat: false, ...AT_18 });
    expect(sale).toMatchObject({
      totalCents: 81800,
      vatCents: 0,
      subtotalCents: 81800,
      taxableTurnoverCents: 61800,
      exemptTurnoverCents: 20000,
    });
  });

  it('zero-rated and exempt lines ignore the configured rates', () => {
    const sale = priceSale([line(10000, 1000, 'zero_rated'), line(10000, 1000, 'exempt')], { ...registeredExclusive, nbtRateBp: 200 });
    expect(sale).toMatchObject({ vatCents: 0, nbtCents: 0, totalCents: 20000 });
  });
});

describe('priceSale: fractional kilos and half cents', () => {
  it.each<[string, VatPricingLineInput, VatPricingOptions, [number, number, number, number]]>([
    // gross, net, VAT, total
    ['0.250 kg at 590.00, inclusive', line(59000, 250), registeredInclusive, [14750, 12500, 2250, 14750]],
    ['0.250 kg at 590.00, exclusive', line(59000, 250), registeredExclusive, [14750, 14750, 2655, 17405]],
    ['0.333 kg at 1.99: gross 66.267 → 66 cents', line(199, 333), registeredExclusive, [66, 66, 12, 78]], // VAT 11.88
    ['gross 499.5 cents rounds up to 500', line(333, 1500), registeredExclusive, [500, 500, 90, 590]],
    ['exclusive VAT exactly .5 cent rounds up', line(25), registeredExclusive, [25, 25, 5, 30]], // 4.5
    ['exclusive VAT just under .5 rounds down', line(24), registeredExclusive, [24, 24, 4, 28]], // 4.32
    ['inclusive VAT with no remainder', line(59), registeredInclusive, [59, 50, 9, 59]], // 59 × 18/118 = 9.0
    ['inclusive VAT .63 cent rounds up', line(13325), registeredInclusive, [13325, 11292, 2033, 13325]], // 2032.63
    ['inclusive VAT .25 cent rounds down', line(10000), registeredInclusive, [10000, 8475, 1525, 10000]], // 1525.42
    ['gross 6.25 cents → 6, then VAT at 25% inclusive', line(6250, 1), { ...registeredInclusive, vatRateBp: 2500 }, [6, 5, 1, 6]], // VAT 1.2
  ])('%s', (_name, input, options, [gross, net, vat, total]) => {
    const [priced] = priceSale([input], options).lines;
    expect(priced).toMatchObject({ grossCents: gross, netCents: net, vatCents: vat, lineTotalCents: total });
  });

  it('inclusive VAT of an exact half cent rounds away from zero', () => {
    // At 18% the inclusive fraction is 9/59, never exactly half a cent; at 20% it is 1/6: base 3 → 0.5 → 1.
    expect(priceSale([line(3)], { ...registeredInclusive, vatRateBp: 2000 }).lines[0]).toMatchObject({ vatCents: 1, netCents: 2 });
  });
});

describe('priceSale: a recorded sale priced again, its lines at the rates they recorded', () => {
  it('shares the discount by gross, then taxes each line at the rate it recorded', () => {
    // 118.00 at 18%, 115.00 recorded at 15%, 100.00 exempt; discount 33.30 over 333.00 = 10% each.
    const lines = [line(11800), { ...line(11500), recordedRates: { vatRateBp: 1500, nbtRateBp: 0 } }, line(10000, 1000, 'exempt')];
    const sale = priceSale(lines, { ...registeredInclusive, discountCents: 3330 });
    expect(sale.lines.map((l) => [l.discountShareCents, l.netCents, l.vatCents, l.lineTotalCents])).toEqual([
      [1180, 9000, 1620, 10620],
      [1150, 9000, 1350, 10350],
      [1000, 9000, 0, 9000],
    ]);
    expect(sale).toMatchObject({
      totalCents: 29970,
      vatCents: 2970,
      subtotalCents: 27000,
      exemptTurnoverCents: 9000,
      taxableTurnoverCents: 18000,
    });
  });

  it('a discount equal to the gross total leaves nothing to pay and no VAT', () => {
    expect(totalsOf([line(11800), line(500)], { ...registeredInclusive, discountCents: 12300 })).toEqual({ total: 0, vat: 0, subtotal: 0 });
  });

  it('a discount above the gross total is refused, even when exclusive VAT would cover it', () => {
    expect(() => priceSale([line(11800)], { ...registeredExclusive, discountCents: 11801 })).toThrow(DomainError);
  });

  it('an empty cart totals zero', () => {
    expect(priceSale([], registeredInclusive)).toMatchObject({ totalCents: 0, vatCents: 0, subtotalCents: 0, lines: [] });
  });
});

describe('allocateProportionally: largest remainder', () => {
  it.each<[string, number, number[], number[]]>([
    ['exact shares', 300, [100, 200], [100, 200]],
    ['one cent over three equal lines goes to the first', 1, [100, 100, 100], [1, 0, 0]],
    ['two cents over three equal lines: the first two', 2, [100, 100, 100], [1, 1, 0]],
    ['the largest remainder wins over an earlier line', 10, [100, 200, 400], [1, 3, 6]], // 1.43, 2.86, 5.71
    ['a zero-gross line gets nothing', 5, [0, 1000], [0, 5]],
    ['no discount', 0, [100, 200], [0, 0]],
    ['nothing to share over', 0, [0, 0], [0, 0]],
    ['products beyond 2^53 stay exact', 9_000_000_000_000, [3_000_000_000_000, 6_000_000_000_001], [3_000_000_000_000, 6_000_000_000_000]],
  ])('%s', (_name, discount, weights, expected) => {
    expect(allocateProportionally(discount, weights)).toEqual(expected);
  });
});

describe('priceSale: input checks', () => {
  it.each<[string, VatPricingLineInput]>([
    ['zero quantity', line(100, 0)],
    ['negative quantity', line(100, -1000)],
    ['a fraction of a piece', { ...line(100, 1500), unit: 'pieces' }],
  ])('rejects %s with INVALID_QUANTITY', (_name, input) => {
    expect(() => priceSale([input], registeredInclusive)).toThrow(DomainError);
  });

  it.each<[string, VatPricingLineInput]>([
    ['a negative price', line(-1)],
    ['a fractional cent price', line(1.5)],
    ['an unknown tax category', { ...line(100), taxCategory: 'luxury' as TaxCategory }],
  ])('throws RangeError for %s', (_name, input) => {
    expect(() => priceSale([input], registeredInclusive)).toThrow(RangeError);
  });
});

describe('priceSale: NBT (seeded 0%, computed like VAT)', () => {
  it('inclusive: VAT and NBT are carved out of the shelf price together', () => {
    // 120.00 at VAT 18% + NBT 2%: net 100.00.
    expect(priceSale([line(12000)], { ...registeredInclusive, nbtRateBp: 200 })).toMatchObject({
      totalCents: 12000,
      vatCents: 1800,
      nbtCents: 200,
      subtotalCents: 10000,
    });
  });

  it('not charged by an unregistered business', () => {
    expect(priceSale([line(12000)], { vatRegistered: false, pricesIncludeVat: false, vatRateBp: 1800, nbtRateBp: 200 })).toMatchObject({
      nbtCents: 0,
      totalCents: 12000,
    });
  });
});

describe("priceSale: a standard line is charged the configuration's rate, never a product's", () => {
  // The product has no rate: only its category. The configuration in force on the sale's date decides.
  it.each<[string, VatPricingOptions, { net: number; vat: number; total: number }]>([
    // Inclusive 118.00 at 18%: VAT = 11800 × 1800 / 11800 = 1800; net = 11800 − 1800 = 10000.
    ['18% configured, inclusive', { ...registeredInclusive }, { net: 10000, vat: 1800, total: 11800 }],
    // Inclusive 118.00 at 15%: VAT = 11800 × 1500 / 11500 = 1539.13 → 1539; net = 10261.
    ['15% configured, inclusive', { ...registeredInclusive, vatRateBp: 1500 }, { net: 10261, vat: 1539, total: 11800 }],
    // Exclusive 100.00 at 18%: VAT = 10000 × 18% = 1800; total = 11800.
    ['18% configured, exclusive', { ...registeredExclusive }, { net: 10000, vat: 1800, total: 11800 }],
    // Exclusive 100.00 at 15%: VAT = 10000 × 15% = 1500; total = 11500.
    ['15% configured, exclusive', { ...registeredExclusive, vatRateBp: 1500 }, { net: 10000, vat: 1500, total: 11500 }],
  ])('%s', (_name, options, want) => {
    const price = options.pricesIncludeVat ? 11800 : 10000;
    const [priced] = priceSale([line(price)], options).lines;
    expect(priced).toMatchObject({
      netCents: want.net,
      vatCents: want.vat,
      lineTotalCents: want.total,
      chargedVatRateBp: options.vatRateBp,
    });
  });

  it('a line carrying an old product rate is still charged the configured 18%', () => {
    // Whatever else the caller's line object holds (here a stale 15%), only recordedRates is read.
    const stale = { ...line(10000), vatRateBp: 1500 };
    // Exclusive 100.00: VAT = 10000 × 18% = 1800, not 10000 × 15% = 1500.
    expect(priceSale([stale], registeredExclusive)).toMatchObject({ vatCents: 1800, totalCents: 11800 });
  });

  it('refuses a negative configured rate', () => {
    expect(() => priceSale([line(100)], { ...registeredExclusive, vatRateBp: -1 })).toThrow(RangeError);
  });
});
