import { isCode128B } from '#shared/domain/code128';
import { pairLines, wrapText } from '#client/components/receipt/text-columns';
import { EscPos, canEncode, type RasterStats } from './escpos-encoder';
import { PAPER_COLUMNS, PAPER_DOTS, type PrintBlock, type PrintDocument, type PrinterConfig } from './print-types';
import type { PackedImage } from './raster';
import { barcodeModuleDots, qrModuleDots } from './symbol-sizes';

/**
 * A document → the bytes a receipt printer prints. English that the printer's code page holds goes
 * as text (fast, sharp, small); anything else — a Sinhala or Tamil receipt, a name with a letter the
 * code page lacks, a printer set to always print images — goes as one raster image drawn by the
 * browser with the bundled Noto fonts (render-raster.ts), so every printer prints every script.
 */

const blockTexts = (b: PrintBlock): string[] => (b.kind === 'text' ? [b.text] : b.kind === 'pair' ? [b.left, b.right] : []);

/** Whether the document must print as an image (else text mode with the printer's own font). */
export function documentNeedsRaster(doc: PrintDocument, config: PrinterConfig): boolean {
  if (doc.language !== 'en' || config.alwaysRaster) return true;
  return doc.blocks.some(
    (b) => blockTexts(b).some((t) => !canEncode(t, config.codePage)) || (b.kind === 'barcode' && !isCode128B(b.value)),
  );
}

/** ESC p on pin 2: the cash drawer's pulse alone ("Open drawer"). */
export const encodeDrawerKick = (): Uint8Array => new EscPos().init().drawerKick().build();

export type RasterRenderer = (blocks: PrintBlock[], config: PrinterConfig) => Promise<PackedImage>;
export type ImageRenderer = (src: string, paperDots: number, maxHeightDots?: number) => Promise<PackedImage>;

export type EncodeOptions = {
  /** Draws blocks to a 1-bit image (default: render-raster.ts, which needs a browser canvas). */
  renderRaster?: RasterRenderer;
  /** Draws a logo for text mode (default: render-raster.ts). */
  renderImage?: ImageRenderer;
  /** Receives what the raster cost: raw GS v 0 bytes against those sent after blank-row feeds. */
  onRasterStats?: (stats: RasterStats) => void;
};

const rasterOptions = (config: PrinterConfig) => ({ blankFeeds: config.rasterBlankFeeds !== false });

async function encodeTextBlock(p: EscPos, block: PrintBlock, config: PrinterConfig, options: EncodeOptions) {
  const columns = PAPER_COLUMNS[config.paperWidth];
  const cp = config.codePage;
  switch (block.kind) {
    case 'text':
    case 'pair': {
      const size = block.size ?? 1;
      const width = Math.floor(columns / size);
      p.align(block.kind === 'text' ? (block.align ?? 'left') : 'left')
        .bold(!!block.bold)
        .size(size);
      const lines =
        block.kind === 'text'
          ? block.text.split('\n').flatMap((l) => (l.trim() ? wrapText(l, width) : ['']))
          : pairLines(block.left, block.right, width);
      for (const l of lines) p.line(l, cp);
      p.bold(false).size(1);
      return;
    }
    case 'rule':
      p.align('left').line('-'.repeat(columns), cp);
      return;
    case 'feed':
      p.feed(block.lines);
      return;
    case 'barcode':
      p.align('center').code128(block.value, { moduleDots: barcodeModuleDots(block.value, PAPER_DOTS[config.paperWidth]) });
      p.newline().align('left');
      return;
    case 'qr':
      p.align('center').qr(block.payload, { moduleDots: qrModuleDots(block.payload, PAPER_DOTS[config.paperWidth], block.sizeMm) });
      p.newline().align('left');
      return;
    case 'image': {
      const render = options.renderImage ?? (await import('./render-raster')).renderImageRaster;
      const image = await render(block.src, PAPER_DOTS[config.paperWidth], block.maxHeightDots).catch(() => null);
      // A logo that cannot be drawn leaves the receipt without it, never unprinted.
      if (image && image.height > 0) p.raster(image, rasterOptions(config));
      return;
    }
  }
}

/**
 * The one entry point the transports call: init, the drawer's pulse first when `doc.openDrawer`
 * (only then), the content as text or raster, then feed and cut (unless `doc.cut === false`).
 */
export async function encodeDocument(doc: PrintDocument, config: PrinterConfig, options: EncodeOptions = {}): Promise<Uint8Array> {
  const p = new EscPos().init();
  if (doc.openDrawer) p.drawerKick();
  if (documentNeedsRaster(doc, config)) {
    const render = options.renderRaster ?? (await import('./render-raster')).renderBlocksRaster;
    p.raster(await render(doc.blocks, config), rasterOptions(config));
  } else {
    p.codePage(config.codePage);
    for (const block of doc.blocks) await encodeTextBlock(p, block, config, options);
  }
  if (p.rasterStats.rawBytes) options.onRasterStats?.(p.rasterStats);
  if (doc.cut !== false) p.feed(1).cut();
  else p.feed(4);
  return p.build();
}
