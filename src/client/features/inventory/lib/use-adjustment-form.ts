import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADJUSTMENT_DIRECTION } from '#shared/contracts/adjustments-paths';
import type { PosProduct } from '#shared/contracts/sales';
import type { StockAdjustmentReason } from '#shared/contracts/stock-paths';
import { parseDecimalText } from '#shared/domain/decimal-text';
import type { Approval } from '#client/components/manager-approval/managers';
import { toast } from '#client/components/ui';
import { serverMessageOf } from '#client/lib/api';
import { formatQuantity } from '#client/lib/format';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { useCreateAdjustment } from '../api/adjustments';
import { useProductBatches } from '../api/product-batches';

export type Direction = 'out' | 'in';
export type AdjustmentErrors = Partial<Record<'product' | 'reason' | 'quantity' | 'note', string>>;

/**
 * The new adjustment's fields and their rules: the reason decides the direction (except a
 * correction or "other"); for a product that tracks batches, stock out comes from the batch picked
 * (first to expire unless one is chosen; reason "Expired" picks the expired batch) and stock in
 * names the batch it goes into. `send` saves it (with an approval when a manager gave one).
 */
export function useAdjustmentForm(businessId: number, onClose: () => void) {
  const { t } = useTranslation(['adjustments', 'inventory', 'common']);
  const create = useCreateAdjustment(businessId);
  const idempotency = useIdempotencyKey();
  const [product, setProduct] = useState<PosProduct | null>(null);
  const [reason, setReasonValue] = useState<StockAdjustmentReason | ''>('');
  const [chosenDirection, setChosenDirection] = useState<Direction>('out');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<AdjustmentErrors>({});
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
  const setReason = (r: StockAdjustmentReason | '') => {
    setReasonValue(r);
    setBatchChoice(null);
  };
  const close = () => {
    pickProduct(null);
    setBatchNumber('');
    setExpiryDate('');
    setReasonValue('');
    setQuantity('');
    setNote('');
    setErrors({});
    idempotency.reset();
    onClose();
  };

  /** Checks the fields, shows what is wrong; true when the adjustment can go. */
  const validate = (): boolean => {
    const e: AdjustmentErrors = {};
    if (!product) e.product = t('dialog.chooseProduct');
    if (!reason) e.reason = t('errors:STOCK_REASON_REQUIRED');
    const read = parseDecimalText(quantity);
    if (!read.ok || Number(read.text) <= 0) e.quantity = t('dialog.quantityInvalid');
    else if (picked && Number(read.text) > picked.quantity)
      e.quantity = t('batch.holdsOnly', { quantity: formatQuantity(picked.quantity, product?.unit ?? 'pieces') });
    if (reason === 'other' && !note.trim()) e.note = t('errors:STOCK_NOTE_REQUIRED');
    setErrors(e);
    return Object.keys(e).length === 0;
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

  return {
    product,
    pickProduct,
    reason,
    setReason,
    fixed,
    direction,
    chosenDirection,
    setChosenDirection,
    quantity,
    setQuantity,
    note,
    setNote,
    errors,
    batches: batches.data,
    batchId,
    setBatchChoice,
    batchNumber,
    setBatchNumber,
    expiryDate,
    setExpiryDate,
    busy: create.isPending,
    validate,
    send,
    close,
  };
}

export type AdjustmentForm = ReturnType<typeof useAdjustmentForm>;
