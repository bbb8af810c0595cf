import { useTranslation } from 'react-i18next';
import type { ExpiryBatch } from '#shared/contracts/batches';
import { Badge, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui';
import { formatDate, formatMoney, formatQuantity } from '#client/lib/format';
import { useUnitLabel } from '#client/lib/units';

/** The report's batches, soonest expiry first: expired ones marked, their value at cost. */
export function ExpiryTable({ batches }: { batches: readonly ExpiryBatch[] }) {
  const { t } = useTranslation('batches');
  const unitLabel = useUnitLabel();
  return (
    <Table data-testid="expiry-table">
      <TableHeader>
        <TableRow>
          <TableHead>{t('expiry.product')}</TableHead>
          <TableHead>{t('expiry.batch')}</TableHead>
          <TableHead>{t('expiry.expiryDate')}</TableHead>
          <TableHead>{t('expiry.daysLeft')}</TableHead>
          <TableHead className="text-right">{t('expiry.quantity')}</TableHead>
          <TableHead className="text-right">{t('expiry.value')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {batches.map((b) => (
          <TableRow key={b.id} data-testid="expiry-row">
            <TableCell>
              <span className="font-medium">{b.productName}</span>
              {b.category && <span className="block text-xs text-muted-foreground">{b.category}</span>}
            </TableCell>
            <TableCell>{b.batchNumber || t('expiry.noNumber')}</TableCell>
            <TableCell>{formatDate(b.expiryDate)}</TableCell>
            <TableCell>
              {b.daysLeft < 0 ? (
                <Badge variant="destructive">{t('expiry.expiredAgo', { days: -b.daysLeft })}</Badge>
              ) : (
                <Badge variant={b.bucket === 'd30' ? 'warning' : 'secondary'}>{b.daysLeft}</Badge>
              )}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatQuantity(b.quantity, b.unit)} {unitLabel(b.unit, b.quantity)}
            </TableCell>
            <TableCell className="text-right tabular-nums whitespace-nowrap">{formatMoney(b.value)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
