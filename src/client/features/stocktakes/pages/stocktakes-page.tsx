import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '#client/components/layout/page-header';
import { Alert, AlertDescription, Button, EmptyState, Spinner } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { useBusinessId } from '#client/lib/use-business-id';
import { useStocktakes } from '../api/stocktakes';
import { StocktakeList } from '../components/stocktake-list';
import { StocktakeScreen } from '../components/stocktake-screen';
import { SectionCard } from '../components/stocktake-sections';
import { StocktakeStartDialog } from '../components/stocktake-start-dialog';

/**
 * Stocktakes: the list of counts (admins start one), and one count's screen by
 * `?id=` — where everyone of the shop scans, and admins post or cancel it.
 */
export default function StocktakesPage() {
  const { t } = useTranslation('stocktakes');
  const businessId = useBusinessId() ?? 0;
  const { user } = useAuth();
  const isAdmin = user?.role !== 'cashier';
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const [starting, setStarting] = useState(false);
  const list = useStocktakes(businessId);

  if (Number.isInteger(id) && id > 0) return <StocktakeScreen businessId={businessId} id={id} isAdmin={isAdmin} />;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          isAdmin && (
            <Button type="button" onClick={() => setStarting(true)}>
              <Plus aria-hidden="true" />
              {t('start.open')}
            </Button>
          )
        }
      />
      {list.isError && (
        <Alert variant="destructive">
          <AlertDescription>{serverMessageOf(list.error, t('loadFailed'))}</AlertDescription>
        </Alert>
      )}
      {list.isLoading && <Spinner aria-label={t('loading')} />}
      {list.data && (
        <SectionCard title={t('list.title')}>
          {list.data.stocktakes.length === 0 ? (
            <EmptyState icon={ClipboardList} title={t('list.empty')} description={t('list.emptyHint')} />
          ) : (
            <StocktakeList stocktakes={list.data.stocktakes} />
          )}
        </SectionCard>
      )}
      {isAdmin && (
        <StocktakeStartDialog
          open={starting}
          onOpenChange={setStarting}
          businessId={businessId}
          onStarted={(newId) => setParams({ id: String(newId) })}
        />
      )}
    </div>
  );
}
