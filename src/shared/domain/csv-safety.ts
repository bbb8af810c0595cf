/**
 * Spreadsheet formula injection (CSV injection): a cell whose text starts with = + - @, a tab or
 * a carriage return may be run as a formula by Excel or LibreOffice. Spreadsheets skip leading
 * spaces before deciding, so the check looks past them too. Such text gets a leading apostrophe,
 * which the spreadsheet shows as plain text. Only text cells go through this: amounts we format
 * ourselves (e.g. "-12.50") are numbers and stay numbers.
 */
const DANGEROUS_START = /^ *[=+\-@\t\r]/;

export function isFormulaLike(text: string): boolean {
  return DANGEROUS_START.test(text);
}

export function escapeCsvText(value: string | null | undefined): string {
  if (value == null) return '';
  return isFormulaLike(value) ? `'${value}` : value;
}
