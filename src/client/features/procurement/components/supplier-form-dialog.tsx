import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SupplierInput, type Supplier } from '#shared/contracts/procurement';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Textarea,
  toast,
} from '#client/components/ui';
import { ContactFields } from '#client/components/forms/contact-fields';
import { serverMessageOf } from '#client/lib/api';
import { useCreateSupplier, useUpdateSupplier } from '../api/supplier-mutations';

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

/** Add Supplier (supplier = null) or edit an existing one. */
export function SupplierFormDialog({
  businessId,
  open,
  supplier,
  onOpenChange,
}: {
  businessId: number;
  open: boolean;
  supplier: Supplier | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('procurement');
  const { t: tc } = useTranslation('creditors');
  const create = useCreateSupplier(businessId);
  const update = useUpdateSupplier(businessId);
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(SupplierInput), defaultValues: valuesOf(supplier) });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (open) form.reset(valuesOf(supplier));
  }, [open, supplier, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (pending) return;
    try {
      if (supplier) {
        await update.mutateAsync({ id: supplier.id, input: values });
        toast.success(t('toast.supplierUpdated'));
      } else {
        await create.mutateAsync(values);
        toast.success(t('toast.supplierCreated'));
      }
      onOpenChange(false);
    } catch (err) {
      toast.error(supplier ? t('toast.supplierUpdateFailed') : serverMessageOf(err, t('toast.supplierCreateFailed')));
    }
  });

  const text = (name: keyof FormIn, label: string, type = 'text') => (
    <FormField label={label} htmlFor={`supplier-${name}`} error={errors[name]?.message}>
      <Input type={type} {...form.register(name)} />
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{supplier ? t('supplierForm.editTitle') : t('supplierForm.createTitle')}</DialogTitle>
          <DialogDescription>{t('supplierForm.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {supplier ? t('supplierForm.update') : t('supplierForm.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
