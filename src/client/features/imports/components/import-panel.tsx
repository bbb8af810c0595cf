import { AlertCircle, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ImportSummary } from '#shared/contracts/imports';
import type { ModuleKey } from '#shared/permissions';
import { Alert, AlertDescription, Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui';
import { isWorking } from '../api/get-import';
import { useImportWords } from '../lib/import-words';
import { ImportResult } from './import-result';
import { PreviewSection } from './preview-section';
import { WorkingProgress } from './working-progress';

export interface ImportPanelProps {
  businessId: number;
  summary: ImportSummary;
  hasModule: (m: ModuleKey) => boolean;
  onClose: () => void;
}

const STATUS_BADGE = {
  previewing: 'secondary',
  ready: 'outline',
  committing: 'secondary',
  committed: 'success',
  failed: 'destructive',
} as const;

/** One uploaded file: its progress, its preview to check and commit, or why it cannot be used. */
export function ImportPanel({ businessId, summary, hasModule, onClose }: ImportPanelProps) {
  const { t, messageText } = useImportWords();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new file's panel takes the focus (on a phone it is the next thing to read).
  useEffect(() => heading.current?.focus(), [summary.id]);

  return (
    <Card role="region" aria-labelledby="import-panel-title" data-testid="import-panel" data-status={summary.status}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <CardTitle id="import-panel-title" ref={heading} tabIndex={-1} className="break-all outline-none">
            {summary.fileName}
          </CardTitle>
          <CardDescription className="flex flex-wrap items-center gap-2">
            {t(`kinds.${summary.kind}.title`)}
            <Badge variant={STATUS_BADGE[summary.status]} data-testid="import-status">
              {t(`status.${summary.status}`)}
            </Badge>
          </CardDescription>
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={onClose} disabled={summary.status === 'committing'}>
          <X aria-hidden="true" />
          {summary.status === 'committed' ? t('actions.done') : t('actions.close')}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {isWorking(summary.status) && <WorkingProgress summary={summary} />}
        {summary.status === 'failed' && (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertDescription>
              <p>{summary.error ? messageText(summary.error) : t('upload.failed')}</p>
              <p>{t('upload.nothingWritten')}</p>
            </AlertDescription>
          </Alert>
        )}
        {summary.status === 'committed' && <ImportResult summary={summary} hasModule={hasModule} />}
        {(summary.status === 'ready' || summary.status === 'previewing') && <PreviewSection businessId={businessId} summary={summary} />}
      </CardContent>
    </Card>
  );
}
