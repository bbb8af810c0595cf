/**
 * Code 128, code set B (printable ASCII 32–126): the receipt prints its invoice number with it, and
 * a keyboard-wedge scanner types the number back into the till's search box.
 *
 * The symbol is: start B, one symbol per character (value = char code − 32), the checksum
 * (start + Σ position × value, mod 103) and the stop. Each symbol is six alternating bar/space
 * widths (11 modules); the stop is seven (13 modules, with its termination bar). A renderer adds
 * a quiet zone of at least 10 modules on each side.
 */

/** Bar/space widths of the symbol values 0–106 (ISO/IEC 15417); 106 is the stop with its termination bar. */
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
]; // prettier-ignore

export const CODE128_START_B = 104;
export const CODE128_STOP = 106;
/** Blank modules each side of the bars, so the scanner finds where the symbol starts. */
export const CODE128_QUIET_ZONE = 10;

export interface Code128 {
  /** The symbol values: start B, the characters, the checksum, the stop. */
  values: number[];
  checksum: number;
  /** Module widths, bar first, alternating bar and space; ends with the stop's termination bar. */
  widths: number[];
  /** The sum of the widths (without the quiet zones). */
  modules: number;
}

/** Whether the text can be encoded in code set B (non-empty, printable ASCII only). */
export function isCode128B(text: string): boolean {
  return text.length > 0 && [...text].every((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) <= 126);
}

/** The checksum of code set B values (without the start): (104 + Σ position × value) mod 103. */
export function code128Checksum(dataValues: readonly number[]): number {
  return dataValues.reduce((sum, v, i) => (sum + v * (i + 1)) % 103, CODE128_START_B);
}

/** Encodes the text (RangeError for text outside printable ASCII). */
export function encodeCode128B(text: string): Code128 {
  if (!isCode128B(text)) throw new RangeError('Code 128 B encodes printable ASCII (32–126) only');
  const data = [...text].map((c) => c.charCodeAt(0) - 32);
  const checksum = code128Checksum(data);
  const values = [CODE128_START_B, ...data, checksum, CODE128_STOP];
  const widths = values.flatMap((v) => [...CODE128_PATTERNS[v]!].map(Number));
  return { values, checksum, widths, modules: widths.reduce((a, b) => a + b, 0) };
}
