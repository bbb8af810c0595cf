import { AlertTriangle, Calculator, Plus, Search, TrendingDown, Users, Wallet } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeForSearch } from '#shared/domain/product-names';
import type { Debtor } from '#shared/contracts/debtors';
import { overdueByAmount } from '#shared/domain/debtor-stats';
import { toCents } from '#shared/domain/money';
import { PageHeader } from '#client/components/layout/page-header';
import {
  Alert,
  AlertDescription,
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertTitle,
  Button,
  EmptyState,
  Input,
  Skeleton,
  StatCard,
  toast,
} from '#client/components/ui';
import { ApiError } from '#client/lib/api';
import { useBusinessId } from '#client/lib/use-business-id';
import { formatMoney } from '#client/lib/format';
import { useDeleteDebtor } from '../api/delete-debtor';
import { useDebtorStats } from '../api/get-debtor-stats';
import { useDebtors } from '../api/get-debtors';
import { DebtorCard } from '../components/debtor-card';
import { DebtorLedgerDialog } from '../components/debtor-ledger-dialog';
import { DebtorFormDialog } from '../components/debtor-form-dialog';
import { PaymentDialog } from '../components/payment-dialog';
import { useFeatureSlot } from '#client/lib/feature-slots';

const OVERDUE_ALERT_NAMES = 5;

function matches(debtor: Debtor, term: string): boolean {
  const q = normalizeForSearch(term);
  if (!q) return true;
  const digits = q.replace(/\D/g, '');
  return (
    normalizeForSearch(debtor.name).includes(q) ||
    (debtor.email ?? '').toLowerCase().includes(q) ||
    (debtor.phone ?? '').toLowerCase().includes(q) ||
    (digits.length > 0 && (debtor.phone ?? '').replace(/\D/g, '').includes(digits))
  );
}

export default function DebtorsPage() {
  const businessId = useBusinessId();
  if (businessId === undefined) return null; // ModuleGate only lets a business through
  return <DebtorsScreen businessId={businessId} />;
}

function DebtorsScreen({ businessId }: { businessId: number }) {
  const { t } = useTranslation('debtors');
  const debtors = useDebtors(businessId);
  const stats = useDebtorStats(businessId);
  const remove = useDeleteDebtor(businessId);
  const [search, setSearch] = useState('');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Debtor | null>(null);
  const [paying, setPaying] = useState<Debtor | null>(null);
  const [deleting, setDeleting] = useState<Debtor | null>(null);
  // The reminders feature's button and list, for the debtors it reminds.
  const RemindersButton = useFeatureSlot('RemindersButton');

  const list = useMemo(() => debtors.data ?? [], [debtors.data]);
  const shown = useMemo(() => list.filter((d) => matches(d, search)), [list, search]);
  // Largest amount overdue first: the alert names only the first few.
  const overdue = useMemo(() => overdueByAmount(list.map((d) => ({ ...d, balanceCents: toCents(d.remainingAmount) }))), [list]);
  const [viewing, setViewing] = useState<Debtor | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('toast.deleted'));
    } catch {
      toast.error(t('toast.deleteFailed'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Suspense fallback={null}>
              <RemindersButton businessId={businessId} />
            </Suspense>
            <Button
              type="button"
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              <Plus />
              {t('addDebtor')}
            </Button>
          </div>
        }
      />

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {stats.isLoading || !stats.data ? (
          [0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-28" />)
        ) : (
          <>
            <StatCard
              title={t('stats.totalDebtors')}
              value={String(stats.data.totalDebtors)}
              caption={t('stats.totalDebtorsCaption')}
              icon={Users}
            />
            <StatCard
              title={t('stats.totalOutstanding')}
              value={formatMoney(stats.data.totalDebt)}
              caption={t('stats.totalOutstandingCaption')}
              icon={Wallet}
              tone="warning"
            />
            <StatCard
              title={t('stats.overdue')}
              value={formatMoney(stats.data.overdueDebt)}
              caption={t('stats.overdueCaption')}
              icon={TrendingDown}
              tone="destructive"
            />
            <StatCard
              title={t('stats.average')}
              value={formatMoney(stats.data.averageDebt)}
              caption={t('stats.averageCaption')}
              icon={Calculator}
            />
          </>
        )}
      </div>

      {overdue.length > 0 && (
        <Alert variant="destructive" data-testid="overdue-alert">
          <AlertTriangle />
          <AlertTitle>{t('overdueAlert.title')}</AlertTitle>
          <AlertDescription>
            <p>{t('overdueAlert.description')}</p>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {overdue.slice(0, OVERDUE_ALERT_NAMES).map((d) => (
                <li key={d.id}>
                  <span className="font-medium">{d.name}</span> — {formatMoney(d.remainingAmount)}
                </li>
              ))}
              {overdue.length > OVERDUE_ALERT_NAMES && <li>{t('overdueAlert.more', { count: overdue.length - OVERDUE_ALERT_NAMES })}</li>}
            </ul>
          </AlertDescription>
        </Alert>
      )}

      <div className="relative max-w-md">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="pl-9"
        />
      </div>

      {debtors.isLoading ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-64" />
          ))}
        </div>
      ) : debtors.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t('loadFailed', { status: debtors.error instanceof ApiError ? debtors.error.status : '' })}</AlertTitle>
          <AlertDescription>
            <Button type="button" variant="outline" size="sm" onClick={() => void debtors.refetch()}>
              {t('retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : shown.length === 0 ? (
        <EmptyState icon={Users} title={t('empty.title')} description={search.trim() ? t('empty.noMatch') : t('empty.none')} />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((d) => (
            <DebtorCard
              key={d.id}
              debtor={d}
              onEdit={() => {
                setEditing(d);
                setFormOpen(true);
              }}
              onDelete={() => setDeleting(d)}
              onPay={() => setPaying(d)}
              onView={() => setViewing(d)}
            />
          ))}
        </div>
      )}

      <DebtorFormDialog businessId={businessId} open={formOpen} debtor={editing} onOpenChange={setFormOpen} />
      <PaymentDialog businessId={businessId} debtor={paying} onOpenChange={(open) => !open && setPaying(null)} />
      <DebtorLedgerDialog
        businessId={businessId}
        debtor={viewing && (list.find((d) => d.id === viewing.id) ?? viewing)}
        onOpenChange={(open) => !open && setViewing(null)}
      />

      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('delete.title')}</AlertDialogTitle>
            <AlertDialogDescription>
              {deleting && deleting.remainingAmount > 0
                ? t('delete.withBalance', { name: deleting.name, amount: formatMoney(deleting.remainingAmount) })
                : t('delete.description', { name: deleting?.name ?? '' })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>{t('delete.cancel')}</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              disabled={remove.isPending}
              onClick={(e) => {
                e.preventDefault();
                void confirmDelete();
              }}
            >
              {t('delete.confirm')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
