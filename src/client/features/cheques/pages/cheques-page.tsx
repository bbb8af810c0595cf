import { AlertTriangle, Banknote, CheckCircle2, Clock, FileX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHEQUE_LIST_LIMIT, CHEQUE_STATUSES, type ChequeListQuery, type ChequeStatus } from '#shared/contracts/cheques';
import { PageHeader } from '#client/components/layout/page-header';
import { Alert, AlertTitle, Button, EmptyState, FormField, Input, NativeSelect, Skeleton, StatCard } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
import { useBusinessId } from '#client/lib/use-business-id';
import { useCheques } from '../api/cheques';
import { ChequeStatusDialog, type ChequeAction } from '../components/cheque-status-dialog';
import { ChequesTable } from '../components/cheques-table';

const STAT_ICONS = { pending: Clock, deposited: Banknote, cleared: CheckCircle2, bounced: FileX } as const;
const STAT_TONES = { pending: 'warning', deposited: 'default', cleared: 'success', bounced: 'destructive' } as const;

/** Cheques received: filter by status and cheque date, see the totals, deposit, clear or bounce them. */
export default function ChequesPage() {
  const { t } = useTranslation('cheques');
  const businessId = useBusinessId() ?? 0;
  const [status, setStatus] = useState<ChequeStatus | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [action, setAction] = useState<ChequeAction | null>(null);
  const badRange = Boolean(from && to && from > to);
  const query: ChequeListQuery = badRange
    ? { status: status || undefined }
    : { status: status || undefined, from: from || undefined, to: to || undefined };
  const cheques = useCheques(businessId, query);
  const data = cheques.data;

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <div className="flex flex-wrap items-end gap-2">
            <FormField label={t('filters.status')} htmlFor="cheque-status-filter">
              <NativeSelect value={status} onChange={(e) => setStatus(e.target.value as ChequeStatus | '')}>
                <option value="">{t('filters.allStatuses')}</option>
                {CHEQUE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t('filters.from')} htmlFor="cheque-from">
              <Input type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
            </FormField>
            <FormField label={t('filters.to')} htmlFor="cheque-to">
              <Input type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
            </FormField>
            {(status || from || to) && (
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  setStatus('');
                  setFrom('');
                  setTo('');
                }}
              >
                {t('filters.clear')}
              </Button>
            )}
          </div>
        }
      />
      {badRange && (
        <p role="alert" className="-mt-4 text-sm text-destructive">
          {t('filters.badRange')}
        </p>
      )}

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="cheque-totals">
        {!data
          ? [0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-24" />)
          : data.totals.map((total) => (
              <StatCard
                key={total.status}
                title={t(`status.${total.status}`)}
                value={formatMoney(total.amount)}
                caption={t('totals.count', { count: total.count })}
                icon={STAT_ICONS[total.status]}
                tone={STAT_TONES[total.status]}
              />
            ))}
      </div>

      {cheques.isError ? (
        <Alert variant="destructive">
          <AlertTriangle />
          <AlertTitle>{t('loadFailed')}</AlertTitle>
        </Alert>
      ) : !data ? (
        <Skeleton className="h-64" />
      ) : data.cheques.length === 0 ? (
        <EmptyState icon={Banknote} title={t('empty.title')} description={t('empty.description')} />
      ) : (
        <>
          <ChequesTable cheques={data.cheques} onAction={setAction} />
          {data.truncated && <p className="text-sm text-muted-foreground">{t('truncated', { count: CHEQUE_LIST_LIMIT })}</p>}
        </>
      )}
      <ChequeStatusDialog businessId={businessId} action={action} onOpenChange={(open) => !open && setAction(null)} />
    </div>
  );
}
