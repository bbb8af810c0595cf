import { useMutation } from '@tanstack/react-query';
import { IMPORT_PATHS } from '#shared/contracts/imports';
import { downloadFile } from './download-file';

/** GET the import's rejected rows as CSV (the file's columns, then the row number and its errors). */
export function useDownloadRejected(businessId: number, importId: string | null) {
  return useMutation({
    mutationFn: () => downloadFile(IMPORT_PATHS.rejected(businessId, importId!), 'rejected-rows.csv'),
  });
}
