import { useTranslation } from 'react-i18next';
import type { Adjustment, AdjustmentList } from '#shared/contracts/adjustments';
import { StatCard, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui';
import { formatDateTime, formatMoney, formatQuantity } from '#client/lib/format';
import { batchLabel } from './adjustment-batch-fields';

const signed = (a: Adjustment) => `${a.quantity < 0 ? '−' : '+'}${formatQuantity(Math.abs(a.quantity), a.unit)}`;

/** The totals over everything the filters match. */
export function AdjustmentTotals({ totals, shown }: { totals: AdjustmentList['totals']; shown: number }) {
  const { t } = useTranslation('adjustments');
  return (
    <div className="flex flex-col gap-2">
      <div className="grid gap-4 sm:grid-cols-3" data-testid="adjustment-totals">
        <StatCard title={t('totals.out')} value={formatMoney(totals.valueOut)} caption={t('totals.count', { count: totals.count })} />
        <StatCard title={t('totals.in')} value={formatMoney(totals.valueIn)} />
        <StatCard
          title={t('totals.net')}
          value={formatMoney(totals.value)}
          caption={totals.withoutCost ? t('totals.withoutCost', { count: totals.withoutCost }) : undefined}
        />
      </div>
      {totals.count > shown && <p className="text-sm text-muted-foreground">{t('totals.limited', { shown, count: totals.count })}</p>}
    </div>
  );
}

/**
 * One row per adjustment (one ledger movement: a line spread over batches is a row per batch, with
 * its batch), newest first, with its value at the cost of its day.
 */
export function AdjustmentTable({ adjustments }: { adjustments: readonly Adjustment[] }) {
  const { t } = useTranslation(['adjustments', 'inventory']);
  return (
    <Table aria-label={t('tableLabel')} scrollLabel={t('tableLabel')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('columns.date')}</TableHead>
          <TableHead>{t('columns.product')}</TableHead>
          <TableHead className="text-right">{t('columns.quantity')}</TableHead>
          <TableHead>{t('columns.batch')}</TableHead>
          <TableHead>{t('columns.reason')}</TableHead>
          <TableHead>{t('columns.note')}</TableHead>
          <TableHead className="text-right">{t('columns.unitCost')}</TableHead>
          <TableHead className="text-right">{t('columns.value')}</TableHead>
          <TableHead>{t('columns.by')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {adjustments.map((a) => (
          <TableRow key={a.id}>
            <TableCell className="whitespace-nowrap">{formatDateTime(a.createdAt)}</TableCell>
            <TableCell>{a.productName}</TableCell>
            <TableCell className="text-right tabular-nums">{signed(a)}</TableCell>
            <TableCell className="whitespace-nowrap">{a.batchNumber == null ? '' : batchLabel(t, a)}</TableCell>
            <TableCell>{a.reason ? t(`inventory:stockReasons.${a.reason}`, { defaultValue: a.reason }) : ''}</TableCell>
            <TableCell className="max-w-48 truncate">{a.note ?? ''}</TableCell>
            <TableCell className="text-right tabular-nums">{a.unitCost == null ? t('noCost') : formatMoney(a.unitCost)}</TableCell>
            <TableCell className="text-right tabular-nums">{a.value == null ? t('noCost') : formatMoney(a.value)}</TableCell>
            <TableCell>
              {a.userName ?? ''}
              {a.approvedByName && (
                <span className="block text-xs text-muted-foreground">{t('approvedBy', { name: a.approvedByName })}</span>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
