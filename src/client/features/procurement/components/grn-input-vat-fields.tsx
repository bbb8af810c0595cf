import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { decimalField, DecimalInput, FormField, Input } from '#client/components/ui';

/**
 * The supplier's tax invoice on a GRN: for a VAT-registered supplier its invoice number and date
 * and the input VAT (blank: the server computes it from the lines, an estimate until the invoice's
 * number and date are entered; an amount needs both); for any other supplier, a note that
 * the GRN carries none (the server refuses an amount).
 */
export function GrnInputVatFields({
  supplierVatNumber,
  register,
  errors,
}: {
  supplierVatNumber: string | null | undefined;
  register: (name: 'inputVat' | 'supplierInvoiceNumber' | 'supplierInvoiceDate', options?: object) => UseFormRegisterReturn;
  errors: { inputVat?: string; supplierInvoiceNumber?: string; supplierInvoiceDate?: string };
}) {
  const { t } = useTranslation('procurement');
  if (!supplierVatNumber)
    return (
      <p className="text-sm text-muted-foreground" data-testid="grn-no-input-vat">
        {t('grnForm.noInputVat')}
      </p>
    );
  return (
    <div className="grid gap-4 rounded-lg border p-3 sm:grid-cols-2" data-testid="grn-input-vat">
      <p className="text-sm text-muted-foreground sm:col-span-2">{t('grnForm.supplierVatNumber', { number: supplierVatNumber })}</p>
      <FormField label={t('grnForm.supplierInvoiceNumber')} htmlFor="grn-supplierInvoiceNumber" error={errors.supplierInvoiceNumber}>
        <Input autoComplete="off" {...register('supplierInvoiceNumber')} />
      </FormField>
      <FormField label={t('grnForm.supplierInvoiceDate')} htmlFor="grn-supplierInvoiceDate" error={errors.supplierInvoiceDate}>
        <Input type="date" {...register('supplierInvoiceDate')} />
      </FormField>
      <FormField label={t('grnForm.inputVat')} htmlFor="grn-inputVat" hint={t('grnForm.inputVatHint')} error={errors.inputVat}>
        <DecimalInput {...register('inputVat', decimalField())} />
      </FormField>
    </div>
  );
}
