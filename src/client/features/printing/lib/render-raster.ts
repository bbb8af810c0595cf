import { encode as encodeQr } from 'uqr';
import { CODE128_QUIET_ZONE, encodeCode128B, isCode128B } from '#shared/domain/code128';
import { clusters } from '#client/components/receipt/text-columns';
import { loadPrintFonts, printFont } from './print-fonts';
import { PAPER_DOTS, type Align, type PaperWidth, type PrintBlock, type PrinterConfig } from './print-types';
import { packImage, trimBottom, type PackedImage } from './raster';
import { barcodeModuleDots, qrModuleDots } from './symbol-sizes';

/**
 * Blocks → a canvas as wide as the paper's dots, drawn with the print fonts (print-fonts.ts). The
 * browser's canvas shapes Sinhala and Tamil (conjuncts, vowel signs) as it does on screen, so the
 * printer needs no font of its own: it receives pixels. Layout runs first (measureText against a
 * scratch context), then one canvas of the measured height is drawn.
 */

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
type Canvas = HTMLCanvasElement | OffscreenCanvas;
type Op = (ctx: Ctx) => void;

export type RasterMetrics = { paperDots: number; fontPx: number; lineHeight: number };

/** Body text ≈ 24 dots at 80 mm (a 3 mm letter, as the printer's own font A), 22 at 58 mm. */
export function rasterMetrics(paperWidth: PaperWidth): RasterMetrics {
  const fontPx = paperWidth === 80 ? 24 : 22;
  // Sinhala's vowel signs reach well above and below Latin letters: lines need the room.
  return { paperDots: PAPER_DOTS[paperWidth], fontPx, lineHeight: Math.round(fontPx * 1.45) };
}

function newCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
}

const context = (canvas: Canvas): Ctx => {
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as Ctx | null;
  if (!ctx) throw new Error('no 2d canvas');
  return ctx;
};

class Layout {
  y = 0;
  readonly ops: Op[] = [];
  readonly dither: [number, number][] = [];
  constructor(
    readonly m: RasterMetrics,
    readonly measure: Ctx,
  ) {}

  width(text: string, font: string): number {
    this.measure.font = font;
    return this.measure.measureText(text).width;
  }

  /** Word-wraps by measured width; a word wider than the line is cut between grapheme clusters. */
  wrap(text: string, font: string, max: number): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.trim().split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (this.width(candidate, font) <= max) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = '';
      let piece = '';
      for (const c of clusters(word)) {
        if (piece && this.width(piece + c, font) > max) {
          lines.push(piece);
          piece = '';
        }
        piece += c;
      }
      current = piece;
    }
    if (current || lines.length === 0) lines.push(current);
    return lines;
  }

  /** One line of text at the current y, then down a line. */
  line(text: string, font: string, align: Align, size: number, indent = 0) {
    const y = this.y + Math.round(this.m.fontPx * size * 1.05);
    const w = this.width(text, font);
    const x = align === 'left' ? indent : align === 'center' ? Math.max(0, (this.m.paperDots - w) / 2) : Math.max(0, this.m.paperDots - w);
    this.ops.push((ctx) => {
      ctx.font = font;
      ctx.fillText(text, Math.round(x), y);
    });
    this.y += this.m.lineHeight * size;
  }
}

function layoutText(l: Layout, block: Extract<PrintBlock, { kind: 'text' }>) {
  const size = block.size ?? 1;
  let font = printFont(l.m.fontPx * size, block.bold);
  const widest = block.fit ? Math.max(...block.text.split('\n').map((p) => l.width(p, font))) : 0;
  if (widest > l.m.paperDots) font = printFont(Math.floor((l.m.fontPx * size * l.m.paperDots) / widest), block.bold);
  for (const para of block.text.split('\n')) {
    for (const line of para.trim() ? l.wrap(para, font, l.m.paperDots) : ['']) l.line(line, font, block.align ?? 'left', size);
  }
}

/** Label at the left, value at the right edge: beside the label's last line when it fits, else under it. */
function layoutPair(l: Layout, block: Extract<PrintBlock, { kind: 'pair' }>) {
  const size = block.size ?? 1;
  const font = printFont(l.m.fontPx * size, block.bold);
  const gap = l.m.fontPx * size * 0.6;
  const indent = /^ */.exec(block.left)![0].length * l.width(' ', font);
  // An indented label (a sale line's quantity) keeps its indent on every line, as pairLines does.
  const labelLines = l.wrap(block.left, font, l.m.paperDots - indent);
  const last = labelLines.pop() ?? '';
  const valueWidth = l.width(block.right, font);
  for (const line of labelLines) l.line(line, font, 'left', size, indent);
  const lastWidth = indent + l.width(last, font);
  if (lastWidth + gap + valueWidth <= l.m.paperDots) {
    const y = l.y + Math.round(l.m.fontPx * size * 1.05);
    l.ops.push((ctx) => {
      ctx.font = font;
      ctx.fillText(last, Math.round(indent), y);
      ctx.fillText(block.right, Math.round(l.m.paperDots - valueWidth), y);
    });
    l.y += l.m.lineHeight * size;
    return;
  }
  if (last) l.line(last, font, 'left', size, indent);
  for (const v of l.wrap(block.right, font, l.m.paperDots)) l.line(v, font, 'right', size);
}

