import { CODE_PAGE_NUMBER, CODE_PAGE_UPPER } from './code-pages';
import type { Align, CodePage } from './print-types';
import type { PackedImage } from './raster';

/**
 * A small ESC/POS byte builder (Epson's command set, which the cheap 58/80 mm printers follow).
 * Only commands every such printer understands; the decoder in src/testing/escpos reads each back.
 */

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

/**
 * Typographic characters no code page Kade uses may have, printed as their plain look-alikes so an
 * English receipt stays in text mode: "2 × 220.00", a non-breaking space inside a money amount.
 */
const LOOK_ALIKES: Record<string, string> = {
  '\u00D7': 'x',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2026': '...',
  '\u00A0': ' ',
  '\u202F': ' ',
  '\u2009': ' ',
};

const reverseTables = new Map<CodePage, Map<string, number>>();
function reverseTable(codePage: CodePage): Map<string, number> {
  let table = reverseTables.get(codePage);
  if (!table) {
    table = new Map();
    [...CODE_PAGE_UPPER[codePage]].forEach((c, i) => c !== '\uFFFD' && table!.set(c, 0x80 + i));
    reverseTables.set(codePage, table);
  }
  return table;
}

/** One character's byte in the code page (its own byte first, else a look-alike's), or null. */
function charByte(c: string, codePage: CodePage): number[] | null {
  const code = c.codePointAt(0)!;
  if (code >= 0x20 && code < 0x7f) return [code];
  const own = reverseTable(codePage).get(c);
  if (own !== undefined && c !== '\u00A0') return [own];
  const alike = LOOK_ALIKES[c];
  return alike ? [...alike].map((a) => a.charCodeAt(0)) : null;
}

export type EncodedText = { bytes: Uint8Array; unencodable: string[] };

/** The text in the code page; `unencodable` lists the characters that have no byte there (each once). */
export function encodeText(text: string, codePage: CodePage): EncodedText {
  const bytes: number[] = [];
  const unencodable = new Set<string>();
  for (const c of text.normalize('NFC')) {
    const b = charByte(c, codePage);
    if (b) bytes.push(...b);
    else unencodable.add(c);
  }
  return { bytes: Uint8Array.from(bytes), unencodable: [...unencodable] };
}

/** Whether every character of the text prints in the code page (line breaks count as printable). */
export const canEncode = (text: string, codePage: CodePage): boolean =>
  encodeText(text.replace(/\n/g, ''), codePage).unencodable.length === 0;

export type RasterOptions = {
  /** Rows per GS v 0 command: a printer with a small input buffer copes with bands (default 256). */
  bandRows?: number;
  /** Send runs of blank rows as ESC J feeds instead of zero bytes (default true). */
  blankFeeds?: boolean;
};

export type RasterStats = { rawBytes: number; sentBytes: number; bands: number; feeds: number };

export type BarcodeOptions = { heightDots?: number; moduleDots?: number; hri?: 'none' | 'above' | 'below' };

const ALIGN: Record<Align, number> = { left: 0, center: 1, right: 2 };
const HRI = { none: 0, above: 1, below: 2 } as const;
const QR_EC = { L: 48, M: 49, Q: 50, H: 51 } as const;

export class EscPos {
  private out: number[] = [];
  /** What raster() sent, summed over its images, against the plain GS v 0 of each (the bench's figures). */
  readonly rasterStats: RasterStats = { rawBytes: 0, sentBytes: 0, bands: 0, feeds: 0 };

  bytes(...b: number[]): this {
    for (const x of b) this.out.push(x & 0xff);
    return this;
  }

  private append(data: ArrayLike<number>): this {
    for (let i = 0; i < data.length; i++) this.out.push(data[i]);
    return this;
  }

  /** ESC @: the printer's defaults (font, alignment, code page 437). */
  init(): this {
    return this.bytes(ESC, 0x40);
  }

  /** ESC t n. */
  codePage(codePage: CodePage): this {
    return this.bytes(ESC, 0x74, CODE_PAGE_NUMBER[codePage]);
  }

  /** Text in the code page; throws on a character it cannot print (the caller should have chosen raster). */
  text(text: string, codePage: CodePage): this {
    const { bytes, unencodable } = encodeText(text, codePage);
    if (unencodable.length) throw new RangeError(`not in ${codePage}: ${unencodable.join('')}`);
    return this.append(bytes);
  }

  /** A line of text and LF. */
  line(text: string, codePage: CodePage): this {
    return this.text(text, codePage).newline();
  }

  newline(): this {
    return this.bytes(LF);
  }

  /** ESC a n. */
  align(align: Align): this {
    return this.bytes(ESC, 0x61, ALIGN[align]);
  }

