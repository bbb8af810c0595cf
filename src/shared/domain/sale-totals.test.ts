import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DomainError } from './errors';
import { computeLine, computeSaleTotals, type SaleLineInput } from './sale-totals';

const line = (priceCents: number, quantity: number, vatRateBp = 1800, nbtRateBp = 0): SaleLineInput => ({
  priceCents,
  quantity,
  vatRateBp,
  nbtRateBp,
});

describe('computeLine', () => {
  it.each<[string, SaleLineInput, [number, number, number, number]]>([
    ['one piece at 18%', line(10000, 1000), [10000, 1800, 0, 11800]],
    ['two pieces at 18%', line(25050, 2000), [50100, 9018, 0, 59118]],
    ['12.5 kg at 1,250.50', line(125050, 12500), [1563125, 281363, 0, 1844488]], // VAT 281362.5 → up
    ['no tax', line(9999, 1000, 0, 0), [9999, 0, 0, 9999]],
    ['free item', line(0, 3000), [0, 0, 0, 0]],
    ['VAT exactly .5 cent rounds up', line(25, 1000), [25, 5, 0, 30]], // 4.5
    ['VAT just under .5 rounds down', line(24, 1000), [24, 4, 0, 28]], // 4.32
    ['subtotal .5 cent rounds up', line(333, 1500), [500, 90, 0, 590]], // 499.5
    ['tiny quantity', line(100, 1), [0, 0, 0, 0]], // 0.1 cent
    ['VAT 18% and legacy NBT 2%', line(10000, 1000, 1800, 200), [10000, 1800, 200, 12000]],
    ['legacy VAT 15% and NBT 2%', line(333, 1000, 1500, 200), [333, 50, 7, 390]], // 49.95, 6.66
  ])('%s', (_name, input, [subtotal, vat, nbt, total]) => {
    expect(computeLine(input)).toEqual({
      lineSubtotalCents: subtotal,
      vatCents: vat,
      nbtCents: nbt,
      lineTotalCents: total,
    });
  });

  it.each<[SaleLineInput]>([[line(100, 0)], [line(100, -1000)]])('rejects a quantity of zero or less: %j', (input) => {
    expect(() => computeLine(input)).toThrow(DomainError);
  });

  it('checks whole units when the unit is given', () => {
    expect(() => computeLine({ ...line(100, 1500), unit: 'pieces' })).toThrow(DomainError);
    expect(computeLine({ ...line(100, 1500), unit: 'kg' }).lineSubtotalCents).toBe(150);
    expect(computeLine({ ...line(100, 2000), unit: 'pieces' }).lineSubtotalCents).toBe(200);
  });

  it.each<[SaleLineInput]>([
    [line(-1, 1000)],
    [line(10.5, 1000)],
    [line(100, 1.5)],
    [line(100, 1000, -1)],
    [line(100, 1000, 1800, Number.NaN)],
  ])('rejects malformed numbers: %j', (input) => {
    expect(() => computeLine(input)).toThrow(RangeError);
  });
});

describe('computeSaleTotals', () => {
  const cart = [line(10000, 1000), line(25050, 2000), line(333, 1000, 1500, 200)];

  it('sums lines and takes the discount off the end', () => {
    const totals = computeSaleTotals(cart, 5000);
    expect(totals).toMatchObject({
      subtotalCents: 60433,
      vatCents: 1800 + 9018 + 50,
      nbtCents: 7,
      discountCents: 5000,
      totalCents: 60433 + 10868 + 7 - 5000,
    });
    expect(totals.lines).toHaveLength(3);
    expect(totals.lines[1]).toMatchObject({ priceCents: 25050, lineTotalCents: 59118 });
  });

  it('keeps extra fields of each line (product id, name)', () => {
    const totals = computeSaleTotals([{ ...line(100, 1000), productId: 7, name: 'Tea' }]);
    expect(totals.lines[0]).toMatchObject({ productId: 7, name: 'Tea', lineTotalCents: 118 });
  });

  it('totals an empty cart as zero', () => {
    expect(computeSaleTotals([])).toEqual({
      lines: [],
      subtotalCents: 0,
      vatCents: 0,
      nbtCents: 0,
      discountCents: 0,
      totalCents: 0,
    });
  });

  it.each<[number, number | 'DISCOUNT_TOO_LARGE']>([
    [0, 11800],
    [1, 11799],
    [11799, 1],
    [11800, 0], // exactly the whole bill
    [11801, 'DISCOUNT_TOO_LARGE'], // one cent over
  ])('discount %d on an 11,800-cent bill → %s', (discount, expected) => {
    const compute = () => computeSaleTotals([line(10000, 1000)], discount);
    if (expected === 'DISCOUNT_TOO_LARGE') {
      expect(compute).toThrow(expect.objectContaining({ code: 'DISCOUNT_TOO_LARGE' }));
    } else {
      expect(compute().totalCents).toBe(expected);
    }
  });

  it.each([[-1], [0.5], [Number.NaN]])('rejects a malformed discount %d', (discount) => {
    expect(() => computeSaleTotals([line(100, 1000)], discount)).toThrow(RangeError);
  });

  const arbitraryLine = fc.record({
    priceCents: fc.integer({ min: 0, max: 10_000_000 }),
    quantity: fc.integer({ min: 1, max: 1_000_000 }),
    vatRateBp: fc.constantFrom(0, 1500, 1800, 875, 3333),
    nbtRateBp: fc.constantFrom(0, 200, 55),
  });
  const arbitraryCart = fc.array(arbitraryLine, { maxLength: 30 });

  it('total = Σ line subtotals + Σ taxes − discount, in integers', () => {
    fc.assert(
      fc.property(arbitraryCart, fc.double({ min: 0, max: 1, noNaN: true }), (lines, share) => {
        const gross = computeSaleTotals(lines).totalCents;
        const discount = Math.floor(gross * share);
        const totals = computeSaleTotals(lines, discount);
        const sum = (pick: (l: (typeof totals.lines)[number]) => number) => totals.lines.reduce((acc, l) => acc + pick(l), 0);
        expect(totals.subtotalCents).toBe(sum((l) => l.lineSubtotalCents));
        expect(totals.vatCents).toBe(sum((l) => l.vatCents));
        expect(totals.nbtCents).toBe(sum((l) => l.nbtCents));
        expect(totals.totalCents).toBe(totals.subtotalCents + totals.vatCents + totals.nbtCents - discount);
        expect(totals.totalCents).toBe(sum((l) => l.lineTotalCents) - discount);
        expect(totals.totalCents).toBeGreaterThanOrEqual(0);
        for (const value of [totals.subtotalCents, totals.vatCents, totals.nbtCents, totals.totalCents]) {
          expect(Number.isSafeInteger(value)).toBe(true);
        }
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(
        arbitraryCart.chain((lines) => fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length }))),
        ([lines, shuffled]) => {
          const { lines: _a, ...a } = computeSaleTotals(lines);
          const { lines: _b, ...b } = computeSaleTotals(shuffled);
          expect(b).toEqual(a);
        },
      ),
    );
  });

  it('each line tax is within half a cent of the exact tax on the line subtotal', () => {
    fc.assert(
      fc.property(arbitraryLine, (input) => {
        const { lineSubtotalCents, vatCents } = computeLine(input);
        const exact = (lineSubtotalCents * input.vatRateBp) / 10_000;
        expect(Math.abs(vatCents - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});
