import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CustomerCreateInput, type Customer } from '#shared/contracts/customers';
import { toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { showServerFieldErrors } from '#client/lib/server-field-errors';
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

/**
 * The Add / Edit Customer form: its values (reset each time it opens), and a submit that creates or
 * updates, marks the fields the server refused and closes on success.
 */
export function useCustomerForm(businessId: number, open: boolean, customer: Customer | null, onOpenChange: (open: boolean) => void) {
  const { t } = useTranslation('crm');
  const create = useCreateCustomer(businessId);
  const update = useUpdateCustomer(businessId);
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(CustomerCreateInput), defaultValues: valuesOf(customer) });
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (open) form.reset(valuesOf(customer));
  }, [open, customer, form]);

  const showFieldErrors = (err: unknown) => showServerFieldErrors(form.setError, err, Object.keys(empty));

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

  return { form, pending, onSubmit };
}

/** The form the hook keeps, for the field groups that register into it. */
export type CustomerForm = ReturnType<typeof useCustomerForm>['form'];
