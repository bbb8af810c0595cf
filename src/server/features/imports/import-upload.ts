/**
 * The upload of a list to import: multipart, a `kind` field and one `file`. The size limit is the
 * multipart parser's (the stream stops at 20 MB: 413 while it arrives); the type is decided by the
 * bytes (415 unless CSV text or an XLSX workbook); the rows are counted before answering (422 when
 * empty or over 100,000), so the person hears at once rather than from a failed preview.
 */
import { once } from 'node:events';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { ImportKindSchema, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type FileFormat, type ImportKind } from '#shared/contracts/imports';
import { AppError } from '#server/lib/app-error';
import { readSpreadsheet, sniffFormat, UnreadableFile } from '#server/lib/spreadsheet/read';
import type { Parsed } from './import-check';

export interface Upload {
  kind: ImportKind;
  fileName: string;
  format: FileFormat;
  content: Buffer;
  parsed: Parsed;
}

const tooLarge = () => new AppError('IMPORT_TOO_LARGE');
const wrongType = () => new AppError('IMPORT_FILE_TYPE');

/** An XLSX is a ZIP holding the workbook part (a .docx or any other ZIP is not one). */
const isWorkbook = (content: Buffer) => content.includes('xl/workbook.xml');

async function readParts(req: FastifyRequest): Promise<{ kind: string | undefined; file: { name: string; content: Buffer } | null }> {
  let kind: string | undefined;
  let file: { name: string; content: Buffer } | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'kind' && typeof part.value === 'string') kind = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        await once(part.file, 'end');
        continue;
      }
      const content = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      file = { name: part.filename, content };
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  return { kind, file };
}

export async function readImportUpload(req: FastifyRequest): Promise<Upload> {
  if (!req.isMultipart()) throw new AppError('IMPORT_FILE_REQUIRED', { field: 'file' });
  const { kind, file } = await readParts(req);
  const parsedKind = ImportKindSchema.safeParse(kind);
  if (!parsedKind.success) throw new AppError('INVALID_VALUE', { field: 'kind' });
  if (!file || file.content.length === 0) throw new AppError('IMPORT_FILE_REQUIRED', { field: 'file' });
  const format = sniffFormat(file.content.subarray(0, 64 * 1024));
  if (!format || (format === 'xlsx' && !isWorkbook(file.content))) throw wrongType();
  let parsed: Parsed;
  try {
    parsed = await readSpreadsheet(format, file.content);
  } catch (err) {
    if (err instanceof UnreadableFile) throw new AppError('IMPORT_UNREADABLE');
    throw err;
  }
  if (parsed.rows.length < 2) throw new AppError('IMPORT_EMPTY');
  if (parsed.rows.length - 1 > MAX_IMPORT_ROWS) throw new AppError('IMPORT_TOO_MANY_ROWS');
  return { kind: parsedKind.data, fileName: safeName(file.name, format), format, content: file.content, parsed };
}

/** Kept for display and the stock movements' reference: no path, no control characters, bounded. */
function safeName(name: string | undefined, format: FileFormat): string {
  const base = path
    .basename(name ?? '')
    .replace(/[\p{Cc}\p{Cf}"\\/]+/gu, '_')
    .slice(0, 120)
    .trim();
  return base || `import.${format}`;
}
