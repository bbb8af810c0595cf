import type { ImportCounts as Counts } from '#shared/contracts/imports';
import { cn } from '#client/lib/cn';
import { formatWhole } from '#client/lib/format';
import { useImportWords } from '../lib/import-words';

const ORDER = ['rows', 'create', 'update', 'unchanged', 'rejected'] as const;

/** What the file would do: its rows, and how many would be created, updated, left alone or rejected. */
export function ImportCounts({ counts }: { counts: Counts }) {
  const { t } = useImportWords();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="import-counts">
      {ORDER.map((key) => (
        <div key={key} className="rounded-lg border p-3" data-testid={`import-count-${key}`}>
          <dt className="text-sm text-muted-foreground">{t(`counts.${key}`)}</dt>
          <dd className={cn('mt-1 text-xl font-semibold tabular-nums', key === 'rejected' && counts.rejected > 0 && 'text-destructive')}>
            {formatWhole(counts[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
