import fc from 'fast-check';

/**
 * Numbers across the whole double range, for the API fuzzer's numeric sweep: every
 * numeric field of every route gets tiny, huge, negative, ±0, subnormal, 1e308, MAX_SAFE_INTEGER±1,
 * barcodes, fractions that binary floating point cannot hold exactly, and the same as text.
 */
const MAX_SAFE = Number.MAX_SAFE_INTEGER;
export const EDGE_NUMBERS: readonly number[] = [
  0,
  -0,
  1,
  -1,
  0.5,
  0.005,
  1.005,
  0.1 + 0.2,
  Number.MIN_VALUE,
  -Number.MIN_VALUE,
  2.2250738585072014e-308,
  1e-7,
  99.999,
  123456789.12345679, // the double nearest 123456789.123456789
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  1e13,
  4790001234567,
  1e15,
  MAX_SAFE - 1,
  MAX_SAFE,
  MAX_SAFE + 1,
  -MAX_SAFE - 1,
  2 ** 53 + 2,
  1e16,
  1e21,
  1e100,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
];

/** One number (or its text) from anywhere in the double range, edges weighted. */
export const wideNumberArb: fc.Arbitrary<number | string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
  { weight: 3, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 2, arbitrary: fc.maxSafeInteger() },
  { weight: 2, arbitrary: fc.double({ min: -1e16, max: 1e16, noNaN: true }) },
  {
    weight: 2,
    arbitrary: fc.oneof(fc.constantFrom(...EDGE_NUMBERS), fc.double({ noNaN: true })).map((n) => String(n)),
  },
  { weight: 1, arbitrary: fc.bigInt({ min: 10n ** 15n, max: 10n ** 30n }).map((n) => `${n}.99`) },
);

type Path = (string | number)[];

/** Paths of the numeric leaves of a JSON value (ids excluded: the main fuzzer plants those). */
export function numericLeaves(value: unknown, isIdKey: (key: string) => boolean, prefix: Path = [], out: Path[] = []): Path[] {
  if (typeof value === 'number' && prefix.length && !isIdKey(String(prefix[prefix.length - 1]))) out.push(prefix);
  else if (Array.isArray(value)) value.forEach((v, i) => numericLeaves(v, isIdKey, [...prefix, i], out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) numericLeaves(v, isIdKey, [...prefix, k], out);
  }
  return out;
}
