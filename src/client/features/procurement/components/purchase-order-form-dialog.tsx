import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  PURCHASE_ORDER_STATUSES,
  PurchaseOrderInput,
  type ProcurementProduct,
  type PurchaseOrder,
  type Supplier,
} from '#shared/contracts/procurement';
import { FormField, Input, NativeSelect, SelectOptions, Textarea, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { useCreatePurchaseOrder, useUpdatePurchaseOrder } from '../api/purchase-order-mutations';
import { recordSaver } from '../lib/record-saver';
import { emptyPurchaseOrderLine, PurchaseOrderItems, type PurchaseOrderForm } from './purchase-order-items';
import { RecordFormDialog } from './record-form-dialog';

type FormIn = z.input<typeof PurchaseOrderInput>;
type FormOut = z.output<typeof PurchaseOrderInput>;
const valuesOf = (o: PurchaseOrder | null): FormIn => ({
  supplierId: o ? String(o.supplierId) : '',
  expectedDeliveryDate: o?.expectedDeliveryDate ?? '',
  status: o?.status ?? 'pending',
  notes: o?.notes ?? '',
  items: o
    ? o.items.map((i) => ({ productId: String(i.productId), quantity: String(i.quantity), unitPrice: String(i.unitPrice) }))
    : [emptyPurchaseOrderLine],
});

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
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(PurchaseOrderInput), defaultValues: valuesOf(order) });
  const { errors } = form.formState;
  const { pending, save } = recordSaver({
    record: order,
    create: useCreatePurchaseOrder(businessId),
    update: useUpdatePurchaseOrder(businessId),
    saved: { created: t('toast.poCreated'), updated: t('toast.poUpdated') },
    onSaved: () => onOpenChange(false),
    onFailed: (err) =>
      toast.error(order ? t('toast.poUpdateFailed') : t('toast.poCreateFailed', { message: serverMessageOf(err, t('toast.noAnswer')) }), {
        description: order ? serverMessageOf(err, '') : undefined,
      }),
  });

  useEffect(() => {
    if (open) form.reset(valuesOf(order));
  }, [open, order, form]);

  const onSubmit = form.handleSubmit(save);

  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      texts="poForm"
      editing={!!order}
      className="max-h-[90vh] overflow-y-auto sm:max-w-5xl"
      onSubmit={onSubmit}
      pending={pending}
    >
      <PurchaseOrderHeaderFields form={form} suppliers={suppliers} />
      <PurchaseOrderItems form={form} products={products} />
      <FormField label={t('poForm.notes')} htmlFor="po-notes" error={errors.notes?.message}>
        <Textarea rows={2} {...form.register('notes')} />
      </FormField>
    </RecordFormDialog>
  );
}

/** The order's supplier, expected delivery date and status. */
function PurchaseOrderHeaderFields({ form, suppliers }: { form: PurchaseOrderForm; suppliers: Supplier[] }) {
  const { t } = useTranslation('procurement');
  const { errors } = form.formState;
  return (
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
          <SelectOptions options={PURCHASE_ORDER_STATUSES} label={(s) => t(`status.${s}`)} />
        </NativeSelect>
      </FormField>
    </div>
  );
}
