import type { ImportSummary } from '#shared/contracts/imports';
import { isStapleCategory } from '#shared/domain/staples';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui';
import { useImportWords } from '../lib/import-words';

type SampleSummary = Pick<ImportSummary, 'fields' | 'mapping' | 'sample'> & { kind?: ImportSummary['kind'] };

/**
 * The fields shown: the mapped ones, in the template's order; for products with a category, the
 * tax category too, so a new product's proposed exempt (a staple food's category) shows.
 */
function shownFields(summary: SampleSummary) {
  const mapped = (key: string) => summary.mapping[key] !== null && summary.mapping[key] !== undefined;
  const proposes = summary.kind === 'products' && mapped('category');
  return summary.fields.filter((f) => mapped(f.key) || (proposes && f.key === 'taxCategory'));
}

/** The first rows as they will be read: one column per mapped field, in the template's order. */
export function SampleTable({ summary }: { summary: SampleSummary }) {
  const { t, fieldLabel } = useImportWords();
  const fields = shownFields(summary);
  if (summary.sample.length === 0 || fields.length === 0) return <p className="text-sm text-muted-foreground">{t('sample.empty')}</p>;
  // No tax category in the row: a new product under a staple's category is created exempt (staples.ts).
  const cell = (row: Record<string, string>, key: string) => {
    const text = row[key] ?? '';
    if (key !== 'taxCategory' || summary.kind !== 'products' || text.trim() !== '') return text;
    return isStapleCategory(row.category) ? t('sample.proposedExempt') : '';
  };
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
              <TableCell key={f.key} className="max-w-64 truncate whitespace-nowrap" title={cell(row, f.key)}>
                {cell(row, f.key)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
