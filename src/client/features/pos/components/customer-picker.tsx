import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeForSearch } from '#shared/domain/product-names';
import { CustomerCreateInput, type Customer } from '#shared/contracts/customers';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Spinner,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useCreateTillCustomer } from '../api/get-till-customers';

const digits = (s: string) => s.replace(/\D/g, '');

/** Search by name or phone (any digits typed match a phone written with or without +94). */
export function filterCustomers(customers: Customer[], query: string): Customer[] {
  const q = normalizeForSearch(query);
  if (!q) return customers;
  const d = digits(q).replace(/^94/, '').replace(/^0/, '');
  return customers.filter(
    (c) =>
      normalizeForSearch(c.name).includes(q) ||
      c.customerCode.toLowerCase().includes(q) ||
      (d.length >= 3 && c.phone != null && digits(c.phone).includes(d)),
  );
}

export function CustomerPicker({
  open,
  businessId,
  customers,
  loading,
  pointsOf,
  onClose,
  onSelect,
}: {
  open: boolean;
  businessId: number;
  customers: Customer[];
  loading: boolean;
  pointsOf: (c: Customer) => number;
  onClose: () => void;
  onSelect: (c: Customer) => void;
}) {
  const { t } = useTranslation('pos');
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const shown = useMemo(() => filterCustomers(customers, query).slice(0, 100), [customers, query]);

  const close = () => {
    setQuery('');
    setAdding(false);
    newCustomer.reset();
    onClose();
  };
  const newCustomer = useNewCustomer(businessId, (c) => {
    onSelect(c);
    close();
  });

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent closeLabel={t('customer.close')} className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('customer.pickerTitle')}</DialogTitle>
          <DialogDescription>{t('customer.pickerDescription')}</DialogDescription>
        </DialogHeader>
        <Input
          type="search"
          autoFocus
          placeholder={t('customer.searchPlaceholder')}
          aria-label={t('customer.searchLabel')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <CustomerList
          customers={shown}
          loading={loading}
          pointsOf={pointsOf}
          onPick={(c) => {
            onSelect(c);
            close();
          }}
        />
        {adding ? (
          <NewCustomerForm
            form={newCustomer.form}
            onForm={newCustomer.setForm}
            error={newCustomer.error}
            pending={newCustomer.pending}
            onSubmit={newCustomer.submit}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <div className="flex justify-end border-t pt-3">
            <Button type="button" variant="outline" onClick={() => setAdding(true)}>
              {t('customer.add')}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The customers matching the search, each with its tier and points; a click picks one. */
function CustomerList({
  customers,
  loading,
  pointsOf,
  onPick,
}: {
  customers: Customer[];
  loading: boolean;
  pointsOf: (c: Customer) => number;
  onPick: (c: Customer) => void;
}) {
  const { t } = useTranslation('pos');
  return (
    <div className="max-h-72 overflow-y-auto">
      {loading ? (
        <div className="flex justify-center p-4">
          <Spinner />
        </div>
      ) : customers.length === 0 ? (
        <p className="p-4 text-center text-sm text-muted-foreground">{t('customer.noCustomers')}</p>
      ) : (
        <ul className="flex flex-col divide-y" aria-label={t('customer.listLabel')}>
          {customers.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="flex w-full items-center justify-between gap-3 rounded-md px-2 py-2 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
                onClick={() => onPick(c)}
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{c.name}</span>
                  <span className="block text-xs text-muted-foreground">{c.phone ?? c.customerCode}</span>
                </span>
                <span className="flex shrink-0 items-center gap-2 text-xs">
                  <Badge variant="secondary" className="capitalize">
                    {t(`customer.tiers.${c.loyaltyTier}`)}
                  </Badge>
                  <span className="tabular-nums">{t('customer.pointsShort', { count: pointsOf(c) })}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type NewCustomer = { name: string; phone: string };

/** A new customer made at the till: a name and a phone number. */
function NewCustomerForm({
  form,
  onForm,
  error,
  pending,
  onSubmit,
  onCancel,
}: {
  form: NewCustomer;
  onForm: (update: (f: NewCustomer) => NewCustomer) => void;
  error: string | null;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('pos');
  return (
    <form
      noValidate
      className="grid gap-3 border-t pt-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!pending) onSubmit();
      }}
    >
      <FormField label={t('customer.name')} htmlFor="till-customer-name">
        <Input value={form.name} onChange={(e) => onForm((f) => ({ ...f, name: e.target.value }))} autoComplete="off" />
      </FormField>
      <FormField label={t('customer.phone')} htmlFor="till-customer-phone" error={error ?? undefined}>
        <Input value={form.phone} type="tel" onChange={(e) => onForm((f) => ({ ...f, phone: e.target.value }))} autoComplete="off" />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('customer.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('processing') : t('customer.save')}
        </Button>
      </div>
    </form>
  );
}

/** A customer added from the picker: the form's values, the schema's or the server's refusal, and the request. */
function useNewCustomer(businessId: number, onCreated: (c: Customer) => void) {
  const { t } = useTranslation('pos');
  const [form, setForm] = useState<NewCustomer>({ name: '', phone: '' });
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTillCustomer(businessId);
  const submit = () => {
    const parsed = CustomerCreateInput.safeParse({ name: form.name, phone: form.phone });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('customer.createFailed'));
      return;
    }
    setError(null);
    create.mutate(
      { name: form.name, phone: form.phone },
      {
        onSuccess: onCreated,
        onError: (err) => setError(serverMessageOf(err, t('customer.createFailed'))),
      },
    );
  };

  const reset = () => {
    setForm({ name: '', phone: '' });
    setError(null);
  };
  return { form, setForm, error, pending: create.isPending, submit, reset };
}
