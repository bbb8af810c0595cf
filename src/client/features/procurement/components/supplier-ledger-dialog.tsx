import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui';
import { formatDate, formatMoney } from '../../../lib/format';
import { useSupplierLedger } from '../api/creditors';
import { AgeingSummary } from './ageing-summary';

/** A supplier's ledger: each GRN on credit (owed more) and each payment (owed less), with the running balance. */
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
  const ledger = useSupplierLedger(businessId, supplier?.id ?? null);
  const data = ledger.data;
  return (
    <Dialog open={supplier !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')} className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('ledger.title', { name: supplier?.name ?? '' })}</DialogTitle>
          <DialogDescription>
            {data ? t('ledger.description', { amount: formatMoney(data.balance), days: data.supplier.creditDays }) : ''}
          </DialogDescription>
        </DialogHeader>
        {!data ? (
          <Skeleton className="h-40" />
        ) : (
          <div className="grid gap-4">
            <AgeingSummary ageing={data.ageing} />
            <Table scrollLabel={t('ledger.title', { name: supplier?.name ?? '' })} data-testid="supplier-ledger">
              <TableHeader>
                <TableRow>
                  <TableHead>{t('ledger.date')}</TableHead>
                  <TableHead>{t('ledger.entry')}</TableHead>
                  <TableHead className="text-right">{t('ledger.debit')}</TableHead>
                  <TableHead className="text-right">{t('ledger.credit')}</TableHead>
                  <TableHead className="text-right">{t('ledger.balance')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.entries.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={5} className="text-center text-muted-foreground">
                      {t('ledger.empty')}
                    </TableCell>
                  </TableRow>
                )}
                {data.entries.map((e) => (
                  <TableRow key={`${e.kind}-${e.id}`}>
                    <TableCell>{formatDate(e.date)}</TableCell>
                    <TableCell>
                      {e.kind === 'grn'
                        ? t('ledger.grn', { number: e.reference, due: e.dueDate ? formatDate(e.dueDate) : '' })
                        : t(`ledger.payment.${e.method ?? 'cash'}`, { reference: e.reference })}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{e.debit ? formatMoney(e.debit) : ''}</TableCell>
                    <TableCell className="text-right tabular-nums">{e.credit ? formatMoney(e.credit) : ''}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatMoney(e.balance)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
