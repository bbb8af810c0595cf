import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BusinessSettingsInput, INVOICE_TEMPLATES, type BusinessSettings } from '#shared/contracts/settings';
import { DEFAULT_TIME_ZONE } from '#shared/domain/time-zone';
import { RECEIPT_LANGUAGES } from '#shared/locales';
import { Link } from 'react-router';
import { SCREENS } from '#client/app/screens';
import { PageHeader } from '#client/components/layout/page-header';
import { PricingModeNote } from '#client/components/pricing-mode-note';
import {
  decimalField,
  DecimalInput,
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
  Textarea,
  toast,
} from '#client/components/ui';
import { ApiError } from '#client/lib/api';
import { useBusinessId } from '#client/lib/use-business-id';
import { LoyaltyReturnNote } from '#client/components/loyalty-return-note';
import { useBusinessSettings } from '../api/get-settings';
import { usePointValue } from '../api/get-point-value';
import { useSaveSettings } from '../api/save-settings';
import { SwitchRow } from '../components/switch-row';
import { TillSettingsSection } from '../components/till-settings-section';

type FormIn = z.input<typeof BusinessSettingsInput>;
type FormOut = z.output<typeof BusinessSettingsInput>;

const TEXT_FIELDS = [
  'businessName',
  'tagline',
  'address',
  'phone',
  'email',
  'website',
  'taxNumber',
  'thermal80mmHeader',
  'thermal80mmFooter',
  'a4Header',
  'a4Footer',
] as const;

function valuesOf(s: BusinessSettings): FormIn {
  const text = Object.fromEntries(TEXT_FIELDS.map((k) => [k, s[k] ?? ''])) as Record<(typeof TEXT_FIELDS)[number], string>;
  return {
    ...text,
    invoicePrefix: s.invoicePrefix,
    invoiceTemplate: s.invoiceTemplate,
    receiptLanguage: s.receiptLanguage,
    showLogo: s.showLogo,
    showBusinessInfo: s.showBusinessInfo,
    showCustomerInfo: s.showCustomerInfo,
    a4ShowTax: s.a4ShowTax,
    a4ShowDiscount: s.a4ShowDiscount,
    crmEnabled: s.crmEnabled,
    loyaltyEnabled: s.loyaltyEnabled,
    pointsPerRupee: s.pointsPerRupee.toFixed(2),
    timeZone: s.timeZone,
    paymentTermsDays: String(s.paymentTermsDays),
    allowNegativeStock: s.allowNegativeStock,
    cashierDiscountLimitPercent: s.cashierDiscountLimitPercent.toFixed(2),
    cashiersWorkInShifts: s.cashiersWorkInShifts,
    cashierReturnLimit: s.cashierReturnLimit.toFixed(2),
    cashierReturnDays: String(s.cashierReturnDays),
    offlineLimitHours: String(s.offlineLimitHours),
  };
}

function timeZones(current: string): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (k: string) => string[] };
  const all = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE, 'UTC'];
  return all.includes(current) ? all : [current, ...all];
}

