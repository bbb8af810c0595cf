import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '#client/components/layout/page-header';
import {
  Alert,
  AlertDescription,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Spinner,
  StatCard,
  toast,
} from '#client/components/ui';
import { SCREENS } from '#client/app/screens';
import { serverMessageOf } from '#client/lib/api';
import { formatDateTime, formatMoney } from '#client/lib/format';
import { useCancelStocktake, useStocktake } from '../api/stocktakes';
import { StocktakeLines, UncountedList } from './stocktake-lines';
import { StocktakePostDialog } from './stocktake-post-dialog';
import { StocktakeScan } from './stocktake-scan';

/** One count: scan while it is open; admins see counted vs expected and post or cancel it. */
export function StocktakeScreen({ businessId, id, isAdmin }: { businessId: number; id: number; isAdmin: boolean }) {
  const { t } = useTranslation('stocktakes');
  const st = useStocktake(businessId, id);
  const cancel = useCancelStocktake(businessId, id);
  const [posting, setPosting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const back = (
    <Button asChild variant="outline">
      <Link to={SCREENS.stocktakes}>
        <ArrowLeft aria-hidden="true" />
        {t('back')}
      </Link>
    </Button>
  );
  if (st.isLoading) return <Spinner aria-label={t('loading')} />;
  if (!st.data)
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="destructive">
          <AlertDescription>{serverMessageOf(st.error, t('loadFailed'))}</AlertDescription>
        </Alert>
        <div>{back}</div>
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
            {back}
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
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={open ? 'default' : 'secondary'} data-testid="stocktake-status">
          {t(`status.${s.status}`)}
        </Badge>
        <span className="text-muted-foreground">{t('startedBy', { name: s.createdByName ?? '', at: formatDateTime(s.createdAt) })}</span>
        {s.closedAt && (
          <span className="text-muted-foreground">
            {t(`closedBy.${s.status}`, { name: s.closedByName ?? '', at: formatDateTime(s.closedAt) })}
          </span>
        )}
        {s.note && <span>· {s.note}</span>}
      </div>
      {open && (
        <Card>
          <CardContent className="pt-6">
            <StocktakeScan businessId={businessId} stocktakeId={id} />
          </CardContent>
        </Card>
      )}
      {s.totals && (
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard title={t('totals.short')} value={formatMoney(s.totals.valueShort)} />
          <StatCard title={t('totals.over')} value={formatMoney(s.totals.valueOver)} />
          <StatCard
            title={t('totals.net')}
            value={formatMoney(s.totals.value)}
            caption={t('totals.lines', { count: s.totals.linesWithDifference })}
          />
        </div>
      )}
      <Card>
        <CardHeader>
          <CardTitle>{t('lines.title', { count: s.countedProducts })}</CardTitle>
        </CardHeader>
        <CardContent>
          {s.lines.length ? (
            <StocktakeLines lines={s.lines} blind={!isAdmin} />
          ) : (
            <p className="text-sm text-muted-foreground">{t('lines.empty')}</p>
          )}
        </CardContent>
      </Card>
      {open && (
        <Card>
          <CardHeader>
            <CardTitle>{t('uncounted.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <UncountedList uncounted={s.uncounted} />
          </CardContent>
        </Card>
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
