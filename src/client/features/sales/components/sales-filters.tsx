import { Search } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SALE_STATUSES } from '#shared/contracts/returns-paths';
import { SALE_PAYMENT_METHODS } from '#shared/contracts/sales';
import { Button, Input, Label, NativeSelect } from '#client/components/ui';
import { shopToday } from '#client/lib/shop-time';
import { EMPTY_FILTERS, type SalesFilters } from '../api/get-sales';

/** The filters apply on Search (not per keystroke), so paging starts over from the newest match. */
export function SalesFiltersForm({
  cashiers,
  onApply,
}: {
  cashiers: { id: string; name: string }[];
  onApply: (filters: SalesFilters) => void;
}) {
  const { t } = useTranslation('sales');
  const [draft, setDraft] = useState<SalesFilters>(EMPTY_FILTERS);
  // No sale is dated after the shop's today (its calendar, not the browser's).
  const today = shopToday();
  const set = (key: keyof SalesFilters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  const choice = (
    id: 'cashierId' | 'paymentMethod' | 'status',
    label: string,
    any: string,
    options: { value: string; label: string }[],
  ) => <ChoiceFilter id={id} label={label} value={draft[id]} onChange={set(id)} any={any} options={options} />;
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-7" role="search" aria-label={t('filters.title')}>
      <FilterField id="invoice" label={t('filters.invoice')}>
        <Input id="sales-filter-invoice" value={draft.invoice} onChange={set('invoice')} placeholder="INV-000123" />
      </FilterField>
      <FilterField id="from" label={t('filters.from')}>
        <Input id="sales-filter-from" type="date" value={draft.from} max={today} onChange={set('from')} />
      </FilterField>
      <FilterField id="to" label={t('filters.to')}>
        <Input id="sales-filter-to" type="date" value={draft.to} max={today} onChange={set('to')} />
      </FilterField>
      <FilterField id="customer" label={t('filters.customer')}>
        <Input id="sales-filter-customer" value={draft.customer} onChange={set('customer')} />
      </FilterField>
      {choice(
        'cashierId',
        t('filters.cashier'),
        t('filters.anyone'),
        cashiers.map((c) => ({ value: c.id, label: c.name })),
      )}
      {choice(
        'paymentMethod',
        t('filters.method'),
        t('filters.anyMethod'),
        SALE_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) })),
      )}
      {choice(
        'status',
        t('filters.status'),
        t('filters.anyStatus'),
        SALE_STATUSES.map((s) => ({ value: s, label: t(`saleStatuses.${s}`) })),
      )}
      <div className="flex gap-2 sm:col-span-2 lg:col-span-7">
        <Button type="submit">
          <Search className="size-4" aria-hidden /> {t('filters.search')}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            onApply(EMPTY_FILTERS);
          }}
        >
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}

/** One filter with its label above it; the input's id is `sales-filter-<id>`. */
function FilterField({ id, label, children }: { id: keyof SalesFilters; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`sales-filter-${id}`}>{label}</Label>
      {children}
    </div>
  );
}

/** A filter that picks one of a few values, or any (the empty first option). */
function ChoiceFilter({
  id,
  label,
  value,
  onChange,
  any,
  options,
}: {
  id: keyof SalesFilters;
  label: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
  any: string;
  options: { value: string; label: string }[];
}) {
  return (
    <FilterField id={id} label={label}>
      <NativeSelect id={`sales-filter-${id}`} value={value} onChange={onChange}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FilterField>
  );
}
