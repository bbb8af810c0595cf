import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toZonedDateString } from '../../../../shared/domain/time-zone';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert, AlertDescription, Input, Label, Spinner, Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui';
import { serverMessageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { usePanelData } from '../api/get-panel-data';
import { AlertsTab } from '../components/alerts-tab';
import { AnalysisTab } from '../components/analysis-tab';
import { AuditTab } from '../components/audit-tab';
import { CalculationsTab } from '../components/calculations-tab';
import { CategoriesTab } from '../components/categories-tab';
import { ConfigurationCard } from '../components/configuration-card';
import { ReportsTab } from '../components/reports-tab';
import { SecurityTab } from '../components/security-tab';
import { SnapshotTab } from '../components/snapshot-tab';

const TIME_ZONE = 'Asia/Colombo';

export default function TaxPanelPage() {
  const { t } = useTranslation('tax');
  const { user, isLoading: authLoading } = useAuth();
  const today = toZonedDateString(new Date(), TIME_ZONE);
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const businessId = user?.business?.id ?? 0;
  const panel = usePanelData(businessId, from, to);

  if (!authLoading && (!user || !user.business)) return <p className="p-6">{t('noLogin')}</p>;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1">
              <Label htmlFor="tax-from">{t('from')}</Label>
              <Input id="tax-from" type="date" value={from} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="tax-to">{t('to')}</Label>
              <Input id="tax-to" type="date" value={to} min={from} onChange={(e) => e.target.value && setTo(e.target.value)} />
            </div>
          </div>
        }
      />
      {panel.isPending || authLoading ? (
        <div className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> {t('loading')}
        </div>
      ) : panel.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{serverMessageOf(panel.error, t('loadFailed'))}</AlertDescription>
        </Alert>
      ) : (
        <Tabs defaultValue="snapshot">
          <TabsList className="flex-wrap">
            {(['snapshot', 'calculations', 'categories', 'audit', 'reports', 'analysis', 'alerts', 'security'] as const).map((k) => (
              <TabsTrigger key={k} value={k}>
                {t(`tabs.${k}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="snapshot" className="space-y-6">
            <SnapshotTab data={panel.data} />
            <ConfigurationCard businessId={businessId} configuration={panel.data.configuration} />
          </TabsContent>
          <TabsContent value="calculations">
            <CalculationsTab businessId={businessId} calculations={panel.data.calculations} today={today} />
          </TabsContent>
          <TabsContent value="categories">
            <CategoriesTab businessId={businessId} categories={panel.data.expenseCategories} today={today} />
          </TabsContent>
          <TabsContent value="audit">
            <AuditTab businessId={businessId} />
          </TabsContent>
          <TabsContent value="reports">
            <ReportsTab businessId={businessId} today={today} calculations={panel.data.calculations} />
          </TabsContent>
          <TabsContent value="analysis">
            <AnalysisTab calculations={panel.data.calculations} />
          </TabsContent>
          <TabsContent value="alerts">
            <AlertsTab alerts={panel.data.exceptionAlerts} />
          </TabsContent>
          <TabsContent value="security">
            <SecurityTab />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
