import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Module } from '#shared/contracts/modules';
import { ApplicationInput } from '#shared/contracts/subscriptions';
import { fromCents, toCents } from '#shared/domain/money';
import { computeSubscriptionPrice } from '#shared/domain/subscription-pricing';
import { Button, Card, CardContent, CardHeader, CardTitle, FormField, Input, Textarea, toast } from '#client/components/ui';
import { useSubmitApplication } from '../api/submit-application';
import { ModuleCards } from './module-cards';
import { PaymentInstructions } from './payment-instructions';
import { PriceSummary } from './price-summary';
import { showSubmitError } from './show-submit-error';
import { SlipUpload } from './slip-upload';

const DetailsInput = ApplicationInput.omit({ selectedModules: true });
type DetailsIn = z.input<typeof DetailsInput>;
type DetailsOut = z.output<typeof DetailsInput>;

/** Variant (a): choose modules, see the price, pay by bank transfer, upload the slip, apply. */
export function ApplicationForm({
  modules,
  isFirstApplication,
  defaults,
}: {
  modules: Module[];
  isFirstApplication: boolean;
  defaults?: Partial<DetailsIn>;
}) {
  const { t } = useTranslation('subscriptions');
  const submit = useSubmitApplication();
  const [selected, setSelected] = useState<number[]>([]);
  const [slip, setSlip] = useState<File | null>(null);
  const form = useForm<DetailsIn, unknown, DetailsOut>({
    resolver: zodResolver(DetailsInput),
    defaultValues: { businessName: '', ownerName: '', email: '', phone: '', address: '', registrationNumber: '', ...defaults },
  });

  const chosen = modules.filter((m) => selected.includes(m.id));
  const price = computeSubscriptionPrice({
    modulePricesCents: chosen.map((m) => toCents(m.monthlyPrice)),
    totalModuleCount: modules.length,
    isFirstApplication,
  });
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const onSubmit = form.handleSubmit(async (values) => {
    if (!selected.length) {
      toast.error(t('errors.noModules.title'), { description: t('errors.noModules.description') });
      return;
    }
    if (!slip) {
      toast.error(t('errors.noProof.title'), { description: t('errors.noProof.description') });
      return;
    }
    const data = new FormData();
    for (const [k, v] of Object.entries(values)) data.append(k, v ?? '');
    data.append('selectedModules', JSON.stringify(selected));
    // Sent as specified; the server computes its own amounts.
    data.append('monthlyAmount', String(fromCents(price.monthlyAmountCents)));
    data.append('setupFee', String(fromCents(price.setupFeeCents)));
    data.append('paymentProof', slip);
    try {
      await submit.mutateAsync(data);
      toast.success(t('toast.applicationSubmitted'), { description: t('toast.applicationSubmittedDescription') });
    } catch (err) {
      showSubmitError(err, t);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label={t('apply.title')}>
      <section className="grid gap-3">
        <h2 className="text-lg font-semibold">{t('apply.chooseModules')}</h2>
        <ModuleCards modules={modules} selected={selected} onToggle={toggle} />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <BusinessDetailsCard form={form} />
        <div className="grid content-start gap-6">
          <PriceSummary
            lines={chosen.map((m) => ({ label: m.name, amount: m.monthlyPrice }))}
            discount={fromCents(price.discountCents)}
            monthly={fromCents(price.monthlyAmountCents)}
            setupFee={fromCents(price.setupFeeCents)}
            total={fromCents(price.firstPaymentCents)}
          />
          <PaymentInstructions amount={fromCents(price.firstPaymentCents)} />
          <SlipUpload id="application-slip" file={slip} onChange={setSlip} />
          <Button type="submit" size="lg" disabled={submit.isPending}>
            {submit.isPending ? t('apply.submitting') : t('apply.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** The business applying: its name, owner, contact, address and registration number. */
function BusinessDetailsCard({ form }: { form: UseFormReturn<DetailsIn, unknown, DetailsOut> }) {
  const { t } = useTranslation('subscriptions');
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('apply.businessDetails')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FormField label={t('fields.businessName')} htmlFor="app-business-name" error={errors.businessName?.message}>
          <Input autoComplete="organization" {...form.register('businessName')} />
        </FormField>
        <FormField label={t('fields.ownerName')} htmlFor="app-owner-name" error={errors.ownerName?.message}>
          <Input autoComplete="name" {...form.register('ownerName')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('fields.email')} htmlFor="app-email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <FormField label={t('fields.phone')} htmlFor="app-phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register('phone')} />
          </FormField>
        </div>
        <FormField label={t('fields.address')} htmlFor="app-address" error={errors.address?.message}>
          <Textarea rows={2} {...form.register('address')} />
        </FormField>
        <FormField label={t('fields.registrationNumber')} htmlFor="app-registration" error={errors.registrationNumber?.message}>
          <Input {...form.register('registrationNumber')} />
        </FormField>
      </CardContent>
    </Card>
  );
}
