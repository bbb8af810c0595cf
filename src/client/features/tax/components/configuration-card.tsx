import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TaxConfigurationInput, type TaxConfiguration } from '#shared/contracts/tax';
import {
  decimalField,
  DecimalInput,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Label,
  NativeSelect,
  Switch,
  toast,
} from '#client/components/ui';
import { PricingModeNote } from '#client/components/pricing-mode-note';
import { serverMessageOf } from '#client/lib/api';
import { shopToday } from '#client/lib/shop-time';
import { useAuth } from '#client/lib/auth';
import { useSaveConfiguration } from '../api/configuration';
import { SmeRateNote, SsclConfigFields } from './sscl-config-fields';

type In = z.input<typeof TaxConfigurationInput>;
type Out = z.output<typeof TaxConfigurationInput>;

/** The tax configuration in force: a summary, and for an admin a form to set a new one from a date. */
export function ConfigurationCard({ businessId, configuration: c }: { businessId: number; configuration: TaxConfiguration }) {
  const { t } = useTranslation('tax');
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-4">
        <div>
          <CardTitle>{t('config.title')}</CardTitle>
          <CardDescription>{t('config.description')}</CardDescription>
        </div>
        {user?.role === 'admin' && !editing && (
          <Button type="button" variant="outline" onClick={() => setEditing(true)}>
            {t('config.edit')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {!editing && <PricingModeNote className="mb-3" />}
        {!editing ? <ConfigurationSummary c={c} /> : <ConfigurationForm businessId={businessId} c={c} onClose={() => setEditing(false)} />}
      </CardContent>
    </Card>
  );
}

/** The configuration in force, on one line: from when, VAT registration and pricing, the rates, TIN and income tax. */
function ConfigurationSummary({ c }: { c: TaxConfiguration }) {
  const { t } = useTranslation('tax');
  return (
    <div className="flex flex-wrap gap-2 text-sm">
      <Badge variant="secondary">{c.effectiveFrom ? t('config.inForce', { date: c.effectiveFrom }) : t('config.defaults')}</Badge>
      <Badge variant={c.vatRegistered ? 'success' : 'outline'}>
        {c.vatRegistered ? t('config.registered') : t('config.notRegistered')}
      </Badge>
      <Badge variant={c.ssclRegisteredFrom ? 'success' : 'outline'} data-testid="sscl-registration">
        {c.ssclRegisteredFrom ? t('config.ssclRegistered', { date: c.ssclRegisteredFrom }) : t('config.ssclNotRegistered')}
      </Badge>
      <Badge variant="secondary">{c.pricesIncludeVat ? t('config.inclusive') : t('config.exclusive')}</Badge>
      <span>VAT {c.vatRate}%</span>
      <span>· NBT {c.nbtRate}%</span>
      <span>
        · SSCL {c.ssclRate}% × {c.ssclLiableShare}%
      </span>
      {c.tin && <span>· TIN {c.tin}</span>}
      {c.vatNumber && (
        <span>
          · {t('config.vatNumberShort')} {c.vatNumber}
        </span>
      )}
      <span>· {t('config.income', { mode: c.incomeTaxMode === 'company' ? `${c.companyIncomeTaxRate}%` : t('config.individual') })}</span>
    </div>
  );
}

/** The form started from the configuration in force; saved, it says so and closes. */
function useConfigurationForm(businessId: number, c: TaxConfiguration, onClose: () => void) {
  const { t } = useTranslation('tax');
  const save = useSaveConfiguration(businessId);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(TaxConfigurationInput),
    values: {
      vatRate: c.vatRate,
      nbtRate: c.nbtRate,
      ssclRate: c.ssclRate,
      ssclLiableShare: c.ssclLiableShare,
      vatRegistered: c.vatRegistered,
      pricesIncludeVat: c.pricesIncludeVat,
      tin: c.tin ?? '',
      vatNumber: c.vatNumber ?? '',
      annualVatThreshold: c.annualVatThreshold,
      quarterlyVatThreshold: c.quarterlyVatThreshold,
      incomeTaxMode: c.incomeTaxMode,
      companyIncomeTaxRate: c.companyIncomeTaxRate,
      effectiveFrom: '',
      ssclRegisteredFrom: c.ssclRegisteredFrom ?? '',
      ssclCancelledFrom: c.ssclCancelledFrom ?? '',
      ssclQuarterlyThreshold: c.ssclQuarterlyThreshold,
      ssclAnnualThreshold: c.ssclAnnualThreshold,
    },
  });
  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        toast.success(t('config.saved'));
        onClose();
      },
      onError: (err) => toast.error(t('config.saveFailed'), { description: serverMessageOf(err, '') || undefined }),
    }),
  );
  return { form, submit, saving: save.isPending };
}

