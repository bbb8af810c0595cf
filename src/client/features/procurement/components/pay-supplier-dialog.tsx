import { useTranslation } from 'react-i18next';
import { SUPPLIER_PAYMENT_METHODS } from '#shared/contracts/creditors';
import { DecimalInput, FormDialog, FormDialogFooter, FormField, Input, NativeSelect, Textarea } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';
import { useSupplierPayment, type SupplierPayment } from '../lib/use-supplier-payment';
import { PaymentAllocationFields } from './payment-allocation-fields';

/**
 * Pay a supplier: cash, a cheque issued (number, bank, date) or a bank transfer (reference), at most
 * what is owed; allocated to the supplier's GRNs on credit oldest due first, or as the owner splits
 * it. One Idempotency-Key per dialog: a retried save records one payment.
 */
export function PaySupplierDialog({
  businessId,
  supplier,
  onOpenChange,
}: {
  businessId: number;
  supplier: { id: number; name: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('creditors');
  const payment = useSupplierPayment(businessId, supplier, () => onOpenChange(false));
  const { fields, set, errors, pending } = payment;
  return (
    <FormDialog
      open={supplier !== null}
      onOpenChange={onOpenChange}
      closeLabel={t('actions.close')}
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      title={t('pay.title')}
      description={supplier ? t('pay.description', { name: supplier.name, amount: formatMoney(payment.balance) }) : ''}
      busy={pending}
      onSubmit={payment.submit}
      footer={
        <FormDialogFooter
          onCancel={() => onOpenChange(false)}
          cancelLabel={t('actions.cancel')}
          submitLabel={t('pay.submit')}
          busyLabel={t('pay.saving')}
          busy={pending}
          disabled={payment.grns.length === 0}
        />
      }
    >
      <PaymentMethodFields payment={payment} />
      <PaymentAllocationFields payment={payment} />
      <FormField label={t('pay.notes')} htmlFor="pay-notes" error={errors.notes}>
        <Textarea rows={2} value={fields.notes} onChange={set('notes')} />
      </FormField>
    </FormDialog>
  );
}

/** The method, amount and date; then the cheque's number, bank and date, or the transfer's reference. */
function PaymentMethodFields({ payment: { fields, set, errors } }: { payment: SupplierPayment }) {
  const { t } = useTranslation('creditors');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('pay.method')} htmlFor="pay-method" error={errors.method}>
          <NativeSelect value={fields.method} onChange={set('method')}>
            {SUPPLIER_PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`methods.${m}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('pay.amount')} htmlFor="pay-amount" error={errors.amount}>
          <DecimalInput value={fields.amount} onChange={set('amount')} />
        </FormField>
        <FormField label={t('pay.paidOn')} htmlFor="pay-date" error={errors.paidOn}>
          <Input type="date" value={fields.paidOn} onChange={set('paidOn')} />
        </FormField>
      </div>
      {fields.method === 'cheque' && (
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={t('pay.chequeNumber')} htmlFor="pay-cheque-number" error={errors.chequeNumber}>
            <Input value={fields.chequeNumber} onChange={set('chequeNumber')} />
          </FormField>
          <FormField label={t('pay.chequeBank')} htmlFor="pay-cheque-bank" error={errors.chequeBank}>
            <Input value={fields.chequeBank} onChange={set('chequeBank')} />
          </FormField>
          <FormField label={t('pay.chequeDate')} htmlFor="pay-cheque-date" error={errors.chequeDate} hint={t('pay.chequeDateHint')}>
            <Input type="date" value={fields.chequeDate} onChange={set('chequeDate')} />
          </FormField>
        </div>
      )}
      {fields.method !== 'cheque' && (
        <FormField label={t('pay.reference')} htmlFor="pay-reference" error={errors.reference}>
          <Input value={fields.reference} onChange={set('reference')} />
        </FormField>
      )}
    </>
  );
}