/** The business's own settings form: name, receipts, loyalty, the till's rules (Settings → the first card). */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const settings = useBusinessSettings();
  const save = useSaveSettings();
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(BusinessSettingsInput) });
  const { errors } = form.formState;
  const pointsPerRupee = useWatch({ control: form.control, name: 'pointsPerRupee' });
  const pointValue = usePointValue(useBusinessId());
  const zones = useMemo(() => timeZones(settings.data?.timeZone ?? DEFAULT_TIME_ZONE), [settings.data?.timeZone]);

  useEffect(() => {
    if (settings.data) form.reset(valuesOf(settings.data));
  }, [settings.data, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (save.isPending) return;
    try {
      await save.mutateAsync(values as BusinessSettingsInput);
      toast.success(t('toast.savedTitle'), { description: t('toast.saved') });
    } catch (err) {
      for (const [name, messages] of Object.entries(err instanceof ApiError ? (err.fieldErrors ?? {}) : {})) {
        if (messages[0]) form.setError(name as keyof FormIn, { message: messages[0] });
      }
      toast.error(t('toast.failedTitle'), { description: t('toast.failed') });
    }
  });

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

  const text = (name: (typeof TEXT_FIELDS)[number], opts: { multiline?: boolean; type?: string } = {}) => (
    <FormField label={t(`fields.${name}`)} htmlFor={`settings-${name}`} error={errors[name]?.message}>
      {opts.multiline ? (
        <Textarea rows={3} {...form.register(name)} />
      ) : (
        <Input type={opts.type ?? 'text'} autoComplete="off" {...form.register(name)} />
      )}
    </FormField>
  );
  const section = (title: string, description: string, body: ReactNode) => (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{body}</CardContent>
    </Card>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
        }
      />
      {section(
        t('sections.business'),
        t('sections.businessDescription'),
        <div className="grid gap-4 sm:grid-cols-2">
          {text('businessName')}
          {text('tagline')}
          {text('address')}
          {text('phone', { type: 'tel' })}
          {text('email', { type: 'email' })}
          {text('website')}
          {text('taxNumber')}
        </div>,
      )}
      {section(
        t('sections.invoice'),
        t('sections.invoiceDescription'),
        <>
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
                {INVOICE_TEMPLATES.map((tpl) => (
                  <option key={tpl} value={tpl}>
                    {t(`templates.${tpl}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              label={t('fields.receiptLanguage')}
              htmlFor="settings-receiptLanguage"
              hint={t('fields.receiptLanguageHint')}
              error={errors.receiptLanguage?.message}
            >
              <NativeSelect {...form.register('receiptLanguage')}>
                {RECEIPT_LANGUAGES.map((lang) => (
                  <option key={lang} value={lang}>
                    {t(`receiptLanguages.${lang}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            <SwitchRow control={form.control} name="showLogo" label={t('fields.showLogo')} />
            <SwitchRow control={form.control} name="showBusinessInfo" label={t('fields.showBusinessInfo')} />
            <SwitchRow control={form.control} name="showCustomerInfo" label={t('fields.showCustomerInfo')} />
          </div>
        </>,
      )}
      {section(
        t('sections.thermal'),
        t('sections.thermalDescription'),
        <div className="grid gap-4 sm:grid-cols-2">
          {text('thermal80mmHeader', { multiline: true })}
          {text('thermal80mmFooter', { multiline: true })}
        </div>,
      )}
      {section(
        t('sections.a4'),
        t('sections.a4Description'),
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('a4Header', { multiline: true })}
            {text('a4Footer', { multiline: true })}
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <SwitchRow control={form.control} name="a4ShowTax" label={t('fields.a4ShowTax')} />
            <SwitchRow control={form.control} name="a4ShowDiscount" label={t('fields.a4ShowDiscount')} />
          </div>
        </>,
      )}
      {section(
        t('sections.crm'),
        t('sections.crmDescription'),
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <SwitchRow control={form.control} name="crmEnabled" label={t('fields.crmEnabled')} hint={t('fields.crmEnabledHint')} />
            <SwitchRow
              control={form.control}
              name="loyaltyEnabled"
              label={t('fields.loyaltyEnabled')}
              hint={t('fields.loyaltyEnabledHint')}
            />
          </div>
          <FormField
            label={t('fields.pointsPerRupee')}
            htmlFor="settings-pointsPerRupee"
            hint={t('fields.pointsPerRupeeHint')}
            error={errors.pointsPerRupee?.message}
            className="sm:max-w-xs"
          >
            <DecimalInput {...form.register('pointsPerRupee', decimalField())} />
          </FormField>
          <LoyaltyReturnNote pointsPerRupee={pointsPerRupee} rupeesPerPoint={pointValue} />
        </>,
      )}
      {section(
        t('sections.operations'),
        t('sections.operationsDescription'),
        <>
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
        </>,
      )}
      <TillSettingsSection form={form} />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
