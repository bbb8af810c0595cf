import { useTranslation } from 'react-i18next';
import { SettingsCard } from '#client/components/forms/settings-card';
import { decimalField, DecimalInput, FormField, Input } from '#client/components/ui';
import type { SettingsForm } from '../lib/use-settings-form';
import { SwitchRow } from './switch-row';

/**
 * The till's rules for cashiers: the largest discount a cashier gives without a manager's
 * PIN, and whether cashiers open a shift (with a float) before selling; and the largest
 * refund and the days after a sale within which a cashier takes a return without a manager; and
 * how many hours a registered terminal may sell with no connection.
 */
export function TillSettingsSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation('settings');
  const errors = form.formState.errors;
  const error = errors.cashierDiscountLimitPercent?.message;
  return (
    <SettingsCard
      testId="settings-till"
      title={t('sections.till')}
      description={t('sections.tillDescription')}
      contentClassName="grid gap-4"
    >
      <FormField
        label={t('fields.cashierDiscountLimitPercent')}
        htmlFor="settings-cashierDiscountLimitPercent"
        hint={t('fields.cashierDiscountLimitPercentHint')}
        error={error}
        className="sm:max-w-xs"
      >
        <DecimalInput {...form.register('cashierDiscountLimitPercent', decimalField())} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('fields.cashierReturnLimit')}
          htmlFor="settings-cashierReturnLimit"
          hint={t('fields.cashierReturnLimitHint')}
          error={errors.cashierReturnLimit?.message}
        >
          <DecimalInput {...form.register('cashierReturnLimit', decimalField())} />
        </FormField>
        <FormField
          label={t('fields.cashierReturnDays')}
          htmlFor="settings-cashierReturnDays"
          hint={t('fields.cashierReturnDaysHint')}
          error={errors.cashierReturnDays?.message}
        >
          <Input type="number" inputMode="numeric" min={0} max={365} {...form.register('cashierReturnDays')} />
        </FormField>
      </div>
      <SwitchRow
        control={form.control}
        name="cashiersWorkInShifts"
        label={t('fields.cashiersWorkInShifts')}
        hint={t('fields.cashiersWorkInShiftsHint')}
      />
      <FormField
        label={t('fields.offlineLimitHours')}
        htmlFor="settings-offlineLimitHours"
        hint={t('fields.offlineLimitHoursHint')}
        error={errors.offlineLimitHours?.message}
        className="sm:max-w-xs"
      >
        <Input type="number" inputMode="numeric" step="1" min={1} max={72} {...form.register('offlineLimitHours')} />
      </FormField>
    </SettingsCard>
  );
}
