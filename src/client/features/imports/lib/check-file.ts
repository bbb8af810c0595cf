import { MAX_IMPORT_BYTES, type FileFormat } from '#shared/contracts/imports';

/** The file's format by its name (what the server checks again by its content). */
export function formatOf(fileName: string): FileFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return ext === 'csv' || ext === 'xlsx' ? ext : null;
}

/**
 * What the browser can tell before sending (the server tells the rest): the key of the contract's
 * message for a wrong type, an empty file or one over the limit; null when it may be sent.
 */
export function checkFile(file: Pick<File, 'name' | 'size'>): 'fileType' | 'empty' | 'tooLarge' | null {
  if (formatOf(file.name) === null) return 'fileType';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_IMPORT_BYTES) return 'tooLarge';
  return null;
}

/** What the file chooser offers: CSV and Excel workbooks. */
export const FILE_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
