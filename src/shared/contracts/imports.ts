import { z } from 'zod';
import { IdParam } from './common';
import { FILE_FORMATS, IMPORT_KINDS } from './import-paths';
import { says } from '../messages/zod-refs';

export * from './import-paths';

export const ImportKindSchema = z.enum(IMPORT_KINDS, says('INVALID_VALUE'));
export const FileFormatSchema = z.enum(FILE_FORMATS, says('INVALID_VALUE'));

/** Any text: an id that is not an import's (not even a UUID) answers 404 like a missing one. */
export const ImportParams = z.object({ businessId: IdParam, importId: z.string().max(100) });
export const ImportFileParams = z.object({ businessId: IdParam, kind: ImportKindSchema, format: FileFormatSchema });

export const IMPORT_STATUSES = [
  /** Reading the file and checking its rows (`progress` moves). */
  'previewing',
  /** The preview is there: counts, errors, sample; it may be committed. */
  'ready',
  /** Writing the rows (`progress` moves). */
  'committing',
  'committed',
  /** The file itself could not be used (`error` says why); nothing was written. */
  'failed',
] as const;
export const ImportStatus = z.enum(IMPORT_STATUSES);
export type ImportStatus = z.infer<typeof ImportStatus>;

/**
 * The mapping of the import's fields to the file's columns: field key → the column's index in
 * `headers`, or null for a field the file does not have. Guessed from the header (English,
 * Sinhala or Tamil) and changeable by the owner before committing.
 */
export const ImportMapping = z.record(z.string().max(40), z.number().int().min(0).max(999).nullable());
export type ImportMapping = z.infer<typeof ImportMapping>;

export const ImportMappingInput = z.object({ mapping: ImportMapping });
export type ImportMappingInput = z.infer<typeof ImportMappingInput>;

/** One of the import's fields (a column of its template). */
export const ImportField = z.object({
  key: z.string(),
  required: z.boolean(),
});
export type ImportField = z.infer<typeof ImportField>;

/** A row's problem: its row number in the file (the header is row 1), the field, the specified message. */
export const ImportRowError = z.object({
  row: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowError>;

export const ImportCounts = z.object({
  rows: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
});
export type ImportCounts = z.infer<typeof ImportCounts>;

export const ImportSummary = z.object({
  id: z.string(),
  kind: ImportKindSchema,
  fileName: z.string(),
  format: FileFormatSchema,
  status: ImportStatus,
  /** Rows done of the total in the current phase (previewing or committing). */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** The file's header row, as written. */
  headers: z.array(z.string()),
  /** The import's fields, in template order. */
  fields: z.array(ImportField),
  mapping: ImportMapping,
  /** Null until the preview is ready. */
  counts: ImportCounts.nullable(),
  /**
   * What the commit did, counted as it writes (null until it starts). It differs from `counts` only
   * when the shop changed between preview and commit: a row that no longer passes is rejected then
   * (and listed in the rejected-rows CSV); one whose record changed may be an update, not a create.
   */
  outcome: ImportCounts.nullable(),
  /** The first IMPORT_ERRORS_SHOWN row errors, in row order; the rejected-rows CSV has every one. */
  errors: z.array(ImportRowError),
  /** The first IMPORT_SAMPLE_ROWS rows as mapped: field key → the cell's text. */
  sample: z.array(z.record(z.string(), z.string())),
  /** Why the file could not be used (status 'failed'), in the specified words. */
  error: z.string().nullable(),
  createdAt: z.string(),
  committedAt: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof ImportSummary>;
