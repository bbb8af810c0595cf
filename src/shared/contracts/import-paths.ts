// The zod-free part of the imports and exports contract: route templates
// and the URL builders the client fills them with; `./imports` re-exports it.

import { fillPath } from './fill-path';

/** The four lists a shop brings in (and takes out) as files. */
export const IMPORT_KINDS = ['products', 'customers', 'debtors', 'suppliers'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const FILE_FORMATS = ['csv', 'xlsx'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

/** Limits of an uploaded file (413 over the size, 422 over the rows). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 100_000;
/** How many row errors an import's summary carries; the rejected-rows CSV has them all. */
export const IMPORT_ERRORS_SHOWN = 200;
/** How many mapped rows the preview shows. */
export const IMPORT_SAMPLE_ROWS = 10;

export const IMPORT_ROUTES = {
  /** POST multipart (`kind` field, then `file`): 202 with the import, previewing. */
  create: '/api/businesses/:businessId/imports',
  /** GET: the import (its progress while previewing or committing; the preview when ready). */
  one: '/api/businesses/:businessId/imports/:importId',
  /** PUT { mapping }: map the columns again; 202, previewing again. */
  mapping: '/api/businesses/:businessId/imports/:importId/mapping',
  /** POST with an Idempotency-Key: 202, committing; the import's status says when it is done. */
  commit: '/api/businesses/:businessId/imports/:importId/commit',
  /** GET: the rejected rows as CSV (the file's own columns, then the row number and its errors). */
  rejected: '/api/businesses/:businessId/imports/:importId/rejected.csv',
  /**
   * GET: an empty file with the import's headers (and one example row). One route per list, so
   * each declares its own module.
   */
  templates: {
    products: '/api/businesses/:businessId/import-templates/products/:format',
    customers: '/api/businesses/:businessId/import-templates/customers/:format',
    debtors: '/api/businesses/:businessId/import-templates/debtors/:format',
    suppliers: '/api/businesses/:businessId/import-templates/suppliers/:format',
  },
  /** GET: the list, in the import's format (a round trip restores it); one route per list. */
  exports: {
    products: '/api/businesses/:businessId/exports/products/:format',
    customers: '/api/businesses/:businessId/exports/customers/:format',
    debtors: '/api/businesses/:businessId/exports/debtors/:format',
    suppliers: '/api/businesses/:businessId/exports/suppliers/:format',
  },
} as const;

export const IMPORT_PATHS = {
  create: (businessId: number) => fillPath(IMPORT_ROUTES.create, { businessId }),
  one: (businessId: number, importId: string) => fillPath(IMPORT_ROUTES.one, { businessId, importId }),
  mapping: (businessId: number, importId: string) => fillPath(IMPORT_ROUTES.mapping, { businessId, importId }),
  commit: (businessId: number, importId: string) => fillPath(IMPORT_ROUTES.commit, { businessId, importId }),
  rejected: (businessId: number, importId: string) => fillPath(IMPORT_ROUTES.rejected, { businessId, importId }),
  template: (businessId: number, kind: ImportKind, format: FileFormat) => fillPath(IMPORT_ROUTES.templates[kind], { businessId, format }),
  export: (businessId: number, kind: ImportKind, format: FileFormat) => fillPath(IMPORT_ROUTES.exports[kind], { businessId, format }),
} as const;

export const IMPORT_MESSAGES = {
  fileRequired: 'Choose a file to import',
  fileType: 'Upload a CSV or Excel (.xlsx) file',
  tooLarge: 'The file is larger than 20 MB',
  tooManyRows: 'The file has more than 100,000 rows',
  empty: 'The file has no rows to import',
  unreadable: 'The file could not be read',
  columnRequired: 'Map a column to {{column}}',
  columnTwice: 'A column is mapped twice',
  notReady: 'The import is not ready to commit',
  committed: 'This file has already been imported',
} as const;
