import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_TYPES, type Customer } from '#shared/contracts/customers';
import { Checkbox, decimalField, DecimalInput, FormDialog, FormField, Input, Label, NativeSelect, Textarea } from '#client/components/ui';
import { ContactFields } from '#client/components/forms/contact-fields';
import type { PartyFormDialogProps } from '#client/components/forms/party-form';
import { useCustomerForm, type CustomerForm } from './use-customer-form';

export function CustomerFormDialog({ businessId, open, customer, onOpenChange }: PartyFormDialogProps & { customer: Customer | null }) {
  const { t } = useTranslation('crm');
  const { form, pending, onSubmit } = useCustomerForm(businessId, open, customer, onOpenChange);
  const { errors } = form.formState;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('form.cancel')}
      className="max-h-[90vh] overflow-y-auto"
      title={customer ? t('form.editTitle') : t('form.addTitle')}
      description={customer ? t('form.editDescription') : t('form.addDescription')}
      busy={pending}
      onSubmit={onSubmit}
      submit={{ label: customer ? t('form.save') : t('form.create'), busyLabel: t('form.saving') }}
    >
      <FormField label={t('form.name')} htmlFor="customer-name" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <ContactFields form={form} idPrefix="customer" />
      <TypeAndRatingFields form={form} />
      <FormField
        label={t('form.creditLimit')}
        htmlFor="customer-credit-limit"
        hint={t('form.creditLimitHint')}
        error={errors.creditLimit?.message}
        className="sm:max-w-xs"
      >
        <DecimalInput {...form.register('creditLimit', decimalField())} />
      </FormField>
      <FormField label={t('form.notes')} htmlFor="customer-notes" error={errors.notes?.message}>
        <Textarea rows={2} {...form.register('notes')} />
      </FormField>
      <OptInFields form={form} />
    </FormDialog>
  );
}

/** The customer's type (regular, VIP, …) and the shop's star rating of them. */
function TypeAndRatingFields({ form }: { form: CustomerForm }) {
  const { t } = useTranslation('crm');
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('form.customerType')} htmlFor="customer-type" error={errors.customerType?.message}>
        <NativeSelect {...form.register('customerType')}>
          {CUSTOMER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('form.rating')} htmlFor="customer-rating" error={errors.rating?.message}>
        <NativeSelect {...form.register('rating')}>
          <option value="">{t('form.noRating')}</option>
          {[1, 2, 3, 4, 5].map((r) => (
            <option key={r} value={String(r)}>
              {'★'.repeat(r)} ({r})
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}

const OPT_INS = ['emailOptIn', 'smsOptIn', 'whatsappOptIn'] as const;

/** Which messages the customer agreed to receive: e-mail, SMS, WhatsApp. */
function OptInFields({ form }: { form: CustomerForm }) {
  const { t } = useTranslation('crm');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{t('form.optIns')}</legend>
      <div className="flex flex-wrap gap-4">
        {OPT_INS.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox id={`customer-${name}`} checked={Boolean(field.value)} onCheckedChange={(v) => field.onChange(v === true)} />
                <Label htmlFor={`customer-${name}`}>{t(`form.${name}`)}</Label>
              </div>
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
