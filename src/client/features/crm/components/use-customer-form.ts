import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CustomerCreateInput, type Customer } from '#shared/contracts/customers';
import { saveParty } from '#client/components/forms/party-form';
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

  const onSubmit = form.handleSubmit(async (values) => {
    if (pending) return;
    // An emptied credit limit is sent as null: the server then removes the limit (undefined keeps it).
    const body = { ...values, rating: values.rating ?? null, creditLimit: values.creditLimit ?? null };
    await saveParty({
      party: customer,
      update: (c) => update.mutateAsync({ id: c.id, input: body }),
      create: () => create.mutateAsync(body),
      t,
      setError: form.setError,
      fields: Object.keys(empty),
      onSaved: () => onOpenChange(false),
    });
  });

  return { form, pending, onSubmit };
}

/** The form the hook keeps, for the field groups that register into it. */
export type CustomerForm = ReturnType<typeof useCustomerForm>['form'];
