import { CODE_PAGE_NUMBER, CODE_PAGE_UPPER } from '#client/features/printing/lib/code-pages';
import type { Align, CodePage } from '#client/features/printing/lib/print-types';
import { blankImage, getDot, type PackedImage } from '#client/features/printing/lib/raster';

/**
 * Reads ESC/POS bytes back as a printer would, so the printing tests can check them: every command
 * Kade sends becomes an event; a byte sequence a printer would not understand throws, so a test
 * fails on it.
 */

export type EscPosEvent =
  | { type: 'init' }
  | { type: 'codePage'; n: number; codePage: CodePage | null }
  | { type: 'text'; text: string }
  | { type: 'lf' }
  | { type: 'align'; align: Align }
  | { type: 'bold'; on: boolean }
  | { type: 'size'; width: number; height: number }
  | { type: 'feed'; lines: number }
  | { type: 'feedDots'; dots: number }
  | { type: 'cut'; partial: boolean; feed: number }
  | { type: 'drawerKick'; pin: 2 | 5; onMs: number; offMs: number }
  | { type: 'barcode'; symbology: 'code128'; value: string; heightDots: number; moduleDots: number; hri: number }
  | { type: 'qr'; payload: string; moduleDots: number; ec: string; model: number }
  | { type: 'raster'; width: number; height: number; rowBytes: number; bits: Uint8Array };

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;
const ALIGNS: Align[] = ['left', 'center', 'right'];
const EC = { 48: 'L', 49: 'M', 50: 'Q', 51: 'H' } as Record<number, string>;

class Reader {
  i = 0;
  constructor(readonly b: Uint8Array) {}
  get done() {
    return this.i >= this.b.length;
  }
  next(): number {
    if (this.i >= this.b.length) throw new Error(`ESC/POS: truncated command at byte ${this.i}`);
    return this.b[this.i++];
  }
  take(n: number): Uint8Array {
    if (this.i + n > this.b.length) throw new Error(`ESC/POS: truncated data at byte ${this.i}`);
    const out = this.b.subarray(this.i, this.i + n);
    this.i += n;
    return out;
  }
  fail(what: string): never {
    throw new Error(`ESC/POS: unknown command ${what} at byte ${this.i}`);
  }
}

const hex = (...b: number[]) => b.map((x) => `0x${x.toString(16).padStart(2, '0')}`).join(' ');

type State = {
  codePage: CodePage | null;
  barcodeHeight: number;
  barcodeModule: number;
  hri: number;
  qr: Partial<{ model: number; module: number; ec: string; payload: string }>;
};

function decodeByte(byte: number, codePage: CodePage | null): string {
  if (byte < 0x80) return String.fromCharCode(byte);
  const c = codePage ? CODE_PAGE_UPPER[codePage][byte - 0x80] : '\uFFFD';
  return c;
}

function decodeEsc(r: Reader, s: State, out: EscPosEvent[]) {
  const cmd = r.next();
  switch (cmd) {
    case 0x40:
      s.codePage = 'cp437';
      return out.push({ type: 'init' });
    case 0x74: {
      const n = r.next();
      s.codePage = (Object.keys(CODE_PAGE_NUMBER) as CodePage[]).find((cp) => CODE_PAGE_NUMBER[cp] === n) ?? null;
      return out.push({ type: 'codePage', n, codePage: s.codePage });
    }
    case 0x61: {
      const n = r.next();
      const align = ALIGNS[n % 48];
      if (!align) r.fail(hex(ESC, cmd, n));
      return out.push({ type: 'align', align });
    }
    case 0x45:
      return out.push({ type: 'bold', on: (r.next() & 1) === 1 });
    case 0x64:
      return out.push({ type: 'feed', lines: r.next() });
    case 0x4a:
      return out.push({ type: 'feedDots', dots: r.next() });
    case 0x70: {
      const m = r.next();
      const t1 = r.next();
      const t2 = r.next();
      if (![0, 1, 48, 49].includes(m)) r.fail(hex(ESC, cmd, m));
      return out.push({ type: 'drawerKick', pin: m % 48 === 0 ? 2 : 5, onMs: t1 * 2, offMs: t2 * 2 });
    }
    default:
      r.fail(hex(ESC, cmd));
  }
}

function decodeQr(r: Reader, s: State, out: EscPosEvent[]) {
  if (r.next() !== 0x6b) r.fail('GS ( not k');
  const len = r.next() | (r.next() << 8);
  const data = r.take(len);
  const [cn, fn, ...rest] = data;
  if (cn !== 49) r.fail(`GS ( k cn=${cn}`);
  switch (fn) {
    case 65:
      s.qr.model = rest[0] - 48;
      return;
    case 67:
      s.qr.module = rest[0];
      return;
    case 69:
      s.qr.ec = EC[rest[0]] ?? '?';
      return;
    case 80:
      s.qr.payload = new TextDecoder().decode(Uint8Array.from(rest.slice(1)));
      return;
    case 81:
      if (s.qr.payload == null) throw new Error('ESC/POS: QR printed before its data was stored');
      out.push({ type: 'qr', payload: s.qr.payload, moduleDots: s.qr.module ?? 3, ec: s.qr.ec ?? 'L', model: s.qr.model ?? 2 });
      return;
    default:
      r.fail(`GS ( k fn=${fn}`);
  }
}

