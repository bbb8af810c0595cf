import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GRN_CONDITIONS, type Grn, type GrnInput, type PurchaseOrder } from '#shared/contracts/procurement';
import { fromCents, fromThousandths } from '#shared/domain/money';
import { LineItemsError, LineQuantityPriceFields, purchaseLineTotals } from '#client/components/forms/line-items-field';
import { decimalField, FormField, NativeSelect } from '#client/components/ui';
import { formatMoney, formatQuantity } from '#client/lib/format';
import type { GrnLineInput } from '../lib/grn-lines';
import { GrnBatchFields } from './grn-batch-fields';

export type GrnForm = UseFormReturn<z.input<typeof GrnInput>, unknown, z.output<typeof GrnInput>>;

/** What a line's product is: its name and how much the order asked for. */
type LineInfo = { productName: string; quantity: number } | { productName: string; orderedQuantity: number };

/**
 * The GRN's lines, one per ordered line: the product with what was ordered and already received,
 * the received quantity, unit price, condition and line total (and the batch for a tracked product);
 * then the GRN's total.
 */
export function GrnItems({
  form,
  fieldIds,
  order,
  grn,
  elsewhere,
  tracked,
}: {
  form: GrnForm;
  /** The field array's row keys. */
  fieldIds: string[];
  order: PurchaseOrder | undefined;
  grn: Grn | null;
  /** Good quantities (thousandths) the order's other GRNs received, by product. */
  elsewhere: Map<number, number>;
  /** The products that track batches. */
  tracked: Set<number>;
}) {
  const lines = (useWatch({ control: form.control, name: 'items' }) ?? []) as GrnLineInput[];
  const preview = purchaseLineTotals(lines.map((l) => ({ quantity: l.receivedQuantity, unitPrice: l.unitPrice })));
  const ordered = new Map<number, LineInfo>((order?.items ?? []).map((i) => [i.productId, i]));
  const existing = new Map<number, LineInfo>((grn?.items ?? []).map((i) => [i.productId, i]));
  return (
    <>
      {fieldIds.length > 0 && (
        <div className="grid gap-2">
          {fieldIds.map((id, index) => {
            const productId = Number(form.getValues(`items.${index}.productId`));
            return (
              <GrnItemRow
                key={id}
                form={form}
                index={index}
                info={ordered.get(productId) ?? existing.get(productId)}
                receivedElsewhere={elsewhere.get(productId) ?? 0}
                tracksBatches={tracked.has(productId)}
                lineCents={preview.lines[index]?.totalCents ?? 0}
              />
            );
          })}
          <p className="text-right text-base font-semibold">{formatMoney(fromCents(preview.totalCents))}</p>
        </div>
      )}
      <LineItemsError message={form.formState.errors.items?.message} />
    </>
  );
}

function GrnItemRow({
  form,
  index,
  info,
  receivedElsewhere,
  tracksBatches,
  lineCents,
}: {
  form: GrnForm;
  index: number;
  info: LineInfo | undefined;
  receivedElsewhere: number;
  tracksBatches: boolean;
  lineCents: number;
}) {
  const { t } = useTranslation('procurement');
  const itemErrors = form.formState.errors.items?.[index];
  return (
    <div className="grid grid-cols-12 items-start gap-2 rounded-lg border p-2" data-testid="grn-item-row">
      <div className="col-span-12 grid gap-1 sm:col-span-3">
        <span className="text-sm font-medium">{t('grnForm.product')}</span>
        <span className="text-sm">{info?.productName ?? ''}</span>
        <span className="text-xs text-muted-foreground">
          {t('grnForm.ordered')}: {formatQuantity(info ? ('quantity' in info ? info.quantity : info.orderedQuantity) : 0)}
        </span>
        {receivedElsewhere > 0 && (
          <span className="text-xs text-muted-foreground">
            {t('grnForm.alreadyReceived', { quantity: formatQuantity(fromThousandths(receivedElsewhere)) })}
          </span>
        )}
      </div>
      <LineQuantityPriceFields
        className="col-span-4 sm:col-span-2"
        quantity={{
          label: t('grnForm.received'),
          id: `grn-item-${index}-received`,
          error: itemErrors?.receivedQuantity?.message,
          registration: form.register(`items.${index}.receivedQuantity`, decimalField()),
        }}
        unitPrice={{
          label: t('grnForm.unitPrice'),
          id: `grn-item-${index}-price`,
          error: itemErrors?.unitPrice?.message,
          registration: form.register(`items.${index}.unitPrice`, decimalField()),
        }}
      />
      <FormField className="col-span-4 sm:col-span-3" label={t('grnForm.condition')} htmlFor={`grn-item-${index}-condition`}>
        <NativeSelect {...form.register(`items.${index}.condition`)}>
          {GRN_CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {t(`condition.${c}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="col-span-12 grid gap-1 sm:col-span-2">
        <span className="text-sm font-medium">{t('grnForm.total')}</span>
        <span className="py-2 text-sm tabular-nums">{formatMoney(fromCents(lineCents))}</span>
      </div>
      {tracksBatches && <GrnBatchFields index={index} register={form.register} errors={itemErrors} />}
    </div>
  );
}
