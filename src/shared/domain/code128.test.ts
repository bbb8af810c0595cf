import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, code128Checksum, encodeCode128B, isCode128B } from './code128';

/**
 * A scanner's reading of the widths, written apart from the encoder: every 6 widths one symbol
 * (the last 7 the stop), looked up by its pattern; start B, the checksum and the stop checked.
 */
function decode(widths: readonly number[]): string {
  const byPattern = new Map(CODE128_PATTERNS.map((p, v) => [p, v]));
  const body = widths.slice(0, -7);
  if (widths.slice(-7).join('') !== '2331112') throw new Error('no stop');
  if (body.length % 6 !== 0) throw new Error('not whole symbols');
  const values: number[] = [];
  for (let i = 0; i < body.length; i += 6) {
    const v = byPattern.get(body.slice(i, i + 6).join(''));
    if (v === undefined) throw new Error(`unknown symbol at ${i}`);
    values.push(v);
  }
  const [start, ...rest] = values;
  if (start !== 104) throw new Error('not start B');
  const check = rest.pop()!;
  let sum = 104;
  rest.forEach((v, i) => (sum += v * (i + 1)));
  if (sum % 103 !== check) throw new Error('bad checksum');
  return String.fromCharCode(...rest.map((v) => v + 32));
}

describe('Code 128 B', () => {
  it('the table: 107 symbols, each 11 modules (the stop 13), bars even and spaces odd', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    CODE128_PATTERNS.forEach((p, v) => {
      const w = [...p].map(Number);
      expect(w.reduce((a, b) => a + b, 0)).toBe(v === 106 ? 13 : 11);
      const bars = w.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0);
      if (v !== 106) expect(bars % 2).toBe(0);
    });
  });

  it('the published example: "PJJ123C" has the checksum 55 (879 mod 103)', () => {
    const code = encodeCode128B('PJJ123C');
    expect(code.checksum).toBe(55);
    expect(code.values).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
    expect(code128Checksum([48, 42, 42, 17, 18, 19, 35])).toBe(55);
  });

  it('an invoice number: start B, its symbols, the checksum and the stop, 11 modules a symbol', () => {
    const code = encodeCode128B('INV-000001');
    expect(code.widths.slice(0, 6)).toEqual([2, 1, 1, 2, 1, 4]);
    expect(code.widths.slice(-7)).toEqual([2, 3, 3, 1, 1, 1, 2]);
    expect(code.modules).toBe(11 * (1 + 10 + 1) + 13);
    expect(decode(code.widths)).toBe('INV-000001');
  });

  it('decodes back to the text for any printable ASCII', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 32, max: 126 }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 40 }),
        (s) => {
          expect(decode(encodeCode128B(s).widths)).toBe(s);
        },
      ),
    );
  });

  it('a changed bar fails the reading (the checksum or the table catch it)', () => {
    const widths = encodeCode128B('CN-000042').widths;
    const broken = [...widths];
    // Swap two symbols' patterns: the symbols stay valid, the checksum does not.
    broken.splice(6, 6, ...[...CODE128_PATTERNS['N'.charCodeAt(0) - 32]!].map(Number));
    expect(() => decode(broken)).toThrow('bad checksum');
  });

  it('refuses what code set B cannot encode', () => {
    expect(isCode128B('')).toBe(false);
    expect(isCode128B('අ')).toBe(false);
    expect(isCode128B('INV-1')).toBe(true);
    expect(() => encodeCode128B('\n')).toThrow(RangeError);
  });
});