function decodeGs(r: Reader, s: State, out: EscPosEvent[]) {
  const cmd = r.next();
  switch (cmd) {
    case 0x21: {
      const n = r.next();
      return out.push({ type: 'size', width: ((n >> 4) & 7) + 1, height: (n & 7) + 1 });
    }
    case 0x56: {
      const m = r.next();
      if ([0, 1, 48, 49].includes(m)) return out.push({ type: 'cut', partial: m % 48 === 1, feed: 0 });
      if (m === 65 || m === 66) return out.push({ type: 'cut', partial: m === 66, feed: r.next() });
      return r.fail(hex(GS, cmd, m));
    }
    case 0x68:
      s.barcodeHeight = r.next();
      return;
    case 0x77:
      s.barcodeModule = r.next();
      return;
    case 0x48:
      s.hri = r.next() % 48;
      return;
    case 0x6b: {
      const m = r.next();
      if (m !== 73) r.fail(`GS k ${m}`);
      const data = [...r.take(r.next())];
      if (data[0] !== 0x7b || data[1] !== 0x42) r.fail('GS k 73 without {B');
      const value = String.fromCharCode(...data.slice(2));
      return out.push({
        type: 'barcode',
        symbology: 'code128',
        value,
        heightDots: s.barcodeHeight,
        moduleDots: s.barcodeModule,
        hri: s.hri,
      });
    }
    case 0x28:
      return decodeQr(r, s, out);
    case 0x76: {
      if (r.next() !== 0x30) r.fail('GS v not 0');
      const mode = r.next();
      if (mode % 48 !== 0) r.fail(`GS v 0 mode ${mode}`);
      const rowBytes = r.next() | (r.next() << 8);
      const height = r.next() | (r.next() << 8);
      const bits = Uint8Array.from(r.take(rowBytes * height));
      return out.push({ type: 'raster', width: rowBytes * 8, height, rowBytes, bits });
    }
    default:
      r.fail(hex(GS, cmd));
  }
}

/** The commands and text of an ESC/POS byte stream, in order; throws on anything else. */
export function decodeEscPos(bytes: Uint8Array): EscPosEvent[] {
  const r = new Reader(bytes);
  const s: State = { codePage: 'cp437', barcodeHeight: 162, barcodeModule: 3, hri: 0, qr: {} };
  const out: EscPosEvent[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ type: 'text', text });
    text = '';
  };
  while (!r.done) {
    const b = r.next();
    if (b >= 0x20 && b !== 0x7f) {
      text += decodeByte(b, s.codePage);
      continue;
    }
    flush();
    if (b === LF) out.push({ type: 'lf' });
    else if (b === ESC) decodeEsc(r, s, out);
    else if (b === GS) decodeGs(r, s, out);
    else r.fail(hex(b));
  }
  flush();
  return out;
}

export type DecodedPrint = {
  /** The raster bands stacked, ESC J feeds as blank rows (text mode's printer-font text is not drawn). */
  image: PackedImage;
  /** Text mode's printed lines, as the printer's own font would print them. */
  textLines: string[];
};

/** What the paper shows: the images (raster bands, blank-row feeds) and text mode's lines. */
export function renderToImage(events: EscPosEvent[], paperDots = 576): DecodedPrint {
  const textLines: string[] = [];
  let line = '';
  let pending = false;
  const endLine = () => {
    if (pending || line) textLines.push(line);
    line = '';
    pending = false;
  };
  const pieces: { y: number; ev: Extract<EscPosEvent, { type: 'raster' }> }[] = [];
  let y = 0;
  for (const ev of events) {
    if (ev.type === 'text') {
      line += ev.text;
      pending = true;
    } else if (ev.type === 'lf') endLine();
    else if (ev.type === 'feedDots') {
      if (line) endLine();
      y += ev.dots;
    } else if (ev.type === 'raster') {
      pieces.push({ y, ev });
      y += ev.height;
    }
  }
  if (line) endLine();
  const image = blankImage(paperDots, y);
  for (const { y: top, ev } of pieces) {
    const copy = Math.min(ev.rowBytes, image.rowBytes);
    for (let row = 0; row < ev.height; row++) {
      image.bits.set(ev.bits.subarray(row * ev.rowBytes, row * ev.rowBytes + copy), (top + row) * image.rowBytes);
    }
  }
  return { image, textLines };
}

/** The fraction of dots that differ (0–1), over the larger of the two images (missing dots are white). */
export function pixelDifference(a: PackedImage, b: PackedImage): number {
  const w = Math.max(a.width, b.width);
  const h = Math.max(a.height, b.height);
  if (w * h === 0) return 0;
  const dot = (img: PackedImage, x: number, y: number) => x < img.width && y < img.height && getDot(img, x, y);
  let diff = 0;
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (dot(a, x, y) !== dot(b, x, y)) diff++;
  return diff / (w * h);
}
