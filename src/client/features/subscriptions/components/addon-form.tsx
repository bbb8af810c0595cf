import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Module } from '#shared/contracts/modules';
import { fromCents, toCents } from '#shared/domain/money';
import { computeAddonPrice } from '#shared/domain/subscription-pricing';
import { Button, toast } from '#client/components/ui';
import { useSubmitAddon } from '../api/submit-addon';
import { ModuleCards } from './module-cards';
import { PaymentInstructions } from './payment-instructions';
import { PriceSummary } from './price-summary';
import { showSubmitError } from './show-submit-error';
import { SlipUpload } from './slip-upload';

/** Variant (c)'s add-on request: modules the business lacks, the new monthly amount, a slip. */
export function AddonForm({ businessId, modules, current }: { businessId: number; modules: Module[]; current: number[] }) {
  const { t } = useTranslation('subscriptions');
  const submit = useSubmitAddon(businessId);
  const [selected, setSelected] = useState<number[]>([]);
  const [slip, setSlip] = useState<File | null>(null);
  const available = modules.filter((m) => !current.includes(m.id));
  const adding = available.filter((m) => selected.includes(m.id));
  const price = computeAddonPrice({
    currentModulePricesCents: modules.filter((m) => current.includes(m.id)).map((m) => toCents(m.monthlyPrice)),
    addonModulePricesCents: adding.map((m) => toCents(m.monthlyPrice)),
    totalModuleCount: modules.length,
  });
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!adding.length) {
      toast.error(t('errors.noModules.title'), { description: t('errors.noModules.description') });
      return;
    }
    if (!slip) {
      toast.error(t('errors.noProof.title'), { description: t('errors.noProof.description') });
      return;
    }
    const data = new FormData();
    data.append('selectedModules', JSON.stringify(adding.map((m) => m.id)));
    data.append('monthlyAmount', String(fromCents(price.addedAmountCents)));
    data.append('paymentProof', slip);
    try {
      await submit.mutateAsync(data);
      toast.success(t('toast.addonSubmitted'), { description: t('toast.addonSubmittedDescription') });
      setSelected([]);
      setSlip(null);
    } catch (err) {
      showSubmitError(err, t);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label={t('addon.title')}>
      <ModuleCards modules={available} selected={selected} onToggle={toggle} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PriceSummary
          lines={adding.map((m) => ({ label: m.name, amount: m.monthlyPrice }))}
          discount={0}
          monthly={fromCents(price.newMonthlyAmountCents)}
          monthlyLabel={t('summary.newMonthly')}
          total={fromCents(price.addedAmountCents)}
        />
        <div className="grid content-start gap-6">
          <PaymentInstructions amount={fromCents(price.addedAmountCents)} />
          <SlipUpload id="addon-slip" file={slip} onChange={setSlip} />
          <Button type="submit" size="lg" disabled={submit.isPending}>
            {submit.isPending ? t('apply.submitting') : t('addon.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
