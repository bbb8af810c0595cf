import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DEFAULT_SUPPLIER_CREDIT_DAYS } from '#shared/contracts/creditors';
import type { GrnInput } from '#shared/contracts/procurement';
import { addDays } from '#shared/domain/ageing';
import { FormField, Input, ToggleRow } from '#client/components/ui';
import { formatDate } from '#client/lib/format';

type FormIn = z.input<typeof GrnInput>;

/**
 * The GRN form's "On credit" switch and due date: a delivery taken on credit is owed to
 * the supplier until paid; left blank, it falls due the supplier's credit days after it was received.
 */
export function GrnCreditFields({
  control,
  register,
  setOnCredit,
  creditDays,
  error,
}: {
  control: Control<FormIn, unknown, z.output<typeof GrnInput>>;
  register: UseFormRegister<FormIn>;
  setOnCredit: (on: boolean) => void;
  creditDays: number | null | undefined;
  error?: string;
}) {
  const { t } = useTranslation('creditors');
  const onCredit = useWatch({ control, name: 'onCredit' }) === true;
  const received = String(useWatch({ control, name: 'receivedDate' }) ?? '');
  const days = creditDays ?? DEFAULT_SUPPLIER_CREDIT_DAYS;
  const defaultDue = /^\d{4}-\d{2}-\d{2}$/.test(received) ? addDays(received, days) : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ToggleRow id="grn-on-credit" label={t('grn.onCredit')} hint={t('grn.onCreditHint')} checked={onCredit} onChange={setOnCredit} />
      {onCredit && (
        <FormField
          label={t('grn.dueDate')}
          htmlFor="grn-due-date"
          error={error}
          hint={defaultDue ? t('grn.dueDateHint', { date: formatDate(defaultDue), days }) : undefined}
        >
          <Input type="date" {...register('dueDate')} />
        </FormField>
      )}
    </div>
  );
}
