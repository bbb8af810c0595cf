// Built by bench/printing.ts into one script for a blank Chromium page: the print renderer and
// encoder as the app runs them, the fonts inlined.
import { EscPos } from '../src/client/features/printing/lib/escpos-encoder';
import { loadPrintFonts } from '../src/client/features/printing/lib/print-fonts';
import type { PaperWidth, PrintBlock } from '../src/client/features/printing/lib/print-types';
import type { PackedImage } from '../src/client/features/printing/lib/raster';
import { renderBlocksRaster } from '../src/client/features/printing/lib/render-raster';
import type { ReceiptLanguage } from '../src/shared/locales';
import { sampleReceipt } from '../src/testing/escpos/sample-documents';

async function render(language: ReceiptLanguage, lines: number, paperWidth: PaperWidth) {
  const doc = sampleReceipt(language, lines);
  const start = performance.now();
  const image = await renderBlocksRaster(doc.blocks, { paperWidth });
  const ms = performance.now() - start;
  const raw = new EscPos().raster(image, { blankFeeds: false });
  const fed = new EscPos().raster(image);
  return { ms, image, rawBytes: raw.build().length, sentBytes: fed.build().length, bands: fed.rasterStats.bands };
}

const api = {
  loadFonts: () => loadPrintFonts(),
  /** Timing and sizes only (no pixels back through the protocol). */
  async measure(language: ReceiptLanguage, lines: number, paperWidth: PaperWidth) {
    const { ms, image, rawBytes, sentBytes, bands } = await render(language, lines, paperWidth);
    return { ms, width: image.width, height: image.height, rawBytes, sentBytes, bands };
  },
  /** The 1-bit image of a sample receipt, base64 (to look at). */
  image: async (language: ReceiptLanguage, lines: number, paperWidth: PaperWidth) =>
    base64((await render(language, lines, paperWidth)).image),
  /** Any blocks' image, base64. */
  blocksImage: async (blocks: PrintBlock[], paperWidth: PaperWidth) => base64(await renderBlocksRaster(blocks, { paperWidth })),
};

function base64(image: PackedImage) {
  let s = '';
  for (const b of image.bits) s += String.fromCharCode(b);
  return { width: image.width, height: image.height, rowBytes: image.rowBytes, bits: btoa(s) };
}

(globalThis as unknown as { __printBench: typeof api }).__printBench = api;
