import { Plus, SlidersHorizontal } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdjustmentFilters } from '#shared/contracts/adjustments-paths';
import { PageHeader } from '#client/components/layout/page-header';
import { Alert, AlertDescription, Button, Card, CardContent, CardHeader, CardTitle, EmptyState, Spinner } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { useBusinessId } from '#client/lib/use-business-id';
import { useAdjustments } from '../api/adjustments';
import { AdjustmentDialog } from '../components/adjustment-dialog';
import { AdjustmentFiltersBar } from '../components/adjustment-filters';
import { AdjustmentTable, AdjustmentTotals } from '../components/adjustment-table';

/**
 * Stock adjustments: admins see every adjustment with its value at cost, filter
 * and total them; anyone makes one ("New adjustment"), a cashier with an admin's PIN.
 */
export default function StockAdjustmentsPage() {
  const { t } = useTranslation('adjustments');
  const businessId = useBusinessId() ?? 0;
  const { user } = useAuth();
  const isAdmin = user?.role !== 'cashier';
  const [filters, setFilters] = useState<AdjustmentFilters>({});
  const deferred = useDeferredValue(filters);
  const [creating, setCreating] = useState(false);
  const list = useAdjustments(businessId, deferred, isAdmin && businessId > 0);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button type="button" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t('new')}
          </Button>
        }
      />
      {!isAdmin ? (
        <Alert>
          <AlertDescription>{t('cashierNote')}</AlertDescription>
        </Alert>
      ) : (
        <>
          <Card>
            <CardContent className="pt-6">
              <AdjustmentFiltersBar value={filters} onChange={setFilters} users={list.data?.users ?? []} />
            </CardContent>
          </Card>
          {list.isError && (
            <Alert variant="destructive">
              <AlertDescription>{t('loadFailed', { message: serverMessageOf(list.error, '') })}</AlertDescription>
            </Alert>
          )}
          {list.isLoading && <Spinner aria-label={t('loading')} />}
          {list.data && <AdjustmentTotals totals={list.data.totals} shown={list.data.adjustments.length} />}
          {list.data && (
            <Card>
              <CardHeader>
                <CardTitle>{t('listTitle')}</CardTitle>
              </CardHeader>
              <CardContent>
                {list.data.adjustments.length === 0 ? (
                  <EmptyState icon={SlidersHorizontal} title={t('empty')} description={t('emptyHint')} />
                ) : (
                  <AdjustmentTable adjustments={list.data.adjustments} />
                )}
              </CardContent>
            </Card>
          )}
        </>
      )}
      <AdjustmentDialog open={creating} onOpenChange={setCreating} businessId={businessId} isAdmin={isAdmin} />
    </div>
  );
}
