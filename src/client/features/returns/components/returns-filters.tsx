import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RETURN_KINDS } from '#shared/contracts/returns-paths';
import { Button, FormField, Input, NativeSelect } from '#client/components/ui';
import type { ReturnsFilters as Filters } from '../api/get-returns';

/** The Returns page's dates (from, to) and, on the credit notes' tab, the kind (returns, voids or both). */
export function ReturnsFilters({
  filters,
  withKind,
  onChange,
}: {
  filters: Filters;
  /** The kind's filter shows (the credit notes' tab; write-offs are all returns). */
  withKind: boolean;
  onChange: (key: keyof Filters, value: string) => void;
}) {
  const { t } = useTranslation('returns-admin');
  const set = (key: keyof Filters) => (e: { target: { value: string } }) => onChange(key, e.target.value);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <FormField label={t('filters.from')} htmlFor="returns-from">
        <Input type="date" value={filters.from} max={filters.to || undefined} onChange={set('from')} />
      </FormField>
      <FormField label={t('filters.to')} htmlFor="returns-to">
        <Input type="date" value={filters.to} min={filters.from || undefined} onChange={set('to')} />
      </FormField>
      {withKind && (
        <FormField label={t('filters.kind')} htmlFor="returns-kind">
          <NativeSelect value={filters.kind} onChange={set('kind')}>
            <option value="">{t('filters.allKinds')}</option>
            {RETURN_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
    </div>
  );
}

/** Newer / Older between the pages of the list, and which page of how many this is. */
export function ReturnsPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('returns-admin');
  return (
    <nav className="flex items-center justify-between" aria-label={t('pages.label')}>
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden /> {t('pages.newer')}
      </Button>
      <span className="text-sm text-muted-foreground">{t('pages.page', { page, pages })}</span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pages.older')} <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}
