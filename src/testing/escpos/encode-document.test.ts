import { describe, expect, it, vi } from 'vitest';
import { decodeEscPos, renderToImage } from './decode';
import { documentNeedsRaster, encodeDocument, encodeDrawerKick } from '#client/features/printing/lib/encode-document';
import { DEFAULT_PRINTER_CONFIG, type PrintDocument, type PrinterConfig } from '#client/features/printing/lib/print-types';
import { blankImage } from '#client/features/printing/lib/raster';

const config: PrinterConfig = { ...DEFAULT_PRINTER_CONFIG, connection: 'serial', paperWidth: 80, codePage: 'cp437' };

const doc = (over: Partial<PrintDocument> = {}): PrintDocument => ({
  language: 'en',
  blocks: [
    { kind: 'text', text: 'Demo Stores', align: 'center', bold: true, size: 2 },
    { kind: 'rule' },
    { kind: 'pair', left: 'Total:', right: 'LKR 64.90', bold: true },
    { kind: 'barcode', value: 'INV-000042' },
  ],
  ...over,
});

/** A raster renderer standing in for the canvas (happy-dom has none): a 576 × 30 image with one black row. */
const fakeRaster = vi.fn(async () => {
  const img = blankImage(576, 30);
  img.bits.fill(0xff, 10 * img.rowBytes, 11 * img.rowBytes);
  return img;
});

describe('encodeDocument', () => {
  it('prints English in text mode: init, code page, the lines, the barcode, feed and cut', async () => {
    const events = decodeEscPos(await encodeDocument(doc(), config));
    expect(events[0]).toEqual({ type: 'init' });
    expect(events[1]).toEqual({ type: 'codePage', n: 0, codePage: 'cp437' });
    expect(renderToImage(events).textLines).toEqual(['Demo Stores', '-'.repeat(48), `Total:${' '.repeat(33)}LKR 64.90`]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'barcode', value: 'INV-000042', moduleDots: 3 }));
    expect(events).toContainEqual({ type: 'size', width: 2, height: 2 });
    expect(events.at(-1)).toEqual({ type: 'cut', partial: true, feed: 0 });
    expect(events.some((e) => e.type === 'raster' || e.type === 'drawerKick')).toBe(false);
  });

  it('wraps to 32 columns on 58 mm paper, 16 at double size', async () => {
    const long = { kind: 'text', text: 'Sunlight soap 100 g bar, lemon fresh scent' } as const;
    const events = decodeEscPos(await encodeDocument(doc({ blocks: [long, { ...long, size: 2 }] }), { ...config, paperWidth: 58 }));
    const lines = renderToImage(events).textLines;
    expect(lines.slice(0, 2)).toEqual(['Sunlight soap 100 g bar, lemon', 'fresh scent']);
    expect(lines.slice(2).every((l) => l.length <= 16)).toBe(true);
  });

  it('pulses the drawer first when, and only when, the document asks', async () => {
    const withKick = decodeEscPos(await encodeDocument(doc({ openDrawer: true }), config));
    expect(withKick[1]).toEqual({ type: 'drawerKick', pin: 2, onMs: 50, offMs: 500 });
    for (const d of [doc(), doc({ openDrawer: false })]) {
      expect(decodeEscPos(await encodeDocument(d, config)).some((e) => e.type === 'drawerKick')).toBe(false);
    }
    expect(decodeEscPos(encodeDrawerKick())).toEqual([{ type: 'init' }, { type: 'drawerKick', pin: 2, onMs: 50, offMs: 500 }]);
  });

  it('leaves the paper uncut when cut is false', async () => {
    const events = decodeEscPos(await encodeDocument(doc({ cut: false }), config));
    expect(events.some((e) => e.type === 'cut')).toBe(false);
    expect(events.at(-1)).toEqual({ type: 'feed', lines: 4 });
  });

  it.each<[string, Partial<PrintDocument>, Partial<PrinterConfig>]>([
    ['a Sinhala receipt', { language: 'si' }, {}],
    ['a bilingual receipt', { language: 'en+ta' }, {}],
    ['English with a Sinhala customer name', { blocks: [{ kind: 'pair', left: 'Customer:', right: 'සුනිල්' }] }, {}],
    ['€ on cp437', { blocks: [{ kind: 'text', text: '€ 5' }] }, {}],
    ['a printer set to always print images', {}, { alwaysRaster: true }],
  ])('prints %s as one raster image, no text', async (_name, over, cfg) => {
    const d = doc(over);
    expect(documentNeedsRaster(d, { ...config, ...cfg })).toBe(true);
    const stats = vi.fn();
    const events = decodeEscPos(await encodeDocument(d, { ...config, ...cfg }, { renderRaster: fakeRaster, onRasterStats: stats }));
    expect(events.filter((e) => e.type === 'text' || e.type === 'codePage')).toEqual([]);
    const { image } = renderToImage(events);
    expect(image.height).toBe(30);
    expect(stats).toHaveBeenCalledWith(expect.objectContaining({ rawBytes: 8 + 72 * 30 }));
  });

  it('keeps € in text mode on a code page that has it', () => {
    expect(documentNeedsRaster(doc({ blocks: [{ kind: 'text', text: '€ 5' }] }), { ...config, codePage: 'cp858' })).toBe(false);
  });

  it('prints a logo in text mode as an image between the lines', async () => {
    const renderImage = vi.fn(async () => fakeRaster());
    const d = doc({
      blocks: [
        { kind: 'image', src: '/logo.png' },
        { kind: 'text', text: 'Demo' },
      ],
    });
    const events = decodeEscPos(await encodeDocument(d, config, { renderImage }));
    expect(renderImage).toHaveBeenCalledWith('/logo.png', 576, undefined);
    expect(events.findIndex((e) => e.type === 'raster')).toBeLessThan(events.findIndex((e) => e.type === 'text'));
  });

  it('prints the receipt without its logo when the logo cannot be drawn', async () => {
    const renderImage = vi.fn(async () => Promise.reject(new Error('404')));
    const d = doc({
      blocks: [
        { kind: 'image', src: '/gone.png' },
        { kind: 'text', text: 'Demo' },
      ],
    });
    const events = decodeEscPos(await encodeDocument(d, config, { renderImage }));
    expect(events.some((e) => e.type === 'raster')).toBe(false);
    expect(renderToImage(events).textLines).toEqual(['Demo']);
  });

  it('sends a QR code natively in text mode', async () => {
    const events = decodeEscPos(await encodeDocument(doc({ blocks: [{ kind: 'qr', payload: '00020101021229', sizeMm: 30 }] }), config));
    expect(events).toContainEqual(expect.objectContaining({ type: 'qr', payload: '00020101021229', model: 2, ec: 'M' }));
  });
});
