import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TaxInvoiceInput, type TaxInvoiceRequest } from '#shared/contracts/tax-invoice';
import { Button, FormField, Input, Textarea } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { showServerFieldErrors } from '#client/lib/server-field-errors';
import { textOfMessage } from '#client/lib/error-text';

const FIELDS = ['buyerName', 'buyerAddress', 'buyerPhone', 'buyerTin'] as const;
type Field = (typeof FIELDS)[number];
type FormIn = z.input<typeof TaxInvoiceInput>;

const EMPTY: Record<Field, string> = { buyerName: '', buyerAddress: '', buyerPhone: '', buyerTin: '' };

/**
 * The buyer's details a tax invoice needs (name, address, phone, TIN or VAT number), checked with
 * the server's own schema. Reusable: from a past sale (sales screen) or at the till before paying.
 * `onSubmit` may reject with the API's error: its field errors land on the fields, its message
 * under the form.
 */
export function TaxInvoiceBuyerForm({
  onSubmit,
  pending = false,
  defaultValues,
  idPrefix = 'tax-invoice',
  submitLabel,
  actions,
  notice,
}: {
  onSubmit: (input: TaxInvoiceInput) => Promise<unknown>;
  pending?: boolean;
  defaultValues?: Partial<TaxInvoiceRequest>;
  idPrefix?: string;
  submitLabel?: string;
  /** Shown beside the submit button (a Cancel). */
  actions?: ReactNode;
  /** Shown under the form's own message (a link to where the shop fixes a refusal). */
  notice?: ReactNode;
}) {
  const { t } = useTranslation('sales');
  const form = useForm<FormIn, unknown, TaxInvoiceInput>({
    resolver: zodResolver(TaxInvoiceInput),
    defaultValues: { ...EMPTY, ...stringsOf(defaultValues) },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (pending) return;
    try {
      await onSubmit(values);
    } catch (err) {
      showServerFieldErrors(form.setError, err, FIELDS);
      form.setError('root', { message: serverMessageOf(err, t('taxInvoice.failed')) });
    }
  });

  const id = (f: Field) => `${idPrefix}-${f}`;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('taxInvoice.buyer')}>
      <FormField label={t('taxInvoice.buyerName')} htmlFor={id('buyerName')} error={errors.buyerName?.message}>
        <Input autoComplete="organization" {...form.register('buyerName')} />
      </FormField>
      <FormField label={t('taxInvoice.buyerAddress')} htmlFor={id('buyerAddress')} error={errors.buyerAddress?.message}>
        <Textarea rows={2} autoComplete="street-address" {...form.register('buyerAddress')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('taxInvoice.buyerTin')}
          htmlFor={id('buyerTin')}
          error={errors.buyerTin?.message}
          hint={t('taxInvoice.tinHint')}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('buyerTin')} />
        </FormField>
        <FormField label={t('taxInvoice.buyerPhone')} htmlFor={id('buyerPhone')} error={errors.buyerPhone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register('buyerPhone')} />
        </FormField>
      </div>
      {errors.root?.message && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {textOfMessage(errors.root.message)}
        </p>
      )}
      {errors.root?.message && notice}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {actions}
        <Button type="submit" disabled={pending}>
          {pending ? t('taxInvoice.issuing') : (submitLabel ?? t('taxInvoice.submit'))}
        </Button>
      </div>
    </form>
  );
}

function stringsOf(values: Partial<TaxInvoiceRequest> | undefined): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  for (const f of FIELDS) {
    const v = values?.[f];
    if (typeof v === 'string') out[f] = v;
  }
  return out;
}
