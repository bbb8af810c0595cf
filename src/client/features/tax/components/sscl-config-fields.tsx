import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TaxConfigurationInput } from '#shared/contracts/tax';
import { isObsoleteSmeRate } from '#shared/domain/tax';
import { getYearOfAssessment } from '#shared/domain/tax-period';
import { decimalField, DecimalInput, FormField, Input } from '#client/components/ui';

type Form = UseFormReturn<z.input<typeof TaxConfigurationInput>, unknown, z.output<typeof TaxConfigurationInput>>;

/**
 * SSCL registration (liable from its date until a cancellation) and the registration thresholds,
 * which are effective-dated like the rest of the configuration.
 */
export function SsclConfigFields({ form }: { form: Form }) {
  const { t } = useTranslation('tax');
  const e = form.formState.errors;
  return (
    <>
      <FormField label={t('config.ssclRegisteredFrom')} htmlFor="config-ssclRegisteredFrom" error={e.ssclRegisteredFrom?.message}>
        <Input id="config-ssclRegisteredFrom" type="date" {...form.register('ssclRegisteredFrom')} />
      </FormField>
      <FormField label={t('config.ssclCancelledFrom')} htmlFor="config-ssclCancelledFrom" error={e.ssclCancelledFrom?.message}>
        <Input id="config-ssclCancelledFrom" type="date" {...form.register('ssclCancelledFrom')} />
      </FormField>
      <FormField
        label={t('config.ssclQuarterlyThreshold')}
        htmlFor="config-ssclQuarterlyThreshold"
        error={e.ssclQuarterlyThreshold?.message}
      >
        <DecimalInput id="config-ssclQuarterlyThreshold" {...form.register('ssclQuarterlyThreshold', decimalField())} />
      </FormField>
      <FormField label={t('config.ssclAnnualThreshold')} htmlFor="config-ssclAnnualThreshold" error={e.ssclAnnualThreshold?.message}>
        <DecimalInput id="config-ssclAnnualThreshold" {...form.register('ssclAnnualThreshold', decimalField())} />
      </FormField>
    </>
  );
}

/** The old 14% SME rate, chosen for a configuration in force in a year of assessment from 2025/26, is flagged obsolete. */
export function SmeRateNote({ form, today }: { form: Form; today: string }) {
  const { t } = useTranslation('tax');
  const rate = Number(form.watch('companyIncomeTaxRate'));
  const from = form.watch('effectiveFrom') || today;
  const date = new Date(`${from}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || !isObsoleteSmeRate(Math.round(rate * 100), getYearOfAssessment(date).startYear)) return null;
  return (
    <p className="text-xs text-destructive sm:col-span-2 lg:col-span-3" data-testid="sme-rate-obsolete">
      {t('config.smeRateObsolete')}
    </p>
  );
}
