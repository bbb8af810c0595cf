import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReminderSettingsInput, type ReminderSettingsView } from '#shared/contracts/reminders';
import { REMINDER_CHANNELS } from '#shared/domain/reminders';
import { LOCALE_NAMES, LOCALES } from '#shared/locales';
import {
  Alert,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  NativeSelect,
  Skeleton,
  ToggleRow,
  toast,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { textOfMessage } from '#client/lib/error-text';
import { useBusinessId } from '#client/lib/use-business-id';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminders';

type Form = Omit<ReminderSettingsView, 'channelReady' | 'daysAfterDue' | 'repeatEveryDays'> & {
  daysAfterDue: string;
  repeatEveryDays: string;
};
type Errors = Partial<Record<keyof Form, string>>;

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
    <Card data-testid="settings-reminders">
      <CardHeader>
        <CardTitle>{t('settings.title')}</CardTitle>
        <CardDescription>{t('settings.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : query.isError || !query.data ? (
          <Alert variant="destructive">
            <AlertTitle>{serverMessageOf(query.error, t('settings.loadFailed'))}</AlertTitle>
          </Alert>
        ) : (
          <ReminderSettingsForm key={JSON.stringify(query.data)} businessId={businessId} saved={query.data} />
        )}
      </CardContent>
    </Card>
  );
}

function ReminderSettingsForm({ businessId, saved }: { businessId: number; saved: ReminderSettingsView }) {
  const { t } = useTranslation('reminders');
  const save = useSaveReminderSettings(businessId);
  const [form, setForm] = useState<Form>({
    ...saved,
    daysAfterDue: String(saved.daysAfterDue),
    repeatEveryDays: String(saved.repeatEveryDays),
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const days = (v: string) => (v.trim() === '' || !/^\d+$/.test(v.trim()) ? Number.NaN : Number(v));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ReminderSettingsInput.safeParse({
      ...form,
      daysAfterDue: days(form.daysAfterDue),
      repeatEveryDays: days(form.repeatEveryDays),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Form] ??= textOfMessage(issue.message);
      return setErrors(next);
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(t('settings.saved')),
      onError: (err) => toast.error(serverMessageOf(err, t('settings.saveFailed'))),
    });
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <ToggleRow
        id="reminders-enabled"
        label={t('settings.enabled')}
        hint={t('settings.enabledHint')}
        checked={form.enabled}
        onChange={(v) => set('enabled', v)}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t('settings.channel')} htmlFor="reminders-channel" hint={t(`settings.channelHint.${form.channel}`)}>
          <NativeSelect id="reminders-channel" value={form.channel} onChange={(e) => set('channel', e.target.value as Form['channel'])}>
            {REMINDER_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {t(`channels.${c}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('settings.language')} htmlFor="reminders-language">
          <NativeSelect id="reminders-language" value={form.language} onChange={(e) => set('language', e.target.value as Form['language'])}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('settings.daysAfterDue')} htmlFor="reminders-days" error={errors.daysAfterDue}>
          <Input id="reminders-days" inputMode="numeric" value={form.daysAfterDue} onChange={(e) => set('daysAfterDue', e.target.value)} />
        </FormField>
        <FormField label={t('settings.repeatEveryDays')} htmlFor="reminders-repeat" error={errors.repeatEveryDays}>
          <Input
            id="reminders-repeat"
            inputMode="numeric"
            value={form.repeatEveryDays}
            onChange={(e) => set('repeatEveryDays', e.target.value)}
          />
        </FormField>
        <FormField label={t('settings.quietFrom')} htmlFor="reminders-quiet-from" error={errors.quietFrom} hint={t('settings.quietHint')}>
          <Input id="reminders-quiet-from" type="time" value={form.quietFrom} onChange={(e) => set('quietFrom', e.target.value)} />
        </FormField>
        <FormField label={t('settings.quietTo')} htmlFor="reminders-quiet-to" error={errors.quietTo}>
          <Input id="reminders-quiet-to" type="time" value={form.quietTo} onChange={(e) => set('quietTo', e.target.value)} />
        </FormField>
      </div>
      {form.enabled && form.channel === saved.channel && !saved.channelReady && (
        <Alert variant="destructive">
          <AlertTitle>{t(`settings.notReady.${form.channel}`)}</AlertTitle>
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
