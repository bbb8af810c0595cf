/**
 * Text in any of Kade's scripts in a PDFKit document. PDFKit draws a run of text in one font, and
 * each bundled Noto font holds one script (the npm packages split them by unicode range), so a line
 * is cut into runs — Sinhala, Tamil, everything else (Helvetica) — measured and drawn one after the
 * other. fontkit shapes each run (vowel signs before their consonant, ZWJ conjuncts such as ශ්‍රී);
 * a line with Sinhala or Tamil is marked with its logical text (ActualText), so copying or pdftotext
 * gives the words as typed, not the glyphs' visual order (ෙකාළඹ for කොළඹ).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, script: string, weight: number) =>
  require.resolve(`@fontsource/${pkg}/files/${pkg}-${script}-${weight}-normal.woff`);

type Script = 'latin' | 'sinhala' | 'tamil';
const FONTS: Record<Exclude<Script, 'latin'>, { regular: string; bold: string; file: (weight: number) => string }> = {
  sinhala: { regular: 'NotoSansSinhala', bold: 'NotoSansSinhala-Bold', file: (w) => fontFile('noto-sans-sinhala', 'sinhala', w) },
  tamil: { regular: 'NotoSansTamil', bold: 'NotoSansTamil-Bold', file: (w) => fontFile('noto-sans-tamil', 'tamil', w) },
};

/** Registers the Sinhala and Tamil fonts (embedded, subset to the glyphs used, only when used). */
export function registerScriptFonts(doc: PDFKit.PDFDocument): void {
  for (const f of Object.values(FONTS)) {
    doc.registerFont(f.regular, f.file(400));
    doc.registerFont(f.bold, f.file(700));
  }
}

const scriptOf = (cp: number): Script | null =>
  cp >= 0x0d80 && cp <= 0x0dff ? 'sinhala' : cp >= 0x0b80 && cp <= 0x0bff ? 'tamil' : cp === 0x200c || cp === 0x200d ? null : 'latin';

export type Run = { script: Script; text: string };

/** The text cut where the script changes; joiners and spaces stay with the run they are in. */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const own = scriptOf(ch.codePointAt(0)!);
    const last = runs[runs.length - 1];
    const script = own ?? last?.script ?? 'latin';
    // A space between two words of a script stays in that run (no font switch for it).
    if (last && (script === last.script || (ch === ' ' && last.script !== 'latin'))) last.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs;
}

const fontFor = (script: Script, bold: boolean) =>
  script === 'latin' ? (bold ? 'Helvetica-Bold' : 'Helvetica') : bold ? FONTS[script].bold : FONTS[script].regular;

/**
 * `evenLines`: every line as tall as a Sinhala or Tamil one, so a page that mixes scripts line by
 * line (a label in Tamil, a TIN in digits) keeps one rhythm.
 */
export type TextStyle = { size: number; bold?: boolean; evenLines?: boolean };

/** The width of a line of mixed text at the style. */
export function mixedWidth(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  let w = 0;
  for (const r of scriptRuns(text)) w += doc.font(fontFor(r.script, !!style.bold)).fontSize(style.size).widthOfString(r.text);
  return w;
}

/** A line's height: Sinhala and Tamil letters reach further above and below than Latin ones. */
const INDIC = /[\u0B80-\u0BFF\u0D80-\u0DFF]/;
export const lineHeight = (text: string, style: TextStyle) => style.size * (style.evenLines || INDIC.test(text) ? 1.7 : 1.2);

/** Word-wraps mixed text to lines no wider than `width` points. */
export function wrapMixed(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = current ? `${current} ${word}` : word;
      if (current && mixedWidth(doc, next, style) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    lines.push(current);
  }
  return lines;
}

/**
 * Draws one line of mixed text from (x, y), y its top: each run in its script's font, side by side
 * on one baseline (the fonts' ascenders differ, so placing each run by its top would not line up).
 */
function drawLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number, style: TextStyle) {
  const indic = INDIC.test(text);
  // One baseline offset for every script, so the cells of a table row sit on one line.
  const baseline = y + style.size * 1.05;
  // The whole line marked, not each run: a reader (poppler) then keeps it on one line, in order.
  if (indic) doc.markContent('Span', { actual: text });
  let at = x;
  for (const r of scriptRuns(text)) {
    doc.font(fontFor(r.script, !!style.bold)).fontSize(style.size);
    doc.text(r.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
    at += doc.widthOfString(r.text);
  }
  if (indic) doc.endMarkedContent();
}

/**
 * Writes mixed text in a box `width` wide from (x, y), wrapped and aligned; answers the y under it.
 * Moves doc.y there too, as doc.text does.
 */
export function writeMixed(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle & { align?: 'left' | 'right' | 'center' },
): number {
  let top = y;
  for (const line of wrapMixed(doc, text, width, style)) {
    const w = mixedWidth(doc, line, style);
    const dx = style.align === 'right' ? width - w : style.align === 'center' ? (width - w) / 2 : 0;
    drawLine(doc, line, x + Math.max(0, dx), top, style);
    top += lineHeight(line, style);
  }
  doc.x = x;
  doc.y = top;
  return top;
}

/** The height `text` takes in a box `width` wide. */
export const mixedHeight = (doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle) =>
  wrapMixed(doc, text, width, style).reduce((h, line) => h + lineHeight(line, style), 0);
