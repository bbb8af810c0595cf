import type { ReceiptLanguage } from '#shared/locales';

/**
 * What Kade prints on a receipt printer (docs/decisions/0017-counter-hardware.md): a
 * document is a list of blocks, independent of how it reaches paper. The encoder turns it into
 * ESC/POS bytes — fast text mode when every character is in the printer's code page, else a 1-bit
 * raster image drawn with the bundled Noto fonts — and a transport sends the bytes.
 */

export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** Printable dots across the roll at 203 dpi (8 dots/mm): 48 mm and 72 mm of print area. */
export const PAPER_DOTS: Record<PaperWidth, number> = { 58: 384, 80: 576 };

/** Characters per line in the printer's standard font A (12 × 24 dots). */
export const PAPER_COLUMNS: Record<PaperWidth, number> = { 58: 32, 80: 48 };

/** Code pages Kade can encode text into (ESC t n; the number differs by printer, see the encoder). */
export const CODE_PAGES = ['cp437', 'cp850', 'cp858', 'cp1252'] as const;
export type CodePage = (typeof CODE_PAGES)[number];

export const PRINTER_CONNECTIONS = ['usb', 'serial', 'bluetooth', 'browser'] as const;
/** `browser`: no paired printer, the print dialog (the fallback that always works). */
export type PrinterConnection = (typeof PRINTER_CONNECTIONS)[number];

/** One terminal's receipt printer, kept on the device (pairing is a browser permission of this device). */
export type PrinterConfig = {
  connection: PrinterConnection;
  /** The printer's name as the browser reported it when paired. */
  name?: string;
  paperWidth: PaperWidth;
  codePage: CodePage;
  /** Print the receipt as soon as a sale completes, without the receipt dialog's Print. */
  autoPrint: boolean;
  /** Copies of each sale receipt (1–3). */
  copies: number;
  /** A cash drawer hangs on the printer's kick port: pulse it on cash payments and refunds. */
  drawer: boolean;
  /** Always print as an image, even English (printers whose text mode is poor). */
  alwaysRaster?: boolean;
  /** Send an image's blank rows as paper feeds (ESC J) rather than zeros (default true; smaller, faster). */
  rasterBlankFeeds?: boolean;
  usb?: { vendorId: number; productId: number; serialNumber?: string };
  serial?: { baudRate: number; usbVendorId?: number; usbProductId?: number };
  bluetooth?: { id: string };
};

export const DEFAULT_PRINTER_CONFIG: PrinterConfig = {
  connection: 'browser',
  paperWidth: 80,
  codePage: 'cp437',
  autoPrint: false,
  copies: 1,
  drawer: false,
};

export type Align = 'left' | 'center' | 'right';

export type PrintBlock =
  /** A paragraph, word-wrapped to the paper; `size` 2 is double width and height (a total, a title). */
  | {
      kind: 'text';
      text: string;
      align?: Align;
      bold?: boolean;
      size?: 1 | 2;
      /** As an image, shrink the letters until the line fits the paper rather than wrap it (a ruler). */
      fit?: boolean;
    }
  /** A label at the left and its value at the right edge (wraps like text-columns.ts pairLines). */
  | { kind: 'pair'; left: string; right: string; bold?: boolean; size?: 1 | 2 }
  /** A dashed rule across the paper. */
  | { kind: 'rule' }
  | { kind: 'feed'; lines: number }
  /** A document number as Code 128 (the till's scanner reads it back). */
  | { kind: 'barcode'; value: string }
  /** A QR code (a LankaQR payload) of about `sizeMm` across. */
  | { kind: 'qr'; payload: string; sizeMm?: number }
  /** The shop's logo (an image URL the browser can load), centred, at most the paper's width. */
  | { kind: 'image'; src: string; maxHeightDots?: number };

export type PrintDocument = {
  /** The receipt language: anything other than English prints as an image. */
  language: ReceiptLanguage;
  blocks: PrintBlock[];
  /** Feed and cut at the end (default true). */
  cut?: boolean;
  /** Pulse the drawer kick (ESC p) before printing: a cash payment or refund, or "Open drawer". */
  openDrawer?: boolean;
};
