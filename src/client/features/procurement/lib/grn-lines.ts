import type { z } from 'zod';
import type { Grn, GrnInput, PurchaseOrder } from '#shared/contracts/procurement';
import { receivesNothing, remainingToReceive } from '#shared/domain/grn-status';
import { fromThousandths, isQuantityString, toThousandths } from '#shared/domain/money';
import { shopToday } from '#client/lib/shop-time';

export type GrnFormValues = z.input<typeof GrnInput>;

/** A GRN line as the form holds it while it is typed. */
export type GrnLineInput = { receivedQuantity?: unknown; unitPrice?: unknown };

/** The form's values: a new GRN's (received today, no lines until an order is chosen) or the GRN's being edited. */
export function grnFormValues(grn: Grn | null): GrnFormValues {
  if (!grn)
    return {
      purchaseOrderId: '',
      // The shop's today, not the browser's (UTC's date is yesterday before 05:30 in Colombo).
      receivedDate: shopToday(),
      notes: '',
      rejectionReason: '',
      inputVat: '',
      supplierInvoiceNumber: '',
      supplierInvoiceDate: '',
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
    supplierInvoiceDate: grn.supplierInvoiceDate ?? '',
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
export function receivedElsewhere(grns: readonly Grn[], orderId: number, exceptGrnId: number | undefined) {
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
export function linesFor(order: PurchaseOrder, grns: readonly Grn[]) {
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
export function nothingReceived(lines: GrnLineInput[]): boolean {
  const quantities = lines.map((l) => String(l.receivedQuantity ?? '').trim());
  return quantities.every(isQuantityString) && receivesNothing(quantities.map((q) => ({ receivedQuantity: toThousandths(q) })));
}
