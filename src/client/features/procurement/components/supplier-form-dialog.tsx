import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SupplierInput, type Supplier } from '#shared/contracts/procurement';
import { FormField, Input, Textarea, toast } from '#client/components/ui';
import { ContactFields } from '#client/components/forms/contact-fields';
import type { PartyFormDialogProps } from '#client/components/forms/party-form';
import { serverMessageOf } from '#client/lib/api';
import { useCreateSupplier, useUpdateSupplier } from '../api/supplier-mutations';
import { recordSaver } from '../lib/record-saver';
import { RecordFormDialog } from './record-form-dialog';

type FormIn = z.input<typeof SupplierInput>;
type FormOut = z.output<typeof SupplierInput>;

const valuesOf = (s: Supplier | null): FormIn => ({
  name: s?.name ?? '',
  contactPerson: s?.contactPerson ?? '',
  email: s?.email ?? '',
  phone: s?.phone ?? '',
  address: s?.address ?? '',
  paymentTerms: s?.paymentTerms ?? '',
  notes: s?.notes ?? '',
  vatNumber: s?.vatNumber ?? '',
  creditDays: s?.creditDays == null ? '' : String(s.creditDays),
});

/** The supplier's form and its save: updates the supplier being edited, or adds a new one. */
function useSupplierForm(businessId: number, open: boolean, supplier: Supplier | null, onOpenChange: (open: boolean) => void) {
  const { t } = useTranslation('procurement');
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(SupplierInput), defaultValues: valuesOf(supplier) });
  const { pending, save } = recordSaver({
    record: supplier,
    create: useCreateSupplier(businessId),
    update: useUpdateSupplier(businessId),
    saved: { created: t('toast.supplierCreated'), updated: t('toast.supplierUpdated') },
    onSaved: () => onOpenChange(false),
    onFailed: (err) => toast.error(supplier ? t('toast.supplierUpdateFailed') : serverMessageOf(err, t('toast.supplierCreateFailed'))),
  });

  useEffect(() => {
    if (open) form.reset(valuesOf(supplier));
  }, [open, supplier, form]);

  const onSubmit = form.handleSubmit(save);
  return { form, pending, onSubmit };
}

/** Add Supplier (supplier = null) or edit an existing one. */
export function SupplierFormDialog({ businessId, open, supplier, onOpenChange }: PartyFormDialogProps & { supplier: Supplier | null }) {
  const { t } = useTranslation('procurement');
  const { t: tc } = useTranslation('creditors');
  const { form, pending, onSubmit } = useSupplierForm(businessId, open, supplier, onOpenChange);
  const { errors } = form.formState;

  const text = (name: keyof FormIn, label: string, type = 'text') => (
    <FormField label={label} htmlFor={`supplier-${name}`} error={errors[name]?.message}>
      <Input type={type} {...form.register(name)} />
    </FormField>
  );

  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      texts="supplierForm"
      editing={!!supplier}
      className="max-w-lg"
      onSubmit={onSubmit}
      pending={pending}
    >
      {text('name', t('supplierForm.name'))}
      {text('contactPerson', t('supplierForm.contactPerson'))}
      <ContactFields form={form} idPrefix="supplier" />
      <div className="grid gap-4 sm:grid-cols-2">
        {text('paymentTerms', t('supplierForm.paymentTerms'))}
        <FormField
          label={t('supplierForm.vatNumber')}
          htmlFor="supplier-vatNumber"
          error={errors.vatNumber?.message}
          hint={t('supplierForm.vatNumberHint')}
        >
          <Input {...form.register('vatNumber')} />
        </FormField>
      </div>
      <FormField
        label={tc('supplier.creditDays')}
        htmlFor="supplier-creditDays"
        error={errors.creditDays?.message}
        hint={tc('supplier.creditDaysHint')}
      >
        <Input inputMode="numeric" className="max-w-40" {...form.register('creditDays')} />
      </FormField>
      <FormField label={t('supplierForm.notes')} htmlFor="supplier-notes" error={errors.notes?.message}>
        <Textarea rows={2} {...form.register('notes')} />
      </FormField>
    </RecordFormDialog>
  );
}
