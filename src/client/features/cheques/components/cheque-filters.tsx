import { useTranslation } from 'react-i18next';
import { CHEQUE_STATUSES, type ChequeStatus } from '#shared/contracts/cheques';
import { Button, FormField, Input, NativeSelect } from '#client/components/ui';

export interface ChequeFilterValues {
  status: ChequeStatus | '';
  from: string;
  to: string;
}

export const NO_CHEQUE_FILTERS: ChequeFilterValues = { status: '', from: '', to: '' };

/** Status and cheque-date range (from ≤ to), with Clear once any is set. */
export function ChequeFilters({ value, onChange }: { value: ChequeFilterValues; onChange: (next: ChequeFilterValues) => void }) {
  const { t } = useTranslation('cheques');
  const { status, from, to } = value;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <FormField label={t('filters.status')} htmlFor="cheque-status-filter">
        <NativeSelect value={status} onChange={(e) => onChange({ ...value, status: e.target.value as ChequeStatus | '' })}>
          <option value="">{t('filters.allStatuses')}</option>
          {CHEQUE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('filters.from')} htmlFor="cheque-from">
        <Input type="date" value={from} max={to || undefined} onChange={(e) => onChange({ ...value, from: e.target.value })} />
      </FormField>
      <FormField label={t('filters.to')} htmlFor="cheque-to">
        <Input type="date" value={to} min={from || undefined} onChange={(e) => onChange({ ...value, to: e.target.value })} />
      </FormField>
      {(status || from || to) && (
        <Button type="button" variant="ghost" onClick={() => onChange(NO_CHEQUE_FILTERS)}>
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}
