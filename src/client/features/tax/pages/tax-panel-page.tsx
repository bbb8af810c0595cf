import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaxPanelData } from '#shared/contracts/tax';
import { PageHeader } from '#client/components/layout/page-header';
import { Alert, AlertDescription, Input, Label, Spinner, Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useAuth } from '#client/lib/auth';
import { useBusinessId } from '#client/lib/use-business-id';
import { SerialPatternCard } from '#client/features/tax-invoice';
import { shopMonthStart, shopToday } from '#client/lib/shop-time';
import { prefetchDefaultPanel, usePanelData } from '../api/get-panel-data';
import { AlertsTab } from '../components/alerts-tab';
import { StapleReviewCard } from '../components/staple-review-card';
import { AuditTab } from '../components/audit-tab';
import { CalculationsTab } from '../components/calculations-tab';
import { CategoriesTab } from '../components/categories-tab';
import { ConfigurationCard } from '../components/configuration-card';
import { ReportsTab } from '../components/reports-tab';
import { SecurityTab } from '../components/security-tab';
import { SnapshotTab } from '../components/snapshot-tab';

prefetchDefaultPanel();

// The chart library is large: load it when the Analysis tab is opened, not before the panel shows.
const AnalysisTab = lazy(() => import('../components/analysis-tab').then((m) => ({ default: m.AnalysisTab })));

function PanelLoading() {
  const { t } = useTranslation('tax');
  return (
    <div role="status" className="flex items-center gap-2 text-muted-foreground">
      <Spinner /> {t('loading')}
    </div>
  );
}

/** The panel's From–To, each bounded by the other. */
function RangePicker({ from, to, onFrom, onTo }: { from: string; to: string; onFrom: (d: string) => void; onTo: (d: string) => void }) {
  const { t } = useTranslation('tax');
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <Label htmlFor="tax-from">{t('from')}</Label>
        <Input id="tax-from" type="date" value={from} max={to} onChange={(e) => e.target.value && onFrom(e.target.value)} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="tax-to">{t('to')}</Label>
        <Input id="tax-to" type="date" value={to} min={from} onChange={(e) => e.target.value && onTo(e.target.value)} />
      </div>
    </div>
  );
}

const TABS = ['snapshot', 'calculations', 'categories', 'audit', 'reports', 'analysis', 'alerts', 'security'] as const;

/**
 * The header, range and tabs show at once; each tab fills in when the figures it needs arrive
 * (the Audit and Security tabs need none of the panel's), so nothing waits for the slowest part.
 */
export default function TaxPanelPage() {
  const { t } = useTranslation('tax');
  const { user, isLoading: authLoading } = useAuth();
  const today = shopToday();
  const [from, setFrom] = useState(() => shopMonthStart());
  const [to, setTo] = useState(today);
  const businessId = useBusinessId() ?? 0;
  const panel = usePanelData(businessId, from, to);

  if (!authLoading && (!user || !user.business)) return <p className="p-6">{t('noLogin')}</p>;

  const withPanel = (render: (data: TaxPanelData) => ReactNode) =>
    panel.data ? (
      render(panel.data)
    ) : panel.isError ? (
      <Alert variant="destructive">
        <AlertDescription>{serverMessageOf(panel.error, t('loadFailed'))}</AlertDescription>
      </Alert>
    ) : (
      <PanelLoading />
    );

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={<RangePicker from={from} to={to} onFrom={setFrom} onTo={setTo} />} />
      <Tabs defaultValue="snapshot">
        <TabsList>
          {TABS.map((k) => (
            <TabsTrigger key={k} value={k}>
              {t(`tabs.${k}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="snapshot" className="space-y-6">
          {withPanel((data) => (
            <>
              <SnapshotTab data={data} />
              <ConfigurationCard businessId={businessId} configuration={data.configuration} />
              <Suspense fallback={null}>
                <SerialPatternCard canEdit={user?.role === 'admin'} />
              </Suspense>
            </>
          ))}
        </TabsContent>
        <TabsContent value="calculations">
          {withPanel((data) => (
            <CalculationsTab businessId={businessId} calculations={data.calculations} today={today} />
          ))}
        </TabsContent>
        <TabsContent value="categories">
          {withPanel((data) => (
            <CategoriesTab businessId={businessId} categories={data.expenseCategories} today={today} range={{ from, to }} />
          ))}
        </TabsContent>
        <TabsContent value="audit">{businessId > 0 && <AuditTab businessId={businessId} />}</TabsContent>
        <TabsContent value="reports">
          {withPanel((data) => (
            <ReportsTab businessId={businessId} today={today} calculations={data.calculations} />
          ))}
        </TabsContent>
        <TabsContent value="analysis">
          {withPanel((data) => (
            <Suspense fallback={<PanelLoading />}>
              <AnalysisTab calculations={data.calculations} />
            </Suspense>
          ))}
        </TabsContent>
        <TabsContent value="alerts" className="space-y-6">
          {withPanel((data) => (
            <AlertsTab alerts={data.exceptionAlerts} />
          ))}
          {businessId > 0 && <StapleReviewCard businessId={businessId} />}
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
