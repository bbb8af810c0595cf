import type { ImportSummary } from '#shared/contracts/imports';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui';
import { useImportWords } from '../lib/import-words';

/** The first rows as they will be read: one column per mapped field, in the template's order. */
export function SampleTable({ summary }: { summary: Pick<ImportSummary, 'fields' | 'mapping' | 'sample'> }) {
  const { t, fieldLabel } = useImportWords();
  const fields = summary.fields.filter((f) => summary.mapping[f.key] !== null && summary.mapping[f.key] !== undefined);
  if (summary.sample.length === 0 || fields.length === 0) return <p className="text-sm text-muted-foreground">{t('sample.empty')}</p>;
  return (
    <Table containerClassName="rounded-lg border" data-testid="import-sample" aria-label={t('sample.heading')}>
      <TableHeader>
        <TableRow>
          {fields.map((f) => (
            <TableHead key={f.key}>{fieldLabel(f.key)}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {summary.sample.map((row, i) => (
          <TableRow key={i}>
            {fields.map((f) => (
              <TableCell key={f.key} className="max-w-64 truncate whitespace-nowrap" title={row[f.key] ?? ''}>
                {row[f.key] ?? ''}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
