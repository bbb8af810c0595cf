import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BusinessSettingsInput, type BusinessSettings } from '#shared/contracts/settings';
import { toast } from '#client/components/ui';
import { ApiError } from '#client/lib/api';
import { useBusinessSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';

export type SettingsFormIn = z.input<typeof BusinessSettingsInput>;
type SettingsFormOut = z.output<typeof BusinessSettingsInput>;
/** The business's settings form, as its sections receive it. */
export type SettingsForm = UseFormReturn<SettingsFormIn, unknown, SettingsFormOut>;

/** The settings kept as free text (an empty field is saved as nothing). */
export const TEXT_FIELDS = [
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
export type TextField = (typeof TEXT_FIELDS)[number];

function valuesOf(s: BusinessSettings): SettingsFormIn {
  const text = Object.fromEntries(TEXT_FIELDS.map((k) => [k, s[k] ?? ''])) as Record<TextField, string>;
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

/**
 * The settings read, the form filled with them, and its submit: saved with a toast, or refused with
 * the server's message under each field it names.
 */
export function useSettingsForm() {
  const { t } = useTranslation('settings');
  const settings = useBusinessSettings();
  const save = useSaveSettings();
  const form: SettingsForm = useForm<SettingsFormIn, unknown, SettingsFormOut>({ resolver: zodResolver(BusinessSettingsInput) });

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
        if (messages[0]) form.setError(name as keyof SettingsFormIn, { message: messages[0] });
      }
      toast.error(t('toast.failedTitle'), { description: t('toast.failed') });
    }
  });

  return { settings, form, onSubmit, saving: save.isPending };
}
