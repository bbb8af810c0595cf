import { ean13CheckDigit } from '#shared/domain/ean13';
import { blankFrame, type Frame } from './frame';

// EAN-13 drawn module by module (GS1 General Specifications §5.2.1): the test's own encoder, so the
// camera proof does not lean on the app's code or on a downloaded image.

/** Left-half digit patterns, set A ("L", odd parity); 1 = bar. */
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
/** Set C ("R"): the complement of L. */
const R = L.map((p) => [...p].map((b) => (b === '1' ? '0' : '1')).join(''));
/** Set B ("G", even parity): R reversed. */
const G = R.map((p) => [...p].reverse().join(''));
/** The first digit is not drawn: it picks which of the left six digits use L or G. */
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** 12 digits → the full 13-digit code with its check digit (the shared GS1 rule, table-tested in ean13.test.ts). */
export const withCheckDigit = (twelve: string) => `${twelve}${ean13CheckDigit(twelve)}`;

/** The 95 modules of an EAN-13 symbol (true = bar), guards included, quiet zones not. */
export function ean13Modules(code: string): boolean[] {
  if (!/^\d{13}$/.test(code)) throw new Error(`EAN-13 needs 13 digits, got "${code}"`);
  if (ean13CheckDigit(code.slice(0, 12)) !== Number(code[12])) throw new Error(`${code}: wrong check digit`);
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  let bits = '101';
  for (let i = 1; i <= 6; i++) bits += (parity[i - 1] === 'L' ? L : G)[digits[i]!];
  bits += '01010';
  for (let i = 7; i <= 12; i++) bits += R[digits[i]!];
  bits += '101';
  return [...bits].map((b) => b === '1');
}

/**
 * The symbol centred on a white frame: `module` pixels per module, bars `barHeight` pixels tall;
 * the white around it is wider than the 11 / 7 module quiet zones the standard asks for.
 */
export function ean13Frame(code: string, opts: { width?: number; height?: number; module?: number; barHeight?: number } = {}): Frame {
  const { width = 640, height = 480, module = 4, barHeight = 240 } = opts;
  const modules = ean13Modules(code);
  const frame = blankFrame(width, height);
  const left = Math.floor((width - modules.length * module) / 2);
  const top = Math.floor((height - barHeight) / 2);
  if (left < 11 * module) throw new Error('the frame is too narrow for the quiet zones');
  modules.forEach((bar, m) => {
    if (bar) frame.fill(left + m * module, top, module, barHeight, 0);
  });
  return frame;
}
