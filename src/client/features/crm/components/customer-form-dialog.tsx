import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CUSTOMER_TYPES, CustomerCreateInput, type Customer } from '#shared/contracts/customers';
import {
  Button,
  Checkbox,
  decimalField,
  DecimalInput,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Label,
  NativeSelect,
  Textarea,
  toast,
} from '#client/components/ui';
import { ContactFields } from '#client/components/forms/contact-fields';
import { ApiError, serverMessageOf } from '#client/lib/api';
import { useCreateCustomer, useUpdateCustomer } from '../api/save-customer';

type FormIn = z.input<typeof CustomerCreateInput>;
type FormOut = z.output<typeof CustomerCreateInput>;

const empty: FormIn = {
  name: '',
  phone: '',
  email: '',
  address: '',
  customerType: 'regular',
  rating: '',
  notes: '',
  emailOptIn: false,
  smsOptIn: false,
  whatsappOptIn: true,
  creditLimit: '',
};

function valuesOf(c: Customer | null): FormIn {
  if (!c) return empty;
  return {
    name: c.name,
    phone: c.phone ?? '',
    email: c.email ?? '',
    address: c.address ?? '',
    customerType: c.customerType,
    rating: c.rating == null ? '' : String(c.rating),
    notes: c.notes ?? '',
    emailOptIn: c.emailOptIn,
    smsOptIn: c.smsOptIn,
    whatsappOptIn: c.whatsappOptIn,
    creditLimit: c.creditLimit == null ? '' : String(c.creditLimit),
  };
}

export function CustomerFormDialog({
  businessId,
  open,
  customer,
  onOpenChange,
}: {
  businessId: number;
  open: boolean;
  customer: Customer | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('crm');
  const create = useCreateCustomer(businessId);
  const update = useUpdateCustomer(businessId);
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(CustomerCreateInput), defaultValues: valuesOf(customer) });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (open) form.reset(valuesOf(customer));
  }, [open, customer, form]);

  const showFieldErrors = (err: unknown) => {
    for (const [name, messages] of Object.entries(err instanceof ApiError ? (err.fieldErrors ?? {}) : {})) {
      if (name in empty && messages[0]) form.setError(name as keyof FormIn, { message: messages[0] });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (pending) return;
    // An emptied credit limit is sent as null: the server then removes the limit (undefined keeps it).
    const body = { ...values, rating: values.rating ?? null, creditLimit: values.creditLimit ?? null };
    if (customer) {
      try {
        await update.mutateAsync({ id: customer.id, input: body });
        toast.success(t('toast.updated'));
        onOpenChange(false);
      } catch (err) {
        showFieldErrors(err);
        toast.error(t('toast.updateFailed'), { description: serverMessageOf(err, '') || undefined });
      }
    } else {
      try {
        await create.mutateAsync(body);
        toast.success(t('toast.created'));
        onOpenChange(false);
      } catch (err) {
        showFieldErrors(err);
        toast.error(t('toast.createFailed', { message: serverMessageOf(err, err instanceof Error ? err.message : String(err)) }));
      }
    }
  });

  const optIn = (name: 'emailOptIn' | 'smsOptIn' | 'whatsappOptIn') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-2">
          <Checkbox id={`customer-${name}`} checked={Boolean(field.value)} onCheckedChange={(v) => field.onChange(v === true)} />
          <Label htmlFor={`customer-${name}`}>{t(`form.${name}`)}</Label>
        </div>
      )}
    />
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent closeLabel={t('form.cancel')} className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{customer ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>{customer ? t('form.editDescription') : t('form.addDescription')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label={t('form.name')} htmlFor="customer-name" error={errors.name?.message}>
            <Input autoComplete="off" {...form.register('name')} />
          </FormField>
          <ContactFields form={form} idPrefix="customer" />
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
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('form.optIns')}</legend>
            <div className="flex flex-wrap gap-4">
              {optIn('emailOptIn')}
              {optIn('smsOptIn')}
              {optIn('whatsappOptIn')}
            </div>
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('form.saving') : customer ? t('form.save') : t('form.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
