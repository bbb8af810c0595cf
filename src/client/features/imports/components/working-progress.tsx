import type { ImportSummary } from '#shared/contracts/imports';
import { formatWhole } from '#client/lib/format';
import { useImportWords } from '../lib/import-words';
import { ProgressBar } from './progress-bar';

/** The server's progress through the file's rows while it checks them or writes them. */
export function WorkingProgress({ summary }: { summary: Pick<ImportSummary, 'status' | 'progress'> }) {
  const { t } = useImportWords();
  const { done, total } = summary.progress;
  const phase = summary.status === 'committing' ? 'committing' : 'previewing';
  const words = total > 0 ? t(`progress.${phase}Of`, { done: formatWhole(done), total: formatWhole(total) }) : t(`progress.${phase}`);
  return (
    <div className="flex flex-col gap-2" data-testid="import-progress">
      <p className="text-sm" aria-live="polite">
        {words}
      </p>
      <ProgressBar value={total > 0 ? done / total : null} label={t(`progress.${phase}`)} valueText={words} />
    </div>
  );
}
