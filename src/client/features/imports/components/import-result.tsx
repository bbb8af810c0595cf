import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import type { ImportSummary } from '#shared/contracts/imports';
import type { ModuleKey } from '#shared/permissions';
import { Alert, AlertDescription, AlertTitle, Button } from '#client/components/ui';
import { formatWhole } from '#client/lib/format';
import { useImportWords } from '../lib/import-words';
import { KIND_SCREENS } from '../lib/kinds';

/** A committed import: what it created and updated, and where to see the list now. */
export function ImportResult({
  summary,
  hasModule,
}: {
  summary: Pick<ImportSummary, 'kind' | 'counts' | 'outcome'>;
  hasModule: (m: ModuleKey) => boolean;
}) {
  const { t } = useImportWords();
  // What the commit did; the preview's counts for an import committed before it was counted.
  const counts = summary.outcome ?? summary.counts;
  const late = summary.outcome && summary.counts ? summary.outcome.rejected - summary.counts.rejected : 0;
  const done = t('result.summary', { created: formatWhole(counts?.create ?? 0), updated: formatWhole(counts?.update ?? 0) });
  const skipped =
    counts && counts.unchanged + counts.rejected > 0
      ? t('result.skipped', { unchanged: formatWhole(counts.unchanged), rejected: formatWhole(counts.rejected) })
      : '';
  const words = [done, skipped, late > 0 ? t('result.changedSincePreview', { count: late }) : ''].filter(Boolean).join(' ');
  const screens = KIND_SCREENS[summary.kind].filter((s) => hasModule(s.module));
  return (
    <div className="flex flex-col gap-4" data-testid="import-result">
      <Alert role="status" className="border-success/40 bg-success/5">
        <CheckCircle2 aria-hidden="true" className="text-success" />
        <AlertTitle>{t('result.title')}</AlertTitle>
        <AlertDescription>
          <p data-testid="import-result-summary">{words}</p>
        </AlertDescription>
      </Alert>
      {screens.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {screens.map((s) => (
            <Button key={s.key} asChild variant="outline">
              <Link to={s.path}>{t(`result.open.${s.key}`)}</Link>
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
