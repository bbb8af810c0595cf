import { describe, expect, it } from 'vitest';
import { multiplyCentsByThousandths } from './money';
import {
  DEFAULT_SCALE_BARCODE_RULES,
  normalizeScaleCode,
  overlappingPrefixes,
  parseScaleBarcode,
  scaleLineQuantity,
  valueDigitsOf,
  type ScaleBarcodeRule,
} from './scale-barcode';

const rules = DEFAULT_SCALE_BARCODE_RULES;

describe('parseScaleBarcode with the default rules', () => {
  it.each([
    ['2112345007502', { itemCode: '12345', kind: 'weight', weightThousandths: 750 }], // 0.750 kg
    ['2112345123455', { itemCode: '12345', kind: 'weight', weightThousandths: 12_345 }], // 12.345 kg
    ['2312345360007', { itemCode: '12345', kind: 'price', priceCents: 36_000 }], // LKR 360.00
    ['0212345003602', { itemCode: '12345', kind: 'price', priceCents: 360 }], // 02: LKR 3.60
    ['212345003602', { itemCode: '12345', kind: 'price', priceCents: 360 }], // the same as a 12-digit UPC-A
    [' 2112345007502 ', { itemCode: '12345', kind: 'weight', weightThousandths: 750 }], // a scanner's spaces
  ])('%s → %o', (code, expected) => expect(parseScaleBarcode(code, rules)).toEqual({ ok: true, ...expected }));

  it.each(['2112345007503', '2312345360000', '0212345003609', '212345003609'])('%s: a bad check digit is refused', (code) =>
    expect(parseScaleBarcode(code, rules)).toEqual({ ok: false, reason: 'checkDigit' }),
  );

  it.each([
    '4006381333931', // an ordinary EAN-13
    '2000000000008', // Kade's own in-store code (prefix 20)
    '2212345007509', // 22: no rule by default
    '12345',
    '21123450075', // 11 digits
    '21123450075020', // 14 digits
    '21a2345007502',
    '',
  ])('%j is not a scale label (null)', (code) => expect(parseScaleBarcode(code, rules)).toBeNull());
});

describe('parseScaleBarcode with custom rules', () => {
  const custom: ScaleBarcodeRule[] = [
    { prefix: '233', itemDigits: 4, kind: 'price', decimals: 2 },
    { prefix: '22', itemDigits: 5, kind: 'weight', decimals: 2 },
    { prefix: '1', itemDigits: 6, kind: 'weight', decimals: 3 },
  ];
  it.each([
    ['2331234009995', { itemCode: '1234', kind: 'price', priceCents: 999 }],
    ['2212345007509', { itemCode: '12345', kind: 'weight', weightThousandths: 7_500 }], // 7.50 kg in hundredths
    ['1234000075006', { itemCode: '234000', kind: 'weight', weightThousandths: 7_500 }],
  ])('%s → %o', (code, expected) => expect(parseScaleBarcode(code, custom)).toEqual({ ok: true, ...expected }));

  it('a code of a default prefix is not a scale label under rules without it', () =>
    expect(parseScaleBarcode('2112345007502', custom)).toBeNull());
});

describe('scaleLineQuantity', () => {
  const kg = { sellingPriceCents: 48_000, unit: 'kg' as const }; // LKR 480.00 a kg
  it.each([
    ['0.750 kg by weight', kg, { kind: 'weight', weightThousandths: 750 }, 750],
    [
      '750 g of a product sold by the gram',
      { sellingPriceCents: 50, unit: 'g' as const },
      { kind: 'weight', weightThousandths: 750 },
      750_000,
    ],
    ['LKR 360.00 at 480.00/kg is exactly 0.750 kg', kg, { kind: 'price', priceCents: 36_000 }, 750],
    ['LKR 100.00 at 480.00/kg: 0.208 kg (99.84) is nearer than 0.209 (100.32)', kg, { kind: 'price', priceCents: 10_000 }, 208],
    ['LKR 3.60: 7 g (3.36) and 8 g (3.84) are as near; the smaller charge wins', kg, { kind: 'price', priceCents: 360 }, 7],
    ['LKR 0.10: never below one gram', kg, { kind: 'price', priceCents: 10 }, 1],
    [
      'a price label on pieces: a whole number of them',
      { sellingPriceCents: 12_000, unit: 'pieces' as const },
      { kind: 'price', priceCents: 36_000 },
      3_000,
    ],
  ] as const)('%s', (_name, product, label, quantity) =>
    expect(scaleLineQuantity(product, { itemCode: '12345', ...label })).toEqual({ ok: true, quantity }),
  );

  it.each([
    ['a zero weight', kg, { kind: 'weight', weightThousandths: 0 }, 'zero'],
    ['a zero price', kg, { kind: 'price', priceCents: 0 }, 'zero'],
    [
      'a weight label on pieces',
      { sellingPriceCents: 100, unit: 'pieces' as const },
      { kind: 'weight', weightThousandths: 500 },
      'notByWeight',
    ],
    ['a weight label on litres', { sellingPriceCents: 100, unit: 'l' as const }, { kind: 'weight', weightThousandths: 500 }, 'notByWeight'],
    ['a price label on a free product', { sellingPriceCents: 0, unit: 'kg' as const }, { kind: 'price', priceCents: 500 }, 'noPrice'],
    [
      'a price that is not whole pieces',
      { sellingPriceCents: 12_000, unit: 'pieces' as const },
      { kind: 'price', priceCents: 30_000 },
      'notWholeUnits',
    ],
    [
      'more than a line may hold',
      { sellingPriceCents: 1, unit: 'g' as const },
      { kind: 'weight', weightThousandths: 99_999_999 },
      'tooLarge',
    ],
  ] as const)('%s is refused', (_name, product, label, reason) =>
    expect(scaleLineQuantity(product, { itemCode: '1', ...label })).toEqual({ ok: false, reason }),
  );

  it('the line charged for a price label is within half a gram’s price of the label', () => {
    for (const price of [1, 999, 48_000, 123_456]) {
      for (let label = 1; label < 100_000; label += 997) {
        const r = scaleLineQuantity({ sellingPriceCents: price, unit: 'kg' }, { itemCode: '1', kind: 'price', priceCents: label });
        if (!r.ok) throw new Error('refused');
        const gross = multiplyCentsByThousandths(price, r.quantity);
        if (r.quantity > 1) expect(Math.abs(gross - label)).toBeLessThanOrEqual(Math.ceil(price / 2000));
      }
    }
  });
});

describe('rules helpers', () => {
  it('valueDigitsOf: what is left of 12 digits', () => {
    expect(valueDigitsOf({ prefix: '21', itemDigits: 5 })).toBe(5);
    expect(valueDigitsOf({ prefix: '233', itemDigits: 6 })).toBe(3);
  });
  it.each([
    [['21', '23', '02'], []],
    [['2', '21'], [[0, 1]]],
    [['21', '21'], [[0, 1]]],
    [['233', '23', '1'], [[0, 1]]],
  ])('overlappingPrefixes(%j) → %j', (prefixes, pairs) =>
    expect(overlappingPrefixes(prefixes.map((prefix) => ({ prefix })))).toEqual(pairs),
  );
  it.each([
    ['00123', '123'],
    ['123', '123'],
    ['0', '0'],
    ['000', '0'],
    [' 012 ', '12'],
  ])('normalizeScaleCode(%j) → %j', (code, key) => expect(normalizeScaleCode(code)).toBe(key));
});
