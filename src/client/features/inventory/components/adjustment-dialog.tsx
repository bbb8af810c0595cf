import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ManagerPinDialog } from '#client/components/manager-approval/manager-pin-dialog';
import { Button, DecimalInput, FormDialog, FormDialogFooter, FormField, Textarea } from '#client/components/ui';
import { formatQuantity } from '#client/lib/format';
import { useAdjustmentProducts } from '../api/adjustments';
import { useAdjustmentForm, type AdjustmentForm } from '../lib/use-adjustment-form';
import { AdjustmentBatchIn, AdjustmentBatchOut } from './adjustment-batch-fields';
import { AdjustmentProductPicker } from './adjustment-product-picker';
import { AdjustmentReasonFields } from './adjustment-reason-fields';

/**
 * "New adjustment": a product (scanned or searched), a reason, how much to take
 * out or bring in (the reason decides the direction, except a correction or "other"), a note. A
 * cashier's adjustment goes out with an admin's PIN (the till's manager PIN dialog). For a product
 * that tracks batches, stock out comes from a batch picked (first to expire unless one is chosen;
 * reason "Expired" picks the expired batch: the write-off) and stock in names the batch it goes into.
 */
export function AdjustmentDialog({
  open,
  onOpenChange,
  businessId,
  isAdmin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businessId: number;
  isAdmin: boolean;
}) {
  const { t } = useTranslation(['adjustments', 'inventory', 'common']);
  const products = useAdjustmentProducts(businessId, open);
  const form = useAdjustmentForm(businessId, () => onOpenChange(false));
  const [askPin, setAskPin] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    if (isAdmin) form.send();
    else setAskPin(true);
  };

  return (
    <>
      <FormDialog
        open={open && !askPin}
        onClose={form.close}
        closeLabel={t('dialog.cancel')}
        title={t('dialog.title')}
        description={t('dialog.description')}
        onSubmit={submit}
        footer={
          <FormDialogFooter
            onCancel={form.close}
            cancelLabel={t('dialog.cancel')}
            submitLabel={t('dialog.save')}
            busyLabel={t('dialog.saving')}
            busy={form.busy}
          />
        }
      >
        {form.product ? (
          <div className="flex items-center justify-between gap-2 rounded-md border p-3 text-sm" data-testid="adjustment-product">
            <span>
              {t('dialog.chosen', {
                name: form.product.name,
                stock: `${formatQuantity(form.product.stock, form.product.unit)} ${t(`common:units.${form.product.unit}`, { count: form.product.stock })}`,
              })}
            </span>
            <Button type="button" variant="ghost" size="sm" onClick={() => form.pickProduct(null)}>
              {t('dialog.change')}
            </Button>
          </div>
        ) : (
          <AdjustmentProductPicker products={products.data?.products ?? []} onPick={form.pickProduct} error={form.errors.product} />
        )}
        <AdjustmentReasonFields form={form} />
        <AdjustmentBatchFields form={form} />
        <AdjustmentQuantityNoteFields form={form} />
      </FormDialog>
      {!isAdmin && (
        <ManagerPinDialog
          open={askPin}
          businessId={businessId}
          description={t('dialog.approvalDescription')}
          approveLabel={t('dialog.approve')}
          onCancel={() => setAskPin(false)}
          onApproved={(approval) => {
            setAskPin(false);
            form.send(approval);
          }}
        />
      )}
    </>
  );
}

/** For a product that tracks batches: the batch stock out comes from, or the batch stock in goes into. */
function AdjustmentBatchFields({ form }: { form: AdjustmentForm }) {
  if (form.batches?.tracksBatches && form.direction === 'out')
    return <AdjustmentBatchOut batches={form.batches} value={form.batchId} onChange={form.setBatchChoice} />;
  if (form.product?.tracksBatches && form.direction === 'in' && form.reason !== '')
    return (
      <AdjustmentBatchIn number={form.batchNumber} expiry={form.expiryDate} onNumber={form.setBatchNumber} onExpiry={form.setExpiryDate} />
    );
  return null;
}

/** How much to take out or bring in (in the product's unit), and the note ("other" needs one). */
function AdjustmentQuantityNoteFields({ form }: { form: AdjustmentForm }) {
  const { t } = useTranslation(['adjustments', 'common']);
  const { product, reason, direction } = form;
  return (
    <>
      <FormField
        label={t('dialog.quantity', { unit: product ? t(`common:units.${product.unit}`, { count: 2 }) : '' })}
        htmlFor="adjustment-quantity"
        hint={reason ? `${direction === 'out' ? t('dialog.out') : t('dialog.in')} · ${t('dialog.quantityHint')}` : t('dialog.quantityHint')}
        error={form.errors.quantity}
      >
        <DecimalInput value={form.quantity} onChange={(e) => form.setQuantity(e.target.value)} />
      </FormField>
      <FormField label={t('dialog.note')} htmlFor="adjustment-note" hint={t('dialog.noteHint')} error={form.errors.note}>
        <Textarea value={form.note} maxLength={200} rows={2} onChange={(e) => form.setNote(e.target.value)} />
      </FormField>
    </>
  );
}
