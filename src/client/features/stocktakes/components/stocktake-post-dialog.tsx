import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StocktakeDetail, UncountedPolicy } from '#shared/contracts/stocktakes';
import { FormDialog, FormDialogFooter, Label, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { formatMoney } from '#client/lib/format';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { usePostStocktake } from '../api/stocktakes';

/**
 * Post the count: one movement per difference, applied to the stock now. What happens to products
 * nobody counted is an explicit choice — left as they are (the default) or counted as 0.
 */
export function StocktakePostDialog({
  open,
  onOpenChange,
  businessId,
  stocktake,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businessId: number;
  stocktake: StocktakeDetail;
}) {
  const { t } = useTranslation('stocktakes');
  const post = usePostStocktake(businessId, stocktake.id);
  const idempotency = useIdempotencyKey();
  const [uncounted, setUncounted] = useState<UncountedPolicy>('leave');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    post.mutate(
      { uncounted, headers: idempotency.headers() },
      {
        onSuccess: () => {
          idempotency.reset();
          toast.success(t('post.done'));
          onOpenChange(false);
        },
        onError: (err) => toast.error(t('post.failed'), { description: serverMessageOf(err, t('post.failed')) }),
      },
    );
  };
  const radio = (value: UncountedPolicy, label: string) => (
    <div className="flex items-center gap-2">
      <input
        type="radio"
        id={`stocktake-uncounted-${value}`}
        name="stocktake-uncounted"
        checked={uncounted === value}
        onChange={() => setUncounted(value)}
      />
      <Label htmlFor={`stocktake-uncounted-${value}`} className="font-normal">
        {label}
      </Label>
    </div>
  );
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      closeLabel={t('post.cancel')}
      title={t('post.title')}
      description={t('post.description', {
        count: stocktake.totals?.linesWithDifference ?? 0,
        value: formatMoney(stocktake.totals?.value ?? 0),
      })}
      onSubmit={submit}
      footer={
        <FormDialogFooter
          onCancel={() => onOpenChange(false)}
          cancelLabel={t('post.cancel')}
          submitLabel={t('post.submit')}
          busyLabel={t('post.posting')}
          busy={post.isPending}
        />
      }
    >
      {stocktake.uncounted.count > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">{t('post.uncounted', { count: stocktake.uncounted.count })}</legend>
          {radio('leave', t('post.leave'))}
          {radio('zero', t('post.zero'))}
        </fieldset>
      )}
    </FormDialog>
  );
}
