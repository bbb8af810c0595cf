import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '#shared/contracts/customers';
import { getTierDiscountPercent, type LoyaltyTierDefinition } from '#shared/domain/loyalty';
import { PageHeader } from '#client/components/layout/page-header';
import { Alert, AlertTitle, Button, Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui';
import { ApiError } from '#client/lib/api';
import { useBusinessId } from '#client/lib/use-business-id';
import { useCustomers } from '../api/get-customers';
import { useLoyaltyProgram } from '../api/loyalty-program';
import { CampaignsPanel } from '../components/campaigns-panel';
import { CustomerDetailDialog } from '../components/customer-detail-dialog';
import { CustomerFormDialog } from '../components/customer-form-dialog';
import { CustomerList } from '../components/customer-list';
import { CustomerStatCards } from '../components/customer-stat-cards';
import { DeleteCustomerDialog } from '../components/delete-customer-dialog';
import { LoyaltyProgramCard } from '../components/loyalty-program-card';
import { TopCustomers } from '../components/top-customers';

export default function CrmPage() {
  const businessId = useBusinessId();
  if (businessId === undefined) return null; // ModuleGate only lets a business through
  return <CrmScreen businessId={businessId} />;
}

/** The discount each loyalty tier gives under the shop's programme (undefined until it loads). */
function useLoyaltyTiers(businessId: number): LoyaltyTierDefinition[] | undefined {
  const program = useLoyaltyProgram(businessId).data;
  return (
    program && [
      { tier: 'bronze', minSpentCents: 0, discountPercent: 0 },
      { tier: 'silver', minSpentCents: 0, discountPercent: program.silverDiscountPercent },
      { tier: 'gold', minSpentCents: 0, discountPercent: program.goldDiscountPercent },
      { tier: 'platinum', minSpentCents: 0, discountPercent: program.platinumDiscountPercent },
    ]
  );
}

function CrmScreen({ businessId }: { businessId: number }) {
  const { t } = useTranslation('crm');
  const customers = useCustomers(businessId);
  const tiers = useLoyaltyTiers(businessId);
  const [search, setSearch] = useState('');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Customer | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const [viewingId, setViewingId] = useState<number | null>(null);

  const list = useMemo(() => customers.data ?? [], [customers.data]);
  const viewing = list.find((c) => c.id === viewingId) ?? null;
  const openForm = (customer: Customer | null) => {
    setEditing(customer);
    setFormOpen(true);
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button type="button" onClick={() => openForm(null)}>
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
      <CustomerStatCards customers={list} loading={customers.isLoading} />
      <Tabs defaultValue="customers">
        <TabsList>
          <TabsTrigger value="customers">{t('tabs.customers')}</TabsTrigger>
          <TabsTrigger value="loyalty">{t('tabs.loyalty')}</TabsTrigger>
          <TabsTrigger value="campaigns">{t('tabs.campaigns')}</TabsTrigger>
        </TabsList>
        <TabsContent value="customers" className="grid gap-6">
          <TopCustomers customers={list} />
          <CustomerList
            customers={list}
            loading={customers.isLoading}
            search={search}
            onSearchChange={setSearch}
            onOpen={(c) => setViewingId(c.id)}
            onEdit={openForm}
            onDelete={setDeleting}
          />
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
      <DeleteCustomerDialog businessId={businessId} customer={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
