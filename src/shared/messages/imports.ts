/**
 * Imports and exports of the four lists (shared/contracts/imports.ts,
 * src/server/features/imports): why an upload or a mapping is refused, and the row problems an
 * import adds to the contracts' own messages.
 */
export const IMPORT_ERROR_MESSAGES = {
  IMPORT_FILE_REQUIRED: 'Choose a file to import',
  IMPORT_FILE_TYPE: 'Upload a CSV or Excel (.xlsx) file',
  IMPORT_TOO_LARGE: 'The file is larger than 20 MB',
  IMPORT_TOO_MANY_ROWS: 'The file has more than 100,000 rows',
  IMPORT_EMPTY: 'The file has no rows to import',
  IMPORT_UNREADABLE: 'The file could not be read',
  IMPORT_COLUMN_REQUIRED: 'Map a column to {{column}}',
  IMPORT_COLUMN_TWICE: 'A column is mapped twice',
  IMPORT_NOT_READY: 'The import is not ready to commit',
  IMPORT_COMMITTED: 'This file has already been imported',
  IMPORT_NOT_FOUND: 'Import not found',
  IMPORT_CUSTOMER_TWICE: 'This customer is already in the file',
  IMPORT_DEBTOR_TWICE: 'This debtor is already in the file',
  IMPORT_SUPPLIER_TWICE: 'This supplier is already in the file',
  IMPORT_SUPPLIER_PHONE_TWICE: 'This phone number is given to another supplier in the file',
  IMPORT_TRACKS_BATCHES_YES_NO: 'Tracks batches must be yes or no',
  IMPORT_BATCH_NOT_TRACKED: 'A batch number or expiry date needs Tracks batches set to yes',
} as const;
