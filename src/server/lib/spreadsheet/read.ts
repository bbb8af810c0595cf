/**
 * Reading an uploaded list: CSV (UTF-8 with or without a byte-order mark, comma or
 * semicolon) and XLSX, both as rows of text. Nothing is evaluated: an XLSX formula cell is read as
 * its formula's text ("=HYPERLINK(…)"), CSV cells are text already. The format is decided by the
 * bytes, never by the file's name or the browser's type.
 */
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { FileFormat } from '#shared/contracts/import-paths';

/** The file's type by content: an XLSX is a ZIP; a CSV is UTF-8 text without NUL bytes. */
export function sniffFormat(head: Buffer): FileFormat | null {
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return 'xlsx';
  if (head.length === 0 || head.includes(0)) return null;
  // A multi-byte character may be cut at the end of the head: check what precedes the last 3 bytes.
  const text = head.subarray(0, Math.max(0, head.length - 3));
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(text);
    return 'csv';
  } catch {
    return null;
  }
}

export class UnreadableFile extends Error {}

/** The delimiter a CSV uses: the one of comma and semicolon its first line has more of (outside quotes). */
function sniffDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text.slice(0, 64 * 1024)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas += 1;
    else if (!quoted && ch === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/** Every row of a CSV file, the header first; blank lines dropped (their row numbers kept in `lines`). */
export function readCsv(content: Buffer): { rows: string[][]; lines: number[] } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw new UnreadableFile('not UTF-8');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let records: string[][];
  try {
    records = parse(text, { delimiter: sniffDelimiter(text), relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  } catch (err) {
    throw new UnreadableFile(err instanceof Error ? err.message : String(err));
  }
  const rows: string[][] = [];
  const lines: number[] = [];
  // The record's position is the row number a spreadsheet shows (a quoted line break stays in its cell).
  records.forEach((record, i) => {
    if (isBlank(record)) return;
    rows.push(record);
    lines.push(i + 1);
  });
  return { rows, lines };
}

/** A cell's value as text: formulas as their formula, dates as YYYY-MM-DD, numbers as JavaScript writes them. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('formula' in value && typeof value.formula === 'string') return `=${value.formula}`;
  if ('sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('error' in value) return String(value.error);
  return '';
}

/**
 * The first worksheet of an XLSX file, row by row (the streaming reader: 50,000 rows are never
 * one object tree). Row numbers are the sheet's own, so an error names the row Excel shows.
 */
export async function readXlsx(content: Buffer): Promise<{ rows: string[][]; lines: number[] }> {
  const rows: string[][] = [];
  const lines: number[] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(content), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache',
      worksheets: 'emit',
    });
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        // Empty cells are holes in `values`: Array.from visits them.
        const values = Array.from((row.values as ExcelJS.CellValue[]).slice(1), (v) => cellText(v ?? null));
        if (isBlank(values)) continue;
        rows.push(values);
        lines.push(row.number);
      }
      break;
    }
  } catch (err) {
    throw new UnreadableFile(err instanceof Error ? err.message : String(err));
  }
  return { rows, lines };
}

/** Rows of either format. */
export function readSpreadsheet(format: FileFormat, content: Buffer): Promise<{ rows: string[][]; lines: number[] }> {
  return format === 'csv' ? Promise.resolve(readCsv(content)) : readXlsx(content);
}
