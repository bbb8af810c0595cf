/**
 * A sale's rows: what `recordSale` writes (the sale and its lines, from the priced totals) and the
 * answer built from them (`toSale`, the Sale type, read back by replays, reprints and the list).
 */
import type { Sale, SaleItem, SalePayment } from '#shared/contracts/sales';
import type { SettledPayments } from '#shared/domain/payments';
import { fromBasisPoints, fromCents, fromThousandths } from '#shared/domain/money';
import { lineCostCents } from '#shared/domain/profit';
import type { PricedSale } from '#shared/domain/vat-pricing';
import { DEFAULT_PRODUCT_UNIT, isProductUnit, type ProductUnit } from '#shared/domain/units';
import type { NewSale, NewSaleItem, NewSalePayment } from './record-sale.repo';
import type { NormalisedPayment, NormalisedSale, PricedLine, SalePricingMode } from './sale-pricing';
import type { SaleItemRow, SaleRow } from './sales.repo';

export const INVOICE_DIGITS = 6;

export function formatInvoiceNumber(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(INVOICE_DIGITS, '0')}`;
}

export const unitOf = (u: string): ProductUnit => (isProductUnit(u) ? u : DEFAULT_PRODUCT_UNIT);

/** A sale line as answered (its own id and sale id are not part of it). */
function toSaleItem(row: Omit<SaleItemRow, 'id' | 'saleId'>): SaleItem {
  return {
    productId: row.productId,
    name: row.name,
    sku: row.sku,
    unit: unitOf(row.unit),
    price: fromCents(row.unitPriceCents),
    quantity: fromThousandths(row.quantity),
    vatRate: fromBasisPoints(row.vatRateBp),
    nbtRate: fromBasisPoints(row.nbtRateBp),
    subtotal: fromCents(row.lineSubtotalCents),
    vatAmount: fromCents(row.vatCents),
    nbtAmount: fromCents(row.nbtCents),
    total: fromCents(row.lineTotalCents),
    discountShare: fromCents(row.discountShareCents),
    lineDiscount: fromCents(row.lineDiscountCents),
    taxCategory: row.taxCategory,
  };
}

function toSalePayment(row: NewSalePayment): SalePayment {
  return {
    method: row.method,
    amount: fromCents(row.amountCents),
    reference: row.reference,
    chequeNumber: row.chequeNumber,
    chequeBank: row.chequeBank,
    chequeDate: row.chequeDate,
  };
}

export function toSale(sale: SaleRow, items: readonly Omit<SaleItemRow, 'id' | 'saleId'>[], payments: readonly NewSalePayment[]): Sale {
  return {
    id: sale.id,
    invoiceNumber: sale.invoiceNumber,
    saleDate: sale.saleDate.toISOString(),
    items: items.map(toSaleItem),
    subtotal: fromCents(sale.subtotalCents),
    vatAmount: fromCents(sale.vatCents),
    nbtAmount: fromCents(sale.nbtCents),
    discountAmount: fromCents(sale.discountCents),
    totalAmount: fromCents(sale.totalCents),
    vatRegistered: sale.vatRegistered,
    pricesIncludeVat: sale.pricesIncludeVat,
    paymentMethod: sale.paymentMethod,
    paymentStatus: sale.paymentStatus,
    payments: payments.map(toSalePayment),
    cashTendered: sale.cashTenderedCents == null ? null : fromCents(sale.cashTenderedCents),
    changeDue: fromCents(sale.changeDueCents),
    shiftId: sale.shiftId,
    customerId: sale.customerId,
    customerName: sale.customerName,
    debtorInfo: sale.debtorInfo
      ? {
          name: sale.debtorInfo.name,
          phone: sale.debtorInfo.phone,
          email: sale.debtorInfo.email ?? null,
          address: sale.debtorInfo.address ?? null,
        }
      : null,
    cashierId: sale.cashierId,
    // A terminal's sale says which terminal numbered it and whether it was made offline.
    ...(sale.terminalId != null ? { terminalId: sale.terminalId, offline: sale.offline } : {}),
    ...(sale.customerId != null
      ? { pointsEarned: sale.pointsEarned ?? 0, pointsRedeemed: sale.pointsRedeemed ?? 0, loyaltyBalance: sale.loyaltyBalance ?? null }
      : {}),
  };
}

/**
 * A sale read back with what came back of it: its status and void, each line's id and
 * returned quantity (`items` in the answer's order), and its returns. Replays answer without these.
 */
export function withReturnFields(
  sale: Sale,
  row: SaleRow,
  items: readonly SaleItemRow[],
  back: {
    returnedBySaleItem: ReadonlyMap<number, number>;
    returns: readonly { id: number; kind: 'return' | 'void'; creditNoteNumber: string | null; totalCents: number; createdAt: Date }[];
  },
): Sale {
  return {
    ...sale,
    items: sale.items.map((item, n) => ({
      ...item,
      id: items[n].id,
      returnedQuantity: fromThousandths(back.returnedBySaleItem.get(items[n].id) ?? 0),
    })),
    status: row.status,
    voidedAt: row.voidedAt ? row.voidedAt.toISOString() : null,
    voidReason: row.voidReason,
    returns: back.returns.map((r) => ({
      id: r.id,
      kind: r.kind,
      creditNoteNumber: r.creditNoteNumber,
      totalAmount: fromCents(r.totalCents),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** The sale row as stored before loyalty is applied: the new row plus what the insert generated. */
export function savedSaleRow(newSale: NewSale, generated: { id: number; createdAt: Date; shiftId: number | null }): SaleRow {
  return {
    ...newSale,
    ...generated,
    terminalId: newSale.terminalId ?? null,
    offline: newSale.offline ?? false,
    pointsEarned: null,
    pointsRedeemed: null,
    loyaltyBalance: null,
    status: 'completed',
    voidedAt: null,
    voidedBy: null,
    voidReason: null,
  };
}

export interface SaleRowsInput {
  actor: { businessId: number; userId: string };
  sale: NormalisedSale;
  customerName: string | null;
  invoiceNumber: string;
  totals: PricedSale<PricedLine>;
  settled: SettledPayments<NormalisedPayment>;
  mode: SalePricingMode;
  saleDate: Date;
  /** The terminal that numbered the sale, and whether it was made offline. */
  terminalId?: number | null;
  offline?: boolean;
}

/** The sale and its lines as inserted, from the priced totals. */
export function saleRows(input: SaleRowsInput) {
  const { actor, sale, customerName, invoiceNumber, totals, settled, mode, saleDate } = input;
  const { businessId } = actor;
  const newSale: NewSale = {
    businessId,
    invoiceNumber,
    customerId: sale.customerId,
    customerName,
    subtotalCents: totals.subtotalCents,
    vatCents: totals.vatCents,
    nbtCents: totals.nbtCents,
    discountCents: totals.discountCents,
    totalCents: totals.totalCents,
    vatRegistered: mode.vatRegistered,
    pricesIncludeVat: mode.pricesIncludeVat,
    paymentMethod: settled.paymentMethod,
    paymentStatus: settled.paymentStatus,
    cashierId: actor.userId,
    debtorInfo: sale.debtorInfo,
    cashTenderedCents: settled.cashTenderedCents,
    changeDueCents: settled.changeDueCents,
    saleDate,
    terminalId: input.terminalId ?? null,
    offline: input.offline ?? false,
  };
  const items: NewSaleItem[] = totals.lines.map((line) => ({
    businessId,
    productId: line.product.id,
    saleDate,
    name: line.product.name,
    sku: line.product.sku,
    unit: line.unit,
    unitPriceCents: line.priceCents,
    quantity: line.quantity,
    // The rates charged (0 when not registered, exempt or zero-rated): what reports group by.
    vatRateBp: line.chargedVatRateBp,
    nbtRateBp: line.chargedNbtRateBp,
    // Net of VAT and after the line's discount share; the total is what the customer pays for it.
    lineSubtotalCents: line.netCents,
    vatCents: line.vatCents,
    nbtCents: line.nbtCents,
    lineTotalCents: line.lineTotalCents,
    discountShareCents: line.discountShareCents,
    lineDiscountCents: line.lineDiscountCents,
    taxCategory: line.taxCategory,
    // What the goods cost now (the product row the sale locked): later price changes leave it be.
    unitCostCents: line.product.buyingPriceCents,
    lineCostCents: lineCostCents(line.product.buyingPriceCents, line.quantity),
  }));
  const payments: NewSalePayment[] = settled.payments.map((p) => ({
    method: p.method,
    amountCents: p.amountCents,
    reference: p.reference,
    chequeNumber: p.chequeNumber,
    chequeBank: p.chequeBank,
    chequeDate: p.chequeDate,
  }));
  // The sale as answered before it has an id: the audit entry's content (the statement sets the id and shift).
  const provisional = toSale(savedSaleRow(newSale, { id: 0, createdAt: saleDate, shiftId: null }), items, payments);
  return { newSale, items, payments, provisional };
}
