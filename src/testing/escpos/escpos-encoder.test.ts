import { describe, expect, it } from 'vitest';
import { decodeEscPos, pixelDifference, renderToImage } from './decode';
import { fromPng, toPng } from './png';
import { CODE_PAGE_UPPER } from '#client/features/printing/lib/code-pages';
import { EscPos, canEncode, encodeText } from '#client/features/printing/lib/escpos-encoder';
import { CODE_PAGES, type CodePage } from '#client/features/printing/lib/print-types';
import { blankImage, getDot, packImage, type PackedImage } from '#client/features/printing/lib/raster';

const decode = (p: EscPos) => decodeEscPos(p.build());

describe('ESC/POS commands round-trip through the decoder', () => {
  const cases: [string, (p: EscPos) => EscPos, unknown[]][] = [
    ['init', (p) => p.init(), [{ type: 'init' }]],
    ['code page cp850', (p) => p.codePage('cp850'), [{ type: 'codePage', n: 2, codePage: 'cp850' }]],
    ['code page cp858', (p) => p.codePage('cp858'), [{ type: 'codePage', n: 19, codePage: 'cp858' }]],
    ['code page cp1252', (p) => p.codePage('cp1252'), [{ type: 'codePage', n: 16, codePage: 'cp1252' }]],
    ['align centre', (p) => p.align('center'), [{ type: 'align', align: 'center' }]],
    ['align right', (p) => p.align('right'), [{ type: 'align', align: 'right' }]],
    [
      'bold on, off',
      (p) => p.bold(true).bold(false),
      [
        { type: 'bold', on: true },
        { type: 'bold', on: false },
      ],
    ],
    ['double size', (p) => p.size(2), [{ type: 'size', width: 2, height: 2 }]],
    ['a line', (p) => p.line('Total', 'cp437'), [{ type: 'text', text: 'Total' }, { type: 'lf' }]],
    ['feed lines', (p) => p.feed(3), [{ type: 'feed', lines: 3 }]],
    [
      'feed 300 dots',
      (p) => p.feedDots(300),
      [
        { type: 'feedDots', dots: 255 },
        { type: 'feedDots', dots: 45 },
      ],
    ],
    ['partial cut', (p) => p.cut(), [{ type: 'cut', partial: true, feed: 0 }]],
    ['drawer pin 2', (p) => p.drawerKick(), [{ type: 'drawerKick', pin: 2, onMs: 50, offMs: 500 }]],
    ['drawer pin 5', (p) => p.drawerKick(5), [{ type: 'drawerKick', pin: 5, onMs: 50, offMs: 500 }]],
    [
      'Code 128',
      (p) => p.code128('INV-000042', { heightDots: 60, moduleDots: 2 }),
      [{ type: 'barcode', symbology: 'code128', value: 'INV-000042', heightDots: 60, moduleDots: 2, hri: 2 }],
    ],
    [
      'QR model 2',
      (p) => p.qr('000201010212', { moduleDots: 5 }),
      [{ type: 'qr', payload: '000201010212', moduleDots: 5, ec: 'M', model: 2 }],
    ],
  ];
  it.each(cases)('%s', (_name, build, events) => {
    expect(decode(build(new EscPos()))).toEqual(events);
  });

  it('throws on bytes a printer would not understand', () => {
    expect(() => decodeEscPos(Uint8Array.from([0x1b, 0x99]))).toThrow(/unknown command/);
    expect(() => decodeEscPos(Uint8Array.from([0x1d, 0x76, 0x30, 0, 1, 0, 5]))).toThrow(/truncated/);
    expect(() => decodeEscPos(Uint8Array.from([0x07]))).toThrow(/unknown command/);
  });
});

