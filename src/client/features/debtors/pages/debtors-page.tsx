import { Plus, Users } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Debtor } from '#shared/contracts/debtors';
import { ListScreen } from '#client/components/layout/list-screen';
import { SearchField } from '#client/components/layout/search-field';
import { Alert, AlertDescription, AlertTitle, Button, EmptyState, Skeleton } from '#client/components/ui';
import { ApiError } from '#client/lib/api';
import { useFeatureSlot } from '#client/lib/feature-slots';
import { useBusinessId } from '#client/lib/use-business-id';
import { useDebtors } from '../api/get-debtors';
import { DebtorCard } from '../components/debtor-card';
import { DebtorFormDialog } from '../components/debtor-form-dialog';
import { DebtorLedgerDialog } from '../components/debtor-ledger-dialog';
import { DebtorStatCards } from '../components/debtor-stat-cards';
import { DeleteDebtorDialog } from '../components/delete-debtor-dialog';
import { OverdueAlert } from '../components/overdue-alert';
import { PaymentDialog } from '../components/payment-dialog';
import { matchesDebtor } from '../lib/match-debtor';

const CARD_GRID = 'grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2 xl:grid-cols-3';

export default function DebtorsPage() {
  const businessId = useBusinessId();
  if (businessId === undefined) return null; // ModuleGate only lets a business through
  return <DebtorsScreen businessId={businessId} />;
}

/** Which debtor each dialog is open for: the add/edit form, a payment, the ledger, the delete question. */
function useDebtorDialogs() {
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Debtor | null>(null);
  const [paying, setPaying] = useState<Debtor | null>(null);
  const [deleting, setDeleting] = useState<Debtor | null>(null);
  const [viewing, setViewing] = useState<Debtor | null>(null);
  const openForm = (debtor: Debtor | null) => {
    setEditing(debtor);
    setFormOpen(true);
  };
  return { formOpen, setFormOpen, editing, openForm, paying, setPaying, deleting, setDeleting, viewing, setViewing };
}

function DebtorsScreen({ businessId }: { businessId: number }) {
  const { t } = useTranslation('debtors');
  const debtors = useDebtors(businessId);
  const [search, setSearch] = useState('');
  const dialogs = useDebtorDialogs();

  const list = useMemo(() => debtors.data ?? [], [debtors.data]);
  const shown = useMemo(() => list.filter((d) => matchesDebtor(d, search)), [list, search]);
  const viewing = dialogs.viewing && (list.find((d) => d.id === dialogs.viewing?.id) ?? dialogs.viewing);

  return (
    <ListScreen
      title={t('title')}
      subtitle={t('subtitle')}
      actions={<DebtorsActions businessId={businessId} onAdd={() => dialogs.openForm(null)} />}
      summary={
        <>
          <DebtorStatCards businessId={businessId} />
          <OverdueAlert debtors={list} />
        </>
      }
      filters={
        <SearchField
          className="max-w-md"
          type="search"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={search}
          onChange={setSearch}
        />
      }
      loading={debtors.isLoading}
      skeleton={
        <div className={CARD_GRID}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-64" />
          ))}
        </div>
      }
      error={
        debtors.isError && (
          <Alert variant="destructive">
            <AlertTitle>{t('loadFailed', { status: debtors.error instanceof ApiError ? debtors.error.status : '' })}</AlertTitle>
            <AlertDescription>
              <Button type="button" variant="outline" size="sm" onClick={() => void debtors.refetch()}>
                {t('retry')}
              </Button>
            </AlertDescription>
          </Alert>
        )
      }
      isEmpty={shown.length === 0}
      empty={<EmptyState icon={Users} title={t('empty.title')} description={search.trim() ? t('empty.noMatch') : t('empty.none')} />}
      dialogs={
        <>
          <DebtorFormDialog businessId={businessId} open={dialogs.formOpen} debtor={dialogs.editing} onOpenChange={dialogs.setFormOpen} />
          <PaymentDialog businessId={businessId} debtor={dialogs.paying} onOpenChange={(open) => !open && dialogs.setPaying(null)} />
          <DebtorLedgerDialog businessId={businessId} debtor={viewing} onOpenChange={(open) => !open && dialogs.setViewing(null)} />
          <DeleteDebtorDialog businessId={businessId} debtor={dialogs.deleting} onClose={() => dialogs.setDeleting(null)} />
        </>
      }
    >
      <div className={CARD_GRID}>
        {shown.map((d) => (
          <DebtorCard
            key={d.id}
            debtor={d}
            onEdit={() => dialogs.openForm(d)}
            onDelete={() => dialogs.setDeleting(d)}
            onPay={() => dialogs.setPaying(d)}
            onView={() => dialogs.setViewing(d)}
          />
        ))}
      </div>
    </ListScreen>
  );
}

/** Beside the title: the reminders feature's button and list (for the debtors it reminds), and Add Debtor. */
function DebtorsActions({ businessId, onAdd }: { businessId: number; onAdd: () => void }) {
  const { t } = useTranslation('debtors');
  const RemindersButton = useFeatureSlot('RemindersButton');
  return (
    <div className="flex flex-wrap gap-2">
      <Suspense fallback={null}>
        <RemindersButton businessId={businessId} />
      </Suspense>
      <Button type="button" onClick={onAdd}>
        <Plus />
        {t('addDebtor')}
      </Button>
    </div>
  );
}
