/**
 * Writing a list as CSV or XLSX: a header row, then text cells. Text a
 * spreadsheet would run as a formula gets the apostrophe of `escapeCell` (in both formats: an XLSX
 * cell is typed text, but a person may save it as CSV), which the importer takes off again, so a
 * round trip gives back the very text. CSV is UTF-8 with a byte-order mark, so Excel reads Sinhala
 * and Tamil names correctly.
 */
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FileFormat } from '#shared/contracts/import-paths';
import { escapeCell } from '#shared/domain/import-rows';

export const CONTENT_TYPES: Record<FileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const BOM = '\ufeff';

/** A CSV stream of the rows (each row's cells in the header's order). */
export function csvStream(header: readonly string[], rows: Iterable<readonly string[]>): Readable {
  const out = stringify({ bom: false, record_delimiter: '\r\n' });
  const body = new PassThrough();
  body.write(BOM);
  out.pipe(body);
  // Rows are written as the stringifier drains, so a long list is never one string in memory.
  void (async () => {
    out.write(header.map(escapeCell));
    for (const row of rows) if (!out.write(row.map(escapeCell))) await new Promise((resolve) => out.once('drain', resolve));
    out.end();
  })().catch((err: unknown) => body.destroy(err as Error));
  return body;
}

/** The CSV as one buffer (tests, templates, the rejected rows). */
export async function csvBuffer(header: readonly string[], rows: Iterable<readonly string[]>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of csvStream(header, rows)) chunks.push(Buffer.from(chunk as Buffer | string));
  return Buffer.concat(chunks);
}

/** An XLSX workbook of one sheet; every cell is text (a barcode keeps its leading zeros). */
export async function xlsxBuffer(sheetName: string, header: readonly string[], rows: Iterable<readonly string[]>): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header.map(escapeCell)).commit();
  for (const row of rows) sheet.addRow(row.map(escapeCell)).commit();
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

export function fileBuffer(format: FileFormat, sheetName: string, header: readonly string[], rows: Iterable<readonly string[]>) {
  return format === 'csv' ? csvBuffer(header, rows) : xlsxBuffer(sheetName, header, rows);
}