/** The VAT thresholds filled from the rules of 2024 or the older ones, or left to type. */
function ThresholdPreset({ onPreset }: { onPreset: (annual: number, quarterly: number) => void }) {
  const { t } = useTranslation('tax');
  return (
    <FormField label={t('config.thresholdPreset')} htmlFor="config-preset">
      <NativeSelect
        defaultValue=""
        onChange={(ev) =>
          ev.target.value === '2024'
            ? onPreset(60_000_000, 15_000_000)
            : ev.target.value === '2026'
              ? onPreset(36_000_000, 9_000_000)
              : ev.target.value === 'legacy'
                ? onPreset(3_000_000, 750_000)
                : undefined
        }
      >
        <option value="">{t('config.presetCustom')}</option>
        <option value="2024">{t('config.preset2024')}</option>
        <option value="2026">{t('config.preset2026')}</option>
        <option value="legacy">{t('config.presetLegacy')}</option>
      </NativeSelect>
    </FormField>
  );
}

/** The rates, registration, thresholds and income tax, saved as a new configuration from its date. */
function ConfigurationForm({ businessId, c, onClose }: { businessId: number; c: TaxConfiguration; onClose: () => void }) {
  const { t } = useTranslation('tax');
  const { form, submit, saving } = useConfigurationForm(businessId, c, onClose);
  const e = form.formState.errors;
  const mode = form.watch('incomeTaxMode');
  const preset = (annual: number, quarterly: number) => {
    form.setValue('annualVatThreshold', annual, { shouldDirty: true });
    form.setValue('quarterlyVatThreshold', quarterly, { shouldDirty: true });
  };
  const num = (name: keyof In, label: string) => (
    <FormField label={label} htmlFor={`config-${name}`} error={e[name]?.message}>
      <DecimalInput {...form.register(name, decimalField())} />
    </FormField>
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {num('vatRate', t('config.vatRate'))}
      {num('nbtRate', t('config.nbtRate'))}
      {num('ssclRate', t('config.ssclRate'))}
      {num('ssclLiableShare', t('config.ssclLiableShare'))}
      <label className="flex items-center gap-2 self-end text-sm">
        <input type="checkbox" {...form.register('vatRegistered')} /> {t('config.vatRegistered')}
      </label>
      <div className="grid gap-2 sm:col-span-2 lg:col-span-3">
        <div className="flex items-center gap-3">
          <Controller
            control={form.control}
            name="pricesIncludeVat"
            render={({ field }) => (
              <Switch id="config-pricesIncludeVat" checked={Boolean(field.value)} onCheckedChange={(v) => field.onChange(v)} />
            )}
          />
          <Label htmlFor="config-pricesIncludeVat">{t('config.pricesIncludeVat')}</Label>
        </div>
        <PricingModeNote />
      </div>
      <FormField label={t('config.tin')} htmlFor="config-tin" error={e.tin?.message}>
        <Input {...form.register('tin')} />
      </FormField>
      <FormField label={t('config.vatNumber')} htmlFor="config-vatNumber" error={e.vatNumber?.message}>
        <Input {...form.register('vatNumber')} />
      </FormField>
      <ThresholdPreset onPreset={preset} />
      {num('annualVatThreshold', t('config.annualThreshold'))}
      {num('quarterlyVatThreshold', t('config.quarterlyThreshold'))}
      <FormField label={t('config.incomeTaxMode')} htmlFor="config-incomeTaxMode" error={e.incomeTaxMode?.message}>
        <NativeSelect {...form.register('incomeTaxMode')}>
          <option value="company">{t('config.company')}</option>
          <option value="individual">{t('config.individual')}</option>
        </NativeSelect>
      </FormField>
      {mode === 'company' && (
        <FormField label={t('config.companyRate')} htmlFor="config-companyIncomeTaxRate" error={e.companyIncomeTaxRate?.message}>
          <DecimalInput list="company-rates" {...form.register('companyIncomeTaxRate', decimalField())} />
        </FormField>
      )}
      <SmeRateNote form={form} today={shopToday()} />
      <SsclConfigFields form={form} />
      <datalist id="company-rates">
        <option value="30" />
        <option value="14" />
      </datalist>
      <FormField label={t('config.effectiveFrom')} htmlFor="config-effectiveFrom" error={e.effectiveFrom?.message}>
        <Input type="date" {...form.register('effectiveFrom')} />
      </FormField>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit" disabled={saving}>
          {t('config.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('categories.cancel')}
        </Button>
      </div>
    </form>
  );
}
