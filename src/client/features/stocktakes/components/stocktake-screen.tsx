import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '#client/components/layout/page-header';
import { Alert, AlertDescription, Button, Card, CardContent, ConfirmDialog, Spinner, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useCancelStocktake, useStocktake } from '../api/stocktakes';
import { StocktakeLines, UncountedList } from './stocktake-lines';
import { StocktakePostDialog } from './stocktake-post-dialog';
import { StocktakeScan } from './stocktake-scan';
import { BackToStocktakes, SectionCard, StocktakeMeta, StocktakeTotals } from './stocktake-sections';

/** One count: scan while it is open; admins see counted vs expected and post or cancel it. */
export function StocktakeScreen({ businessId, id, isAdmin }: { businessId: number; id: number; isAdmin: boolean }) {
  const { t } = useTranslation('stocktakes');
  const st = useStocktake(businessId, id);
  const cancel = useCancelStocktake(businessId, id);
  const [posting, setPosting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  if (st.isLoading) return <Spinner aria-label={t('loading')} />;
  if (!st.data)
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="destructive">
          <AlertDescription>{serverMessageOf(st.error, t('loadFailed'))}</AlertDescription>
        </Alert>
        <div>
          <BackToStocktakes />
        </div>
      </div>
    );
  const s = st.data;
  const open = s.status === 'open';
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={s.name}
        subtitle={s.categories.length ? t('scopeSome', { categories: s.categories.join(', ') }) : t('scopeAll')}
        actions={
          <>
            <BackToStocktakes />
            {open && isAdmin && (
              <>
                <Button type="button" variant="outline" onClick={() => setCancelling(true)}>
                  {t('cancelCount')}
                </Button>
                <Button type="button" onClick={() => setPosting(true)}>
                  {t('postCount')}
                </Button>
              </>
            )}
          </>
        }
      />
      <StocktakeMeta stocktake={s} />
      {open && (
        <Card>
          <CardContent className="pt-6">
            <StocktakeScan businessId={businessId} stocktakeId={id} />
          </CardContent>
        </Card>
      )}
      {s.totals && <StocktakeTotals totals={s.totals} />}
      <SectionCard title={t('lines.title', { count: s.countedProducts })}>
        {s.lines.length ? (
          <StocktakeLines lines={s.lines} blind={!isAdmin} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('lines.empty')}</p>
        )}
      </SectionCard>
      {open && (
        <SectionCard title={t('uncounted.title')}>
          <UncountedList uncounted={s.uncounted} />
        </SectionCard>
      )}
      {/* Mounted after the posting too: its success toast comes once the count shows as posted. */}
      {isAdmin && <StocktakePostDialog open={posting} onOpenChange={setPosting} businessId={businessId} stocktake={s} />}
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t('cancelConfirm.title')}
        description={t('cancelConfirm.description')}
        confirmLabel={t('cancelConfirm.confirm')}
        cancelLabel={t('cancelConfirm.keep')}
        onConfirm={() => cancel.mutate(undefined, { onError: (err) => toast.error(serverMessageOf(err, t('loadFailed'))) })}
      />
    </div>
  );
}
