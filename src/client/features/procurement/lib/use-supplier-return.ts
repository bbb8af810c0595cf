import { useMemo, useState } from 'react';
import type { Grn } from '#shared/contracts/procurement';
import type { DebitNote, SupplierReturnInput } from '#shared/contracts/supplier-returns';
import { parseDecimalText } from '#shared/domain/decimal-text';
import { serverMessageOf } from '#client/lib/api';
import { useIdempotencyKey } from '#client/lib/use-idempotency-key';
import { useCreateSupplierReturn } from '../api/create-supplier-return';
import { useDebitNotes } from '../api/get-debit-notes';

/** One row per product received in good condition on the GRN: how much came and how much went back already. */
export type ReturnRow = { productId: number; name: string; received: number; returned: number };

function rowsOf(grn: Grn, notes: DebitNote[]): ReturnRow[] {
  const rows = new Map<number, ReturnRow>();
  for (const i of grn.items) {
    if (i.condition !== 'good' || i.receivedQuantity <= 0) continue;
    const row = rows.get(i.productId) ?? { productId: i.productId, name: i.productName, received: 0, returned: 0 };
    row.received += i.receivedQuantity;
    rows.set(i.productId, row);
  }
  for (const n of notes.filter((d) => d.grnId === grn.id)) {
    for (const l of n.lines) {
      const row = rows.get(l.productId);
      if (row) row.returned += l.quantity;
    }
  }
  return [...rows.values()];
}

/**
 * The return dialog's state: the quantities typed per product, the reason, the write (one
 * Idempotency-Key per attempt until it succeeds) and the debit note it made.
 */
export function useSupplierReturn(businessId: number, grn: Grn, failed: string) {
  const notes = useDebitNotes(businessId).data;
  const rows = useMemo(() => rowsOf(grn, notes ?? []), [grn, notes]);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<DebitNote | null>(null);
  const key = useIdempotencyKey();
  const create = useCreateSupplierReturn(businessId);

  const lines = rows
    .map((r) => ({ productId: r.productId, quantity: (quantities[r.productId] ?? '').trim() }))
    .filter((l) => l.quantity !== '' && l.quantity !== '0');

  const submit = async () => {
    setError(null);
    try {
      // What was typed, as plain decimal text ("2", "1.5"): the server reads it and names what is wrong.
      const plain = (text: string) => {
        const parsed = parseDecimalText(text);
        return parsed.ok ? parsed.text : text;
      };
      const input = {
        lines: lines.map((l) => ({ productId: l.productId, quantity: plain(l.quantity) })),
        reason: reason.trim(),
      } as unknown as SupplierReturnInput;
      const note = await create.mutateAsync({ grnId: grn.id, input, headers: key.headers() });
      key.reset();
      setCreated(note);
    } catch (err) {
      setError(serverMessageOf(err, failed));
    }
  };

  return {
    rows,
    quantities,
    setQuantity: (productId: number, value: string) => setQuantities((q) => ({ ...q, [productId]: value })),
    reason,
    setReason,
    error,
    created,
    canSubmit: lines.length > 0 && reason.trim() !== '' && !create.isPending,
    pending: create.isPending,
    submit,
  };
}
