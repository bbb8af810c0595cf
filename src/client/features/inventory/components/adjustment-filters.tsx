import { useTranslation } from 'react-i18next';
import type { AdjustmentFilters } from '#shared/contracts/adjustments-paths';
import { STOCK_ADJUSTMENT_REASONS, type StockAdjustmentReason } from '#shared/contracts/stock-paths';
import { Button, Input, Label, NativeSelect } from '#client/components/ui';

/** The list's filters: shop days (from, to), a reason, a product (name, SKU or barcode), who made it. */
export function AdjustmentFiltersBar({
  value,
  onChange,
  users,
}: {
  value: AdjustmentFilters;
  onChange: (next: AdjustmentFilters) => void;
  users: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation(['adjustments', 'inventory']);
  const set = (patch: Partial<AdjustmentFilters>) => onChange({ ...value, ...patch });
  const field = 'flex flex-col gap-1';
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
      <legend className="sr-only">{t('filters.label')}</legend>
      <div className={field}>
        <Label htmlFor="adjustments-from">{t('filters.from')}</Label>
        <Input id="adjustments-from" type="date" value={value.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} />
      </div>
      <div className={field}>
        <Label htmlFor="adjustments-to">{t('filters.to')}</Label>
        <Input id="adjustments-to" type="date" value={value.to ?? ''} onChange={(e) => set({ to: e.target.value || undefined })} />
      </div>
      <div className={field}>
        <Label htmlFor="adjustments-reason">{t('filters.reason')}</Label>
        <NativeSelect
          id="adjustments-reason"
          value={value.reason ?? ''}
          onChange={(e) => set({ reason: (e.target.value || undefined) as StockAdjustmentReason | undefined })}
        >
          <option value="">{t('filters.anyReason')}</option>
          {STOCK_ADJUSTMENT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`inventory:stockReasons.${r}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={field}>
        <Label htmlFor="adjustments-product">{t('filters.product')}</Label>
        <Input
          id="adjustments-product"
          type="search"
          placeholder={t('filters.productPlaceholder')}
          value={value.q ?? ''}
          onChange={(e) => set({ q: e.target.value || undefined })}
        />
      </div>
      <div className={field}>
        <Label htmlFor="adjustments-who">{t('filters.who')}</Label>
        <NativeSelect id="adjustments-who" value={value.userId ?? ''} onChange={(e) => set({ userId: e.target.value || undefined })}>
          <option value="">{t('filters.anyone')}</option>
          {users.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="button" variant="outline" className="h-auto min-h-9 whitespace-normal" onClick={() => onChange({})}>
        {t('filters.clear')}
      </Button>
    </fieldset>
  );
}
