import { useTranslation } from 'react-i18next';
import type { SaleReturn } from '#shared/contracts/returns';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui';
import { formatDateTime, formatMoney, formatQuantity } from '#client/lib/format';

/** Goods that came back but not onto the shelf (damaged, expired…): one row per returned line. */
export function WriteOffsTable({ returns }: { returns: SaleReturn[] }) {
  const { t } = useTranslation('returns-admin');
  const lines = returns.flatMap((r) => r.lines.map((line) => ({ r, line })));
  return (
    <Table aria-label={t('tabs.writeOffs')} data-testid="write-offs-list">
      <TableHeader>
        <TableRow>
          <TableHead>{t('columns.date')}</TableHead>
          <TableHead>{t('columns.number')}</TableHead>
          <TableHead>{t('columns.product')}</TableHead>
          <TableHead className="text-right">{t('columns.quantity')}</TableHead>
          <TableHead>{t('columns.reason')}</TableHead>
          <TableHead className="text-right">{t('columns.value')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map(({ r, line }) => (
          <TableRow key={line.id} data-testid="write-off-row">
            <TableCell className="whitespace-nowrap">{formatDateTime(r.createdAt)}</TableCell>
            <TableCell>{r.kind === 'void' ? t('voidOf', { invoice: r.invoiceNumber }) : r.creditNoteNumber}</TableCell>
            <TableCell className="font-medium">
              {line.name} {line.sku && <span className="text-muted-foreground">{line.sku}</span>}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatQuantity(line.quantity, line.unit)}</TableCell>
            <TableCell>{t(`reasons.${line.reason}`)}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">{formatMoney(line.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
