import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleText } from '#client/lib/module-text';
import { BUSINESS_STATUSES } from '#shared/permissions';
import { Badge, EmptyState, Label, NativeSelect, Skeleton, TableCell, TableRow } from '#client/components/ui';
import { formatDate, formatMoney } from '#client/lib/format';
import { useAllBusinesses } from '../api/businesses';
import { SuspensionButtons } from './suspension-buttons';
import { TableCard } from './table-card';

const STATUS_VARIANT = {
  active: 'success',
  pending: 'warning',
  suspended: 'destructive',
  cancelled: 'secondary',
  rejected: 'secondary',
} as const;

/** Every business on the platform: status, modules, monthly amount, renewal date; suspend or reactivate. */
export function AllBusinessesTable() {
  const { t } = useTranslation('admin');
  const text = useModuleText();
  const [status, setStatus] = useState('');
  const list = useAllBusinesses(status);
  const rows = list.data ?? [];
  return (
    <TableCard
      title={t('businesses.title')}
      headerClassName="flex flex-row flex-wrap items-end justify-between gap-3"
      filter={
        <div className="grid gap-1">
          <Label htmlFor="business-status-filter">{t('columns.status')}</Label>
          <NativeSelect id="business-status-filter" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('businesses.allStatuses')}</option>
            {BUSINESS_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      }
      contentClassName="overflow-x-auto"
      loading={list.isLoading}
      skeleton={<Skeleton className="h-32" />}
      isEmpty={rows.length === 0}
      empty={<EmptyState title={t('businesses.empty')} />}
      testId="all-businesses"
      columns={[
        t('columns.business'),
        t('columns.status'),
        t('columns.modules'),
        t('columns.amount'),
        t('columns.renewal'),
        t('columns.actions'),
      ]}
    >
      {rows.map((b) => (
        <TableRow key={b.id} data-testid={`business-row-${b.id}`}>
          <TableCell>
            <div className="font-medium">{b.name}</div>
            <div className="text-xs text-muted-foreground">
              {b.ownerName ?? '—'} · {b.email} · {t('businesses.users', { count: b.userCount })}
            </div>
          </TableCell>
          <TableCell>
            <Badge variant={STATUS_VARIANT[b.status]}>{t(`status.${b.status}`)}</Badge>
            {b.suspensionReason && <p className="mt-1 max-w-48 text-xs text-muted-foreground">{b.suspensionReason}</p>}
          </TableCell>
          <TableCell className="max-w-64 text-sm">{text.names(b.modules) || '—'}</TableCell>
          <TableCell className="whitespace-nowrap tabular-nums">
            {b.monthlyAmount > 0 ? `${formatMoney(b.monthlyAmount)} ${t('perMonth')}` : '—'}
          </TableCell>
          <TableCell className="whitespace-nowrap">{b.nextBillingDate ? formatDate(b.nextBillingDate) : '—'}</TableCell>
          <TableCell>
            <SuspensionButtons business={b} />
          </TableCell>
        </TableRow>
      ))}
    </TableCard>
  );
}