  /** ESC E n. */
  bold(on: boolean): this {
    return this.bytes(ESC, 0x45, on ? 1 : 0);
  }

  /** GS ! n: width and height multipliers 1–8. */
  size(width: number, height = width): this {
    return this.bytes(GS, 0x21, (((width - 1) & 7) << 4) | ((height - 1) & 7));
  }

  /** ESC d n: print and feed n lines. */
  feed(lines: number): this {
    return this.bytes(ESC, 0x64, Math.max(0, Math.min(255, lines)));
  }

  /** ESC J n: print and feed n dots (motion units; 1/203 in on the 203 dpi printers Kade targets). */
  feedDots(dots: number): this {
    for (let left = dots; left > 0; left -= 255) this.bytes(ESC, 0x4a, Math.min(255, left));
    return this;
  }

  /** GS V 66 n: feed to the cutter and cut, leaving a hinge (partial cut). */
  cut(): this {
    return this.bytes(GS, 0x56, 66, 0);
  }

  /** ESC p m t1 t2: a 50 ms on / 500 ms off pulse (units of 2 ms) on the drawer kick connector's pin 2 or 5. */
  drawerKick(pin: 2 | 5 = 2): this {
    return this.bytes(ESC, 0x70, pin === 2 ? 0 : 1, 25, 250);
  }

  /** GS k 73: Code 128, code set B, with its height, module width and human-readable text. */
  code128(value: string, { heightDots = 80, moduleDots = 2, hri = 'below' }: BarcodeOptions = {}): this {
    const data = [0x7b, 0x42, ...[...value].map((c) => c.charCodeAt(0))]; // "{B" selects code set B
    if (data.length > 255) throw new RangeError('barcode too long');
    this.bytes(GS, 0x68, heightDots, GS, 0x77, moduleDots, GS, 0x48, HRI[hri]);
    return this.bytes(GS, 0x6b, 73, data.length, ...data);
  }

  /** GS ( k: a model 2 QR code of module size 1–16 dots, stored then printed. */
  qr(payload: string, { moduleDots = 6, ec = 'M' }: { moduleDots?: number; ec?: keyof typeof QR_EC } = {}): this {
    const data = new TextEncoder().encode(payload);
    const len = data.length + 3;
    this.bytes(GS, 0x28, 0x6b, 4, 0, 49, 65, 50, 0); // model 2
    this.bytes(GS, 0x28, 0x6b, 3, 0, 49, 67, Math.max(1, Math.min(16, moduleDots)));
    this.bytes(GS, 0x28, 0x6b, 3, 0, 49, 69, QR_EC[ec]);
    this.bytes(GS, 0x28, 0x6b, len & 0xff, len >> 8, 49, 80, 48).append(data);
    return this.bytes(GS, 0x28, 0x6b, 3, 0, 49, 81, 48);
  }

  /**
   * GS v 0: a 1-bit image in bands of at most `bandRows` rows. Runs of blank rows become ESC J feeds
   * when that is shorter than their zero bytes: the compression every ESC/POS printer supports.
   */
  raster(image: PackedImage, { bandRows = 256, blankFeeds = true }: RasterOptions = {}): this {
    const start = this.out.length;
    const { rowBytes, height, bits } = image;
    const blank = (y: number) => {
      for (let i = y * rowBytes; i < (y + 1) * rowBytes; i++) if (bits[i]) return false;
      return true;
    };
    const stats = this.rasterStats;
    stats.rawBytes += 8 + rowBytes * height;
    let y = 0;
    while (y < height) {
      if (blankFeeds && blank(y)) {
        let end = y;
        while (end < height && blank(end)) end++;
        // A feed (3 bytes per 255 dots) beats the run's zeros unless the run is tiny.
        if ((end - y) * rowBytes > 3 * Math.ceil((end - y) / 255) + 8) {
          this.feedDots(end - y);
          stats.feeds++;
          y = end;
          continue;
        }
      }
      let end = Math.min(height, y + bandRows);
      if (blankFeeds) {
        // The band stops before a long blank run, which the next turn feeds.
        for (let r = y + 1; r < end; r++) {
          let run = r;
          while (run < end && run - r < 4 && blank(run)) run++;
          if (run - r >= 4) {
            end = r;
            break;
          }
        }
      }
      const rows = end - y;
      this.bytes(GS, 0x76, 0x30, 0, rowBytes & 0xff, rowBytes >> 8, rows & 0xff, rows >> 8);
      this.append(bits.subarray(y * rowBytes, end * rowBytes));
      stats.bands++;
      y = end;
    }
    stats.sentBytes += this.out.length - start;
    return this;
  }

  build(): Uint8Array {
    return Uint8Array.from(this.out);
  }
}
