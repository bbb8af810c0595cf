import { BarcodeFormat, BinaryBitmap, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { zxingHints } from './zxing-scanner';

// A minimal EAN-13 encoder, to draw a real barcode image for the decoder.
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const G = L.map((c) =>
  [...c]
    .map((b) => (b === '1' ? '0' : '1'))
    .reverse()
    .join(''),
);
const R = L.map((c) => [...c].map((b) => (b === '1' ? '0' : '1')).join(''));
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

function ean13Modules(code: string): string {
  const d = [...code].map(Number);
  const left = d
    .slice(1, 7)
    .map((n, i) => (PARITY[d[0]][i] === 'L' ? L[n] : G[n]))
    .join('');
  const right = d
    .slice(7)
    .map((n) => R[n])
    .join('');
  return `101${left}01010${right}101`;
}

/** Grey-scale pixels: a quiet zone, 3 px per module, 60 px tall. */
function image(modules: string, scale = 3, height = 60) {
  const quiet = 12 * scale;
  const width = modules.length * scale + 2 * quiet;
  const px = new Uint8ClampedArray(width * height).fill(255);
  for (let y = 0; y < height; y++)
    for (let i = 0; i < modules.length; i++)
      if (modules[i] === '1') for (let s = 0; s < scale; s++) px[y * width + quiet + i * scale + s] = 0;
  return { px, width, height };
}

function decode(code: string) {
  const { px, width, height } = image(ean13Modules(code));
  const reader = new MultiFormatReader();
  reader.setHints(zxingHints() as never);
  return reader.decodeWithState(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(px, width, height))));
}

describe('ZXing fallback decoder', () => {
  it.each(['4792054001237', '4796000300016', '9780201379624'])('reads the EAN-13 %s from an image with the till hints', (code) => {
    // valid check digits (mod-10 weights 1,3)
    const result = decode(code);
    expect(result.getText()).toBe(code);
    expect(result.getBarcodeFormat()).toBe(BarcodeFormat.EAN_13);
  });

  it('refuses a code whose check digit is wrong', () => {
    expect(() => decode('4792054001234')).toThrow();
  });

  it('reads a QR code (a LankaQR) when asked for qr_code, and not with the retail hints', () => {
    const payload = '00020101021126250015LK.CBSL.LANKAQR5204541153031445802LK5914KADE TEST SHOP6007COLOMBO6304ABCD';
    const qr = encode(payload, { border: 4 });
    const scale = 4;
    const width = qr.size * scale;
    const px = new Uint8ClampedArray(width * width);
    for (let y = 0; y < width; y++)
      for (let x = 0; x < width; x++) px[y * width + x] = qr.data[Math.floor(y / scale)][Math.floor(x / scale)] ? 0 : 255;
    const read = (formats?: string[]) => {
      const reader = new MultiFormatReader();
      reader.setHints(zxingHints(formats) as never);
      return reader.decodeWithState(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(px, width, width))));
    };
    const result = read(['qr_code']);
    expect(result.getText()).toBe(payload);
    expect(result.getBarcodeFormat()).toBe(BarcodeFormat.QR_CODE);
    expect(() => read()).toThrow();
  });
});
