import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INVOICE_TEMPLATES } from '#shared/contracts/settings';
import { DEFAULT_TIME_ZONE } from '#shared/domain/time-zone';
import { RECEIPT_LANGUAGES } from '#shared/locales';
import { SCREENS } from '#client/app/screens';
import { SettingsCard } from '#client/components/forms/settings-card';
import { LoyaltyReturnNote } from '#client/components/loyalty-return-note';
import { PricingModeNote } from '#client/components/pricing-mode-note';
import { decimalField, DecimalInput, FormField, Input, NativeSelect, SelectOptions, Textarea } from '#client/components/ui';
import { useBusinessId } from '#client/lib/use-business-id';
import { usePointValue } from '../api/get-point-value';
import type { SettingsForm, TextField } from '../lib/use-settings-form';
import { SwitchRow } from './switch-row';

type SectionProps = { form: SettingsForm };

/** A free-text setting: one line, or a few for a receipt's header and footer. */
function TextSetting({ form, name, multiline, type = 'text' }: SectionProps & { name: TextField; multiline?: boolean; type?: string }) {
  const { t } = useTranslation('settings');
  return (
    <FormField label={t(`fields.${name}`)} htmlFor={`settings-${name}`} error={form.formState.errors[name]?.message}>
      {multiline ? <Textarea rows={3} {...form.register(name)} /> : <Input type={type} autoComplete="off" {...form.register(name)} />}
    </FormField>
  );
}

/** The business's name and contacts, as its receipts and invoices print them. */
export function BusinessSection({ form }: SectionProps) {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard title={t('sections.business')} description={t('sections.businessDescription')} contentClassName="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextSetting form={form} name="businessName" />
        <TextSetting form={form} name="tagline" />
        <TextSetting form={form} name="address" />
        <TextSetting form={form} name="phone" type="tel" />
        <TextSetting form={form} name="email" type="email" />
        <TextSetting form={form} name="website" />
        <TextSetting form={form} name="taxNumber" />
      </div>
    </SettingsCard>
  );
}

/** The invoice's number, template and language, what it shows, and where VAT pricing is set (the tax panel). */
export function InvoiceSection({ form }: SectionProps) {
  const { t } = useTranslation('settings');
  const { errors } = form.formState;
  return (
    <SettingsCard title={t('sections.invoice')} description={t('sections.invoiceDescription')} contentClassName="grid gap-4">
      <div className="grid gap-2 rounded-md border p-3" data-testid="settings-vat-pricing">
        <p className="text-sm font-medium">{t('fields.vatPricing')}</p>
        <PricingModeNote />
        <Link className="text-sm underline" to={SCREENS.tax}>
          {t('fields.vatPricingLink')}
        </Link>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('fields.invoicePrefix')}
          htmlFor="settings-invoicePrefix"
          hint={t('fields.invoicePrefixHint')}
          error={errors.invoicePrefix?.message}
        >
          <Input autoComplete="off" {...form.register('invoicePrefix')} />
        </FormField>
        <FormField label={t('fields.invoiceTemplate')} htmlFor="settings-invoiceTemplate" error={errors.invoiceTemplate?.message}>
          <NativeSelect {...form.register('invoiceTemplate')}>
            <SelectOptions options={INVOICE_TEMPLATES} label={(tpl) => t(`templates.${tpl}`)} />
          </NativeSelect>
        </FormField>
        <FormField
          label={t('fields.receiptLanguage')}
          htmlFor="settings-receiptLanguage"
          hint={t('fields.receiptLanguageHint')}
          error={errors.receiptLanguage?.message}
        >
          <NativeSelect {...form.register('receiptLanguage')}>
            <SelectOptions options={RECEIPT_LANGUAGES} label={(lang) => t(`receiptLanguages.${lang}`)} />
          </NativeSelect>
        </FormField>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <SwitchRow control={form.control} name="showLogo" label={t('fields.showLogo')} />
        <SwitchRow control={form.control} name="showBusinessInfo" label={t('fields.showBusinessInfo')} />
        <SwitchRow control={form.control} name="showCustomerInfo" label={t('fields.showCustomerInfo')} />
      </div>
    </SettingsCard>
  );
}

