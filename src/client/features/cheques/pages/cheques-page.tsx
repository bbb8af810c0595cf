import { AlertTriangle, Banknote } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHEQUE_LIST_LIMIT, type ChequeListQuery } from '#shared/contracts/cheques';
import { ListScreen } from '#client/components/layout/list-screen';
import { Alert, AlertTitle, EmptyState, Skeleton } from '#client/components/ui';
import { useBusinessId } from '#client/lib/use-business-id';
import { useCheques } from '../api/cheques';
import { ChequeFilters, NO_CHEQUE_FILTERS, type ChequeFilterValues } from '../components/cheque-filters';
import { ChequeStatusDialog, type ChequeAction } from '../components/cheque-status-dialog';
import { ChequeTotals } from '../components/cheque-totals';
import { ChequesTable } from '../components/cheques-table';

/** The list's query: a range whose start is after its end is left out (and the screen says so). */
function queryOf({ status, from, to }: ChequeFilterValues, badRange: boolean): ChequeListQuery {
  return badRange ? { status: status || undefined } : { status: status || undefined, from: from || undefined, to: to || undefined };
}

/** Cheques received: filter by status and cheque date, see the totals, deposit, clear or bounce them. */
export default function ChequesPage() {
  const { t } = useTranslation('cheques');
  const businessId = useBusinessId() ?? 0;
  const [filters, setFilters] = useState<ChequeFilterValues>(NO_CHEQUE_FILTERS);
  const [action, setAction] = useState<ChequeAction | null>(null);
  const badRange = Boolean(filters.from && filters.to && filters.from > filters.to);
  const cheques = useCheques(businessId, queryOf(filters, badRange));
  const data = cheques.data;

  return (
    <ListScreen
      title={t('title')}
      subtitle={t('subtitle')}
      actions={<ChequeFilters value={filters} onChange={setFilters} />}
      summary={
        <>
          {badRange && (
            <p role="alert" className="-mt-4 text-sm text-destructive">
              {t('filters.badRange')}
            </p>
          )}
          <ChequeTotals totals={data?.totals} />
        </>
      }
      error={
        cheques.isError && (
          <Alert variant="destructive">
            <AlertTriangle />
            <AlertTitle>{t('loadFailed')}</AlertTitle>
          </Alert>
        )
      }
      loading={!data}
      skeleton={<Skeleton className="h-64" />}
      isEmpty={data?.cheques.length === 0}
      empty={<EmptyState icon={Banknote} title={t('empty.title')} description={t('empty.description')} />}
      dialogs={<ChequeStatusDialog businessId={businessId} action={action} onOpenChange={(open) => !open && setAction(null)} />}
    >
      {data && (
        <>
          <ChequesTable cheques={data.cheques} onAction={setAction} />
          {data.truncated && <p className="text-sm text-muted-foreground">{t('truncated', { count: CHEQUE_LIST_LIMIT })}</p>}
        </>
      )}
    </ListScreen>
  );
}
