import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  GRN_CONDITIONS,
  GrnInput,
  type Grn,
  type ProcurementProduct,
  type PurchaseOrder,
  type Supplier,
} from '#shared/contracts/procurement';
import { receivesNothing, remainingToReceive } from '#shared/domain/grn-status';
import { fromCents, fromThousandths, isMoneyString, isQuantityString, toCents, toThousandths } from '#shared/domain/money';
import { lineWithinBounds } from '#shared/domain/bounds';
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
import { formatMoney, formatQuantity } from '#client/lib/format';
import { shopToday } from '#client/lib/shop-time';
import { useCreateGrn, useUpdateGrn } from '../api/grn-mutations';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { GrnCreditFields } from './grn-credit-fields';
import { GrnBatchFields } from './grn-batch-fields';
import { GrnInputVatFields } from './grn-input-vat-fields';
import { NothingReceivedDialog } from './nothing-received-dialog';

type FormIn = z.input<typeof GrnInput>;
type FormOut = z.output<typeof GrnInput>;
type Line = { receivedQuantity?: unknown; unitPrice?: unknown };

// The shop's today, not the browser's (UTC's date is yesterday before 05:30 in Colombo).
const today = () => shopToday();

function valuesOf(grn: Grn | null): FormIn {
  if (!grn)
    return {
      purchaseOrderId: '',
      receivedDate: today(),
      notes: '',
      rejectionReason: '',
      inputVat: '',
      supplierInvoiceNumber: '',
      onCredit: false,
      dueDate: '',
      items: [],
    };
  return {
    purchaseOrderId: String(grn.purchaseOrderId),
    receivedDate: grn.receivedDate,
    notes: grn.notes ?? '',
    rejectionReason: grn.rejectionReason ?? '',
    // A computed input VAT stays computed on edit (blank); an entered one is shown to change.
    inputVat: grn.inputVatSource === 'entered' ? String(grn.inputVat) : '',
    supplierInvoiceNumber: grn.supplierInvoiceNumber ?? '',
    onCredit: grn.onCredit,
    dueDate: grn.dueDate ?? '',
    items: grn.items.map((i) => ({
      productId: i.productId,
      receivedQuantity: String(i.receivedQuantity),
      unitPrice: String(i.unitPrice),
      condition: i.condition,
      batchNumber: i.batchNumber ?? '',
      expiryDate: i.expiryDate ?? '',
    })),
  };
}

/** Good quantities (thousandths) the order's other GRNs already received, by product. */
function receivedElsewhere(grns: readonly Grn[], orderId: number, exceptGrnId: number | undefined) {
  const received = new Map<number, number>();
  for (const g of grns) {
    if (g.purchaseOrderId !== orderId || g.id === exceptGrnId) continue;
    for (const i of g.items) {
      if (i.condition === 'good') received.set(i.productId, (received.get(i.productId) ?? 0) + toThousandths(i.receivedQuantity));
    }
  }
  return received;
}

/** A new GRN's lines: each received quantity starts at what is still to come (ordered − received). */
function linesFor(order: PurchaseOrder, grns: readonly Grn[]) {
  const already = receivedElsewhere(grns, order.id, undefined);
  const ordered = new Map<number, number>();
  for (const i of order.items) ordered.set(i.productId, (ordered.get(i.productId) ?? 0) + toThousandths(i.quantity));
  // What is still to come per product; a product on several lines fills them in order.
  const pool = new Map([...ordered].map(([id, qty]) => [id, remainingToReceive(qty, already.get(id) ?? 0)]));
  return order.items.map((i) => {
    const take = Math.min(toThousandths(i.quantity), pool.get(i.productId) ?? 0);
    pool.set(i.productId, (pool.get(i.productId) ?? 0) - take);
    return {
      productId: i.productId,
      receivedQuantity: String(fromThousandths(take)),
      unitPrice: String(i.unitPrice),
      condition: 'good' as const,
      batchNumber: '',
      expiryDate: '',
    };
  });
}