/** The 80 mm receipt's own header and footer. */
export function ThermalSection({ form }: SectionProps) {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard title={t('sections.thermal')} description={t('sections.thermalDescription')} contentClassName="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextSetting form={form} name="thermal80mmHeader" multiline />
        <TextSetting form={form} name="thermal80mmFooter" multiline />
      </div>
    </SettingsCard>
  );
}

/** The A4 invoice's header and footer, and whether it shows tax and discounts. */
export function A4Section({ form }: SectionProps) {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard title={t('sections.a4')} description={t('sections.a4Description')} contentClassName="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextSetting form={form} name="a4Header" multiline />
        <TextSetting form={form} name="a4Footer" multiline />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SwitchRow control={form.control} name="a4ShowTax" label={t('fields.a4ShowTax')} />
        <SwitchRow control={form.control} name="a4ShowDiscount" label={t('fields.a4ShowDiscount')} />
      </div>
    </SettingsCard>
  );
}

/** Customers and loyalty: whether they are kept, and the points a rupee earns (with what a point is worth back). */
export function CrmSection({ form }: SectionProps) {
  const { t } = useTranslation('settings');
  const pointsPerRupee = useWatch({ control: form.control, name: 'pointsPerRupee' });
  const pointValue = usePointValue(useBusinessId());
  return (
    <SettingsCard title={t('sections.crm')} description={t('sections.crmDescription')} contentClassName="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <SwitchRow control={form.control} name="crmEnabled" label={t('fields.crmEnabled')} hint={t('fields.crmEnabledHint')} />
        <SwitchRow control={form.control} name="loyaltyEnabled" label={t('fields.loyaltyEnabled')} hint={t('fields.loyaltyEnabledHint')} />
      </div>
      <FormField
        label={t('fields.pointsPerRupee')}
        htmlFor="settings-pointsPerRupee"
        hint={t('fields.pointsPerRupeeHint')}
        error={form.formState.errors.pointsPerRupee?.message}
        className="sm:max-w-xs"
      >
        <DecimalInput {...form.register('pointsPerRupee', decimalField())} />
      </FormField>
      <LoyaltyReturnNote pointsPerRupee={pointsPerRupee} rupeesPerPoint={pointValue} />
    </SettingsCard>
  );
}

/** Every time zone the browser knows, the saved one first when it knows it not. */
function timeZones(current: string): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (k: string) => string[] };
  const all = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE, 'UTC'];
  return all.includes(current) ? all : [current, ...all];
}

/** The shop's time zone, its credit terms and whether stock may go below zero. */
export function OperationsSection({ form, savedTimeZone }: SectionProps & { savedTimeZone: string }) {
  const { t } = useTranslation('settings');
  const { errors } = form.formState;
  const zones = useMemo(() => timeZones(savedTimeZone), [savedTimeZone]);
  return (
    <SettingsCard title={t('sections.operations')} description={t('sections.operationsDescription')} contentClassName="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('fields.timeZone')} htmlFor="settings-timeZone" error={errors.timeZone?.message}>
          <NativeSelect {...form.register('timeZone')}>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label={t('fields.paymentTermsDays')}
          htmlFor="settings-paymentTermsDays"
          hint={t('fields.paymentTermsHint')}
          error={errors.paymentTermsDays?.message}
        >
          <Input type="number" inputMode="numeric" step="1" min="0" max="365" {...form.register('paymentTermsDays')} />
        </FormField>
      </div>
      <SwitchRow
        control={form.control}
        name="allowNegativeStock"
        label={t('fields.allowNegativeStock')}
        hint={t('fields.allowNegativeStockHint')}
      />
    </SettingsCard>
  );
}
