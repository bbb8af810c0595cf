import type { ImportKind } from '#shared/contracts/imports';
import { Card, CardContent } from '#client/components/ui';
import { useImportWords } from '../lib/import-words';
import { ProgressBar } from './progress-bar';

export interface Sending {
  kind: ImportKind;
  fileName: string;
  /** The fraction of the file sent (0–1). */
  fraction: number;
}

/** The file on its way to the server (the browser's upload progress). */
export function UploadCard({ sending }: { sending: Sending }) {
  const { t } = useImportWords();
  const percent = Math.round(sending.fraction * 100);
  const words = t('progress.sending', { name: sending.fileName, percent });
  return (
    <Card data-testid="import-upload">
      <CardContent className="flex flex-col gap-2 pt-6">
        <p className="text-sm break-all" aria-live="polite">
          {words}
        </p>
        <ProgressBar value={sending.fraction} label={t('progress.sendingLabel')} valueText={`${percent}%`} />
      </CardContent>
    </Card>
  );
}
