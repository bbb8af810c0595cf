import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE } from '#shared/domain/time-zone';
import { PageHeader } from '#client/components/layout/page-header';
import { Alert, AlertTitle, Button, Skeleton } from '#client/components/ui';
import { A4Section, BusinessSection, CrmSection, InvoiceSection, OperationsSection, ThermalSection } from '../components/settings-sections';
import { TillSettingsSection } from '../components/till-settings-section';
import { useFocusFromHash } from '../lib/use-focus-from-hash';
import { useSettingsForm } from '../lib/use-settings-form';

/** The business's own settings form: name, receipts, loyalty, the till's rules (Settings → the first card). */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const { settings, form, onSubmit, saving } = useSettingsForm();
  useFocusFromHash(Boolean(settings.data));

  if (settings.isLoading) {
    return (
      <div className="grid gap-4">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (settings.isError || !settings.data) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{t('loadFailed')}</AlertTitle>
      </Alert>
    );
  }

  const saveButton = (
    <Button type="submit" disabled={saving}>
      {saving ? t('saving') : t('save')}
    </Button>
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={saveButton} />
      <BusinessSection form={form} />
      <InvoiceSection form={form} />
      <ThermalSection form={form} />
      <A4Section form={form} />
      <CrmSection form={form} />
      <OperationsSection form={form} savedTimeZone={settings.data.timeZone ?? DEFAULT_TIME_ZONE} />
      <TillSettingsSection form={form} />
      <div className="flex justify-end">{saveButton}</div>
    </form>
  );
}
