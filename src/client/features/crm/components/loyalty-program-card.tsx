import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LoyaltyProgramInput } from '#shared/contracts/customers';
import { decimalField, DecimalInput, Button, FormField, Skeleton, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { LoyaltyReturnNote } from '#client/components/loyalty-return-note';
import { SettingsCard } from '#client/components/forms/settings-card';
import { useLoyaltySettings } from '../api/get-loyalty-settings';
import { useLoyaltyProgram, useSaveLoyaltyProgram } from '../api/loyalty-program';

type FormIn = z.input<typeof LoyaltyProgramInput>;
type FormOut = z.output<typeof LoyaltyProgramInput>;
const TIERS = ['silver', 'gold', 'platinum'] as const;

export function LoyaltyProgramCard({ businessId }: { businessId: number }) {
  const { t } = useTranslation('crm');
  const q = useLoyaltyProgram(businessId);
  const save = useSaveLoyaltyProgram(businessId);
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(LoyaltyProgramInput) });
  const { errors } = form.formState;
  const settings = useLoyaltySettings();
  const rupeesPerPoint = useWatch({ control: form.control, name: 'rupeesPerPoint' });
  useEffect(() => {
    if (q.data) form.reset(Object.fromEntries(Object.entries(q.data).map(([k, v]) => [k, String(v)])) as FormIn);
  }, [q.data, form]);
  const onSubmit = form.handleSubmit(async (values) => {
    if (save.isPending) return;
    try {
      await save.mutateAsync(values);
      toast.success(t('toast.programSaved'));
    } catch (err) {
      toast.error(t('toast.programFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  });
  if (q.isLoading) return <Skeleton className="h-64 w-full" />;
  return (
    <SettingsCard title={t('program.title')} description={t('program.description')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {TIERS.map((tier) => {
          const th = `${tier}MinSpent` as const;
          const dc = `${tier}DiscountPercent` as const;
          return (
            <div key={tier} className="grid gap-4 sm:grid-cols-2">
              <FormField label={t('program.threshold', { tier: t(`tiers.${tier}`) })} htmlFor={`program-${th}`} error={errors[th]?.message}>
                <DecimalInput {...form.register(th, decimalField())} />
              </FormField>
              <FormField label={t('program.discount', { tier: t(`tiers.${tier}`) })} htmlFor={`program-${dc}`} error={errors[dc]?.message}>
                <DecimalInput {...form.register(dc, decimalField())} />
              </FormField>
            </div>
          );
        })}
        <FormField
          label={t('program.rupeesPerPoint')}
          htmlFor="program-rupeesPerPoint"
          error={errors.rupeesPerPoint?.message}
          className="sm:max-w-xs"
        >
          <DecimalInput {...form.register('rupeesPerPoint', decimalField())} />
        </FormField>
        {settings.data && <LoyaltyReturnNote pointsPerRupee={settings.data.pointsPerRupee} rupeesPerPoint={rupeesPerPoint} />}
        <Button type="submit" disabled={save.isPending} className="justify-self-end">
          {save.isPending ? t('program.saving') : t('program.save')}
        </Button>
      </form>
    </SettingsCard>
  );
}
