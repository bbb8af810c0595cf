import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_PATHS, type ImportKind, type ImportSummary } from '#shared/contracts/imports';
import { importKeys } from './keys';
import { postWithProgress } from './upload-request';

export interface UploadInput {
  kind: ImportKind;
  file: File;
  /** The fraction of the file sent so far (0–1). */
  onProgress: (fraction: number) => void;
}

/** POST the file (`kind` first, then `file`, as the contract reads them): 202 with the import, previewing. */
export function useCreateImport(businessId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file, onProgress }: UploadInput) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file, file.name);
      return postWithProgress<ImportSummary>(IMPORT_PATHS.create(businessId), form, onProgress);
    },
    onSuccess: (summary) => qc.setQueryData(importKeys.one(businessId, summary.id), summary),
  });
}
