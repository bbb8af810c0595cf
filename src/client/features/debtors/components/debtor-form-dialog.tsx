import { useTranslation } from 'react-i18next';
import type { Debtor } from '#shared/contracts/debtors';
import { decimalField, DecimalInput, FormDialog, FormField, Input, Textarea } from '#client/components/ui';
import { ContactFields } from '#client/components/forms/contact-fields';
import type { PartyFormDialogProps } from '#client/components/forms/party-form';
import { formatMoney } from '#client/lib/format';
import { useDebtorForm, type DebtorForm } from './use-debtor-form';

/** Add Debtor (debtor = null) or Edit Debtor. */
export function DebtorFormDialog({ businessId, open, debtor, onOpenChange }: PartyFormDialogProps & { debtor: Debtor | null }) {
  const { t } = useTranslation('debtors');
  const { form, pending, onSubmit } = useDebtorForm(businessId, open, debtor, onOpenChange);
  const { errors } = form.formState;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('form.cancel')}
      title={debtor ? t('form.editTitle') : t('form.addTitle')}
      description={debtor ? t('form.editDescription') : t('form.addDescription')}
      busy={pending}
      onSubmit={onSubmit}
      submit={{ label: debtor ? t('form.save') : t('form.create'), busyLabel: t('form.saving') }}
    >
      <FormField label={t('form.name')} htmlFor="debtor-name" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <ContactFields form={form} idPrefix="debtor" />
      <DebtAmountFields form={form} paidAmount={debtor?.paidAmount ?? 0} />
      <FormField label={t('form.notes')} htmlFor="debtor-notes" error={errors.notes?.message}>
        <Textarea rows={2} {...form.register('notes')} />
      </FormField>
    </FormDialog>
  );
}

/** What the debtor owes and until when, and the most they may owe; the hint says what is already paid. */
function DebtAmountFields({ form, paidAmount }: { form: DebtorForm; paidAmount: number }) {
  const { t } = useTranslation('debtors');
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('form.totalDebt')}
          htmlFor="debtor-total-debt"
          error={errors.totalDebt?.message}
          hint={paidAmount > 0 ? t('form.totalDebtHint', { paid: formatMoney(paidAmount) }) : undefined}
        >
          <DecimalInput {...form.register('totalDebt', decimalField())} />
        </FormField>
        <FormField label={t('form.dueDate')} htmlFor="debtor-due-date" error={errors.dueDate?.message}>
          <Input type="date" {...form.register('dueDate')} />
        </FormField>
      </div>
      <FormField
        label={t('form.creditLimit')}
        htmlFor="debtor-credit-limit"
        hint={t('form.creditLimitHint')}
        error={errors.creditLimit?.message}
        className="sm:max-w-xs"
      >
        <DecimalInput {...form.register('creditLimit', decimalField())} />
      </FormField>
    </>
  );
}
