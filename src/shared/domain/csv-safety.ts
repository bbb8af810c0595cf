/**
 * Spreadsheet formula injection (CSV injection): a cell whose text starts with = + - @, a tab or
 * a carriage return may be run as a formula by Excel or LibreOffice. Spreadsheets skip leading
 * spaces before deciding, so the check looks past them too. Such text gets a leading apostrophe,
 * which the spreadsheet shows as plain text. Only text cells go through this: amounts we format
 * ourselves (e.g. "-12.50") are numbers and stay numbers.
 *
 * Bidirectional controls (U+202E and friends) are removed first: "Invoice\u202Egpj.exe" would show
 * in the spreadsheet as "Invoiceexe.jpg". Names are stored without them (names.ts); this also
 * covers free text (notes, addresses) and rows stored before names were normalised.
 */
import { stripBidiControls } from './names';

const DANGEROUS_START = /^ *[=+\-@\t\r]/;

export function isFormulaLike(text: string): boolean {
  return DANGEROUS_START.test(text);
}

export function escapeCsvText(value: string | null | undefined): string {
  if (value == null) return '';
  const text = stripBidiControls(value);
  return isFormulaLike(text) ? `'${text}` : text;
}
