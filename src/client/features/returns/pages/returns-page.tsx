import { ChevronLeft, ChevronRight, Lock, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getDisplayName } from '#shared/contracts/auth-paths';
import { RETURN_KINDS } from '#shared/contracts/returns-paths';
import { PageHeader } from '#client/components/layout/page-header';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  EmptyState,
  FormField,
  Input,
  NativeSelect,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { useBusinessId } from '#client/lib/use-business-id';
import { useMembers, useReturns, type ReturnsFilters } from '../api/get-returns';
import { CreditNotesTable } from '../components/credit-notes-table';
import { WriteOffsTable } from '../components/write-offs-table';

/** The back office's returns: every credit note and void, and the goods written off. Admins only. */
export default function ReturnsPage() {
  const { t } = useTranslation('returns-admin');
  const { user } = useAuth();
  const businessId = useBusinessId();
  if (user?.role === 'cashier' || businessId === undefined) {
    return (
      <Card className="mx-auto mt-10 max-w-lg text-center" data-testid="returns-restricted">
        <CardContent className="grid justify-items-center gap-3 p-8">
          <Lock className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">{t('restricted')}</p>
        </CardContent>
      </Card>
    );
  }
  return <Returns businessId={businessId} />;
}

function Returns({ businessId }: { businessId: number }) {
  const { t } = useTranslation('returns-admin');
  const [tab, setTab] = useState<'creditNotes' | 'writeOffs'>('creditNotes');
  const [filters, setFilters] = useState<ReturnsFilters>({ from: '', to: '', kind: '' });
  const [page, setPage] = useState(1);
  const badRange = Boolean(filters.from && filters.to && filters.from > filters.to);
  const query = { ...(badRange ? { ...filters, from: '', to: '' } : filters), writtenOff: tab === 'writeOffs', page };
  const list = useReturns(businessId, query);
  const members = useMembers(businessId).data ?? [];
  const nameOf = (id: string | null) => {
    const m = members.find((u) => u.id === id);
    return m ? getDisplayName(m) || m.email : '—';
  };
  const set = (key: keyof ReturnsFilters) => (e: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [key]: e.target.value }));
    setPage(1);
  };
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  const panel = list.isError ? (
    <Alert variant="destructive">
      <AlertTitle>{t('loadFailed')}</AlertTitle>
      <AlertDescription>{serverMessageOf(list.error, '')}</AlertDescription>
    </Alert>
  ) : !data ? (
    <Skeleton className="h-64" aria-label={t('loading')} />
  ) : data.returns.length === 0 ? (
    <EmptyState icon={Undo2} title={t(tab === 'writeOffs' ? 'emptyWriteOffs' : 'empty')} />
  ) : (
    <Card>
      <CardContent className="overflow-x-auto p-0">
        {tab === 'writeOffs' ? <WriteOffsTable returns={data.returns} /> : <CreditNotesTable returns={data.returns} nameOf={nameOf} />}
      </CardContent>
    </Card>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <div className="flex flex-wrap items-end gap-2">
            <FormField label={t('filters.from')} htmlFor="returns-from">
              <Input type="date" value={filters.from} max={filters.to || undefined} onChange={set('from')} />
            </FormField>
            <FormField label={t('filters.to')} htmlFor="returns-to">
              <Input type="date" value={filters.to} min={filters.from || undefined} onChange={set('to')} />
            </FormField>
            {tab === 'creditNotes' && (
              <FormField label={t('filters.kind')} htmlFor="returns-kind">
                <NativeSelect value={filters.kind} onChange={set('kind')}>
                  <option value="">{t('filters.allKinds')}</option>
                  {RETURN_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`kinds.${k}`)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
          </div>
        }
      />
      <Tabs
        value={tab}
        onValueChange={(v) => {
          setTab(v as typeof tab);
          setPage(1);
        }}
      >
        <TabsList>
          <TabsTrigger value="creditNotes">{t('tabs.creditNotes')}</TabsTrigger>
          <TabsTrigger value="writeOffs">{t('tabs.writeOffs')}</TabsTrigger>
        </TabsList>
        {/* Each tab's panel is the list for it (the trigger's aria-controls names a panel that exists). */}
        <TabsContent value="creditNotes">{panel}</TabsContent>
        <TabsContent value="writeOffs">{panel}</TabsContent>
      </Tabs>
      {pages > 1 && (
        <nav className="flex items-center justify-between" aria-label={t('pages.label')}>
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            <ChevronLeft className="size-4" aria-hidden /> {t('pages.newer')}
          </Button>
          <span className="text-sm text-muted-foreground">{t('pages.page', { page, pages })}</span>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('pages.older')} <ChevronRight className="size-4" aria-hidden />
          </Button>
        </nav>
      )}
    </div>
  );
}
