import { useTranslation } from 'react-i18next';
import type { Grn, PurchaseOrder } from '#shared/contracts/procurement';
import { FormField, Input, NativeSelect } from '#client/components/ui';
import type { GrnForm } from './grn-items';

/**
 * Which order the GRN receives (only approved ones for a new GRN; fixed on edit; choosing one
 * calls onChooseOrder), its supplier, and the received date.
 */
export function GrnOrderFields({
  form,
  grn,
  orders,
  order,
  onChooseOrder,
}: {
  form: GrnForm;
  grn: Grn | null;
  orders: PurchaseOrder[];
  /** The chosen order. */
  order: PurchaseOrder | undefined;
  onChooseOrder: (orderId: string) => void;
}) {
  const { t } = useTranslation('procurement');
  const { errors } = form.formState;
  const approved = orders.filter((o) => o.status.toLowerCase() === 'approved');
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField label={t('grnForm.purchaseOrder')} htmlFor="grn-order" error={errors.purchaseOrderId?.message}>
        <NativeSelect disabled={!!grn} {...form.register('purchaseOrderId', { onChange: (e) => onChooseOrder(e.target.value) })}>
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
  );
}
