import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CreateDebtorInput, type Debtor } from '#shared/contracts/debtors';
import { saveParty } from '#client/components/forms/party-form';
import { shopToday } from '#client/lib/shop-time';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { useCreateDebtor } from '../api/create-debtor';
import { useUpdateDebtor } from '../api/update-debtor';

type DebtorFormIn = z.input<typeof CreateDebtorInput>;
type DebtorFormOut = z.output<typeof CreateDebtorInput>;

const emptyValues: DebtorFormIn = { name: '', phone: '', email: '', address: '', totalDebt: '', dueDate: '', notes: '', creditLimit: '' };

function valuesOf(debtor: Debtor | null): DebtorFormIn {
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

/**
 * The Add / Edit Debtor form: its values (reset each time it opens), and a submit that creates
 * (one idempotency key per new debtor) or updates, marks the fields the server refused and closes
 * on success.
 */
export function useDebtorForm(businessId: number, open: boolean, debtor: Debtor | null, onOpenChange: (open: boolean) => void) {
  const { t } = useTranslation('debtors');
  const create = useCreateDebtor(businessId);
  const update = useUpdateDebtor(businessId);
  const idempotency = useIdempotencyKey();
  const form = useForm<DebtorFormIn, unknown, DebtorFormOut>({ resolver: zodResolver(CreateDebtorInput), defaultValues: valuesOf(debtor) });
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (open) form.reset(valuesOf(debtor));
    if (open) idempotency.reset(); // a new form: a new debtor (its retries share one key)
  }, [open, debtor, form, idempotency]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (pending) return;
    // An emptied credit limit is sent as null: the server then removes the limit (undefined keeps it).
    const body = { ...values, dueDate: values.dueDate ?? null, creditLimit: values.creditLimit ?? null };
    await saveParty({
      party: debtor,
      update: (d) => update.mutateAsync({ id: d.id, input: body }),
      create: async () => {
        await create.mutateAsync({ input: body, headers: idempotency.headers() });
        idempotency.reset();
      },
      t,
      setError: form.setError,
      fields: Object.keys(emptyValues),
      onSaved: () => onOpenChange(false),
    });
  });

  return { form, pending, onSubmit };
}

/** The form the hook keeps, for the field groups that register into it. */
export type DebtorForm = ReturnType<typeof useDebtorForm>['form'];
