import { useMemo, useState } from 'react';
import type { Sale } from '#shared/contracts/sales';
import { emptyDrafts, previewReturn, splitRefund, type LineDraft, type RefundDraft } from './return-preview';

/**
 * A return being drafted against a sale, online or at a till with no connection: the lines as
 * typed, the refund's rows (cash first), the preview (the server's own rule) and the split of the
 * refund over the rows.
 */
export function useReturnDraft(sale: Sale) {
  const [drafts, setDrafts] = useState<LineDraft[]>(() => emptyDrafts(sale));
  const [rows, setRows] = useState<RefundDraft[]>([{ method: 'cash', amount: '' }]);
  const preview = useMemo(() => previewReturn(sale, drafts), [sale, drafts]);
  return {
    sale,
    drafts,
    setDrafts,
    rows,
    setRows,
    preview,
    split: splitRefund(preview.totalCents, rows),
    /** Credit only when the sale was on credit (off the debt) or has a customer (store credit). */
    creditAllowed: sale.paymentStatus !== 'paid' || sale.customerId != null,
  };
}

export type ReturnDraft = ReturnType<typeof useReturnDraft>;
