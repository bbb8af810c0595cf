import { CheckCircle2, FileWarning } from 'lucide-react';
import type { ImportSummary } from '#shared/contracts/imports';
import { Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui';
import { formatWhole } from '#client/lib/format';
import { useImportWords } from '../lib/import-words';

export interface RowErrorsProps {
  summary: Pick<ImportSummary, 'errors' | 'counts'>;
  onDownloadRejected: () => void;
  downloading: boolean;
}

/**
 * The rows that would be rejected, with the specified message for each problem. The summary carries
 * the first IMPORT_ERRORS_SHOWN problems; the rejected-rows file has every one.
 */
export function RowErrors({ summary, onDownloadRejected, downloading }: RowErrorsProps) {
  const { t, fieldLabel, messageText } = useImportWords();
  const rejected = summary.counts?.rejected ?? 0;
  if (rejected === 0 && summary.errors.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm text-success" data-testid="import-no-errors">
        <CheckCircle2 aria-hidden="true" className="size-4" />
        {t('errors.none')}
      </p>
    );
  const listedRows = new Set(summary.errors.map((e) => e.row)).size;
  const unlisted = Math.max(0, rejected - listedRows);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">{t('errors.summary', { count: rejected, rows: formatWhole(rejected) })}</p>
        <Button type="button" variant="outline" size="sm" onClick={onDownloadRejected} disabled={downloading}>
          <FileWarning aria-hidden="true" />
          {t('errors.download')}
        </Button>
      </div>
      <Table containerClassName="max-h-96 overflow-y-auto rounded-lg border" data-testid="import-errors" aria-label={t('errors.heading')}>
        <TableHeader>
          <TableRow>
            <TableHead className="w-20">{t('errors.row')}</TableHead>
            <TableHead>{t('errors.field')}</TableHead>
            <TableHead>{t('errors.message')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {summary.errors.map((e, i) => (
            <TableRow key={`${e.row}-${e.field ?? ''}-${i}`}>
              <TableCell className="tabular-nums">{formatWhole(e.row)}</TableCell>
              <TableCell>{e.field ? fieldLabel(e.field) : t('errors.wholeRow')}</TableCell>
              <TableCell>{messageText(e.message)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {unlisted > 0 && (
        <p className="text-sm text-muted-foreground">{t('errors.more', { count: unlisted, rows: formatWhole(unlisted) })}</p>
      )}
    </div>
  );
}
