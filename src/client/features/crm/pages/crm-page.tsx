import { Crown, Plus, Search, Star, UserCheck, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeForSearch } from '#shared/domain/product-names';
import type { Customer } from '#shared/contracts/customers';
import { getTierDiscountPercent, type LoyaltyTierDefinition } from '#shared/domain/loyalty';
import { PageHeader } from '#client/components/layout/page-header';
import {
  Alert,
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
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  Input,
  Skeleton,
  StatCard,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '#client/components/ui';
import { ApiError } from '#client/lib/api';
import { useBusinessId } from '#client/lib/use-business-id';
import { formatMoney } from '#client/lib/format';
import { useCustomers } from '../api/get-customers';
import { useLoyaltyProgram } from '../api/loyalty-program';
import { useDeleteCustomer } from '../api/save-customer';
import { CampaignsPanel } from '../components/campaigns-panel';
import { CustomerCard } from '../components/customer-card';
import { CustomerDetailDialog } from '../components/customer-detail-dialog';
import { CustomerFormDialog } from '../components/customer-form-dialog';
import { LoyaltyProgramCard } from '../components/loyalty-program-card';

const TOP = 5;
const ACTIVE_DAYS = 90;

function matches(c: Customer, term: string): boolean {
  // Any script: NFC or NFD, with or without a joiner (ශ්‍රී), is the same name.
  const q = normalizeForSearch(term);
  if (!q) return true;
  // Only a query that looks like a phone number (digits, spaces, + - ( )) searches phones, so a
  // name such as "Sanduni2" never matches a number that happens to contain a 2.
  const looksLikePhone = /^[\d\s+()-]+$/.test(q);
  const digits = q.replace(/\D/g, '').replace(/^94(?=7)/, '0');
  return (
    normalizeForSearch(c.name).includes(q) ||
    c.customerCode.toLowerCase().includes(q) ||
    (c.email ?? '').toLowerCase().includes(q) ||
    (looksLikePhone && digits.length >= 3 && (c.phone ?? '').replace(/\D/g, '').includes(digits))
  );
}

export default function CrmPage() {
  const businessId = useBusinessId();
  if (businessId === undefined) return null; // ModuleGate only lets a business through
  return <CrmScreen businessId={businessId} />;
}

function CrmScreen({ businessId }: { businessId: number }) {
  const { t } = useTranslation('crm');
  const customers = useCustomers(businessId);
  const program = useLoyaltyProgram(businessId);
  const remove = useDeleteCustomer(businessId);
  const [search, setSearch] = useState('');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Customer | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const [viewingId, setViewingId] = useState<number | null>(null);

  const list = useMemo(() => customers.data ?? [], [customers.data]);
  const filtered = useMemo(() => list.filter((c) => matches(c, search)), [list, search]);
  const viewing = list.find((c) => c.id === viewingId) ?? null;
  const tiers: LoyaltyTierDefinition[] | undefined = program.data && [
    { tier: 'bronze', minSpentCents: 0, discountPercent: 0 },
    { tier: 'silver', minSpentCents: 0, discountPercent: program.data.silverDiscountPercent },
    { tier: 'gold', minSpentCents: 0, discountPercent: program.data.goldDiscountPercent },
    { tier: 'platinum', minSpentCents: 0, discountPercent: program.data.platinumDiscountPercent },
  ];

  const stats = useMemo(() => {
    const since = Date.now() - ACTIVE_DAYS * 86_400_000;
    return {
      total: list.length,
      active: list.filter((c) => c.lastPurchaseDate && new Date(c.lastPurchaseDate).getTime() >= since).length,
      vip: list.filter((c) => c.customerType === 'vip').length,
      points: list.reduce((s, c) => s + c.loyaltyPoints, 0),
    };
  }, [list]);
  const topSpenders = useMemo(() => [...list].sort((a, b) => b.totalSpent - a.totalSpent).slice(0, TOP), [list]);
  const mostLoyal = useMemo(
    () => [...list].sort((a, b) => b.totalPurchases - a.totalPurchases || b.loyaltyPoints - a.loyaltyPoints).slice(0, TOP),
    [list],
  );
  const recent = useMemo(() => [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, TOP), [list]);

  const confirmDelete = async () => {
    if (!deleting || remove.isPending) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('toast.deleted'));
    } catch {
      toast.error(t('toast.deleteFailed'));
    } finally {
      setDeleting(null);
    }
  };

  const topList = (title: string, items: Customer[], value: (c: Customer) => string) => (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('lists.empty')}</p>
        ) : (
          <ol className="grid grid-cols-[minmax(0,1fr)] gap-2 text-sm">
            {items.map((c, i) => (
              <li key={c.id} className="flex justify-between gap-2">
                <span className="min-w-0 truncate">
                  {i + 1}. {c.name}
                </span>
                <span className="shrink-0 font-medium">{value(c)}</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button
            type="button"
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('addCustomer')}
          </Button>
        }
      />
      {customers.isError && (
        <Alert variant="destructive">
          <AlertTitle>{t('fetchFailed', { status: customers.error instanceof ApiError ? customers.error.status : '' })}</AlertTitle>
        </Alert>
      )}
      {customers.isLoading ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard title={t('stats.total')} value={String(stats.total)} caption={t('stats.totalCaption')} icon={Users} />
          <StatCard
            title={t('stats.active')}
            value={String(stats.active)}
            caption={t('stats.activeCaption')}
            icon={UserCheck}
            tone="success"
          />
          <StatCard title={t('stats.vip')} value={String(stats.vip)} caption={t('stats.vipCaption')} icon={Crown} tone="warning" />
          <StatCard title={t('stats.points')} value={stats.points.toLocaleString('en-LK')} caption={t('stats.pointsCaption')} icon={Star} />
        </div>
      )}
      <Tabs defaultValue="customers">
        <TabsList>
          <TabsTrigger value="customers">{t('tabs.customers')}</TabsTrigger>
          <TabsTrigger value="loyalty">{t('tabs.loyalty')}</TabsTrigger>
          <TabsTrigger value="campaigns">{t('tabs.campaigns')}</TabsTrigger>
        </TabsList>
        <TabsContent value="customers" className="grid gap-6">
          <div className="grid gap-4 lg:grid-cols-3">
            {topList(t('lists.topSpenders'), topSpenders, (c) => formatMoney(c.totalSpent))}
            {topList(t('lists.mostLoyal'), mostLoyal, (c) => t('lists.visits', { count: c.totalPurchases }))}
            {topList(t('lists.recent'), recent, (c) => c.customerCode)}
          </div>
          <div className="relative">
            <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              className="pl-9"
              type="search"
              aria-label={t('searchPlaceholder')}
              placeholder={t('searchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          {customers.isLoading ? (
            <Skeleton className="h-40 w-full" />
          ) : filtered.length === 0 ? (
            <EmptyState icon={Users} title={t('empty.title')} description={search.trim() ? t('empty.noMatch') : t('empty.none')} />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {filtered.map((c) => (
                <CustomerCard
                  key={c.id}
                  customer={c}
                  onOpen={() => setViewingId(c.id)}
                  onEdit={() => {
                    setEditing(c);
                    setFormOpen(true);
                  }}
                  onDelete={() => setDeleting(c)}
                />
              ))}
            </div>
          )}
        </TabsContent>
        <TabsContent value="loyalty">
          <LoyaltyProgramCard businessId={businessId} />
        </TabsContent>
        <TabsContent value="campaigns">
          <CampaignsPanel businessId={businessId} />
        </TabsContent>
      </Tabs>

      <CustomerFormDialog businessId={businessId} open={formOpen} customer={editing} onOpenChange={setFormOpen} />
      {viewing && (
        <CustomerDetailDialog
          businessId={businessId}
          customer={viewing}
          tierDiscount={getTierDiscountPercent(viewing.loyaltyTier, tiers)}
          onOpenChange={(open) => !open && setViewingId(null)}
        />
      )}
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('delete.title')}</AlertDialogTitle>
            <AlertDialogDescription>{t('delete.description', { name: deleting?.name ?? '' })}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('delete.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={() => void confirmDelete()} disabled={remove.isPending}>
              {t('delete.confirm')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
