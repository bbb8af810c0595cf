import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CreateDebtorInput, type Debtor } from '#shared/contracts/debtors';
import {
  decimalField,
  DecimalInput,
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
import { ApiError, serverMessageOf } from '#client/lib/api';
import { formatMoney } from '#client/lib/format';
import { shopToday } from '#client/lib/shop-time';
import { useCreateDebtor } from '../api/create-debtor';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { useUpdateDebtor } from '../api/update-debtor';

type FormIn = z.input<typeof CreateDebtorInput>;
type FormOut = z.output<typeof CreateDebtorInput>;

const emptyValues: FormIn = { name: '', phone: '', email: '', address: '', totalDebt: '', dueDate: '', notes: '', creditLimit: '' };

function valuesOf(debtor: Debtor | null): FormIn {
  if (!debtor) return emptyValues;
  return {
    name: debtor.name,
    phone: debtor.phone ?? '',
    email: debtor.email ?? '',
    address: debtor.address ?? '',
    totalDebt: String(debtor.totalDebt),
    dueDate: debtor.dueDate ? shopToday(new Date(debtor.dueDate)) : '',
    notes: debtor.notes ?? '',
    creditLimit: debtor.creditLimit === null ? '' : String(debtor.creditLimit),
  };
}

/** Add Debtor (debtor = null) or Edit Debtor. */
export function DebtorFormDialog({
  businessId,
  open,
  debtor,
  onOpenChange,
}: {
  businessId: number;
  open: boolean;
  debtor: Debtor | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('debtors');
  const create = useCreateDebtor(businessId);
  const update = useUpdateDebtor(businessId);
  const idempotency = useIdempotencyKey();
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(CreateDebtorInput), defaultValues: valuesOf(debtor) });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (open) form.reset(valuesOf(debtor));
    if (open) idempotency.reset(); // a new form: a new debtor (its retries share one key)
  }, [open, debtor, form, idempotency]);

  const showFieldErrors = (err: unknown) => {
    const fields = err instanceof ApiError ? err.fieldErrors : undefined;
    for (const [name, messages] of Object.entries(fields ?? {})) {
      if (name in emptyValues && messages[0]) form.setError(name as keyof FormIn, { message: messages[0] });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (pending) return;
    // An emptied credit limit is sent as null: the server then removes the limit (undefined keeps it).
    const body = { ...values, dueDate: values.dueDate ?? null, creditLimit: values.creditLimit ?? null };
    if (debtor) {
      try {
        await update.mutateAsync({ id: debtor.id, input: body });
        toast.success(t('toast.updated'));
        onOpenChange(false);
      } catch (err) {
        showFieldErrors(err);
        toast.error(t('toast.updateFailed'), { description: serverMessageOf(err, '') || undefined });
      }
    } else {
      try {
        await create.mutateAsync({ input: body, headers: idempotency.headers() });
        idempotency.reset();
        toast.success(t('toast.created'));
        onOpenChange(false);
      } catch (err) {
        showFieldErrors(err);
        toast.error(t('toast.createFailed', { message: serverMessageOf(err, err instanceof Error ? err.message : String(err)) }));
      }
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent closeLabel={t('form.cancel')}>
        <DialogHeader>
          <DialogTitle>{debtor ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>{debtor ? t('form.editDescription') : t('form.addDescription')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label={t('form.name')} htmlFor="debtor-name" error={errors.name?.message}>
            <Input autoComplete="off" {...form.register('name')} />
          </FormField>
          <ContactFields form={form} idPrefix="debtor" />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('form.totalDebt')}
              htmlFor="debtor-total-debt"
              error={errors.totalDebt?.message}
              hint={debtor && debtor.paidAmount > 0 ? t('form.totalDebtHint', { paid: formatMoney(debtor.paidAmount) }) : undefined}
            >
              <DecimalInput {...form.register('totalDebt', decimalField())} />
            </FormField>
            <FormField label={t('form.dueDate')} htmlFor="debtor-due-date" error={errors.dueDate?.message}>
              <Input type="date" {...form.register('dueDate')} />
            </FormField>
          </div>
          <FormField
            label={t('form.creditLimit')}
            htmlFor="debtor-credit-limit"
            hint={t('form.creditLimitHint')}
            error={errors.creditLimit?.message}
            className="sm:max-w-xs"
          >
            <DecimalInput {...form.register('creditLimit', decimalField())} />
          </FormField>
          <FormField label={t('form.notes')} htmlFor="debtor-notes" error={errors.notes?.message}>
            <Textarea rows={2} {...form.register('notes')} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('form.saving') : debtor ? t('form.save') : t('form.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
