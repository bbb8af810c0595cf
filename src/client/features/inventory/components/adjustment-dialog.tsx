import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADJUSTMENT_DIRECTION } from '#shared/contracts/adjustments-paths';
import type { PosProduct } from '#shared/contracts/sales';
import { STOCK_ADJUSTMENT_REASONS, type StockAdjustmentReason } from '#shared/contracts/stock-paths';
import { parseDecimalText } from '#shared/domain/decimal-text';
import { ManagerPinDialog } from '#client/components/returns/manager-pin-dialog';
import type { Approval } from '#client/components/returns/api/managers';
import {
  Button,
  DecimalInput,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormDialogFooter,
  FormField,
  NativeSelect,
  Textarea,
  toast,
} from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { formatQuantity } from '#client/lib/format';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { useAdjustmentProducts, useCreateAdjustment } from '../api/adjustments';
import { useProductBatches } from '../api/product-batches';
import { AdjustmentBatchIn, AdjustmentBatchOut } from './adjustment-batch-fields';
import { AdjustmentProductPicker } from './adjustment-product-picker';

type Direction = 'out' | 'in';
type Errors = Partial<Record<'product' | 'reason' | 'quantity' | 'note', string>>;

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
  const create = useCreateAdjustment(businessId);
  const idempotency = useIdempotencyKey();
  const [product, setProduct] = useState<PosProduct | null>(null);
  const [reason, setReason] = useState<StockAdjustmentReason | ''>('');
  const [chosenDirection, setChosenDirection] = useState<Direction>('out');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [askPin, setAskPin] = useState(false);
  // null: not chosen, so the default holds — the expired batch for reason "Expired", else FEFO ('').
  const [batchChoice, setBatchChoice] = useState<string | null>(null);
  const [batchNumber, setBatchNumber] = useState('');
  const [expiryDate, setExpiryDate] = useState('');
  const fixed = reason ? ADJUSTMENT_DIRECTION[reason] : 'either';
  const direction: Direction = fixed === 'either' ? chosenDirection : fixed;
  const batches = useProductBatches(businessId, product?.tracksBatches ? product.id : null);
  const held = batches.data?.tracksBatches ? batches.data.batches : [];
  const batchId = batchChoice ?? (reason === 'expired' ? String(held.find((b) => b.expired)?.id ?? '') : '');
  const picked = direction === 'out' ? (held.find((b) => String(b.id) === batchId) ?? null) : null;

  const pickProduct = (p: PosProduct | null) => {
    setProduct(p);
    setBatchChoice(null);
  };
  const reset = () => {
    pickProduct(null);
    setBatchNumber('');
    setExpiryDate('');
    setReason('');
    setQuantity('');
    setNote('');
    setErrors({});
    idempotency.reset();
  };
  const close = () => {
    reset();
    onOpenChange(false);
  };

  const check = (): Errors => {
    const e: Errors = {};
    if (!product) e.product = t('dialog.chooseProduct');
    if (!reason) e.reason = t('errors:STOCK_REASON_REQUIRED');
    const read = parseDecimalText(quantity);
    if (!read.ok || Number(read.text) <= 0) e.quantity = t('dialog.quantityInvalid');
    else if (picked && Number(read.text) > picked.quantity)
      e.quantity = t('batch.holdsOnly', { quantity: formatQuantity(picked.quantity, product?.unit ?? 'pieces') });
    if (reason === 'other' && !note.trim()) e.note = t('errors:STOCK_NOTE_REQUIRED');
    return e;
  };

  const send = (approval?: Approval) => {
    const read = parseDecimalText(quantity);
    if (!product || !reason || !read.ok) return;
    const signed = direction === 'out' ? `-${read.text}` : read.text;
    const batch =
      direction === 'out'
        ? picked && { batchNumber: picked.batchNumber, expiryDate: picked.expiryDate }
        : product.tracksBatches &&
          (batchNumber.trim() || expiryDate) && { batchNumber: batchNumber.trim(), expiryDate: expiryDate || null };
    create.mutate(
      {
        body: { reason, note: note.trim() || null, lines: [{ productId: product.id, quantity: signed, ...(batch || {}) }], approval },
        headers: idempotency.headers(),
      },
      {
        onSuccess: () => {
          toast.success(t('dialog.saved', { name: product.name, quantity: `${direction === 'out' ? '−' : '+'}${read.text}` }));
          close();
        },
        onError: (err) => toast.error(t('dialog.failed'), { description: serverMessageOf(err, t('dialog.failed')) }),
      },
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    if (isAdmin) send();
    else setAskPin(true);
  };

  return (
    <>
      <Dialog open={open && !askPin} onOpenChange={(o) => !o && close()}>
        <DialogContent closeLabel={t('dialog.cancel')}>
          <DialogHeader>
            <DialogTitle>{t('dialog.title')}</DialogTitle>
            <DialogDescription>{t('dialog.description')}</DialogDescription>
          </DialogHeader>
          <form noValidate className="grid gap-4" onSubmit={submit}>
            {product ? (
              <div className="flex items-center justify-between gap-2 rounded-md border p-3 text-sm" data-testid="adjustment-product">
                <span>
                  {t('dialog.chosen', {
                    name: product.name,
                    stock: `${formatQuantity(product.stock, product.unit)} ${t(`common:units.${product.unit}`, { count: product.stock })}`,
                  })}
                </span>
                <Button type="button" variant="ghost" size="sm" onClick={() => pickProduct(null)}>
                  {t('dialog.change')}
                </Button>
              </div>
            ) : (
              <AdjustmentProductPicker products={products.data?.products ?? []} onPick={pickProduct} error={errors.product} />
            )}
            <FormField label={t('dialog.reason')} htmlFor="adjustment-reason" error={errors.reason}>
              <NativeSelect
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value as StockAdjustmentReason | '');
                  setBatchChoice(null);
                }}
              >
                <option value="">{t('dialog.chooseReason')}</option>
                {STOCK_ADJUSTMENT_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(`inventory:stockReasons.${r}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {fixed === 'either' && reason !== '' && (
              <FormField label={t('dialog.direction')} htmlFor="adjustment-direction">
                <NativeSelect value={chosenDirection} onChange={(e) => setChosenDirection(e.target.value as Direction)}>
                  <option value="out">{t('dialog.out')}</option>
                  <option value="in">{t('dialog.in')}</option>
                </NativeSelect>
              </FormField>
            )}
            {batches.data?.tracksBatches && direction === 'out' && (
              <AdjustmentBatchOut batches={batches.data} value={batchId} onChange={setBatchChoice} />
            )}
            {product?.tracksBatches && direction === 'in' && reason !== '' && (
              <AdjustmentBatchIn number={batchNumber} expiry={expiryDate} onNumber={setBatchNumber} onExpiry={setExpiryDate} />
            )}
            <FormField
              label={t('dialog.quantity', { unit: product ? t(`common:units.${product.unit}`, { count: 2 }) : '' })}
              htmlFor="adjustment-quantity"
              hint={
                reason
                  ? `${direction === 'out' ? t('dialog.out') : t('dialog.in')} · ${t('dialog.quantityHint')}`
                  : t('dialog.quantityHint')
              }
              error={errors.quantity}
            >
              <DecimalInput value={quantity} onChange={(e) => setQuantity(e.target.value)} />
            </FormField>
            <FormField label={t('dialog.note')} htmlFor="adjustment-note" hint={t('dialog.noteHint')} error={errors.note}>
              <Textarea value={note} maxLength={200} rows={2} onChange={(e) => setNote(e.target.value)} />
            </FormField>
            <FormDialogFooter
              onCancel={close}
              cancelLabel={t('dialog.cancel')}
              submitLabel={t('dialog.save')}
              busyLabel={t('dialog.saving')}
              busy={create.isPending}
            />
          </form>
        </DialogContent>
      </Dialog>
      {!isAdmin && (
        <ManagerPinDialog
          open={askPin}
          businessId={businessId}
          description={t('dialog.approvalDescription')}
          approveLabel={t('dialog.approve')}
          onCancel={() => setAskPin(false)}
          onApproved={(approval) => {
            setAskPin(false);
            send(approval);
          }}
        />
      )}
    </>
  );
}
