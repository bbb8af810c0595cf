import { useState } from 'react';
import type { ImportKind, ImportSummary } from '#shared/contracts/imports';
import { useCreateImport } from '../api/create-import';
import type { Sending } from '../components/upload-card';
import { checkFile } from './check-file';
import { useImportWords } from './import-words';

export interface FileError {
  fileName: string;
  text: string;
}

/**
 * Choosing a file: the browser's own checks, then the upload with its progress; a refusal (the
 * browser's or the server's: 413, 415, 422) is kept until the next file, and nothing else is lost.
 */
export function useUpload(businessId: number, onUploaded: (summary: ImportSummary) => void) {
  const { t, errorText } = useImportWords();
  const create = useCreateImport(businessId);
  const [sending, setSending] = useState<Sending | null>(null);
  const [fileError, setFileError] = useState<FileError | null>(null);

  const upload = (kind: ImportKind, file: File) => {
    setFileError(null);
    const problem = checkFile(file);
    if (problem) return setFileError({ fileName: file.name, text: t(`fileErrors.${problem}`) });
    setSending({ kind, fileName: file.name, fraction: 0 });
    create.mutate(
      { kind, file, onProgress: (fraction) => setSending({ kind, fileName: file.name, fraction }) },
      {
        onSuccess: onUploaded,
        onError: (err) => setFileError({ fileName: file.name, text: errorText(err) }),
        onSettled: () => setSending(null),
      },
    );
  };

  return { upload, sending, fileError };
}