describe('code pages', () => {
  it.each([
    ['cp850', 'é', 0x82],
    ['cp1252', 'é', 0xe9],
    ['cp437', 'é', 0x82],
    ['cp858', '€', 0xd5],
    ['cp1252', '€', 0x80],
  ] as [CodePage, string, number][])('%s encodes %s as byte %i', (cp, char, byte) => {
    expect([...encodeText(`Caf${char}`, cp).bytes]).toEqual([0x43, 0x61, 0x66, byte]);
    expect(decodeEscPos(new EscPos().codePage(cp).text(`Caf${char}`, cp).build())).toContainEqual({ type: 'text', text: `Caf${char}` });
  });

  it.each(CODE_PAGES)('%s: every character of the table comes back as itself', (cp) => {
    const chars = [...CODE_PAGE_UPPER[cp]].filter((c) => c !== '\uFFFD' && c !== '\u00A0').join('');
    const events = decodeEscPos(new EscPos().codePage(cp).text(chars, cp).build());
    expect(events[1]).toEqual({ type: 'text', text: chars });
  });

  it('refuses Sinhala and Tamil in text mode, and reports them', () => {
    expect(encodeText('මුළු එකතුව Total', 'cp437').unencodable).toContain('ම');
    expect(canEncode('மொத்தம்', 'cp1252')).toBe(false);
    expect(() => new EscPos().text('මුළු', 'cp850')).toThrow(RangeError);
  });

  it('prints typographic look-alikes plainly, so an English receipt stays in text mode', () => {
    expect(canEncode('0.250 kg × 220.00 – “ok”\u00A0LKR', 'cp437')).toBe(true);
    expect(new TextDecoder().decode(encodeText('2 × 5', 'cp437').bytes)).toBe('2 x 5');
    expect(canEncode('€', 'cp437')).toBe(false);
  });
});

/** A synthetic image: a diagonal, a blank stretch, a filled block. */
function synthetic(width: number, height: number): PackedImage {
  const img = blankImage(width, height);
  for (let y = 0; y < height; y++) {
    if (y < 40) img.bits[y * img.rowBytes + (y >> 3)] |= 0x80 >> (y & 7);
    if (y >= 200) img.bits.fill(0xff, y * img.rowBytes, y * img.rowBytes + 4);
  }
  return img;
}

describe('raster (GS v 0)', () => {
  it('round-trips an image through bands and blank-row feeds', () => {
    const img = synthetic(576, 700);
    const p = new EscPos().raster(img, { bandRows: 256 });
    const events = decode(p);
    const bands = events.filter((e) => e.type === 'raster');
    expect(bands.every((b) => b.type === 'raster' && b.height <= 256 && b.width === 576)).toBe(true);
    expect(events.some((e) => e.type === 'feedDots')).toBe(true);
    const { image } = renderToImage(events, 576);
    expect(image.height).toBe(700);
    expect(pixelDifference(image, img)).toBe(0);
    expect(p.rasterStats.rawBytes).toBe(8 + 72 * 700);
    // The 160 blank rows (72 bytes each) went as one feed.
    expect(p.rasterStats.sentBytes).toBeLessThan(p.rasterStats.rawBytes - 150 * 72);
  });

  it('sends every row as bands when blank-row feeds are off', () => {
    const img = synthetic(384, 600);
    const events = decode(new EscPos().raster(img, { bandRows: 100, blankFeeds: false }));
    expect(events.map((e) => (e.type === 'raster' ? e.height : e.type))).toEqual([100, 100, 100, 100, 100, 100]);
    expect(pixelDifference(renderToImage(events, 384).image, img)).toBe(0);
  });

  it('packs RGBA by threshold, cropped to the paper, and survives a PNG round trip', () => {
    const width = 20;
    const data = new Uint8ClampedArray(width * 2 * 4).fill(255);
    for (const x of [0, 9, 19]) data.set([0, 0, 0, 255], x * 4); // row 0: three black dots
    data.set([200, 200, 200, 255], (width + 3) * 4); // row 1: light grey stays white
    const img = packImage({ width, height: 2, data }, { maxWidth: 16 });
    expect(img.width).toBe(16);
    expect([0, 9, 15].map((x) => getDot(img, x, 0))).toEqual([true, true, false]);
    expect(getDot(img, 3, 1)).toBe(false);
    expect(pixelDifference(fromPng(toPng(img)), img)).toBe(0);
  });

  it('dithers a grey logo to about half its dots, and only its rows', () => {
    const width = 64;
    const data = new Uint8ClampedArray(width * 64 * 4);
    for (let i = 0; i < data.length; i += 4) data.set([128, 128, 128, 255], i);
    const img = packImage({ width, height: 64, data }, { dither: [[0, 32]] });
    let top = 0;
    let bottom = 0;
    for (let y = 0; y < 64; y++) {
      for (let x = 0; x < width; x++) {
        if (getDot(img, x, y) && y < 32) top++;
        else if (getDot(img, x, y)) bottom++;
      }
    }
    expect(top / (32 * width)).toBeGreaterThan(0.4);
    expect(top / (32 * width)).toBeLessThan(0.6);
    expect(bottom).toBe(32 * width); // thresholded: mid grey is black
  });
});
