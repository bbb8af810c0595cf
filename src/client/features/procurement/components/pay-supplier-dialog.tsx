import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPLIER_PAYMENT_METHODS, SupplierPaymentInput, type CreditGrn, type SupplierPaymentMethod } from '#shared/contracts/creditors';
import { fromCents, isMoneyString, toCents } from '#shared/domain/money';
import {
  Button,
  DecimalInput,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  NativeSelect,
  Switch,
  Label,
  Textarea,
  toast,
} from '#client/components/ui';
import { ApiError, serverMessageOf } from '#client/lib/api';
import { formatDate, formatMoney } from '#client/lib/format';
import { shopToday } from '#client/lib/shop-time';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { usePaySupplier, useSupplierLedger } from '../api/creditors';

type Fields = {
  method: SupplierPaymentMethod;
  amount: string;
  paidOn: string;
  chequeNumber: string;
  chequeBank: string;
  chequeDate: string;
  reference: string;
  notes: string;
};
const blank = (): Fields => ({
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
  const ledger = useSupplierLedger(businessId, supplier?.id ?? null);
  const pay = usePaySupplier(businessId);
  const idempotency = useIdempotencyKey();
  const [fields, setFields] = useState<Fields>(blank);
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
  const set = (k: keyof Fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [k]: e.target.value }));
  const allocatedCents = manual ? grns.reduce((s, g) => s + centsOf(split[g.id] ?? ''), 0) : amountCents;

  const startManual = (on: boolean) => {
    setManual(on);
    if (on) setSplit(Object.fromEntries(grns.map((g) => [g.id, String(fromCents(fifo.get(g.id) ?? 0))])));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!supplier || pay.isPending) return;
    const body = {
      ...fields,
      allocations: manual
        ? grns.filter((g) => centsOf(split[g.id] ?? '') > 0).map((g) => ({ grnId: g.id, amount: (split[g.id] ?? '').trim() }))
        : undefined,
    };
    const parsed = SupplierPaymentInput.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'amount'), i.message])));
      return;
    }
    if (parsed.data.amount > balance) {
      setErrors({ amount: t('pay.overBalance', { amount: formatMoney(balance) }) });
      return;
    }
    if (manual && allocatedCents !== amountCents) {
      setErrors({ allocations: t('pay.notAllocated') });
      return;
    }
    setErrors({});
    try {
      await pay.mutateAsync({ supplierId: supplier.id, input: parsed.data, headers: idempotency.headers() });
      idempotency.reset();
      toast.success(t('pay.saved'));
      onOpenChange(false);
    } catch (err) {
      const fieldErrors = err instanceof ApiError ? err.fieldErrors : undefined;
      if (fieldErrors) setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
      toast.error(t('pay.failed'), { description: serverMessageOf(err, '') || undefined });
    }
  };

  return (
    <Dialog open={supplier !== null} onOpenChange={(next) => !pay.isPending && onOpenChange(next)}>
      <DialogContent closeLabel={t('actions.close')} className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('pay.title')}</DialogTitle>
          <DialogDescription>
            {supplier ? t('pay.description', { name: supplier.name, amount: formatMoney(balance) }) : ''}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
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

          <fieldset className="grid gap-2 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">{t('pay.allocation')}</legend>
            <div className="flex items-center justify-between gap-3">
              <Label htmlFor="pay-manual">{t('pay.splitMyself')}</Label>
              <Switch id="pay-manual" checked={manual} onCheckedChange={startManual} />
            </div>
            {grns.length === 0 && <p className="text-sm text-muted-foreground">{t('pay.nothingOwed')}</p>}
            <ul className="grid gap-2" aria-label={t('pay.allocation')}>
              {grns.map((g) => (
                <li key={g.id} className="flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="pay-allocation-row">
                  <span>
                    <span className="font-medium">{g.grnNumber}</span> · {t('pay.dueOn', { date: formatDate(g.dueDate) })} ·{' '}
                    {t('pay.outstanding', { amount: formatMoney(g.outstanding) })}
                  </span>
                  {manual ? (
                    <DecimalInput
                      className="w-36"
                      aria-label={t('pay.allocateTo', { grn: g.grnNumber })}
                      value={split[g.id] ?? ''}
                      onChange={(e) => setSplit((s) => ({ ...s, [g.id]: e.target.value }))}
                    />
                  ) : (
                    <span className="tabular-nums">{formatMoney(fromCents(fifo.get(g.id) ?? 0))}</span>
                  )}
                </li>
              ))}
            </ul>
            {manual && (
              <p className="text-sm text-muted-foreground">
                {t('pay.allocated', { allocated: formatMoney(fromCents(allocatedCents)), amount: formatMoney(fromCents(amountCents)) })}
              </p>
            )}
            {errors.allocations && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.allocations}
              </p>
            )}
          </fieldset>
          <FormField label={t('pay.notes')} htmlFor="pay-notes" error={errors.notes}>
            <Textarea rows={2} value={fields.notes} onChange={set('notes')} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pay.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={pay.isPending || grns.length === 0}>
              {pay.isPending ? t('pay.saving') : t('pay.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
