/**
 * Columns of a plain-text receipt (the .txt download, a printer's character grid). A column holds
 * one user-perceived character, a grapheme cluster: a Sinhala or Tamil letter with its vowel signs
 * (කො, கை) takes one column and a combining mark none, so labels in any language line up with the
 * amounts at the right edge. A conjunct joined by ZWJ (ශ්‍රී) counts as the clusters it is made of.
 */
const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** The text's grapheme clusters (code points where Intl.Segmenter is missing). */
export function clusters(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/** How many columns the text takes. */
export const textWidth = (text: string): number => clusters(text).length;

/** Spaces before `text` to fill `width` columns (none when it is wider). */
export const padStart = (text: string, width: number): string => ' '.repeat(Math.max(0, width - textWidth(text))) + text;

/** Word-wraps text to lines of at most `width` columns; a word longer than a line is cut between clusters. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/)) {
    let rest = clusters(word);
    while (rest.length > width) {
      if (current) lines.push(current);
      current = '';
      lines.push(rest.slice(0, width).join(''));
      rest = rest.slice(width);
    }
    if (rest.length === 0) continue;
    const piece = rest.join('');
    if (!current) current = piece;
    else if (textWidth(current) + 1 + rest.length <= width) current += ` ${piece}`;
    else {
      lines.push(current);
      current = piece;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * A label on the left and its value at the right edge. A label too long for the line wraps, and
 * the value goes beside its last line when it fits there, else under it, right-aligned.
 */
export function pairLines(label: string, value: string, width: number): string[] {
  // An indented label (a sale line's quantity, a split payment) keeps its indent on every line.
  const indent = /^ */.exec(label)![0];
  const labelLines = wrapText(label, width - indent.length).map((l) => indent + l);
  const last = labelLines.pop() ?? '';
  const valueWidth = textWidth(value);
  if (textWidth(last) + 1 + valueWidth <= width) return [...labelLines, last + padStart(value, width - textWidth(last))];
  return [...labelLines, last, ...wrapText(value, width).map((l) => padStart(l, width))];
}

/** A line centred in `width` columns (the left half of the spare columns before it). */
export const centerLine = (text: string, width: number): string =>
  ' '.repeat(Math.max(0, Math.floor((width - textWidth(text)) / 2))) + text;
