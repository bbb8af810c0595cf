/**
 * 1-bit images as GS v 0 wants them: rows of packed bits, most significant bit leftmost, 1 = a
 * black dot. Text is thresholded (crisp edges); only a photo-like logo is dithered, because
 * dithering text makes its strokes ragged on a 203 dpi head.
 */

export type PackedImage = {
  /** Width in dots (a multiple of 8 is not required; the last byte's spare bits stay 0). */
  width: number;
  height: number;
  rowBytes: number;
  bits: Uint8Array;
};

/** The pixels of a canvas's ImageData, or any RGBA buffer. */
export type Rgba = { width: number; height: number; data: Uint8ClampedArray | Uint8Array };

export type PackOptions = {
  /** Luminance below this (0–255, after compositing on white) is black. */
  threshold?: number;
  /** Row ranges [start, end) to dither (Floyd–Steinberg) instead of threshold: the logo's rows. */
  dither?: ReadonlyArray<readonly [number, number]>;
  /** Crop to this many dots across (the paper's width). */
  maxWidth?: number;
};

export const blankImage = (width: number, height: number): PackedImage => {
  const rowBytes = Math.ceil(width / 8);
  return { width, height, rowBytes, bits: new Uint8Array(rowBytes * height) };
};

/** Luminance 0–255 of each pixel, transparent pixels composited on white paper. */
function luminance(image: Rgba, width: number, y0: number, y1: number): Float32Array {
  const out = new Float32Array(width * (y1 - y0));
  const { data } = image;
  for (let y = y0; y < y1; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * image.width + x) * 4;
      const a = data[i + 3] / 255;
      const l = 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
      out[(y - y0) * width + x] = l * a + 255 * (1 - a);
    }
  }
  return out;
}

function setDot(img: PackedImage, x: number, y: number) {
  img.bits[y * img.rowBytes + (x >> 3)] |= 0x80 >> (x & 7);
}

export const getDot = (img: PackedImage, x: number, y: number): boolean =>
  (img.bits[y * img.rowBytes + (x >> 3)] & (0x80 >> (x & 7))) !== 0;

/** Whether the platform stores RGBA bytes little-endian in a Uint32 (every browser Kade runs on does). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Luminance 0–255 of one RGBA pixel composited on white paper. */
function paperLuminance(data: Rgba['data'], i: number): number {
  const a = data[i + 3];
  const l = 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
  return (l * a + 255 * (255 - a)) / 255;
}

function thresholdRows(image: Rgba, out: PackedImage, y0: number, y1: number, threshold: number) {
  const { data } = image;
  const words = LITTLE_ENDIAN && data.byteOffset % 4 === 0 ? new Uint32Array(data.buffer, data.byteOffset, data.length >> 2) : null;
  for (let y = y0; y < y1; y++) {
    const outRow = y * out.rowBytes;
    let k = y * image.width;
    for (let x = 0; x < out.width; x++, k++) {
      let dark: boolean;
      if (words) {
        const v = words[k];
        // The renderer's canvas is opaque white almost everywhere, and its text grey: one
        // comparison for white, the green channel (luminance's main part) for opaque pixels.
        if (v === 0xffffffff) continue;
        dark = v >>> 24 === 255 ? ((v >>> 8) & 0xff) < threshold : paperLuminance(data, k * 4) < threshold;
      } else dark = paperLuminance(data, k * 4) < threshold;
      if (dark) out.bits[outRow + (x >> 3)] |= 0x80 >> (x & 7);
    }
  }
}

function ditherRows(image: Rgba, out: PackedImage, y0: number, y1: number) {
  const w = out.width;
  const lum = luminance(image, w, y0, y1);
  for (let y = 0; y < y1 - y0; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const old = lum[i];
      const black = old < 128;
      if (black) setDot(out, x, y + y0);
      const err = old - (black ? 0 : 255);
      if (x + 1 < w) lum[i + 1] += (err * 7) / 16;
      if (y + 1 < y1 - y0) {
        if (x > 0) lum[i + w - 1] += (err * 3) / 16;
        lum[i + w] += (err * 5) / 16;
        if (x + 1 < w) lum[i + w + 1] += err / 16;
      }
    }
  }
}

/** RGBA → packed 1-bit rows, cropped to `maxWidth`. */
export function packImage(image: Rgba, { threshold = 160, dither = [], maxWidth = image.width }: PackOptions = {}): PackedImage {
  const out = blankImage(Math.min(image.width, maxWidth), image.height);
  let y = 0;
  const ranges = [...dither].map(([a, b]) => [Math.max(0, a), Math.min(image.height, b)] as const).sort((a, b) => a[0] - b[0]);
  for (const [a, b] of ranges) {
    if (a > y) thresholdRows(image, out, y, a, threshold);
    if (b > Math.max(a, y)) ditherRows(image, out, Math.max(a, y), b);
    y = Math.max(y, b);
  }
  if (y < image.height) thresholdRows(image, out, y, image.height, threshold);
  return out;
}

/** Drops blank rows at the bottom (the canvas is drawn taller than needed). */
export function trimBottom(img: PackedImage): PackedImage {
  let h = img.height;
  while (h > 0 && img.bits.subarray((h - 1) * img.rowBytes, h * img.rowBytes).every((b) => b === 0)) h--;
  return { ...img, height: h, bits: img.bits.subarray(0, h * img.rowBytes) };
}
