import { useTranslation } from 'react-i18next';
import type { SaleReturn } from '#shared/contracts/returns';
import { Badge, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui';
import { formatDateTime, formatMoney } from '#client/lib/format';

/** Credit notes and voids, newest first: what came back, from which sale, how it was paid back and by whom. */
export function CreditNotesTable({ returns, nameOf }: { returns: SaleReturn[]; nameOf: (userId: string | null) => string }) {
  const { t } = useTranslation('returns-admin');
  return (
    <Table aria-label={t('tabs.creditNotes')} data-testid="returns-list">
      <TableHeader>
        <TableRow>
          <TableHead>{t('columns.date')}</TableHead>
          <TableHead>{t('columns.number')}</TableHead>
          <TableHead>{t('columns.invoice')}</TableHead>
          <TableHead>{t('columns.customer')}</TableHead>
          <TableHead className="text-right">{t('columns.total')}</TableHead>
          <TableHead>{t('columns.refund')}</TableHead>
          <TableHead>{t('columns.who')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {returns.map((r) => (
          <TableRow key={r.id} data-testid="returns-row">
            <TableCell className="whitespace-nowrap">{formatDateTime(r.createdAt)}</TableCell>
            <TableCell className="font-medium">
              {r.kind === 'void' ? <Badge variant="destructive">{t('void')}</Badge> : r.creditNoteNumber}
            </TableCell>
            <TableCell>{r.invoiceNumber}</TableCell>
            <TableCell>{r.customerName ?? t('walkIn')}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">{formatMoney(r.totalAmount)}</TableCell>
            <TableCell>
              {r.refund.length === 0
                ? '—'
                : r.refund.map((f) => t(f.creditTo === 'store' ? 'methods.store' : `methods.${f.method}`)).join(', ')}
            </TableCell>
            <TableCell>{nameOf(r.userId)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
