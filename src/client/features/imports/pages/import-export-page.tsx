import { AlertCircle, Info } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { IMPORT_KINDS } from '#shared/contracts/imports';
import type { ModuleKey } from '#shared/permissions';
import { PageHeader } from '#client/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle, Button, Spinner } from '#client/components/ui';
import { useAuth, useSubscribedModules } from '#client/lib/auth';
import { useImport } from '../api/get-import';
import { ImportPanel } from '../components/import-panel';
import { ListCard } from '../components/list-card';
import { UploadCard } from '../components/upload-card';
import { useImportWords } from '../lib/import-words';
import { KIND_MODULE } from '../lib/kinds';
import { useCommitNotice } from '../lib/use-commit-notice';
import { useDownloads } from '../lib/use-downloads';
import { useUpload } from '../lib/use-upload';

/** The open import is in the address (`?import=`): a reload, or a look at the till and back, keeps it. */
const IMPORT_PARAM = 'import';

/** Import & export: the shop's four lists in and out as CSV or Excel files. */
export default function ImportExportPage() {
  const { t, errorText } = useImportWords();
  const business = useAuth().user?.business;
  const businessId = business?.id ?? 0;
  const modules = useSubscribedModules(business?.id);
  const hasModule = (m: ModuleKey) => modules.data?.includes(m) ?? false;
  const kinds = IMPORT_KINDS.filter((k) => hasModule(KIND_MODULE[k]));

  const [params, setParams] = useSearchParams();
  const importId = params.get(IMPORT_PARAM);
  const openImport = (id: string | null) => setParams(id ? { [IMPORT_PARAM]: id } : {}, { replace: true });
  const current = useImport(businessId, importId);
  useCommitNotice(businessId, current.data);
  const { upload, sending, fileError } = useUpload(businessId, (summary) => openImport(summary.id));
  const { onTemplate, onExport } = useDownloads(businessId);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Alert role="note">
        <Info aria-hidden="true" />
        <AlertDescription>
          <p>{t('hint.files')}</p>
          <p>{t('hint.matching')}</p>
        </AlertDescription>
      </Alert>
      {sending && <UploadCard sending={sending} />}
      {fileError && (
        <Alert variant="destructive" data-testid="import-file-error">
          <AlertCircle aria-hidden="true" />
          <AlertTitle className="break-all">{t('upload.refused', { name: fileError.fileName })}</AlertTitle>
          <AlertDescription>
            <p>{fileError.text}</p>
          </AlertDescription>
        </Alert>
      )}
      {importId && current.isError && (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>
            <p>{errorText(current.error)}</p>
            <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => openImport(null)}>
              {t('actions.close')}
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {current.data && (
        <ImportPanel businessId={businessId} summary={current.data} hasModule={hasModule} onClose={() => openImport(null)} />
      )}
      {modules.isLoading ? (
        <Spinner aria-label={t('loading')} className="py-12" />
      ) : kinds.length === 0 ? (
        <Alert role="status">
          <Info aria-hidden="true" />
          <AlertDescription>
            <p>{t('noLists')}</p>
          </AlertDescription>
        </Alert>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {kinds.map((kind) => (
            <ListCard key={kind} kind={kind} busy={sending !== null} onFile={upload} onTemplate={onTemplate} onExport={onExport} />
          ))}
        </div>
      )}
    </div>
  );
}
