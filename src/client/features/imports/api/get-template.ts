import { useMutation } from '@tanstack/react-query';
import { IMPORT_PATHS, type FileFormat, type ImportKind } from '#shared/contracts/imports';
import { downloadFile } from './download-file';

/** GET an empty file with the import's headers (and an example row), saved as a download. */
export function useDownloadTemplate(businessId: number) {
  return useMutation({
    mutationFn: ({ kind, format }: { kind: ImportKind; format: FileFormat }) =>
      downloadFile(IMPORT_PATHS.template(businessId, kind, format), `${kind}-template.${format}`),
  });
}
