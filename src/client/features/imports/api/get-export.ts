import { useMutation } from '@tanstack/react-query';
import { IMPORT_PATHS, type FileFormat, type ImportKind } from '#shared/contracts/imports';
import { downloadFile } from './download-file';

/** GET the whole list in the import's format (a round trip restores it), saved as a download. */
export function useDownloadExport(businessId: number) {
  return useMutation({
    mutationFn: ({ kind, format }: { kind: ImportKind; format: FileFormat }) =>
      downloadFile(IMPORT_PATHS.export(businessId, kind, format), `${kind}.${format}`),
  });
}
