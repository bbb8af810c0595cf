import { useTranslation } from 'react-i18next';
import { STOCK_ADJUSTMENT_REASONS, type StockAdjustmentReason } from '#shared/contracts/stock-paths';
import { FormField, NativeSelect } from '#client/components/ui';
import type { AdjustmentForm, Direction } from '../lib/use-adjustment-form';

/** The adjustment's reason, and its direction when the reason leaves it open (a correction, "other"). */
export function AdjustmentReasonFields({ form }: { form: AdjustmentForm }) {
  const { t } = useTranslation(['adjustments', 'inventory']);
  return (
    <>
      <FormField label={t('dialog.reason')} htmlFor="adjustment-reason" error={form.errors.reason}>
        <NativeSelect value={form.reason} onChange={(e) => form.setReason(e.target.value as StockAdjustmentReason | '')}>
          <option value="">{t('dialog.chooseReason')}</option>
          {STOCK_ADJUSTMENT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`inventory:stockReasons.${r}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {form.fixed === 'either' && form.reason !== '' && (
        <FormField label={t('dialog.direction')} htmlFor="adjustment-direction">
          <NativeSelect value={form.chosenDirection} onChange={(e) => form.setChosenDirection(e.target.value as Direction)}>
            <option value="out">{t('dialog.out')}</option>
            <option value="in">{t('dialog.in')}</option>
          </NativeSelect>
        </FormField>
      )}
    </>
  );
}
