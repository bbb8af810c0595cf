import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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
  const field = (id: keyof SalesFilters, label: string, input: React.ReactNode) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`sales-filter-${id}`}>{label}</Label>
      {input}
    </div>
  );
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-7" role="search" aria-label={t('filters.title')}>
      {field(
        'invoice',
        t('filters.invoice'),
        <Input id="sales-filter-invoice" value={draft.invoice} onChange={set('invoice')} placeholder="INV-000123" />,
      )}
      {field('from', t('filters.from'), <Input id="sales-filter-from" type="date" value={draft.from} max={today} onChange={set('from')} />)}
      {field('to', t('filters.to'), <Input id="sales-filter-to" type="date" value={draft.to} max={today} onChange={set('to')} />)}
      {field('customer', t('filters.customer'), <Input id="sales-filter-customer" value={draft.customer} onChange={set('customer')} />)}
      {field(
        'cashierId',
        t('filters.cashier'),
        <NativeSelect id="sales-filter-cashierId" value={draft.cashierId} onChange={set('cashierId')}>
          <option value="">{t('filters.anyone')}</option>
          {cashiers.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>,
      )}
      {field(
        'paymentMethod',
        t('filters.method'),
        <NativeSelect id="sales-filter-paymentMethod" value={draft.paymentMethod} onChange={set('paymentMethod')}>
          <option value="">{t('filters.anyMethod')}</option>
          {SALE_PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {t(`methods.${m}`)}
            </option>
          ))}
        </NativeSelect>,
      )}
      {field(
        'status',
        t('filters.status'),
        <NativeSelect id="sales-filter-status" value={draft.status} onChange={set('status')}>
          <option value="">{t('filters.anyStatus')}</option>
          {SALE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`saleStatuses.${s}`)}
            </option>
          ))}
        </NativeSelect>,
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
