import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReminderSettingsInput, type ReminderSettingsView } from '#shared/contracts/reminders';
import { SavedSettings, SettingsCard } from '#client/components/forms/settings-card';
import { Alert, AlertTitle, Button, ToggleRow, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { textOfMessage } from '#client/lib/error-text';
import { useBusinessId } from '#client/lib/use-business-id';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminders';
import { ReminderFields, type ReminderForm, type ReminderFormErrors } from './reminder-fields';

/**
 * Settings → Payment reminders: whether the server reminds customers whose debt
 * is overdue, how late, how often, not in which hours, in which language and by which channel.
 * Saved on its own, apart from the settings form.
 */
export function ReminderSettingsSection() {
  const businessId = useBusinessId();
  const { t } = useTranslation('reminders');
  const query = useReminderSettings(businessId ?? 0);
  if (businessId === undefined) return null;
  return (
    <SettingsCard testId="settings-reminders" title={t('settings.title')} description={t('settings.description')}>
      <SavedSettings query={query} loadFailed={t('settings.loadFailed')}>
        {(saved) => <ReminderSettingsForm key={JSON.stringify(saved)} businessId={businessId} saved={saved} />}
      </SavedSettings>
    </SettingsCard>
  );
}

/** A typed number of days, or NaN (refused by the schema) when it is not a whole number. */
const days = (v: string) => (v.trim() === '' || !/^\d+$/.test(v.trim()) ? Number.NaN : Number(v));

/** The form started from the saved settings, checked by the schema before it is saved. */
function useReminderForm(businessId: number, saved: ReminderSettingsView) {
  const { t } = useTranslation('reminders');
  const save = useSaveReminderSettings(businessId);
  const [form, setForm] = useState<ReminderForm>({
    ...saved,
    daysAfterDue: String(saved.daysAfterDue),
    repeatEveryDays: String(saved.repeatEveryDays),
  });
  const [errors, setErrors] = useState<ReminderFormErrors>({});
  const set = <K extends keyof ReminderForm>(key: K, value: ReminderForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ReminderSettingsInput.safeParse({
      ...form,
      daysAfterDue: days(form.daysAfterDue),
      repeatEveryDays: days(form.repeatEveryDays),
    });
    if (!parsed.success) {
      const next: ReminderFormErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof ReminderForm] ??= textOfMessage(issue.message);
      return setErrors(next);
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(t('settings.saved')),
      onError: (err) => toast.error(serverMessageOf(err, t('settings.saveFailed'))),
    });
  };

  return { form, errors, set, submit, saving: save.isPending };
}

function ReminderSettingsForm({ businessId, saved }: { businessId: number; saved: ReminderSettingsView }) {
  const { t } = useTranslation('reminders');
  const { form, errors, set, submit, saving } = useReminderForm(businessId, saved);
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <ToggleRow
        id="reminders-enabled"
        label={t('settings.enabled')}
        hint={t('settings.enabledHint')}
        checked={form.enabled}
        onChange={(v) => set('enabled', v)}
      />
      <ReminderFields form={form} errors={errors} set={set} />
      {form.enabled && form.channel === saved.channel && !saved.channelReady && (
        <Alert variant="destructive">
          <AlertTitle>{t(`settings.notReady.${form.channel}`)}</AlertTitle>
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={saving}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
