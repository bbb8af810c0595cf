import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ExpenseInput } from '#shared/contracts/tax';
import { FormField, Input } from '#client/components/ui';

type Form = UseFormReturn<z.input<typeof ExpenseInput>, unknown, z.output<typeof ExpenseInput>>;

/** The fields of the supplier's tax invoice the server checks; shown on the form when it refuses them. */
export const EXPENSE_INVOICE_FIELDS = ['supplierVatNumber', 'supplierInvoiceNumber', 'supplierInvoiceDate', 'inputVat'] as const;

/** The supplier's tax invoice behind an expense's input VAT: an amount needs its VAT number, number and date. */
export function ExpenseInvoiceFields({ form, today }: { form: Form; today: string }) {
  const { t } = useTranslation('tax');
  const e = form.formState.errors;
  return (
    <>
      <FormField label={t('expense.supplierVatNumber')} htmlFor="expense-supplierVatNumber" error={e.supplierVatNumber?.message}>
        <Input autoComplete="off" {...form.register('supplierVatNumber')} />
      </FormField>
      <FormField
        label={t('expense.supplierInvoiceNumber')}
        htmlFor="expense-supplierInvoiceNumber"
        error={e.supplierInvoiceNumber?.message}
      >
        <Input autoComplete="off" {...form.register('supplierInvoiceNumber')} />
      </FormField>
      <FormField label={t('expense.supplierInvoiceDate')} htmlFor="expense-supplierInvoiceDate" error={e.supplierInvoiceDate?.message}>
        <Input type="date" max={today} {...form.register('supplierInvoiceDate')} />
      </FormField>
    </>
  );
}
