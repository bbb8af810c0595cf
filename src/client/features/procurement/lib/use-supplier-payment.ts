import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SupplierPaymentInput, type CreditGrn, type SupplierPaymentMethod } from '#shared/contracts/creditors';
import { fromCents, isMoneyString, toCents } from '#shared/domain/money';
import { toast } from '#client/components/ui';
import { ApiError, serverMessageOf } from '#client/lib/api';
import { formatMoney } from '#client/lib/format';
import { shopToday } from '#client/lib/shop-time';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { usePaySupplier, useSupplierLedger } from '../api/creditors';

export type PaymentFields = {
  method: SupplierPaymentMethod;
  amount: string;
  paidOn: string;
  chequeNumber: string;
  chequeBank: string;
  chequeDate: string;
  reference: string;
  notes: string;
};
const blank = (): PaymentFields => ({
  method: 'cheque',
  amount: '',
  paidOn: shopToday(),
  chequeNumber: '',
  chequeBank: '',
  chequeDate: shopToday(),
  reference: '',
  notes: '',
});

const centsOf = (text: string) => (isMoneyString(text.trim()) ? toCents(text.trim()) : 0);

/** The oldest due first: how the server allocates a payment that names no GRN. */
export function allocateOldestFirst(grns: readonly CreditGrn[], amountCents: number): Map<number, number> {
  const out = new Map<number, number>();
  let left = amountCents;
  for (const g of grns) {
    const take = Math.max(0, Math.min(left, toCents(g.outstanding)));
    out.set(g.id, take);
    left -= take;
  }
  return out;
}

/**
 * A payment to a supplier being entered: its fields, its split over the supplier's GRNs on credit
 * (oldest due first, or as the owner splits it), its checks (at most what is owed, the split adding
 * up) and its save. One Idempotency-Key per opened dialog: a retried save records one payment.
 */
export function useSupplierPayment(businessId: number, supplier: { id: number } | null, onDone: () => void) {
  const { t } = useTranslation('creditors');
  const ledger = useSupplierLedger(businessId, supplier?.id ?? null);
  const pay = usePaySupplier(businessId);
  const idempotency = useIdempotencyKey();
  const [fields, setFields] = useState<PaymentFields>(blank);
  const [manual, setManual] = useState(false);
  const [split, setSplit] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const grns = useMemo(() => ledger.data?.openGrns ?? [], [ledger.data]);
  const balance = ledger.data?.balance ?? 0;

  useEffect(() => {
    if (!supplier) return;
    setFields(blank());
    setManual(false);
    setSplit({});
    setErrors({});
    idempotency.reset(); // a new payment: the last one's retries are over
  }, [supplier, idempotency]);

  const amountCents = centsOf(fields.amount);
  const fifo = allocateOldestFirst(grns, amountCents);
  const set = (k: keyof PaymentFields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [k]: e.target.value }));
  const allocatedCents = manual ? grns.reduce((s, g) => s + centsOf(split[g.id] ?? ''), 0) : amountCents;

  const startManual = (on: boolean) => {
    setManual(on);
    if (on) setSplit(Object.fromEntries(grns.map((g) => [g.id, String(fromCents(fifo.get(g.id) ?? 0))])));
  };

  /** What is wrong with the payment, or its parsed input when it can go. */
  const check = () => {
    const body = {
      ...fields,
      allocations: manual
        ? grns.filter((g) => centsOf(split[g.id] ?? '') > 0).map((g) => ({ grnId: g.id, amount: (split[g.id] ?? '').trim() }))
        : undefined,
    };
    const parsed = SupplierPaymentInput.safeParse(body);
    if (!parsed.success) return { errors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'amount'), i.message])) };
    if (parsed.data.amount > balance) return { errors: { amount: t('pay.overBalance', { amount: formatMoney(balance) }) } };
    if (manual && allocatedCents !== amountCents) return { errors: { allocations: t('pay.notAllocated') } };
    return { input: parsed.data };
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!supplier || pay.isPending) return;
    const checked = check();
    setErrors(checked.errors ?? {});
    if (!checked.input) return;
    try {
      await pay.mutateAsync({ supplierId: supplier.id, input: checked.input, headers: idempotency.headers() });
      idempotency.reset();
      toast.success(t('pay.saved'));
      onDone();
    } catch (err) {
      const fieldErrors = err instanceof ApiError ? err.fieldErrors : undefined;
      if (fieldErrors) setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
      toast.error(t('pay.failed'), { description: serverMessageOf(err, '') || undefined });
    }
  };

  return {
    fields,
    set,
    errors,
    grns,
    balance,
    manual,
    startManual,
    split,
    setSplit,
    fifo,
    amountCents,
    allocatedCents,
    pending: pay.isPending,
    submit,
  };
}

export type SupplierPayment = ReturnType<typeof useSupplierPayment>;
