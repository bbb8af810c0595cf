import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ProcurementProduct, PurchaseOrderInput } from '#shared/contracts/procurement';
import { fromCents } from '#shared/domain/money';
import {
  LineItemsError,
  LineQuantityPriceFields,
  purchaseLineTotals,
  type PurchaseLineInput,
} from '#client/components/forms/line-items-field';
import { decimalField, Button, FormField, NativeSelect } from '#client/components/ui';
import { formatMoney } from '#client/lib/format';

export type PurchaseOrderForm = UseFormReturn<z.input<typeof PurchaseOrderInput>, unknown, z.output<typeof PurchaseOrderInput>>;

export const emptyPurchaseOrderLine = { productId: '', quantity: '1', unitPrice: '' };

/** The order's lines: a product (its buying price fills the unit price), quantity, unit price and line total; add, remove, the grand total. */
export function PurchaseOrderItems({ form, products }: { form: PurchaseOrderForm; products: ProcurementProduct[] }) {
  const { t } = useTranslation('procurement');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const lines = (useWatch({ control: form.control, name: 'items' }) ?? []) as PurchaseLineInput[];
  const preview = purchaseLineTotals(lines);
  const errors = form.formState.errors.items;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{t('poForm.items')}</legend>
      {fields.map((field, index) => (
        <PurchaseOrderItemRow
          key={field.id}
          form={form}
          index={index}
          products={products}
          lineCents={preview.lines[index]?.totalCents ?? 0}
          onRemove={fields.length <= 1 ? undefined : () => remove(index)}
        />
      ))}
      <LineItemsError message={errors?.message} />
      <div className="flex items-center justify-between">
        <Button type="button" variant="outline" size="sm" onClick={() => append(emptyPurchaseOrderLine)}>
          <Plus aria-hidden="true" className="size-4" /> {t('poForm.addItem')}
        </Button>
        <p className="text-base font-semibold">
          {t('poForm.grandTotal')}: <span data-testid="po-grand-total">{formatMoney(fromCents(preview.totalCents))}</span>
        </p>
      </div>
    </fieldset>
  );
}

function PurchaseOrderItemRow({
  form,
  index,
  products,
  lineCents,
  onRemove,
}: {
  form: PurchaseOrderForm;
  index: number;
  products: ProcurementProduct[];
  lineCents: number;
  /** Absent for the only line: an order keeps at least one. */
  onRemove: (() => void) | undefined;
}) {
  const { t } = useTranslation('procurement');
  const itemErrors = form.formState.errors.items?.[index];
  const pickProduct = (productId: string) => {
    const product = products.find((p) => String(p.id) === productId);
    if (product) form.setValue(`items.${index}.unitPrice`, String(product.buyingPrice), { shouldValidate: false });
  };
  return (
    <div className="grid grid-cols-2 items-start gap-2 sm:grid-cols-[minmax(12rem,1fr)_7rem_9rem_9rem_2.5rem]" data-testid="po-item-row">
      <FormField
        className="col-span-2 min-w-0 sm:col-span-1"
        label={t('poForm.product')}
        htmlFor={`po-item-${index}-product`}
        error={itemErrors?.productId?.message}
      >
        <NativeSelect {...form.register(`items.${index}.productId`, { onChange: (e) => pickProduct(e.target.value) })}>
          <option value="">{t('poForm.selectProduct')}</option>
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.sku ? `${p.name} (${p.sku})` : p.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <LineQuantityPriceFields
        quantity={{
          label: t('poForm.quantity'),
          id: `po-item-${index}-quantity`,
          error: itemErrors?.quantity?.message,
          registration: form.register(`items.${index}.quantity`, decimalField()),
        }}
        unitPrice={{
          label: t('poForm.unitPrice'),
          id: `po-item-${index}-price`,
          error: itemErrors?.unitPrice?.message,
          registration: form.register(`items.${index}.unitPrice`, decimalField()),
        }}
      />
      <div className="grid gap-2">
        <span className="text-sm font-medium">{t('poForm.lineTotal')}</span>
        <span className="h-10 py-2 text-right text-sm whitespace-nowrap tabular-nums" data-testid="po-line-total">
          {formatMoney(fromCents(lineCents))}
        </span>
      </div>
      <div className="pt-7">
        <Button type="button" variant="ghost" size="icon" aria-label={t('poForm.removeItem')} disabled={!onRemove} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
