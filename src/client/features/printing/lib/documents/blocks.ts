import type { PrintBlock } from '../print-types';

/** Short builders for the documents' blocks (each document reads like its screen template). */
export const centre = (text: string, more: { bold?: boolean; size?: 1 | 2 } = {}): PrintBlock => ({
  kind: 'text',
  text,
  align: 'center',
  ...more,
});
export const left = (text: string, bold = false): PrintBlock => ({ kind: 'text', text, ...(bold ? { bold } : {}) });
export const pair = (l: string, r: string, strong = false): PrintBlock => ({
  kind: 'pair',
  left: l,
  right: r,
  ...(strong ? { bold: true } : {}),
});
/** The total: bold and double size, as the screen's roll shows it larger. */
export const total = (l: string, r: string): PrintBlock => ({ kind: 'pair', left: l, right: r, bold: true, size: 2 });
export const rule: PrintBlock = { kind: 'rule' };
export const feed = (lines = 1): PrintBlock => ({ kind: 'feed', lines });
export const barcode = (value: string): PrintBlock => ({ kind: 'barcode', value });

/** Drops the lines a document leaves empty (no phone, no header). */
export const present = (...lines: (string | null | undefined | false)[]): string[] => lines.filter((l): l is string => !!l);
