import type { Grn, PurchaseOrder, Supplier } from '#shared/contracts/procurement';
import { isInputVatEstimate } from '#shared/domain/input-vat';
import { fromCents, fromThousandths } from '#shared/domain/money';
import type { GrnItemRow, GrnWithOrder, PurchaseOrderItemRow, PurchaseOrderWithSupplier, SupplierRow } from './procurement.repo';

export const formatOrderNumber = (n: number) => `PO-${String(n).padStart(6, '0')}`;
export const formatGrnNumber = (n: number) => `GRN-${String(n).padStart(6, '0')}`;

export function toSupplier(row: SupplierRow): Supplier {
  return {
    id: row.id,
    name: row.name,
    contactPerson: row.contactPerson,
    email: row.email,
    phone: row.phone,
    address: row.address,
    paymentTerms: row.paymentTerms,
    notes: row.notes,
    vatNumber: row.vatNumber,
    creditDays: row.creditDays,
    createdAt: row.createdAt ? row.createdAt.toISOString() : null,
  };
}

export function toPurchaseOrder(row: PurchaseOrderWithSupplier, items: PurchaseOrderItemRow[]): PurchaseOrder {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    supplierContact: row.supplierContact,
    expectedDeliveryDate: row.expectedDeliveryDate,
    status: row.status,
    notes: row.notes,
    totalAmount: fromCents(row.totalCents),
    createdAt: row.createdAt.toISOString(),
    items: items.map((i) => ({
      productId: i.productId,
      productName: i.productName,
      quantity: fromThousandths(i.quantity),
      unitPrice: fromCents(i.unitPriceCents),
      totalPrice: fromCents(i.totalCents),
    })),
  };
}

export function toGrn(row: GrnWithOrder, items: GrnItemRow[]): Grn {
  return {
    id: row.id,
    grnNumber: row.grnNumber,
    purchaseOrderId: row.purchaseOrderId,
    purchaseOrderNumber: row.purchaseOrderNumber,
    supplierName: row.supplierName,
    receivedDate: row.receivedDate,
    status: row.status,
    notes: row.notes,
    rejectionReason: row.rejectionReason,
    totalAmount: fromCents(row.totalCents),
    inputVat: fromCents(row.inputVatCents),
    inputVatSource: row.inputVatSource,
    supplierVatNumber: row.supplierVatNumber,
    supplierInvoiceNumber: row.supplierInvoiceNumber,
    supplierInvoiceDate: row.supplierInvoiceDate,
    inputVatEstimate: isInputVatEstimate({ ...row, source: row.inputVatSource }),
    onCredit: row.onCredit,
    dueDate: row.onCredit ? row.dueDate : null,
    createdAt: row.createdAt.toISOString(),
    items: items.map((i) => ({
      productId: i.productId,
      productName: i.productName,
      orderedQuantity: fromThousandths(i.orderedQuantity),
      receivedQuantity: fromThousandths(i.receivedQuantity),
      unitPrice: fromCents(i.unitPriceCents),
      totalPrice: fromCents(i.totalCents),
      condition: i.condition,
      ...(i.batchNumber ? { batchNumber: i.batchNumber } : {}),
      ...(i.expiryDate ? { expiryDate: i.expiryDate } : {}),
    })),
  };
}

/** Groups child rows by their parent id, keeping order. */
export function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
