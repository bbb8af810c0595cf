import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GrnInput, type Grn, type ProcurementProduct, type PurchaseOrder, type Supplier } from '#shared/contracts/procurement';
import { FormField, Textarea, toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { showServerFieldErrors } from '#client/lib/server-field-errors';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { useCreateGrn, useUpdateGrn } from '../api/grn-mutations';
import { grnFormValues, linesFor, nothingReceived, receivedElsewhere, type GrnLineInput } from '../lib/grn-lines';
import { GrnCreditFields } from './grn-credit-fields';
import { GrnInputVatFields } from './grn-input-vat-fields';
import { GrnItems } from './grn-items';
import { GrnOrderFields } from './grn-order-fields';
import { NothingReceivedDialog } from './nothing-received-dialog';
import { RecordFormDialog } from './record-form-dialog';

type GrnFormDialogProps = {
  businessId: number;
  open: boolean;
  grn: Grn | null;
  orders: PurchaseOrder[];
  /** The business's GRNs: what earlier receipts of the order already brought in. */
  grns?: Grn[];
  /** The suppliers: whether the order's supplier has a VAT number (its GRNs carry input VAT). */
  suppliers?: Supplier[];
  /** The products: a line of one that tracks batches asks for its batch number and expiry. */
  products?: ProcurementProduct[];
  onOpenChange: (open: boolean) => void;
};

/** The GRN's form, and its save: created or updated under one idempotency key per opened form. */
function useGrnForm({ businessId, open, grn, onOpenChange }: Pick<GrnFormDialogProps, 'businessId' | 'open' | 'grn' | 'onOpenChange'>) {
  const [confirmingNothing, setConfirmingNothing] = useState(false);
  const { t } = useTranslation('procurement');
  const create = useCreateGrn(businessId);
  const update = useUpdateGrn(businessId);
  const idempotency = useIdempotencyKey();
  const form = useForm<z.input<typeof GrnInput>, unknown, z.output<typeof GrnInput>>({
    resolver: zodResolver(GrnInput),
    defaultValues: grnFormValues(grn),
  });
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (open) form.reset(grnFormValues(grn));
    if (open) idempotency.reset(); // a new form: a new write (its retries share one key)
    setConfirmingNothing(false);
  }, [open, grn, form, idempotency]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (pending) return;
    try {
      if (grn) {
        await update.mutateAsync({ id: grn.id, input: values, headers: idempotency.headers() });
        toast.success(t('toast.grnUpdated'));
      } else {
        await create.mutateAsync({ input: values, headers: idempotency.headers() });
        toast.success(t('toast.grnCreated'));
      }
      idempotency.reset();
      setConfirmingNothing(false);
      onOpenChange(false);
    } catch (err) {
      // An input VAT amount without the tax invoice's number or date: shown on those fields.
      showServerFieldErrors(form.setError, err, ['inputVat', 'supplierInvoiceNumber', 'supplierInvoiceDate']);
      toast.error(grn ? t('toast.grnUpdateFailed') : t('toast.grnCreateFailed'), { description: serverMessageOf(err, '') });
    }
  });

  // Nothing received: confirm and give a reason first (the server refuses it without one).
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!confirmingNothing && nothingReceived(form.getValues('items') as GrnLineInput[])) setConfirmingNothing(true);
    else void onSubmit();
  };
  return { form, pending, submit, onSubmit, confirmingNothing, setConfirmingNothing };
}

/**
 * Create GRN: only approved orders are offered; choosing one copies its items, each received
 * quantity starting at what is still to come. Receiving nothing asks for confirmation and a reason.
 */
export function GrnFormDialog({ grns = [], suppliers = [], products = [], ...props }: GrnFormDialogProps) {
  const { open, grn, orders, onOpenChange } = props;
  const { t } = useTranslation('procurement');
  const { form, pending, submit, onSubmit, confirmingNothing, setConfirmingNothing } = useGrnForm(props);
  const { fields, replace } = useFieldArray({ control: form.control, name: 'items' });
  const orderId = useWatch({ control: form.control, name: 'purchaseOrderId' });
  const { errors } = form.formState;
  const order = orders.find((o) => String(o.id) === String(orderId ?? ''));
  const elsewhere = order ? receivedElsewhere(grns, order.id, grn?.id) : new Map<number, number>();
  const tracked = new Set(products.filter((p) => p.tracksBatches).map((p) => p.id));
  const supplierVatNumber = order ? suppliers.find((x) => x.id === order.supplierId)?.vatNumber : grn?.supplierVatNumber;

  const chooseOrder = (id: string) => {
    const o = orders.find((x) => String(x.id) === id);
    replace(o ? linesFor(o, grns) : []);
  };

  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      texts="grnForm"
      editing={!!grn}
      className="max-h-[90vh] overflow-y-auto sm:max-w-4xl"
      onSubmit={submit}
      pending={pending}
    >
      <GrnOrderFields form={form} grn={grn} orders={orders} order={order} onChooseOrder={chooseOrder} />
      <GrnCreditFields
        control={form.control}
        setOnCredit={(on) => form.setValue('onCredit', on, { shouldDirty: true })}
        register={form.register}
        creditDays={suppliers.find((x) => x.id === (order?.supplierId ?? -1))?.creditDays}
        error={errors.dueDate?.message}
      />
      <GrnItems form={form} fieldIds={fields.map((f) => f.id)} order={order} grn={grn} elsewhere={elsewhere} tracked={tracked} />
      {(order || grn) && (
        <GrnInputVatFields
          supplierVatNumber={supplierVatNumber}
          register={(name, options) => form.register(name, options)}
          errors={{
            inputVat: errors.inputVat?.message,
            supplierInvoiceNumber: errors.supplierInvoiceNumber?.message,
            supplierInvoiceDate: errors.supplierInvoiceDate?.message,
          }}
        />
      )}
      <FormField label={t('grnForm.notes')} htmlFor="grn-notes" error={errors.notes?.message}>
        <Textarea rows={2} {...form.register('notes')} />
      </FormField>
      <NothingReceivedDialog
        open={confirmingNothing}
        onOpenChange={setConfirmingNothing}
        reason={form.register('rejectionReason')}
        error={errors.rejectionReason?.message}
        pending={pending}
        onConfirm={() => void onSubmit()}
      />
    </RecordFormDialog>
  );
}
