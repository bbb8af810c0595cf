import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { GrnInput } from '#shared/contracts/procurement';
import { FormField, Input } from '#client/components/ui';

type Fields = z.input<typeof GrnInput>;

/**
 * A GRN line's batch number and expiry date, shown only for a product that
 * tracks batches: the received stock goes into that batch (created, or topped up when the same
 * number and expiry arrived before).
 */
export function GrnBatchFields({
  index,
  register,
  errors,
}: {
  index: number;
  register: UseFormRegister<Fields>;
  errors?: { batchNumber?: { message?: string }; expiryDate?: { message?: string } };
}) {
  const { t } = useTranslation('batches');
  return (
    <>
      <FormField
        className="col-span-6 sm:col-span-3 sm:col-start-4"
        label={t('grn.batchNumber')}
        htmlFor={`grn-item-${index}-batch`}
        error={errors?.batchNumber?.message}
      >
        <Input autoComplete="off" maxLength={60} {...register(`items.${index}.batchNumber`)} />
      </FormField>
      <FormField
        className="col-span-6 sm:col-span-3"
        label={t('grn.expiryDate')}
        htmlFor={`grn-item-${index}-expiry`}
        error={errors?.expiryDate?.message}
      >
        <Input type="date" {...register(`items.${index}.expiryDate`)} />
      </FormField>
    </>
  );
}
