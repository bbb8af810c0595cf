import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { BusinessSettingsInput } from '../../../../shared/contracts/settings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, decimalField, DecimalInput, FormField } from '../../../components/ui';
import { SwitchRow } from './switch-row';

type FormIn = z.input<typeof BusinessSettingsInput>;
type FormOut = z.output<typeof BusinessSettingsInput>;

/**
 * The till's rules for cashiers (issue 18): the largest discount a cashier gives without a manager's
 * PIN, and whether cashiers open a shift (with a float) before selling.
 */
export function TillSettingsSection({ form }: { form: UseFormReturn<FormIn, unknown, FormOut> }) {
  const { t } = useTranslation('settings');
  const error = form.formState.errors.cashierDiscountLimitPercent?.message;
  return (
    <Card data-testid="settings-till">
      <CardHeader>
        <CardTitle>{t('sections.till')}</CardTitle>
        <CardDescription>{t('sections.tillDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FormField
          label={t('fields.cashierDiscountLimitPercent')}
          htmlFor="settings-cashierDiscountLimitPercent"
          hint={t('fields.cashierDiscountLimitPercentHint')}
          error={error}
          className="sm:max-w-xs"
        >
          <DecimalInput {...form.register('cashierDiscountLimitPercent', decimalField())} />
        </FormField>
        <SwitchRow
          control={form.control}
          name="cashiersWorkInShifts"
          label={t('fields.cashiersWorkInShifts')}
          hint={t('fields.cashiersWorkInShiftsHint')}
        />
      </CardContent>
    </Card>
  );
}
