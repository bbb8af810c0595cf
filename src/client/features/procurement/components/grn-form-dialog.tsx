import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GRN_CONDITIONS, GrnInput, type Grn, type PurchaseOrder } from '../../../../shared/contracts/procurement';
import { fromCents, isMoneyString, isQuantityString, toCents, toThousandths } from '../../../../shared/domain/money';
import { computePurchaseTotals } from '../../../../shared/domain/purchase-totals';
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
} from '../../../components/ui';
import { serverMessageOf } from '../../../lib/api';
import { formatMoney, formatQuantity } from '../../../lib/format';
import { shopToday } from '../../../lib/shop-time';
import { useCreateGrn, useUpdateGrn } from '../api/grn-mutations';

type FormIn = z.input<typeof GrnInput>;
type FormOut = z.output<typeof GrnInput>;
type Line = { receivedQuantity?: unknown; unitPrice?: unknown };

// The shop's today, not the browser's (UTC's date is yesterday before 05:30 in Colombo).
const today = () => shopToday();

function valuesOf(grn: Grn | null): FormIn {
  if (!grn) return { purchaseOrderId: '', receivedDate: today(), notes: '', items: [] };
  return {
    purchaseOrderId: String(grn.purchaseOrderId),
    receivedDate: grn.receivedDate,
    notes: grn.notes ?? '',
    items: grn.items.map((i) => ({
      productId: i.productId,
      receivedQuantity: String(i.receivedQuantity),
      unitPrice: String(i.unitPrice),
      condition: i.condition,
    })),
  };
}

function previewLine(line: Line) {
  const q = String(line.receivedQuantity ?? '');
  const p = String(line.unitPrice ?? '');
  if (!isQuantityString(q) || !isMoneyString(p) || toThousandths(q) < 0 || toCents(p) < 0) return { quantity: 0, unitPriceCents: 0 };
  return { quantity: toThousandths(q), unitPriceCents: toCents(p) };
}

/** Create GRN: only approved orders are offered; choosing one copies its items (received 0). */
export function GrnFormDialog({
  businessId,
  open,
  grn,
  orders,
  onOpenChange,
}: {
  businessId: number;
  open: boolean;
  grn: Grn | null;
  orders: PurchaseOrder[];
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('procurement');
  const create = useCreateGrn(businessId);
  const update = useUpdateGrn(businessId);
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(GrnInput), defaultValues: valuesOf(grn) });
  const { fields, replace } = useFieldArray({ control: form.control, name: 'items' });
  const lines = (useWatch({ control: form.control, name: 'items' }) ?? []) as Line[];
  const orderId = useWatch({ control: form.control, name: 'purchaseOrderId' });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;
  const approved = orders.filter((o) => o.status.toLowerCase() === 'approved');
  const order = orders.find((o) => String(o.id) === String(orderId ?? ''));
  const ordered = new Map((order?.items ?? []).map((i) => [i.productId, i]));
  const existing = new Map((grn?.items ?? []).map((i) => [i.productId, i]));
  const preview = computePurchaseTotals(lines.map(previewLine));

  useEffect(() => {
    if (open) form.reset(valuesOf(grn));
  }, [open, grn, form]);

  const chooseOrder = (id: string) => {
    const o = orders.find((x) => String(x.id) === id);
    replace(
      o
        ? o.items.map((i) => ({
            productId: i.productId,
            receivedQuantity: '0',
            unitPrice: String(i.unitPrice),
            condition: 'good' as const,
          }))
        : [],
    );
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (pending) return;
    try {
      if (grn) {
        await update.mutateAsync({ id: grn.id, input: values });
        toast.success(t('toast.grnUpdated'));
      } else {
        await create.mutateAsync(values);
        toast.success(t('toast.grnCreated'));
      }
      onOpenChange(false);
    } catch (err) {
      toast.error(grn ? t('toast.grnUpdateFailed') : t('toast.grnCreateFailed'), { description: serverMessageOf(err, '') });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')} className="max-h-[90vh] max-w-4xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{grn ? t('grnForm.editTitle') : t('grnForm.createTitle')}</DialogTitle>
          <DialogDescription>{t('grnForm.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label={t('grnForm.purchaseOrder')} htmlFor="grn-order" error={errors.purchaseOrderId?.message}>
              <NativeSelect disabled={!!grn} {...form.register('purchaseOrderId', { onChange: (e) => chooseOrder(e.target.value) })}>
                <option value="">{approved.length || grn ? t('grnForm.selectOrder') : t('grnForm.noApproved')}</option>
                {(grn ? orders.filter((o) => o.id === grn.purchaseOrderId) : approved).map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.orderNumber} — {o.supplierName}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t('grnForm.supplier')} htmlFor="grn-supplier">
              <Input readOnly value={order?.supplierName ?? grn?.supplierName ?? ''} />
            </FormField>
            <FormField label={t('grnForm.receivedDate')} htmlFor="grn-date" error={errors.receivedDate?.message}>
              <Input type="date" {...form.register('receivedDate')} />
            </FormField>
          </div>

          {fields.length > 0 && (
            <div className="grid gap-2">
              {fields.map((field, index) => {
                const productId = Number(form.getValues(`items.${index}.productId`));
                const info = ordered.get(productId) ?? existing.get(productId);
                const itemErrors = errors.items?.[index];
                return (
                  <div key={field.id} className="grid grid-cols-12 items-start gap-2 rounded-lg border p-2" data-testid="grn-item-row">
                    <div className="col-span-12 grid gap-1 sm:col-span-3">
                      <span className="text-sm font-medium">{t('grnForm.product')}</span>
                      <span className="text-sm">{info?.productName ?? ''}</span>
                      <span className="text-xs text-muted-foreground">
                        {t('grnForm.ordered')}: {formatQuantity(info ? ('quantity' in info ? info.quantity : info.orderedQuantity) : 0)}
                      </span>
                    </div>
                    <FormField
                      className="col-span-4 sm:col-span-2"
                      label={t('grnForm.received')}
                      htmlFor={`grn-item-${index}-received`}
                      error={itemErrors?.receivedQuantity?.message}
                    >
                      <DecimalInput {...form.register(`items.${index}.receivedQuantity`, decimalField())} />
                    </FormField>
                    <FormField
                      className="col-span-4 sm:col-span-2"
                      label={t('grnForm.unitPrice')}
                      htmlFor={`grn-item-${index}-price`}
                      error={itemErrors?.unitPrice?.message}
                    >
                      <DecimalInput {...form.register(`items.${index}.unitPrice`, decimalField())} />
                    </FormField>
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
                      <span className="py-2 text-sm tabular-nums">{formatMoney(fromCents(preview.lines[index]?.totalCents ?? 0))}</span>
                    </div>
                  </div>
                );
              })}
              <p className="text-right text-base font-semibold">{formatMoney(fromCents(preview.totalCents))}</p>
            </div>
          )}
          {errors.items?.message && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.items.message}
            </p>
          )}
          <FormField label={t('grnForm.notes')} htmlFor="grn-notes" error={errors.notes?.message}>
            <Textarea rows={2} {...form.register('notes')} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {grn ? t('grnForm.update') : t('grnForm.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
