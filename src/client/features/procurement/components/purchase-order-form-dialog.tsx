import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  PURCHASE_ORDER_STATUSES,
  PurchaseOrderInput,
  type ProcurementProduct,
  type PurchaseOrder,
  type Supplier,
} from '#shared/contracts/procurement';
import { lineWithinBounds } from '#shared/domain/bounds';
import { fromCents, isMoneyString, isQuantityString, toCents, toThousandths } from '#shared/domain/money';
import { computePurchaseTotals } from '#shared/domain/purchase-totals';
import {
  decimalField,
  DecimalInput,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  NativeSelect,
  Textarea,
  toast,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { textOfMessage } from '#client/lib/error-text';
import { formatMoney } from '#client/lib/format';
import { useCreatePurchaseOrder, useUpdatePurchaseOrder } from '../api/purchase-order-mutations';

type FormIn = z.input<typeof PurchaseOrderInput>;
type FormOut = z.output<typeof PurchaseOrderInput>;
type Line = { productId?: unknown; quantity?: unknown; unitPrice?: unknown };

const emptyLine = { productId: '', quantity: '1', unitPrice: '' };
const valuesOf = (o: PurchaseOrder | null): FormIn => ({
  supplierId: o ? String(o.supplierId) : '',
  expectedDeliveryDate: o?.expectedDeliveryDate ?? '',
  status: o?.status ?? 'pending',
  notes: o?.notes ?? '',
  items: o
    ? o.items.map((i) => ({ productId: String(i.productId), quantity: String(i.quantity), unitPrice: String(i.unitPrice) }))
    : [emptyLine],
});

/** Live preview with the server's rule; lines that are not numbers yet, or beyond the bounds (the field says so), count as 0. */
function previewLine(line: Line) {
  const q = String(line.quantity ?? '');
  const p = String(line.unitPrice ?? '');
  if (!isQuantityString(q) || !isMoneyString(p)) return { quantity: 0, unitPriceCents: 0 };
  if (!lineWithinBounds(Number(q), Number(p))) return { quantity: 0, unitPriceCents: 0 };
  const quantity = toThousandths(q);
  const unitPriceCents = toCents(p);
  return quantity >= 0 && unitPriceCents >= 0 ? { quantity, unitPriceCents } : { quantity: 0, unitPriceCents: 0 };
}

export function PurchaseOrderFormDialog({
  businessId,
  open,
  order,
  suppliers,
  products,
  onOpenChange,
}: {
  businessId: number;
  open: boolean;
  order: PurchaseOrder | null;
  suppliers: Supplier[];
  products: ProcurementProduct[];
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('procurement');
  const create = useCreatePurchaseOrder(businessId);
  const update = useUpdatePurchaseOrder(businessId);
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(PurchaseOrderInput), defaultValues: valuesOf(order) });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const lines = (useWatch({ control: form.control, name: 'items' }) ?? []) as Line[];
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;
  const preview = computePurchaseTotals(lines.map(previewLine));
  const lineCents = preview.lines.map((l) => l.totalCents);
  const grandCents = preview.totalCents;

  useEffect(() => {
    if (open) form.reset(valuesOf(order));
  }, [open, order, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (pending) return;
    try {
      if (order) {
        await update.mutateAsync({ id: order.id, input: values });
        toast.success(t('toast.poUpdated'));
      } else {
        await create.mutateAsync(values);
        toast.success(t('toast.poCreated'));
      }
      onOpenChange(false);
    } catch (err) {
      toast.error(order ? t('toast.poUpdateFailed') : t('toast.poCreateFailed', { message: serverMessageOf(err, 'Unknown error') }), {
        description: order ? serverMessageOf(err, '') : undefined,
      });
    }
  });

  const pickProduct = (index: number, productId: string) => {
    const product = products.find((p) => String(p.id) === productId);
    if (product) form.setValue(`items.${index}.unitPrice`, String(product.buyingPrice), { shouldValidate: false });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')} className="max-h-[90vh] overflow-y-auto sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>{order ? t('poForm.editTitle') : t('poForm.createTitle')}</DialogTitle>
          <DialogDescription>{t('poForm.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
            <FormField label={t('poForm.supplier')} htmlFor="po-supplier" error={errors.supplierId?.message}>
              <NativeSelect {...form.register('supplierId')}>
                <option value="">{t('poForm.selectSupplier')}</option>
                {suppliers.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t('poForm.expectedDeliveryDate')} htmlFor="po-date" error={errors.expectedDeliveryDate?.message}>
              <Input type="date" {...form.register('expectedDeliveryDate')} />
            </FormField>
            <FormField label={t('poForm.status')} htmlFor="po-status" error={errors.status?.message}>
              <NativeSelect {...form.register('status')}>
                {PURCHASE_ORDER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>

          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">{t('poForm.items')}</legend>
            {fields.map((field, index) => {
              const itemErrors = errors.items?.[index];
              return (
                <div
                  key={field.id}
                  className="grid grid-cols-2 items-start gap-2 sm:grid-cols-[minmax(12rem,1fr)_7rem_9rem_9rem_2.5rem]"
                  data-testid="po-item-row"
                >
                  <FormField
                    className="col-span-2 min-w-0 sm:col-span-1"
                    label={t('poForm.product')}
                    htmlFor={`po-item-${index}-product`}
                    error={itemErrors?.productId?.message}
                  >
                    <NativeSelect {...form.register(`items.${index}.productId`, { onChange: (e) => pickProduct(index, e.target.value) })}>
                      <option value="">{t('poForm.selectProduct')}</option>
                      {products.map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.sku ? `${p.name} (${p.sku})` : p.name}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormField>
                  <FormField label={t('poForm.quantity')} htmlFor={`po-item-${index}-quantity`} error={itemErrors?.quantity?.message}>
                    <DecimalInput {...form.register(`items.${index}.quantity`, decimalField())} />
                  </FormField>
                  <FormField label={t('poForm.unitPrice')} htmlFor={`po-item-${index}-price`} error={itemErrors?.unitPrice?.message}>
                    <DecimalInput {...form.register(`items.${index}.unitPrice`, decimalField())} />
                  </FormField>
                  <div className="grid gap-2">
                    <span className="text-sm font-medium">{t('poForm.lineTotal')}</span>
                    <span className="h-10 py-2 text-right text-sm whitespace-nowrap tabular-nums" data-testid="po-line-total">
                      {formatMoney(fromCents(lineCents[index] ?? 0))}
                    </span>
                  </div>
                  <div className="pt-7">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('poForm.removeItem')}
                      disabled={fields.length <= 1}
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                </div>
              );
            })}
            {errors.items?.message && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {textOfMessage(errors.items.message)}
              </p>
            )}
            <div className="flex items-center justify-between">
              <Button type="button" variant="outline" size="sm" onClick={() => append(emptyLine)}>
                <Plus aria-hidden="true" className="size-4" /> {t('poForm.addItem')}
              </Button>
              <p className="text-base font-semibold">
                {t('poForm.grandTotal')}: <span data-testid="po-grand-total">{formatMoney(fromCents(grandCents))}</span>
              </p>
            </div>
          </fieldset>

          <FormField label={t('poForm.notes')} htmlFor="po-notes" error={errors.notes?.message}>
            <Textarea rows={2} {...form.register('notes')} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {order ? t('poForm.update') : t('poForm.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