/** True when every line parses and is 0: the GRN receives nothing and needs a reason. */
function nothingReceived(lines: Line[]): boolean {
  const quantities = lines.map((l) => String(l.receivedQuantity ?? '').trim());
  return quantities.every(isQuantityString) && receivesNothing(quantities.map((q) => ({ receivedQuantity: toThousandths(q) })));
}

function previewLine(line: Line) {
  const q = String(line.receivedQuantity ?? '');
  const p = String(line.unitPrice ?? '');
  if (!isQuantityString(q) || !isMoneyString(p) || !lineWithinBounds(Number(q), Number(p))) return { quantity: 0, unitPriceCents: 0 };
  if (toThousandths(q) < 0 || toCents(p) < 0) return { quantity: 0, unitPriceCents: 0 };
  return { quantity: toThousandths(q), unitPriceCents: toCents(p) };
}

/**
 * Create GRN: only approved orders are offered; choosing one copies its items, each received
 * quantity starting at what is still to come. Receiving nothing asks for confirmation and a reason.
 */
export function GrnFormDialog({
  businessId,
  open,
  grn,
  orders,
  grns = [],
  suppliers = [],
  products = [],
  onOpenChange,
}: {
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
}) {
  const [confirmingNothing, setConfirmingNothing] = useState(false);
  const { t } = useTranslation('procurement');
  const create = useCreateGrn(businessId);
  const update = useUpdateGrn(businessId);
  const idempotency = useIdempotencyKey();
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
  const elsewhere = order ? receivedElsewhere(grns, order.id, grn?.id) : new Map<number, number>();
  const preview = computePurchaseTotals(lines.map(previewLine));
  const tracked = new Set(products.filter((p) => p.tracksBatches).map((p) => p.id));
  const supplierVatNumber = order ? suppliers.find((x) => x.id === order.supplierId)?.vatNumber : grn?.supplierVatNumber;

  useEffect(() => {
    if (open) form.reset(valuesOf(grn));
    if (open) idempotency.reset(); // a new form: a new write (its retries share one key)
    setConfirmingNothing(false);
  }, [open, grn, form, idempotency]);

  const chooseOrder = (id: string) => {
    const o = orders.find((x) => String(x.id) === id);
    replace(o ? linesFor(o, grns) : []);
  };

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
      toast.error(grn ? t('toast.grnUpdateFailed') : t('toast.grnCreateFailed'), { description: serverMessageOf(err, '') });
    }
  });

  // Nothing received: confirm and give a reason first (the server refuses it without one).
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!confirmingNothing && nothingReceived(form.getValues('items') as Line[])) setConfirmingNothing(true);
    else void onSubmit();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')} className="max-h-[90vh] overflow-y-auto sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{grn ? t('grnForm.editTitle') : t('grnForm.createTitle')}</DialogTitle>
          <DialogDescription>{t('grnForm.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
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

          <GrnCreditFields
            control={form.control}
            setOnCredit={(on) => form.setValue('onCredit', on, { shouldDirty: true })}
            register={form.register}
            creditDays={suppliers.find((x) => x.id === (order?.supplierId ?? -1))?.creditDays}
            error={errors.dueDate?.message}
          />

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
                      {(elsewhere.get(productId) ?? 0) > 0 && (
                        <span className="text-xs text-muted-foreground">
                          {t('grnForm.alreadyReceived', { quantity: formatQuantity(fromThousandths(elsewhere.get(productId) ?? 0)) })}
                        </span>
                      )}
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
                    {tracked.has(productId) && <GrnBatchFields index={index} register={form.register} errors={itemErrors} />}
                  </div>
                );
              })}
              <p className="text-right text-base font-semibold">{formatMoney(fromCents(preview.totalCents))}</p>
            </div>
          )}
          {errors.items?.message && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {textOfMessage(errors.items.message)}
            </p>
          )}
          {(order || grn) && (
            <GrnInputVatFields
              supplierVatNumber={supplierVatNumber}
              register={(name, options) => form.register(name, options)}
              errors={{ inputVat: errors.inputVat?.message, supplierInvoiceNumber: errors.supplierInvoiceNumber?.message }}
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
