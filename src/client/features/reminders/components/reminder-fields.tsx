import { useTranslation } from 'react-i18next';
import type { ReminderSettingsView } from '#shared/contracts/reminders';
import { REMINDER_CHANNELS } from '#shared/domain/reminders';
import { LOCALE_NAMES, LOCALES } from '#shared/locales';
import { FormField, Input, NativeSelect } from '#client/components/ui';

/** The reminder settings as edited: the day counts as typed. */
export type ReminderForm = Omit<ReminderSettingsView, 'channelReady' | 'daysAfterDue' | 'repeatEveryDays'> & {
  daysAfterDue: string;
  repeatEveryDays: string;
};
export type ReminderFormErrors = Partial<Record<keyof ReminderForm, string>>;

/** By which channel and in which language, how many days late and how often, and the quiet hours. */
export function ReminderFields({
  form,
  errors,
  set,
}: {
  form: ReminderForm;
  errors: ReminderFormErrors;
  set: <K extends keyof ReminderForm>(key: K, value: ReminderForm[K]) => void;
}) {
  const { t } = useTranslation('reminders');
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <FormField label={t('settings.channel')} htmlFor="reminders-channel" hint={t(`settings.channelHint.${form.channel}`)}>
        <NativeSelect
          id="reminders-channel"
          value={form.channel}
          onChange={(e) => set('channel', e.target.value as ReminderForm['channel'])}
        >
          {REMINDER_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {t(`channels.${c}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('settings.language')} htmlFor="reminders-language">
        <NativeSelect
          id="reminders-language"
          value={form.language}
          onChange={(e) => set('language', e.target.value as ReminderForm['language'])}
        >
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
  );
}
