/**
 * Names people see in lists, on receipts and in exports must not look like something else.
 *
 * - NFC: "Cafe" + a combining acute and "Café" are the same name.
 * - Bidirectional controls (embeddings, overrides, isolates, marks: U+202A–U+202E, U+2066–U+2069,
 *   U+200E, U+200F, U+061C) are removed everywhere: "Invoice\u202Egpj.exe" shows as "Invoiceexe.jpg".
 *   Sinhala, Tamil and English need none of them.
 * - Invisible characters with no use in a name (zero-width space U+200B, word joiner U+2060,
 *   byte-order mark U+FEFF, soft hyphen U+00AD) are removed everywhere: "Sugar\u200B" is "Sugar".
 * - Zero-width joiner and non-joiner (U+200D, U+200C) are kept inside a name — Sinhala writes
 *   "ශ්‍රී" with a ZWJ, and emoji sequences use it — but removed at the edges, where they join nothing.
 * - Then whitespace is trimmed at the edges. A name that is empty after this is missing.
 *
 * Length is counted in code points (what PostgreSQL's varchar(n) counts), so "😀" is 1, not 2.
 */

const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const INVISIBLE = /[\u00ad\u200b\u2060\ufeff]/g;
const EDGE = /^[\s\u200c\u200d]+|[\s\u200c\u200d]+$/g;

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

export function normalizeName(text: string): string {
  return stripBidiControls(text.normalize('NFC')).replace(INVISIBLE, '').replace(EDGE, '');
}

export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
