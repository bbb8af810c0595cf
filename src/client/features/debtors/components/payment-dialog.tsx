import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DEBTOR_PAYMENT_METHODS, paymentInputSchema, type Debtor } from '#shared/contracts/debtors';
import { decimalField, DecimalInput, FormDialog, FormField, Input, NativeSelect, Textarea, toast } from '#client/components/ui';
import { ApiError, serverMessageOf } from '#client/lib/api';
import { formatMoney } from '#client/lib/format';
import { shopToday } from '#client/lib/shop-time';
import { useRecordPayment } from '../api/record-payment';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';

const todayLocal = () => shopToday();

/** Record Payment: default method cash, default date today, at most the outstanding amount. */
export function PaymentDialog({
  businessId,
  debtor,
  onOpenChange,
}: {
  businessId: number;
  debtor: Debtor | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('debtors');
  const record = useRecordPayment(businessId);
  const idempotency = useIdempotencyKey();
  const schema = useMemo(() => paymentInputSchema(debtor?.remainingAmount), [debtor?.remainingAmount]);
  type In = z.input<typeof schema>;
  const form = useForm<In, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', paymentMethod: 'cash', paymentDate: todayLocal(), notes: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!debtor) return;
    form.reset({ amount: '', paymentMethod: 'cash', paymentDate: todayLocal(), notes: '' });
    idempotency.reset(); // a new payment: retries of the last one's submission are over
  }, [debtor, form, idempotency]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!debtor || record.isPending) return;
    try {
      await record.mutateAsync({ id: debtor.id, input: values, headers: idempotency.headers() });
      idempotency.reset();
      toast.success(t('toast.paymentRecorded'));
      onOpenChange(false);
    } catch (err) {
      const message = err instanceof ApiError ? err.fieldErrors?.amount?.[0] : undefined;
      if (message) form.setError('amount', { message });
      toast.error(t('toast.paymentFailed'), { description: serverMessageOf(err, '') || undefined });
    }
  });

  return (
    <FormDialog
      open={debtor !== null}
      onOpenChange={onOpenChange}
      closeLabel={t('payment.cancel')}
      title={t('payment.title')}
      description={debtor ? t('payment.description', { name: debtor.name, amount: formatMoney(debtor.remainingAmount) }) : ''}
      busy={record.isPending}
      onSubmit={onSubmit}
      submit={{ label: t('payment.submit'), busyLabel: t('payment.saving') }}
    >
      <FormField label={t('payment.amount')} htmlFor="payment-amount" error={errors.amount?.message}>
        <DecimalInput {...form.register('amount', decimalField())} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('payment.method')} htmlFor="payment-method" error={errors.paymentMethod?.message}>
          <NativeSelect {...form.register('paymentMethod')}>
            <PaymentMethodOptions />
          </NativeSelect>
        </FormField>
        <FormField label={t('payment.date')} htmlFor="payment-date" error={errors.paymentDate?.message}>
          <Input type="date" {...form.register('paymentDate')} />
        </FormField>
      </div>
      <FormField label={t('payment.notes')} htmlFor="payment-notes" error={errors.notes?.message}>
        <Textarea rows={2} {...form.register('notes')} />
      </FormField>
    </FormDialog>
  );
}

/** Cash, card, bank transfer, …: how the debtor paid. */
function PaymentMethodOptions() {
  const { t } = useTranslation('debtors');
  return DEBTOR_PAYMENT_METHODS.map((m) => (
    <option key={m} value={m}>
      {t(`payment.methods.${m}`)}
    </option>
  ));
}
