import { toast } from '#client/components/ui';
import type { FileFormat, ImportKind } from '#shared/contracts/imports';
import { useDownloadExport } from '../api/get-export';
import { useDownloadTemplate } from '../api/get-template';
import { useImportWords } from './import-words';

/** A list's template or export, saved as a download; a toast says which file came, or why none did. */
export function useDownloads(businessId: number) {
  const { t, errorText } = useImportWords();
  const template = useDownloadTemplate(businessId);
  const exporter = useDownloadExport(businessId);
  const download = (what: 'template' | 'export') => (kind: ImportKind, format: FileFormat) =>
    (what === 'template' ? template : exporter).mutate(
      { kind, format },
      {
        onSuccess: (name) => toast.success(t('toast.downloaded', { name })),
        onError: (err) => toast.error(t(`toast.${what}Failed`), { description: errorText(err) }),
      },
    );
  return { onTemplate: download('template'), onExport: download('export') };
}
