import { useTranslation } from 'react-i18next';
import type { SupplierLedger } from '#shared/contracts/creditors';
import { LedgerDialog } from '#client/components/forms/ledger-dialog';
import { Skeleton, TableCell, TableRow } from '#client/components/ui';
import { LedgerTable } from '#client/components/forms/ledger-table';
import { formatDate, formatMoney } from '#client/lib/format';
import { useSupplierLedger } from '../api/creditors';
import { AgeingSummary } from './ageing-summary';

/** A supplier's ledger: each GRN on credit (owed more), each payment and debit note (owed less), with the running balance. */
export function SupplierLedgerDialog({
  businessId,
  supplier,
  onOpenChange,
}: {
  businessId: number;
  supplier: { id: number; name: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('creditors');
  const data = useSupplierLedger(businessId, supplier?.id ?? null).data;
  return (
    <LedgerDialog
      businessId={businessId}
      party={supplier && { kind: 'supplier', id: supplier.id, name: supplier.name }}
      onOpenChange={onOpenChange}
      closeLabel={t('actions.close')}
      title={t('ledger.title', { name: supplier?.name ?? '' })}
      description={data ? t('ledger.description', { amount: formatMoney(data.balance), days: data.supplier.creditDays }) : ''}
      statementLabel={t('ledger.statement')}
      placeholder={data ? undefined : <Skeleton className="h-40" />}
    >
      {data && <AgeingSummary ageing={data.ageing} />}
      {data && <SupplierLedgerTable title={t('ledger.title', { name: supplier?.name ?? '' })} entries={data.entries} />}
    </LedgerDialog>
  );
}

function SupplierLedgerTable({ title, entries }: { title: string; entries: SupplierLedger['entries'] }) {
  const { t } = useTranslation('creditors');
  return (
    <LedgerTable
      testId="supplier-ledger"
      scrollLabel={title}
      columns={[
        { label: t('ledger.date') },
        { label: t('ledger.entry') },
        { label: t('ledger.debit'), amount: true },
        { label: t('ledger.credit'), amount: true },
        { label: t('ledger.balance'), amount: true },
      ]}
    >
      {entries.length === 0 && (
        <TableRow>
          <TableCell colSpan={5} className="text-center text-muted-foreground">
            {t('ledger.empty')}
          </TableCell>
        </TableRow>
      )}
      {entries.map((e) => (
        <TableRow key={`${e.kind}-${e.id}`}>
          <TableCell>{formatDate(e.date)}</TableCell>
          <TableCell>
            {e.kind === 'grn'
              ? t('ledger.grn', { number: e.reference, due: e.dueDate ? formatDate(e.dueDate) : '' })
              : e.kind === 'debit_note'
                ? t('ledger.debitNote', { number: e.reference })
                : t(`ledger.payment.${e.method ?? 'cash'}`, { reference: e.reference })}
          </TableCell>
          <TableCell className="text-right tabular-nums">{e.debit ? formatMoney(e.debit) : ''}</TableCell>
          <TableCell className="text-right tabular-nums">{e.credit ? formatMoney(e.credit) : ''}</TableCell>
          <TableCell className="text-right tabular-nums whitespace-nowrap">{formatMoney(e.balance)}</TableCell>
        </TableRow>
      ))}
    </LedgerTable>
  );
}