function layoutRule(l: Layout) {
  const y = l.y + Math.round(l.m.lineHeight / 2) - 1;
  l.ops.push((ctx) => {
    for (let x = 0; x < l.m.paperDots; x += 14) ctx.fillRect(x, y, Math.min(8, l.m.paperDots - x), 2);
  });
  l.y += l.m.lineHeight;
}

function layoutBarcode(l: Layout, value: string) {
  if (!isCode128B(value)) return;
  const code = encodeCode128B(value);
  const m = barcodeModuleDots(value, l.m.paperDots);
  const top = l.y + 8;
  const height = 80;
  let x = Math.floor((l.m.paperDots - (code.modules + 2 * CODE128_QUIET_ZONE) * m) / 2) + CODE128_QUIET_ZONE * m;
  const bars: [number, number][] = [];
  code.widths.forEach((w, i) => {
    if (i % 2 === 0) bars.push([x, w * m]);
    x += w * m;
  });
  l.ops.push((ctx) => bars.forEach(([bx, bw]) => ctx.fillRect(bx, top, bw, height)));
  l.y = top + height + 4;
  l.line(value, printFont(l.m.fontPx), 'center', 1);
}

function layoutQr(l: Layout, payload: string, sizeMm?: number) {
  const qr = encodeQr(payload, { ecc: 'M', border: 0 });
  const m = qrModuleDots(payload, l.m.paperDots, sizeMm);
  const left = Math.floor((l.m.paperDots - qr.size * m) / 2);
  const top = l.y + 4 * m; // the quiet zone above
  l.ops.push((ctx) => {
    qr.data.forEach((row, y) => row.forEach((dark, x) => dark && ctx.fillRect(left + x * m, top + y * m, m, m)));
  });
  l.y = top + qr.size * m + 4 * m;
}

async function loadBitmap(src: string): Promise<ImageBitmap> {
  const res = await fetch(src);
  if (!res.ok) throw new Error(`logo ${res.status}`);
  return createImageBitmap(await res.blob());
}

async function layoutImage(l: Layout, src: string, maxHeightDots = 160) {
  // A logo that cannot load (moved, offline before it was cached) leaves the receipt without it.
  const bitmap = await loadBitmap(src).catch(() => null);
  if (!bitmap) return;
  const scale = Math.min(1, l.m.paperDots / bitmap.width, maxHeightDots / bitmap.height);
  const w = Math.round(bitmap.width * scale);
  const h = Math.round(bitmap.height * scale);
  const x = Math.floor((l.m.paperDots - w) / 2);
  const top = l.y;
  l.ops.push((ctx) => ctx.drawImage(bitmap, x, top, w, h));
  l.dither.push([top, top + h]);
  l.y += h + 8;
}

async function layoutBlock(l: Layout, block: PrintBlock) {
  switch (block.kind) {
    case 'text':
      return layoutText(l, block);
    case 'pair':
      return layoutPair(l, block);
    case 'rule':
      return layoutRule(l);
    case 'feed':
      l.y += block.lines * l.m.lineHeight;
      return;
    case 'barcode':
      return layoutBarcode(l, block.value);
    case 'qr':
      return layoutQr(l, block.payload, block.sizeMm);
    case 'image':
      return layoutImage(l, block.src, block.maxHeightDots);
  }
}

export type RenderedBlocks = { canvas: Canvas; dither: [number, number][]; height: number };

/** The blocks drawn black on white, as wide as the paper (a preview can show this canvas). */
export async function renderBlocksCanvas(blocks: PrintBlock[], paperWidth: PaperWidth): Promise<RenderedBlocks> {
  await loadPrintFonts();
  const m = rasterMetrics(paperWidth);
  const layout = new Layout(m, context(newCanvas(1, 1)));
  for (const block of blocks) await layoutBlock(layout, block);
  const height = Math.max(1, Math.ceil(layout.y));
  const canvas = newCanvas(m.paperDots, height);
  const ctx = context(canvas);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, m.paperDots, height);
  ctx.fillStyle = '#000';
  ctx.textBaseline = 'alphabetic';
  for (const op of layout.ops) op(ctx);
  return { canvas, dither: layout.dither, height };
}

/** The blocks as the 1-bit image GS v 0 prints: text thresholded, the logo dithered. */
export async function renderBlocksRaster(blocks: PrintBlock[], config: Pick<PrinterConfig, 'paperWidth'>): Promise<PackedImage> {
  const { canvas, dither, height } = await renderBlocksCanvas(blocks, config.paperWidth);
  const pixels = context(canvas).getImageData(0, 0, canvas.width, height);
  return trimBottom(packImage(pixels, { dither, maxWidth: PAPER_DOTS[config.paperWidth] }));
}

/** A logo alone, centred on the paper's width (text mode prints it between its lines). */
export async function renderImageRaster(src: string, paperDots: number, maxHeightDots?: number): Promise<PackedImage> {
  const paperWidth = paperDots === PAPER_DOTS[58] ? 58 : 80;
  return renderBlocksRaster([{ kind: 'image', src, maxHeightDots }], { paperWidth });
}
