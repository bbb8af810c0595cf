import { AlertCircle, Import } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ImportMapping, ImportSummary } from '#shared/contracts/imports';
import { Alert, AlertDescription, Button, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { formatWhole } from '#client/lib/format';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { useCommitImport } from '../api/commit-import';
import { useDownloadRejected } from '../api/get-rejected';
import { useSaveMapping } from '../api/save-mapping';
import { useImportWords } from '../lib/import-words';
import { ImportCounts } from './import-counts';
import { MappingEditor } from './mapping-editor';
import { RowErrors } from './row-errors';
import { SampleTable } from './sample-table';

/** The rows a commit would write: the new ones and the changed ones (unchanged and rejected are left). */
export const rowsToWrite = (summary: Pick<ImportSummary, 'counts'>) => (summary.counts ? summary.counts.create + summary.counts.update : 0);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** The preview: counts, the column mapping (changeable), the first rows, the row errors; then commit. */
export function PreviewSection({ businessId, summary }: { businessId: number; summary: ImportSummary }) {
  const { t, errorText } = useImportWords();
  const saveMapping = useSaveMapping(businessId, summary.id);
  const commit = useCommitImport(businessId, summary.id);
  const rejected = useDownloadRejected(businessId, summary.id);
  const idempotency = useIdempotencyKey();
  const ready = summary.status === 'ready';
  const toWrite = rowsToWrite(summary);

  const onMapping = (mapping: ImportMapping) => saveMapping.mutate(mapping);
  const onCommit = () => commit.mutate(idempotency.headers());
  const onRejected = () =>
    rejected.mutate(undefined, {
      onError: (err) => toast.error(t('toast.downloadFailed'), { description: serverMessageOf(err, '') || undefined }),
    });

  return (
    <div className="flex flex-col gap-6">
      {ready && summary.counts && <ImportCounts counts={summary.counts} />}
      <Section title={t('mapping.heading')}>
        <p className="text-sm text-muted-foreground">{t('mapping.hint')}</p>
        <MappingEditor
          summary={saveMapping.isPending ? { ...summary, mapping: saveMapping.variables } : summary}
          disabled={!ready || saveMapping.isPending || commit.isPending}
          onChange={onMapping}
        />
        {saveMapping.isError && <ErrorLine text={errorText(saveMapping.error)} />}
      </Section>
      {ready && (
        <>
          <Section title={t('sample.heading')}>
            <SampleTable summary={summary} />
          </Section>
          <Section title={t('errors.heading')}>
            <RowErrors summary={summary} onDownloadRejected={onRejected} downloading={rejected.isPending} />
          </Section>
        </>
      )}
      <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{ready && toWrite === 0 ? t('commit.nothing') : t('commit.hint')}</p>
        <Button type="button" size="lg" onClick={onCommit} disabled={!ready || toWrite === 0 || commit.isPending || saveMapping.isPending}>
          <Import aria-hidden="true" />
          {t('commit.button', { count: toWrite, rows: formatWhole(toWrite) })}
        </Button>
      </div>
      {commit.isError && <ErrorLine text={errorText(commit.error)} />}
    </div>
  );
}

function ErrorLine({ text }: { text: string }) {
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden="true" />
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}
