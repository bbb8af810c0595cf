/**
 * The return dialog's arithmetic, apart from its screen: each line's quantity as typed, what it
 * gives back (shared/domain/returns.ts — the very rule the server applies), the refund parts adding
 * up to the total, and the request. Integer cents and thousandths; decimals only in the request.
 */
import type { ReturnRequest } from '#shared/contracts/returns';
import type { RefundMethod, ReturnReason } from '#shared/contracts/returns-paths';
import type { Sale, SaleItem } from '#shared/contracts/sales';
import { entryAmountCents } from './refund-entry';
import { fromCents, fromThousandths, toCents, toThousandths } from '#shared/domain/money';
import { returnedShare, returnLineError, returnTotals, type ReturnableLine, type ReturnedShare } from '#shared/domain/returns';
import { isFractionalUnit } from '#shared/domain/units';

export type LineDraft = { saleItemId: number; quantity: string; restock: boolean; reason: ReturnReason };
export type RefundDraft = { method: RefundMethod; amount: string };

/** Damaged and expired goods do not go back on the shelf unless the cashier says so. */
export const restockByDefault = (reason: ReturnReason) => reason !== 'damaged' && reason !== 'expired';

/** A sale line as the shared rule reads it (its cost is not on the answer: the preview needs none). */
export function returnableOf(item: SaleItem): ReturnableLine {
  return {
    quantity: toThousandths(item.quantity),
    returnedQuantity: toThousandths(item.returnedQuantity ?? 0),
    unit: item.unit,
    lineTotalCents: toCents(item.total),
    vatCents: toCents(item.vatAmount),
    nbtCents: toCents(item.nbtAmount),
    discountShareCents: toCents(item.discountShare),
    lineCostCents: 0,
  };
}

/** What is left to return of a line, in thousandths. */
export const returnableQuantity = (item: SaleItem) => {
  const l = returnableOf(item);
  return l.quantity - l.returnedQuantity;
};

export const emptyDrafts = (sale: Sale): LineDraft[] =>
  sale.items.filter((i) => i.id != null).map((i) => ({ saleItemId: i.id!, quantity: '', restock: true, reason: 'changed_mind' }));

export type LineError = 'INVALID' | 'EXCEEDS_SOLD' | 'NOT_WHOLE';

/** A typed quantity in thousandths: 0 when empty, NaN when not a number of at most 3 decimals. */
export function quantityOf(text: string, item: SaleItem): number {
  const t = text.trim();
  if (t === '') return 0;
  const places = isFractionalUnit(item.unit) ? 3 : 0;
  const re = places ? /^\d{1,9}(\.\d{1,3})?$/ : /^\d{1,9}$/;
  return re.test(t) ? toThousandths(t) : Number.NaN;
}

export type ReturnPreview = {
  lines: { saleItemId: number; quantity: number; share: ReturnedShare | null; error: LineError | null }[];
  totalCents: number;
  vatCents: number;
  /** Lines with a quantity and no error. */
  chosen: number;
  valid: boolean;
};

export function previewReturn(sale: Sale, drafts: readonly LineDraft[]): ReturnPreview {
  const byId = new Map(sale.items.map((i) => [i.id, i]));
  const lines = drafts.map((d) => {
    const item = byId.get(d.saleItemId)!;
    const quantity = quantityOf(d.quantity, item);
    if (Number.isNaN(quantity)) return { saleItemId: d.saleItemId, quantity: 0, share: null, error: 'INVALID' as const };
    if (quantity === 0) return { saleItemId: d.saleItemId, quantity: 0, share: null, error: null };
    const err = returnLineError(returnableOf(item), quantity);
    if (err) return { saleItemId: d.saleItemId, quantity, share: null, error: err === 'NOT_POSITIVE' ? ('INVALID' as const) : err };
    return { saleItemId: d.saleItemId, quantity, share: returnedShare(returnableOf(item), quantity), error: null };
  });
  const totals = returnTotals(lines.flatMap((l) => (l.share ? [l.share] : [])));
  const chosen = lines.filter((l) => l.share).length;
  return { lines, totalCents: totals.totalCents, vatCents: totals.vatCents, chosen, valid: chosen > 0 && lines.every((l) => !l.error) };
}

export type RefundSplit = { parts: { method: RefundMethod; amountCents: number }[]; error: 'invalid' | 'over' | null };

/**
 * The refund parts: each row but the last as typed, the last the rest of the total — so the parts
 * always add up to it; an error when a typed amount is not money or they exceed the total.
 */
export function splitRefund(totalCents: number, rows: readonly RefundDraft[]): RefundSplit {
  const typed = rows.slice(0, -1).map((r) => ({ method: r.method, amountCents: entryAmountCents(r.amount) }));
  if (typed.some((p) => Number.isNaN(p.amountCents))) return { parts: [], error: 'invalid' };
  const rest = totalCents - typed.reduce((n, p) => n + p.amountCents, 0);
  if (rest < 0) return { parts: [], error: 'over' };
  const last = rows[rows.length - 1];
  const parts = last ? [...typed, { method: last.method, amountCents: rest }] : typed;
  return { parts: parts.filter((p) => p.amountCents > 0), error: null };
}

/** The POST body: the chosen lines with their quantities as decimals, the refunds, an approval. */
export function returnRequest(
  preview: ReturnPreview,
  drafts: readonly LineDraft[],
  refund: RefundSplit['parts'],
  approval?: { userId: string; pin: string },
): ReturnRequest {
  const byId = new Map(drafts.map((d) => [d.saleItemId, d]));
  return {
    lines: preview.lines
      .filter((l) => l.share)
      .map((l) => ({
        saleItemId: l.saleItemId,
        quantity: fromThousandths(l.quantity),
        restock: byId.get(l.saleItemId)!.restock,
        reason: byId.get(l.saleItemId)!.reason,
      })),
    refund: refund.map((r) => ({ method: r.method, amount: fromCents(r.amountCents) })),
    ...(approval ? { approval } : {}),
  };
}
