import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getDisplayName } from '#shared/contracts/auth-paths';
import { ListState } from '#client/components/layout/list-screen';
import { PageHeader } from '#client/components/layout/page-header';
import { RestrictedNotice } from '#client/components/layout/restricted-notice';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Card,
  CardContent,
  EmptyState,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { useBusinessId } from '#client/lib/use-business-id';
import { useMembers, useReturns, type ReturnsFilters as Filters } from '../api/get-returns';
import { CreditNotesTable } from '../components/credit-notes-table';
import { ReturnsFilters, ReturnsPager } from '../components/returns-filters';
import { WriteOffsTable } from '../components/write-offs-table';

type Tab = 'creditNotes' | 'writeOffs';

/** The back office's returns: every credit note and void, and the goods written off. Admins only. */
export default function ReturnsPage() {
  const { t } = useTranslation('returns-admin');
  const { user } = useAuth();
  const businessId = useBusinessId();
  if (user?.role === 'cashier' || businessId === undefined)
    return <RestrictedNotice message={t('restricted')} testId="returns-restricted" />;
  return <Returns businessId={businessId} />;
}

function Returns({ businessId }: { businessId: number }) {
  const { t } = useTranslation('returns-admin');
  const [tab, setTab] = useState<Tab>('creditNotes');
  const [filters, setFilters] = useState<Filters>({ from: '', to: '', kind: '' });
  const [page, setPage] = useState(1);
  const badRange = Boolean(filters.from && filters.to && filters.from > filters.to);
  const query = { ...(badRange ? { ...filters, from: '', to: '' } : filters), writtenOff: tab === 'writeOffs', page };
  const list = useReturns(businessId, query);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  // Each tab's panel is the list for it (the trigger's aria-controls names a panel that exists).
  const panel = <ReturnsPanel businessId={businessId} list={list} tab={tab} />;

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <ReturnsFilters
            filters={filters}
            withKind={tab === 'creditNotes'}
            onChange={(key, value) => {
              setFilters((f) => ({ ...f, [key]: value }));
              setPage(1);
            }}
          />
        }
      />
      <Tabs
        value={tab}
        onValueChange={(v) => {
          setTab(v as Tab);
          setPage(1);
        }}
      >
        <TabsList>
          <TabsTrigger value="creditNotes">{t('tabs.creditNotes')}</TabsTrigger>
          <TabsTrigger value="writeOffs">{t('tabs.writeOffs')}</TabsTrigger>
        </TabsList>
        <TabsContent value="creditNotes">{panel}</TabsContent>
        <TabsContent value="writeOffs">{panel}</TabsContent>
      </Tabs>
      {pages > 1 && <ReturnsPager page={page} pages={pages} onPage={setPage} />}
    </div>
  );
}

/** The tab's list in its state: failed, loading, empty, or the credit notes' or write-offs' table. */
function ReturnsPanel({ businessId, list, tab }: { businessId: number; list: ReturnType<typeof useReturns>; tab: Tab }) {
  const { t } = useTranslation('returns-admin');
  const members = useMembers(businessId).data ?? [];
  const nameOf = (id: string | null) => {
    const m = members.find((u) => u.id === id);
    return m ? getDisplayName(m) || m.email : '—';
  };
  const data = list.data;
  return (
    <ListState
      error={
        list.isError && (
          <Alert variant="destructive">
            <AlertTitle>{t('loadFailed')}</AlertTitle>
            <AlertDescription>{serverMessageOf(list.error, '')}</AlertDescription>
          </Alert>
        )
      }
      loading={!data}
      skeleton={<Skeleton className="h-64" aria-label={t('loading')} />}
      isEmpty={data?.returns.length === 0}
      empty={<EmptyState icon={Undo2} title={t(tab === 'writeOffs' ? 'emptyWriteOffs' : 'empty')} />}
    >
      <Card>
        <CardContent className="overflow-x-auto p-0">
          {data &&
            (tab === 'writeOffs' ? <WriteOffsTable returns={data.returns} /> : <CreditNotesTable returns={data.returns} nameOf={nameOf} />)}
        </CardContent>
      </Card>
    </ListState>
  );
}
