/** A return's rows as the API answers them (SaleReturn), and a credit note's number. */
import type { ReturnLine, SaleReturn } from '#shared/contracts/returns';
import { fromBasisPoints, fromCents, fromThousandths } from '#shared/domain/money';
import { unitOf } from '#server/features/sales';
import type { RefundRow, ReturnItemRow, ReturnWithSale } from './returns.repo';

export const CREDIT_NOTE_PREFIX = 'CN-';

export function formatCreditNoteNumber(n: number): string {
  return `${CREDIT_NOTE_PREFIX}${String(n).padStart(6, '0')}`;
}

function toReturnLine(r: ReturnItemRow): ReturnLine {
  return {
    id: r.id,
    saleItemId: r.saleItemId,
    productId: r.productId,
    name: r.name,
    sku: r.sku,
    unit: unitOf(r.unit),
    price: fromCents(r.unitPriceCents),
    quantity: fromThousandths(r.quantity),
    vatRate: fromBasisPoints(r.vatRateBp),
    nbtRate: fromBasisPoints(r.nbtRateBp),
    subtotal: fromCents(r.lineSubtotalCents),
    vatAmount: fromCents(r.vatCents),
    nbtAmount: fromCents(r.nbtCents),
    discountShare: fromCents(r.discountShareCents),
    total: fromCents(r.lineTotalCents),
    taxCategory: r.taxCategory,
    restock: r.restock,
    reason: r.reason,
  };
}

export function toSaleReturn(row: ReturnWithSale, items: readonly ReturnItemRow[], refunds: readonly RefundRow[]): SaleReturn {
  return {
    id: row.id,
    kind: row.kind,
    creditNoteNumber: row.creditNoteNumber,
    saleId: row.saleId,
    invoiceNumber: row.invoiceNumber,
    lines: items.map(toReturnLine),
    subtotal: fromCents(row.subtotalCents),
    vatAmount: fromCents(row.vatCents),
    nbtAmount: fromCents(row.nbtCents),
    discountAmount: fromCents(row.discountCents),
    totalAmount: fromCents(row.totalCents),
    refund: refunds.map((f) => ({ method: f.method, amount: fromCents(f.amountCents), reference: f.reference, creditTo: f.creditTo })),
    vatRegistered: row.vatRegistered,
    pricesIncludeVat: row.pricesIncludeVat,
    customerId: row.customerId,
    customerName: row.customerName,
    userId: row.userId,
    approvedBy: row.approvedBy,
    shiftId: row.shiftId,
    reason: row.reason,
    taxInvoice: row.taxInvoice ?? null,
    pointsReversed: row.pointsReversed,
    pointsShortfall: row.pointsShortfall,
    pointsRestored: row.pointsRestored,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Groups rows by their return id (the set-based reads answer many returns at once). */
export function byReturn<T extends { returnId: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const r of rows) map.set(r.returnId, [...(map.get(r.returnId) ?? []), r]);
  return map;
}
