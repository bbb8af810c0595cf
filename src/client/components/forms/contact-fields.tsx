import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, Input } from '#client/components/ui';

interface Contact {
  phone?: unknown;
  email?: unknown;
  address?: unknown;
}

interface ContactFieldsProps<T extends FieldValues & Contact, Out extends FieldValues> {
  /** The party's form; its values (and what its schema makes of them) are its own. */
  form: UseFormReturn<T, unknown, Out>;
  /** The party's word in the inputs' ids: "customer" gives customer-phone, customer-email, customer-address. */
  idPrefix: string;
}

/**
 * How to reach a customer, a debtor or a supplier: phone and email side by side, the address
 * below, each with its schema's error. The form's own schema validates them; this is only their
 * one layout and labels.
 */
export function ContactFields<T extends FieldValues & Contact, Out extends FieldValues>({ form, idPrefix }: ContactFieldsProps<T, Out>) {
  const { t } = useTranslation('common');
  const errors = form.formState.errors as FieldErrors<Contact>;
  const field = (name: keyof Contact, type?: string) => (
    <FormField label={t(`contact.${name}`)} htmlFor={`${idPrefix}-${name}`} error={errors[name]?.message}>
      <Input type={type} autoComplete="off" {...form.register(name as Path<T>)} />
    </FormField>
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('phone', 'tel')}
        {field('email', 'email')}
      </div>
      {field('address')}
    </>
  );
}
