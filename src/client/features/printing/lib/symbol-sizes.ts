import { encode as encodeQr } from 'uqr';

/** How big the barcode and QR code print, the same in text mode (printer-drawn) and raster (canvas-drawn). */

/** Dots per module of a Code 128 symbol across the paper: the widest that fits, 3 at most. */
export function barcodeModuleDots(value: string, paperDots: number): number {
  const modules = 11 * (value.length + 2) + 13 + 2 * 10; // symbols, stop, quiet zones
  return [3, 2, 1].find((m) => modules * m <= paperDots) ?? 1;
}

/** Dots per module of a QR code about `sizeMm` across (8 dots a millimetre), at least 2. */
export function qrModuleDots(payload: string, paperDots: number, sizeMm = 30): number {
  const size = encodeQr(payload, { ecc: 'M', border: 0 }).size;
  return Math.max(2, Math.min(Math.floor((sizeMm * 8) / size), Math.floor(paperDots / (size + 8))));
}
