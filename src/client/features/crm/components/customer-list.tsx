import { Users } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '#shared/contracts/customers';
import { ListState } from '#client/components/layout/list-screen';
import { SearchField } from '#client/components/layout/search-field';
import { EmptyState, Skeleton } from '#client/components/ui';
import { matchesCustomer } from '../lib/match-customer';
import { CustomerCard } from './customer-card';

/** The customers tab's list: the search box, then the matching customers as cards (or why there are none). */
export function CustomerList({
  customers,
  loading,
  search,
  onSearchChange,
  onOpen,
  onEdit,
  onDelete,
}: {
  customers: Customer[];
  loading: boolean;
  /** Kept by the screen, so the search survives a visit to another tab. */
  search: string;
  onSearchChange: (search: string) => void;
  onOpen: (c: Customer) => void;
  onEdit: (c: Customer) => void;
  onDelete: (c: Customer) => void;
}) {
  const { t } = useTranslation('crm');
  const filtered = useMemo(() => customers.filter((c) => matchesCustomer(c, search)), [customers, search]);
  return (
    <>
      <SearchField type="search" placeholder={t('searchPlaceholder')} value={search} onChange={onSearchChange} />
      <ListState
        loading={loading}
        skeleton={<Skeleton className="h-40 w-full" />}
        isEmpty={filtered.length === 0}
        empty={<EmptyState icon={Users} title={t('empty.title')} description={search.trim() ? t('empty.noMatch') : t('empty.none')} />}
      >
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {filtered.map((c) => (
            <CustomerCard key={c.id} customer={c} onOpen={() => onOpen(c)} onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} />
          ))}
        </div>
      </ListState>
    </>
  );
}
